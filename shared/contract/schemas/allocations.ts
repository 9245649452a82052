import * as z from '../../zod';
import { allocationMessages, amountCents } from '../../allocation/rules';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

/**
 * Brand allocation (spec 03, 'Brand allocation'; spec 02, 'Budget change'). Money travels as whole cents
 * (`*Cents`); amounts a user typed may come as text and are read with commas stripped (`1,250.00`).
 */
const budgetYear = /* @__PURE__ */ lazySchema(() =>
  z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
);
const brandId = /* @__PURE__ */ lazySchema(() =>
  z.coerce
    .number({ error: fieldMessages.required(fieldLabels.brand) })
    .check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
);

/** Dollars as typed (`1,250.50`) or as a number, to whole cents; at most a billion. */
const typedAmount = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.union([z.string().check(z.maxLength(30)), z.number()], { error: contractMessages.enterAnAmount }),
    z.transform((value, ctx) => {
      const read = amountCents(value);
      if ('error' in read) {
        ctx.issues.push({ code: 'custom', message: read.error, input: value });
        return z.NEVER;
      }
      if (read.cents < 0) {
        ctx.issues.push({ code: 'custom', message: contractMessages.allocationNegative, input: value });
        return z.NEVER;
      }
      if (read.cents > 100_000_000_000) {
        ctx.issues.push({ code: 'custom', message: contractMessages.amountTooLarge, input: value });
        return z.NEVER;
      }
      return read.cents;
    }),
  ),
);
const percent = /* @__PURE__ */ lazySchema(() =>
  z.coerce.number({ error: allocationMessages.breakoutTotal }).check(z.gte(0), z.lte(100)),
);
export const breakoutSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ q1: percent, q2: percent, q3: percent, q4: percent }),
);
const flag = /* @__PURE__ */ lazySchema(() =>
  z.pipe(
    z.optional(z.enum(['0', '1', 'true', 'false'])),
    z.transform((v) => v === '1' || v === 'true'),
  ),
);

export const brandIdParams = /* @__PURE__ */ lazySchema(() => z.object({ id: brandId }));
export const saveAllocationParams = /* @__PURE__ */ lazySchema(() => z.object({ brandId }));
export const brandYearQuery = /* @__PURE__ */ lazySchema(() => z.object({ brandId, budgetYear }));
export const allocationQuery = /* @__PURE__ */ lazySchema(() => z.object({ budgetYear }));

/** The indicators' query (spec 02 line 237): the proposed totals against the saved allocation. */
export const changeIndicatorsQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId,
    budgetYear,
    totalAtl: z.optional(typedAmount),
    totalBtl: z.optional(typedAmount),
    sessionId: z.optional(z.string().check(z.maxLength(100))),
    submit: flag,
    cancel: flag,
    createProgram: flag,
    quarterlyBreakoutIsShown: flag,
    q1: z.optional(percent),
    q2: z.optional(percent),
    q3: z.optional(percent),
    q4: z.optional(percent),
  }),
);

/** One change: the retailers' new ATL/BTL (and breakout), with its reason, at the allocation's version. */
export const saveAllocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear,
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(0)),
    brandAllocation: z
      .array(
        z.object({
          brandRetailerAllocationId: z.optional(z.string().check(z.maxLength(40))),
          retailerId: z
            .number({ error: fieldMessages.required(fieldLabels.retailer) })
            .check(z.int(), z.positive(fieldMessages.required(fieldLabels.retailer))),
          totalAtl: typedAmount,
          totalBtl: typedAmount,
          breakout: z.optional(breakoutSchema),
        }),
      )
      .check(
        z.minLength(1, contractMessages.changeAtLeastOneRetailer),
        z.maxLength(32, contractMessages.tooManyRetailers),
      ),
    changeDriver: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
    changeReasonId: z.number({ error: allocationMessages.changeReasonRequired }).check(z.int(), z.positive()),
    comment: z
      .string({ error: allocationMessages.commentRequired })
      .check(z.trim(), z.minLength(1, allocationMessages.commentRequired), z.maxLength(2000)),
    changeIndicator: z._default(z.object({ createProgram: z._default(z.boolean(), false) }), { createProgram: false }),
  }),
);
export const saveRetainerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number().check(z.int(), z.positive(fieldMessages.required(fieldLabels.brand))),
    budgetYear,
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(0)),
    retainer: typedAmount,
  }),
);
export const summaryQuery = /* @__PURE__ */ lazySchema(() => z.object({ budgetYear }));
/** How many brands `brands/summary-programs` counts at most (a year's brands; the page asks no more). */
export const SUMMARY_PROGRAMS_BRANDS_MAX = 1000;
/** The brands summary narrowed to some brands: the distinct programs of those brands (`brands/summary-programs`). */
export const summaryProgramsQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    budgetYear,
    brandIds: z.pipe(
      z
        .string({ error: contractMessages.chooseBrands })
        .check(
          z.regex(
            new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${SUMMARY_PROGRAMS_BRANDS_MAX - 1}}$`),
            contractMessages.chooseBrands,
          ),
        ),
      z.transform((t) => [...new Set(t.split(',').map(Number))]),
    ),
  }),
);
