import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { expenseMessages, MAX_CONFIRM_POS } from '../../expenses/rules';
import { listCursor } from './common';
import { retailerId } from './expenses';
import { lazySchema } from '../../lazySchema';

/** The wire report's columns a user may sort by (`amountCents`: the Amount column). */
export const wireSortFields = [
  'poNumber',
  'invoiceNumber',
  'invoiceDate',
  'vendor',
  'retailerName',
  'programName',
  'tacticName',
  'amountCents',
  'approvedByName',
  'approvedAt',
] as const;

/**
 * The wire report (spec 01, 'GET report/wire (query); PUT report/confirm-tus-report (body poIds)'): the payable PO
 * lines (approved, not yet confirmed) and their confirmation. Money travels as whole cents next to the dollars.
 */
export const wireReportQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
    cursor: z.optional(listCursor),
    /** PO number, invoice, vendor, description, retailer, program or tactic contains it (case-insensitive). */
    searchTerm: z.optional(z.string().check(z.maxLength(200))),
    /** One retailer's POs; a retailer-side user linked to several retailers must name one of theirs. */
    retailerId: z.optional(retailerId),
    /**
     * The column to sort by: approval time (the list's order) unless another of `wireSortFields`, which the report
     * sorts by while it holds at most 1,000 payable POs (the answer's `sortFields` says so; docs/decisions.md, 'Wire
     * report page').
     */
    sortBy: z.optional(z.enum(wireSortFields)),
    /** Oldest (or A to Z, smallest) first unless `desc`; by approval time that is the order finance pays in. */
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
  }),
);

export const confirmWiresSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    poIds: z
      .array(z.string().check(z.regex(/^po-[0-9a-f]{24}$/, expenseMessages.notFound)))
      .check(
        z.minLength(1, expenseMessages.noPoSelected),
        z.maxLength(MAX_CONFIRM_POS, expenseMessages.tooManyPos(MAX_CONFIRM_POS)),
      ),
  }),
);
