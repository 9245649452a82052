import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { expenseMessages, expenseStatuses } from '../../expenses/rules';
import { listCursor } from './common';
import { expenseIdSchema, retailerId } from './expenses';

/**
 * Mindshare (spec 03, `expenses-mindshare` with statusId, openSearch, retailers; `expenses-mindshare-component/{id}`;
 * `expenses-mindshare-update-component/{a}/{b}?selected=`). A component is a program tactic (`{programId}-{seq}`).
 */
export const mindshareListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(TABLE_PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  cursor: listCursor.optional(),
  /** The spec's status filter: one of the invoice line statuses. */
  statusId: z.enum(expenseStatuses).optional(),
  /** The spec's search: media order, invoice number, vendor or description contains it. */
  openSearch: z.string().max(200).optional(),
  /** The spec's retailer filter: one retailer's invoices. */
  retailers: retailerId.optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
});

const componentId = z.string().regex(/^[1-9]\d{0,11}-[1-9]\d{0,5}$/, expenseMessages.componentUnknown);
export const mindshareComponentParams = z.object({ id: componentId });
export const mindshareUpdateParams = z.object({ componentId, invoiceId: expenseIdSchema });
export const mindshareUpdateQuery = z.object({ selected: z.enum(['true', 'false']) });

export const mindshareComponentSchema = z.object({
  componentId: z.string(),
  programId: z.number(),
  programName: z.string(),
  retailerId: z.number(),
  tacticName: z.string(),
  estimateTotal: z.number(),
  /** Every invoice counted against the component's tactic (all kinds), in cents. */
  invoicedTotalCents: z.number().int(),
  /** The component's mindshare invoices (`isSelected`) and then the retailer's pending ones. */
  invoices: z.array(
    z.object({
      invoiceId: z.string(),
      name: z.string(),
      vendor: z.string(),
      invoiceDate: z.string(),
      description: z.string(),
      invoiceTotal: z.number(),
      invoiceTotalCents: z.number().int(),
      isSelected: z.boolean(),
    }),
  ),
});
