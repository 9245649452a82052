import * as z from '../../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../../constants';
import { expenseMessages, expenseStatuses } from '../../expenses/rules';
import { listCursor } from './common';
import { expenseIdSchema, retailerId } from './expenses';
import { lazySchema } from '../../lazySchema';

/**
 * Mindshare (spec 03, `expenses-mindshare` with statusId, openSearch, retailers; `expenses-mindshare-component/{id}`;
 * `expenses-mindshare-update-component/{a}/{b}?selected=`). A component is a program tactic (`{programId}-{seq}`).
 */
export const mindshareListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
    cursor: z.optional(listCursor),
    /** The spec's status filter: one of the invoice line statuses. */
    statusId: z.optional(z.enum(expenseStatuses)),
    /** The spec's search: media order, invoice number, vendor or description contains it. */
    openSearch: z.optional(z.string().check(z.maxLength(200))),
    /** The spec's retailer filter: one retailer's invoices. */
    retailers: z.optional(retailerId),
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
  }),
);

const componentId = /* @__PURE__ */ lazySchema(() =>
  z.string().check(z.regex(/^[1-9]\d{0,11}-[1-9]\d{0,5}$/, expenseMessages.componentUnknown)),
);
export const mindshareComponentParams = /* @__PURE__ */ lazySchema(() => z.object({ id: componentId }));
export const mindshareUpdateParams = /* @__PURE__ */ lazySchema(() =>
  z.object({ componentId, invoiceId: expenseIdSchema }),
);
export const mindshareUpdateQuery = /* @__PURE__ */ lazySchema(() => z.object({ selected: z.enum(['true', 'false']) }));
