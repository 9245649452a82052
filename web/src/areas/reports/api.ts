import type { ReportFilters } from '../../../../shared/reports/catalogue';
import { callRoute, type RouteResult } from '../../lib/api';
import { useRoute } from '../../lib/useRoute';

type ReportSummary = RouteResult<'reports.reportList'>['items'][number];
export type ReportData = RouteResult<'reports.reportData'>;
export type ReportId = ReportSummary['id'];

/** The reports: name, description, chart and filters of each (`reports/report-list`). */
export const useReportList = () => useRoute('reports.reportList', {}, { revalidateOnFocus: false });

/** A report's filters with their choices and defaults (`reports/report-filters`); null waits. */
export const useReportFilters = (reportId: ReportId | null) =>
  useRoute('reports.reportFilters', reportId ? { query: { reportId } } : null, { revalidateOnFocus: false });

/** A report's columns, rows, totals and chart for the filters (`reports/report-data/{id}`, a POST read through SWR). */
export const fetchReportData = (reportId: ReportId, filters: ReportFilters) =>
  callRoute('reports.reportData', { params: { id: reportId }, body: filters });

/** The reports a card may show, the default cards and the budget years (`dashboard/dashboard-options`). */
export const useDashboardOptions = () => useRoute('dashboard.dashboardOptions', {}, { revalidateOnFocus: false });

/** The cards' data (`dashboard/refresh`); null waits. */
export const useDashboardCards = (query: { reports: ReportId[]; budgetYear: number } | null) =>
  useRoute(
    'dashboard.refresh',
    query ? { query: { reports: query.reports.join(','), budgetYear: query.budgetYear } } : null,
    { keepPreviousData: true },
  );
