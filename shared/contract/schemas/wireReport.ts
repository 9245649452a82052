import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { expenseMessages, MAX_CONFIRM_POS } from '../../expenses/rules';
import { listCursor } from './common';
import { retailerId } from './expenses';

/**
 * The wire report (spec 01, 'GET report/wire (query); PUT report/confirm-tus-report (body poIds)'): the payable PO
 * lines (approved, not yet confirmed) and their confirmation. Money travels as whole cents next to the dollars.
 */
export const wireReportQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(TABLE_PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  cursor: listCursor.optional(),
  /** PO number, invoice, vendor, description, retailer, program or tactic contains it (case-insensitive). */
  searchTerm: z.string().max(200).optional(),
  /** One retailer's POs; a retailer-side user linked to several retailers must name one of theirs. */
  retailerId: retailerId.optional(),
  /** By approval time, oldest first (the order finance pays in) unless `desc`. */
  sortDirection: z.enum(['asc', 'desc']).optional(),
});

const payableSchema = z.object({
  poId: z.string(),
  poNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  vendor: z.string(),
  description: z.string(),
  retailerId: z.number(),
  retailerName: z.string(),
  programId: z.number().nullable(),
  programName: z.string(),
  tacticId: z.string().nullable(),
  tacticName: z.string(),
  amountCents: z.number().int(),
  amount: z.number(),
  approvedBy: z.string(),
  approvedByName: z.string(),
  approvedAt: z.string(),
});

export const wireReportPageSchema = z.object({
  items: z.array(payableSchema),
  pageSize: z.number(),
  /** Every payable PO of the list (all, or the retailer's), before search. */
  totalCount: z.number(),
  nextCursor: z.string().nullable(),
});

export const confirmWiresSchema = z.object({
  poIds: z
    .array(z.string().regex(/^po-[0-9a-f]{24}$/, expenseMessages.notFound))
    .min(1, expenseMessages.noPoSelected)
    .max(MAX_CONFIRM_POS, expenseMessages.tooManyPos(MAX_CONFIRM_POS)),
});

/** The answer per PO: confirmed, or why not (naming it). */
export const confirmWiresResultSchema = z.object({
  results: z.array(
    z.object({ poId: z.string(), name: z.string(), confirmed: z.boolean(), message: z.string().nullable() }),
  ),
  confirmedCount: z.number(),
});
