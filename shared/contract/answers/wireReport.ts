import * as z from '../../zod';
import { lazySchema } from '../../lazySchema';

const payableSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    poId: z.string(),
    poNumber: z.string(),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    vendor: z.string(),
    description: z.string(),
    retailerId: z.number(),
    retailerName: z.string(),
    programId: z.nullable(z.number()),
    programName: z.string(),
    tacticId: z.nullable(z.string()),
    tacticName: z.string(),
    amountCents: z.number().check(z.int()),
    amount: z.number(),
    approvedBy: z.string(),
    approvedByName: z.string(),
    approvedAt: z.string(),
  }),
);

export const wireReportPageSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(payableSchema),
    pageSize: z.number(),
    /** Every payable PO of the list (all, or the retailer's), before search. */
    totalCount: z.number(),
    nextCursor: z.nullable(z.string()),
    /** The columns the report can be sorted by now: all while it holds at most 1,000 payable POs, else `approvedAt`. */
    sortFields: z.array(z.string()),
  }),
);

/** The answer per PO: confirmed, or why not (naming it). */
export const confirmWiresResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    results: z.array(
      z.object({ poId: z.string(), name: z.string(), confirmed: z.boolean(), message: z.nullable(z.string()) }),
    ),
    confirmedCount: z.number(),
  }),
);
