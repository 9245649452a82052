import * as z from 'zod';
import { allocationMessages, amountCents } from '../../allocation/rules';

/**
 * Brand allocation (spec 03, 'Brand allocation'; spec 02, 'Budget change'). Money travels as whole cents
 * (`*Cents`); amounts a user typed may come as text and are read with commas stripped (`1,250.00`).
 */
const budgetYear = z.coerce.number({ error: 'Fiscal year required' }).int().min(2000).max(2100);
const brandId = z.coerce.number({ error: 'Brand is required' }).int().positive('Brand is required');

/** Dollars as typed (`1,250.50`) or as a number, to whole cents; at most a billion. */
const typedAmount = z.union([z.string().max(30), z.number()], { error: 'Enter an amount' }).transform((value, ctx) => {
  const read = amountCents(value);
  if ('error' in read) {
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  }
  if (read.cents < 0) {
    ctx.addIssue({ code: 'custom', message: 'An allocation cannot be negative' });
    return z.NEVER;
  }
  if (read.cents > 100_000_000_000) {
    ctx.addIssue({ code: 'custom', message: 'The amount is too large' });
    return z.NEVER;
  }
  return read.cents;
});
const percent = z.coerce.number({ error: allocationMessages.breakoutTotal }).min(0).max(100);
const breakoutSchema = z.object({ q1: percent, q2: percent, q3: percent, q4: percent });
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const brandIdParams = z.object({ id: brandId });
export const saveAllocationParams = z.object({ brandId });
export const brandYearQuery = z.object({ brandId, budgetYear });
export const allocationQuery = z.object({ budgetYear });

const quarterRow = z.object({
  quarter: z.enum(['q1', 'q2', 'q3', 'q4']),
  atl: z.number().int(),
  btl: z.number().int(),
  total: z.number().int(),
});
const retailerAllocation = z.object({
  brandRetailerAllocationId: z.string(),
  retailerId: z.number(),
  retailerName: z.string(),
  atlCents: z.number().int(),
  btlCents: z.number().int(),
  breakout: breakoutSchema,
  quarters: z.array(quarterRow),
  committedAtlCents: z.number().int(),
  committedBtlCents: z.number().int(),
});
const revisionSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  changeDriver: z.string().nullable(),
  changeReasonId: z.number(),
  changeReasonDesc: z.string(),
  comment: z.string(),
  changes: z.array(
    z.object({
      retailerId: z.number(),
      retailerName: z.string(),
      before: z.object({ atlCents: z.number().int(), btlCents: z.number().int(), breakout: breakoutSchema }),
      after: z.object({ atlCents: z.number().int(), btlCents: z.number().int(), breakout: breakoutSchema }),
    }),
  ),
});
export const brandAllocationSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  budgetYear: z.number(),
  version: z.number().int(),
  totalAtlCents: z.number().int(),
  totalBtlCents: z.number().int(),
  retainerCents: z.number().int(),
  retailers: z.array(retailerAllocation),
  revisions: z.array(revisionSchema),
});

export const budgetYearsSchema = z.object({ current: z.number(), years: z.array(z.number()) });
export const changeReasonSchema = z.object({
  changeReasonId: z.number(),
  changeReasonDesc: z.string(),
  isDefault: z.boolean(),
  showChangeReason: z.boolean(),
});
export const changeDriverSchema = z.object({ changeDriverName: z.string(), showChangeDriver: z.boolean() });

/** The indicators' query (spec 02 line 237): the proposed totals against the saved allocation. */
export const changeIndicatorsQuery = z.object({
  brandId,
  budgetYear,
  totalAtl: typedAmount.optional(),
  totalBtl: typedAmount.optional(),
  sessionId: z.string().max(100).optional(),
  submit: flag,
  cancel: flag,
  createProgram: flag,
  quarterlyBreakoutIsShown: flag,
  q1: percent.optional(),
  q2: percent.optional(),
  q3: percent.optional(),
  q4: percent.optional(),
});
const sign = z.enum(['positive', 'negative', 'none']);
export const changeIndicatorsSchema = z.object({
  totalNetChange: z.number().int(),
  atlNetChange: z.number().int(),
  btlNetChange: z.number().int(),
  totalSign: sign,
  atlSign: sign,
  btlSign: sign,
  q1Percent: z.number(),
  q2Percent: z.number(),
  q3Percent: z.number(),
  q4Percent: z.number(),
  quarters: z.array(quarterRow),
  percentEntryEnabled: z.boolean(),
  quarterlyBreakoutIsShown: z.boolean(),
  createProgramRadioIsShown: z.boolean(),
});

/** One change: the retailers' new ATL/BTL (and breakout), with its reason, at the allocation's version. */
export const saveAllocationSchema = z.object({
  budgetYear,
  version: z.number({ error: 'Version is required' }).int().min(0),
  brandAllocation: z
    .array(
      z.object({
        brandRetailerAllocationId: z.string().max(40).optional(),
        retailerId: z.number({ error: 'Retailer is required' }).int().positive('Retailer is required'),
        totalAtl: typedAmount,
        totalBtl: typedAmount,
        breakout: breakoutSchema.optional(),
      }),
    )
    .min(1, 'Change at least one retailer')
    .max(32, 'Change at most 32 retailers at once'),
  changeDriver: z.string().trim().max(100).nullish(),
  changeReasonId: z.number({ error: allocationMessages.changeReasonRequired }).int().positive(),
  comment: z
    .string({ error: allocationMessages.commentRequired })
    .trim()
    .min(1, allocationMessages.commentRequired)
    .max(2000),
  changeIndicator: z.object({ createProgram: z.boolean().default(false) }).default({ createProgram: false }),
});

export const retainerSchema = z.object({
  brandId: z.number(),
  budgetYear: z.number(),
  retainerCents: z.number().int(),
  version: z.number().int(),
});
export const saveRetainerSchema = z.object({
  brandId: z.number().int().positive('Brand is required'),
  budgetYear,
  version: z.number({ error: 'Version is required' }).int().min(0),
  retainer: typedAmount,
});

/** A summary row's money (shared/allocation/ledger.ts): allocated, planned, committed, invoiced, what is left. */
const ledgerMoney = {
  programs: z.number().int(),
  allocAtlCents: z.number().int(),
  allocBtlCents: z.number().int(),
  allocTotalCents: z.number().int(),
  plannedAtlCents: z.number().int(),
  plannedBtlCents: z.number().int(),
  plannedTotalCents: z.number().int(),
  committedAtlCents: z.number().int(),
  committedBtlCents: z.number().int(),
  committedTotalCents: z.number().int(),
  invoicedCents: z.number().int(),
  remainingAtlCents: z.number().int(),
  remainingBtlCents: z.number().int(),
  remainingTotalCents: z.number().int(),
};
export const summaryQuery = z.object({ budgetYear });
const brandSummaryRowSchema = z.object({
  brandId: z.number(),
  brandName: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  ...ledgerMoney,
});
/** Brands summary (route brandssummary): every brand the user may see, one request for the year. */
export const brandsSummarySchema = z.object({ budgetYear: z.number(), brands: z.array(brandSummaryRowSchema) });
export const brandCategorySchema = z.object({ id: z.number(), name: z.string() });
const retailerBrandRowSchema = z.object({ brandId: z.number(), brandName: z.string(), ...ledgerMoney });
const retailerSummaryRowSchema = z.object({
  retailerId: z.number(),
  retailerName: z.string(),
  ...ledgerMoney,
  brands: z.array(retailerBrandRowSchema),
});
/** Retailer summary (route retailersummary): per retailer of the user's, its programs and spend by brand. */
export const retailersSummarySchema = z.object({
  budgetYear: z.number(),
  retailers: z.array(retailerSummaryRowSchema),
});

/** A brand's remaining allocation for one program (`programs/{id}/allocation-remaining`), in whole cents. */
export const remainingAllocationSchema = z.object({
  brandId: z.number(),
  /** False: the brand has no allocation at the program's retailer for its budget year; its targets are unchecked. */
  allocated: z.boolean(),
  allocAtlCents: z.number(),
  allocBtlCents: z.number(),
  plannedElsewhereAtlCents: z.number(),
  plannedElsewhereBtlCents: z.number(),
  remainingAtlCents: z.number(),
  remainingBtlCents: z.number(),
});
