import * as z from '../../zod';
import { filterLabelKeys, reportFilterNames } from '../../reports/catalogue';
import { columnHeaders, type ColumnKey } from '../../reports/shape';
import { pagedResult } from '../wrapper';
import { reportIdSchema } from '../schemas/reports';
import { lazySchema } from '../../lazySchema';

const columnKeys = Object.keys(columnHeaders) as [ColumnKey, ...ColumnKey[]];

const chartType = /* @__PURE__ */ lazySchema(() => z.enum(['bar', 'pie', 'line']));

const reportSummarySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: reportIdSchema,
    name: z.string(),
    description: z.string(),
    chart: chartType,
    filters: z.array(z.enum(reportFilterNames)),
  }),
);

export const reportListSchema = /* @__PURE__ */ lazySchema(() => pagedResult(reportSummarySchema));

export const reportFilterOptionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    reportId: reportIdSchema,
    filters: z.array(
      z.object({
        name: z.enum(reportFilterNames),
        /** The label's stable key (`reports.filters.{key}` on the web); `label` is its English text. */
        key: z.enum(filterLabelKeys),
        label: z.string(),
        required: z.boolean(),
        default: z.nullable(z.number()),
        options: z.array(z.object({ value: z.number(), label: z.string() })),
      }),
    ),
  }),
);

const cell = /* @__PURE__ */ lazySchema(() => z.union([z.string(), z.number(), z.null()]));

export const reportDataSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    reportId: reportIdSchema,
    name: z.string(),
    filters: z.object({
      budgetYear: z.optional(z.number()),
      retailerId: z.optional(z.number()),
      brandId: z.optional(z.number()),
    }),
    columns: z.array(
      z.object({
        field: z.string(),
        key: z.enum(columnKeys),
        header: z.string(),
        kind: z.enum(['text', 'money', 'count', 'percent', 'days']),
      }),
    ),
    rows: z.array(z.record(z.string(), cell)),
    totals: z.nullable(z.record(z.string(), cell)),
    chart: z.object({
      type: chartType,
      labels: z.array(z.string()),
      series: z.array(z.object({ key: z.enum(columnKeys), label: z.string(), data: z.array(z.number()) })),
    }),
  }),
);

export const reportExportSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ fileName: z.string(), url: z.string(), rowCount: z.number() }),
);

export const dashboardUrlSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ url: z.string(), embedded: z.boolean() }),
);

export const dashboardOptionsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(reportSummarySchema),
    defaults: z.array(reportIdSchema),
    budgetYears: z.array(z.number()),
    currentBudgetYear: z.number(),
  }),
);

export const dashboardRefreshSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    refreshedAt: z.string(),
    budgetYear: z.number(),
    cards: z.array(reportDataSchema),
  }),
);

/** The answer of `programs.statusExport`. */
export const programsStatusExportAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fileName: z.string(),
    url: z.string(),
    rowCount: z.number(),
    truncated: z.boolean(),
  }),
);
