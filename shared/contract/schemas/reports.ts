import * as z from '../../zod';
import { reportIds } from '../../reports/catalogue';
import * as contractMessages from '../contractMessages';
import * as fieldMessages from '../../reference/fieldMessages';
import { lazySchema } from '../../lazySchema';

const id = /* @__PURE__ */ lazySchema(() => z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)));
const budgetYear = /* @__PURE__ */ lazySchema(() =>
  z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
);

export const reportIdSchema = /* @__PURE__ */ lazySchema(() =>
  z.enum(reportIds, { error: contractMessages.reportDoesNotExist }),
);
export const reportIdParams = /* @__PURE__ */ lazySchema(() => z.object({ id: reportIdSchema }));

/** A report's filters as the page sends them (each optional; a report takes the ones it declares). */
export const reportFiltersBody = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    budgetYear: z.optional(budgetYear),
    retailerId: z.optional(id),
    brandId: z.optional(id),
  }),
);

export const reportFiltersQuery = /* @__PURE__ */ lazySchema(() => z.object({ reportId: reportIdSchema }));
export const dashboardRefreshQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The cards' reports, comma separated (the user's choice); the defaults when left out. */
    reports: z.pipe(
      z.pipe(
        z.optional(z.string().check(z.maxLength(500))),
        z.transform((text) => (text ? text.split(',').filter(Boolean) : undefined)),
      ),
      z.optional(z.array(reportIdSchema).check(z.maxLength(reportIds.length))),
    ),
    budgetYear: z.optional(budgetYear),
    refresh: z.optional(z.enum(['true', 'false', '1', '0'])),
  }),
);
