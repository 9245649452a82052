import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import { dashboardRefreshQuery, reportFiltersBody, reportFiltersQuery, reportIdParams } from '../schemas/reports';
import type {
  dashboardOptionsSchema,
  dashboardRefreshSchema,
  dashboardUrlSchema,
  reportDataSchema,
  reportExportSchema,
  reportFilterOptionsSchema,
  reportListSchema,
} from '../answers/reports';
import { programStatusColumnsSchema } from '../schemas/tablePreferences';
import { PROGRAM_STATUS_COLUMNS, PROGRAM_STATUS_FIXED_COLUMN } from '../../programs/statusColumns';
import * as fieldMessages from '../../reference/fieldMessages';
import type { programsStatusExportAnswer } from '../answers/reports';
import { lazySchema } from '../../lazySchema';

/** Reports and the dashboard read what programs plan: whoever sees programs (a retailer-side user: theirs). */
const viewReports = knownClaims.viewPrograms;

/** Exports and reports; files are written to S3 and downloaded from a short-lived link. */
export const reportRoutes = {
  'programs.statusExport': defineRoute({
    method: 'POST',
    path: 'programs/status-list-export',
    family: 'reports',
    access: knownClaims.viewPrograms,
    body: lazySchema(() =>
      z.object({
        fiscalYear: z.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
        retailerId: z.optional(z.number().check(z.int(), z.positive())),
        statusId: z.optional(z.number().check(z.int())),
        searchTerm: z.optional(z.string().check(z.maxLength(200))),
        /** The columns the user shows, in their order (after the program number); every column when left out. */
        columns: z.optional(programStatusColumnsSchema),
        /** The table's sort: the rows in that order (newest first when left out). */
        sortBy: z.optional(z.enum([PROGRAM_STATUS_FIXED_COLUMN, ...PROGRAM_STATUS_COLUMNS])),
        sortDirection: z.optional(z.enum(['asc', 'desc'])),
      }),
    ),
    response: answers<typeof programsStatusExportAnswer>(),
    summary:
      'The program status table as an .xlsx file (name with suffix and timestamp), up to 10,000 rows, with the columns the user shows.',
  }),
  'reports.reportList': defineRoute({
    method: 'GET',
    path: 'reports/report-list',
    family: 'reports',
    access: viewReports,
    response: answers<typeof reportListSchema>(),
    summary: "The reports: each one's name, description, chart and the filters it takes.",
  }),
  'reports.reportFilters': defineRoute({
    method: 'GET',
    path: 'reports/report-filters',
    family: 'reports',
    access: viewReports,
    query: reportFiltersQuery,
    response: answers<typeof reportFilterOptionsSchema>(),
    summary: "A report's filters with their choices (budget years, the caller's retailers, brands) and defaults.",
  }),
  'reports.reportData': defineRoute({
    method: 'POST',
    path: 'reports/report-data/{id}',
    family: 'reports',
    access: viewReports,
    params: reportIdParams,
    body: reportFiltersBody,
    response: answers<typeof reportDataSchema>(),
    summary: "A report's columns, rows, totals and chart for the filters given, from the counters the writes keep.",
  }),
  'reports.reportExport': defineRoute({
    method: 'POST',
    path: 'reports/report-export/{id}',
    family: 'reports',
    access: viewReports,
    params: reportIdParams,
    body: reportFiltersBody,
    response: answers<typeof reportExportSchema>(),
    summary: 'The report as an .xlsx file ({Report}_{yyyyMMdd-HHmmss}.xlsx) behind a short-lived download link.',
  }),
  'dashboard.dashboardUrl': defineRoute({
    method: 'GET',
    path: 'dashboard/dashboard-url',
    family: 'reports',
    access: viewReports,
    response: answers<typeof dashboardUrlSchema>(),
    summary: "Where the dashboard is: the product's own page (no embedded outside dashboard).",
  }),
  'dashboard.dashboardOptions': defineRoute({
    method: 'GET',
    path: 'dashboard/dashboard-options',
    family: 'reports',
    access: viewReports,
    response: answers<typeof dashboardOptionsSchema>(),
    summary: 'The reports a dashboard card may show, the default cards and the budget years.',
  }),
  'dashboard.refresh': defineRoute({
    method: 'GET',
    path: 'dashboard/refresh',
    family: 'reports',
    access: viewReports,
    query: dashboardRefreshQuery,
    response: answers<typeof dashboardRefreshSchema>(),
    summary: "The dashboard's cards: each chosen report's data for a budget year, read afresh.",
  }),
};
