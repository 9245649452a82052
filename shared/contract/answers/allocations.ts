import * as z from '../../zod';
import { breakoutSchema } from '../schemas/allocations';
import { lazySchema } from '../../lazySchema';

const quarterRow = /* @__PURE__ */ lazySchema(() =>
  z.object({
    quarter: z.enum(['q1', 'q2', 'q3', 'q4']),
    atl: z.number().check(z.int()),
    btl: z.number().check(z.int()),
    total: z.number().check(z.int()),
  }),
);

const retailerAllocation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandRetailerAllocationId: z.string(),
    retailerId: z.number(),
    retailerName: z.string(),
    atlCents: z.number().check(z.int()),
    btlCents: z.number().check(z.int()),
    breakout: breakoutSchema,
    quarters: z.array(quarterRow),
    committedAtlCents: z.number().check(z.int()),
    committedBtlCents: z.number().check(z.int()),
  }),
);

const revisionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    by: z.string(),
    changeDriver: z.nullable(z.string()),
    changeReasonId: z.number(),
    changeReasonDesc: z.string(),
    comment: z.string(),
    changes: z.array(
      z.object({
        retailerId: z.number(),
        retailerName: z.string(),
        before: z.object({
          atlCents: z.number().check(z.int()),
          btlCents: z.number().check(z.int()),
          breakout: breakoutSchema,
        }),
        after: z.object({
          atlCents: z.number().check(z.int()),
          btlCents: z.number().check(z.int()),
          breakout: breakoutSchema,
        }),
      }),
    ),
  }),
);

export const brandAllocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number(),
    brandName: z.string(),
    budgetYear: z.number(),
    version: z.number().check(z.int()),
    totalAtlCents: z.number().check(z.int()),
    totalBtlCents: z.number().check(z.int()),
    retainerCents: z.number().check(z.int()),
    retailers: z.array(retailerAllocation),
    revisions: z.array(revisionSchema),
  }),
);

export const budgetYearsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ current: z.number(), years: z.array(z.number()) }),
);

const changeReasonSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    changeReasonId: z.number(),
    changeReasonDesc: z.string(),
    isDefault: z.boolean(),
    showChangeReason: z.boolean(),
  }),
);

const changeDriverSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ changeDriverName: z.string(), showChangeDriver: z.boolean() }),
);

const sign = /* @__PURE__ */ lazySchema(() => z.enum(['positive', 'negative', 'none']));

export const changeIndicatorsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    totalNetChange: z.number().check(z.int()),
    atlNetChange: z.number().check(z.int()),
    btlNetChange: z.number().check(z.int()),
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
  }),
);

export const retainerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number(),
    budgetYear: z.number(),
    retainerCents: z.number().check(z.int()),
    version: z.number().check(z.int()),
  }),
);

/** A summary row's money (shared/allocation/ledger.ts): allocated, planned, committed, invoiced, what is left. */
const ledgerMoney = {
  programs: lazySchema(() => z.number().check(z.int())),
  allocAtlCents: lazySchema(() => z.number().check(z.int())),
  allocBtlCents: lazySchema(() => z.number().check(z.int())),
  allocTotalCents: lazySchema(() => z.number().check(z.int())),
  plannedAtlCents: lazySchema(() => z.number().check(z.int())),
  plannedBtlCents: lazySchema(() => z.number().check(z.int())),
  plannedTotalCents: lazySchema(() => z.number().check(z.int())),
  committedAtlCents: lazySchema(() => z.number().check(z.int())),
  committedBtlCents: lazySchema(() => z.number().check(z.int())),
  committedTotalCents: lazySchema(() => z.number().check(z.int())),
  invoicedCents: lazySchema(() => z.number().check(z.int())),
  remainingAtlCents: lazySchema(() => z.number().check(z.int())),
  remainingBtlCents: lazySchema(() => z.number().check(z.int())),
  remainingTotalCents: lazySchema(() => z.number().check(z.int())),
};

const brandSummaryRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number(),
    brandName: z.string(),
    categoryId: z.nullable(z.number()),
    categoryName: z.nullable(z.string()),
    ...ledgerMoney,
  }),
);

/** Brands summary (route brandssummary): every brand the user may see, one request for the year. */
export const brandsSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear: z.number(),
    /** The distinct programs of the year the user may see (a brand's row counts a program once per brand it funds). */
    programs: z.number(),
    brands: z.array(brandSummaryRowSchema),
  }),
);

export const summaryProgramsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ budgetYear: z.number(), programs: z.number() }),
);

const brandCategorySchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.number(), name: z.string() }));

const retailerBrandRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ brandId: z.number(), brandName: z.string(), ...ledgerMoney }),
);

const retailerSummaryRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    retailerId: z.number(),
    retailerName: z.string(),
    ...ledgerMoney,
    brands: z.array(retailerBrandRowSchema),
  }),
);

/** Retailer summary (route retailersummary): per retailer of the user's, its programs and spend by brand. */
export const retailersSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear: z.number(),
    retailers: z.array(retailerSummaryRowSchema),
  }),
);

/** The answer of `brands.changeReasons`. */
export const brandsChangeReasonsAnswer = /* @__PURE__ */ lazySchema(() => z.array(changeReasonSchema));

/** The answer of `brands.changeDriver`. */
export const brandsChangeDriverAnswer = /* @__PURE__ */ lazySchema(() => z.array(changeDriverSchema));

/** The answer of `brands.categories`. */
export const brandsCategoriesAnswer = /* @__PURE__ */ lazySchema(() => z.array(brandCategorySchema));
