import { inputMessages } from '../../../shared/messages';
import { toPagedResult } from '../../../shared/contract/wrapper';
import {
  defaultDashboardReports,
  filterLabelKey,
  filterLabels,
  reportCatalogue,
  reportFileName,
  reportIds,
  type ReportFilterName,
  type ReportFilters,
  type ReportId,
} from '../../../shared/reports/catalogue';
import {
  expensesReport,
  promoReport,
  quarterReport,
  spendReport,
  turnaroundReport,
  utilisationReport,
  type ReportData,
} from '../../../shared/reports/shape';
import { InvalidInput } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { budgetYears } from '../allocations/allocationUseCases';
import { listReferenceRecords } from '../reference/referenceRepository';
import {
  brandFigures,
  programCount,
  promoBucketCounts,
  quarterFigures,
  reportReads,
  retailerFigures,
  turnaroundMonths,
  type ReportReads,
  type RetailerSet,
} from './reportReads';
import { reportWorkbook } from './reportWorkbook';
import { workbookDownload } from './workbookDownload';

/**
 * The reports and the dashboard (the reports family): each report answered from counters the writes keep
 * (reportReads.ts) and shaped by shared/reports/shape.ts. A retailer-side user sees their retailers' figures only:
 * the scope is applied to what is read, never left to the page.
 */

const summaryOf = (id: ReportId) => {
  const { name, description, chart, filters } = reportCatalogue[id];
  return { id, name, description, chart, filters: [...filters] };
};

export const reportList = () => {
  const items = reportIds.map(summaryOf);
  return toPagedResult(items, 0, items.length, items.length);
};

/** The retailers shown: the one chosen (one of the caller's), or all the caller may see (null: every one). */
async function shownRetailers(reads: ReportReads, retailerId: number | undefined): Promise<RetailerSet> {
  const scope = await reads.scope();
  if (retailerId !== undefined) {
    if (!canSeeRetailer(scope, retailerId)) throw new InvalidInput({ retailerId: [inputMessages.notYourRetailer] });
    return new Set([retailerId]);
  }
  return scope === 'all' ? null : scope;
}

export async function reportFilterOptions(reportId: ReportId, auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  const [retailers, brands] = await Promise.all([listReferenceRecords('retailer'), listReferenceRecords('brand')]);
  const visible = retailers.filter((r) => r.active && canSeeRetailer(scope, r.id));
  const carried = new Set(visible.flatMap((r) => r.brandIds));
  const years = budgetYears();
  const options: Record<ReportFilterName, { value: number; label: string }[]> = {
    budgetYear: years.years.map((y) => ({ value: y, label: String(y) })),
    retailerId: visible
      .map((r) => ({ value: r.id, label: r.retailerName }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    brandId: brands
      .filter((b) => b.active && (scope === 'all' || carried.has(b.id)))
      .map((b) => ({ value: b.id, label: b.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
  const report = reportCatalogue[reportId];
  return {
    reportId,
    filters: report.filters.map((name) => ({
      name,
      key: filterLabelKey(reportId, name),
      label: filterLabels[filterLabelKey(reportId, name)],
      required: name === 'budgetYear',
      default: name === 'budgetYear' ? years.current : null,
      options: options[name],
    })),
  };
}

/** A report for the filters given; those it does not take are ignored, the budget year defaults to the current. */
export async function reportData(
  reportId: ReportId,
  given: ReportFilters,
  auth: AuthContext,
  reads: ReportReads = reportReads(auth),
): Promise<ReportData> {
  const takes = reportCatalogue[reportId].filters;
  const filters: ReportFilters = Object.fromEntries(
    takes.filter((name) => given[name] !== undefined).map((name) => [name, given[name]]),
  );
  if (takes.includes('budgetYear')) filters.budgetYear ??= budgetYears().current;
  const year = filters.budgetYear!;
  const retailers = await shownRetailers(reads, filters.retailerId);
  switch (reportId) {
    case 'program-spend-by-brand':
      return spendReport(
        reportId,
        filters,
        await brandFigures(reads, year, retailers),
        await programCount(reads, year, retailers),
      );
    case 'program-spend-by-retailer':
      return spendReport(reportId, filters, await retailerFigures(reads, year, retailers, filters.brandId));
    case 'program-spend-by-quarter':
      return quarterReport(filters, await quarterFigures(reads, year, retailers, filters.brandId));
    case 'funding-source-utilisation':
      return utilisationReport(filters, await brandFigures(reads, year, retailers));
    case 'promo-code-requests':
      return promoReport(filters, await promoBucketCounts(retailers));
    case 'communication-request-turnaround':
      return turnaroundReport(filters, await turnaroundMonths(year, retailers));
    case 'expenses-planned-vs-invoiced':
      return expensesReport(filters, await retailerFigures(reads, year, retailers, filters.brandId));
  }
}

/** The report as an .xlsx file in the documents bucket, handed out through a short-lived download link. */
export async function reportExport(reportId: ReportId, filters: ReportFilters, auth: AuthContext) {
  const data = await reportData(reportId, filters, auth);
  const at = new Date();
  const fileName = reportFileName(reportId, at);
  const url = await workbookDownload(fileName, await reportWorkbook(data), at);
  return { fileName, url, rowCount: data.rows.length };
}

/** The dashboard is the product's own page, made of the reports' cards (no outside dashboard is embedded). */
export const dashboardUrl = () => ({ url: '#/dashboard', embedded: false });

export function dashboardOptions() {
  const years = budgetYears();
  return {
    items: reportIds.map(summaryOf),
    defaults: [...defaultDashboardReports],
    budgetYears: years.years,
    currentBudgetYear: years.current,
  };
}

/** Every chosen card's report for the budget year, read afresh from the counters. */
export async function dashboardRefresh(query: { reports?: ReportId[]; budgetYear?: number }, auth: AuthContext) {
  const budgetYear = query.budgetYear ?? budgetYears().current;
  const chosen = [...new Set(query.reports ?? defaultDashboardReports)];
  const reads = reportReads(auth);
  const cards = await Promise.all(chosen.map((id) => reportData(id, { budgetYear }, auth, reads)));
  return { refreshedAt: new Date().toISOString(), budgetYear, cards };
}
