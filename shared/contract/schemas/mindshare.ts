import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { expenseMessages, expenseStatuses } from '../../expenses/rules';
import { listCursor } from './common';
import { expenseIdSchema, retailerId } from './expenses';

/**
 * Mindshare (spec 03, `expenses-mindshare` with statusId, openSearch, retailers; `expenses-mindshare-component/{id}`;
 * `expenses-mindshare-update-component/{a}/{b}?selected=`). A component is a program tactic (`{programId}-{seq}`).
 */
export const mindshareListQuerySchema = z.object({
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
  cursor: z.optional(listCursor),
  /** The spec's status filter: one of the invoice line statuses. */
  statusId: z.optional(z.enum(expenseStatuses)),
  /** The spec's search: media order, invoice number, vendor or description contains it. */
  openSearch: z.optional(z.string().check(z.maxLength(200))),
  /** The spec's retailer filter: one retailer's invoices. */
  retailers: z.optional(retailerId),
  sortDirection: z.optional(z.enum(['asc', 'desc'])),
});

const componentId = z.string().check(z.regex(/^[1-9]\d{0,11}-[1-9]\d{0,5}$/, expenseMessages.componentUnknown));
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
  invoicedTotalCents: z.number().check(z.int()),
  /**
   * The status (approved, confirmed) of a PO line counted on the tactic past approval: its reconciliation no longer
   * changes, so no invoice is toggled on or off it; null while it may.
   */
  closedStatus: z.nullable(z.enum(expenseStatuses)),
  /** The component's mindshare invoices (`isSelected`) and then the retailer's pending ones. */
  invoices: z.array(
    z.object({
      invoiceId: z.string(),
      name: z.string(),
      vendor: z.string(),
      invoiceDate: z.string(),
      description: z.string(),
      invoiceTotal: z.number(),
      invoiceTotalCents: z.number().check(z.int()),
      isSelected: z.boolean(),
    }),
  ),
});
