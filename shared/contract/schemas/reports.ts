import * as z from '../../zod';
import { reportIds } from '../../reports/catalogue';
import * as contractMessages from '../contractMessages';
import * as fieldMessages from '../../reference/fieldMessages';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const budgetYear = z.coerce
  .number({ error: fieldMessages.fiscalYearRequired })
  .check(z.int(), z.gte(2000), z.lte(2100));

export const reportIdSchema = z.enum(reportIds, { error: contractMessages.reportDoesNotExist });
export const reportIdParams = z.object({ id: reportIdSchema });

/** A report's filters as the page sends them (each optional; a report takes the ones it declares). */
export const reportFiltersBody = z.strictObject({
  budgetYear: z.optional(budgetYear),
  retailerId: z.optional(id),
  brandId: z.optional(id),
});

export const reportFiltersQuery = z.object({ reportId: reportIdSchema });
export const dashboardRefreshQuery = z.object({
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
});
