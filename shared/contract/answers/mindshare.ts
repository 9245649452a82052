import * as z from '../../zod';
import { expenseStatuses } from '../../expenses/rules';
import { lazySchema } from '../../lazySchema';

export const mindshareComponentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);
