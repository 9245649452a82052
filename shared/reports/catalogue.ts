/**
 * The reports (route `reporting`, calls `reports/*`) and the dashboard's cards (`dashboard/*`): each report's id,
 * name, the filters it takes and its chart. Every figure comes from counters the writes keep (the budget ledger
 * and its quarter rows, the promo code buckets, the request turnaround months), never from reading every program.
 */
export const reportIds = [
  'program-spend-by-brand',
  'program-spend-by-retailer',
  'program-spend-by-quarter',
  'funding-source-utilisation',
  'promo-code-requests',
  'communication-request-turnaround',
  'expenses-planned-vs-invoiced',
] as const;
export type ReportId = (typeof reportIds)[number];

export const reportFilterNames = ['budgetYear', 'retailerId', 'brandId'] as const;
export type ReportFilterName = (typeof reportFilterNames)[number];
export type ReportFilters = Partial<Record<ReportFilterName, number>>;

export type ChartType = 'bar' | 'pie' | 'line';

export interface ReportDeclaration {
  id: ReportId;
  name: string;
  description: string;
  /** `{fileStem}_{yyyyMMdd-HHmmss}.xlsx` names its export. */
  fileStem: string;
  filters: readonly ReportFilterName[];
  chart: ChartType;
}

export const reportCatalogue: Record<ReportId, ReportDeclaration> = {
  'program-spend-by-brand': {
    id: 'program-spend-by-brand',
    name: 'Program spend by brand',
    description: 'What programs plan and commit of each brand, and what was invoiced, in a budget year.',
    fileStem: 'ProgramSpendByBrand',
    filters: ['budgetYear', 'retailerId'],
    chart: 'bar',
  },
  'program-spend-by-retailer': {
    id: 'program-spend-by-retailer',
    name: 'Program spend by retailer',
    description: "What each retailer's programs plan and commit, and what was invoiced, in a budget year.",
    fileStem: 'ProgramSpendByRetailer',
    filters: ['budgetYear', 'brandId'],
    chart: 'bar',
  },
  'program-spend-by-quarter': {
    id: 'program-spend-by-quarter',
    name: 'Program spend by quarter',
    description: "What programs plan and commit by the quarter of the program's start date.",
    fileStem: 'ProgramSpendByQuarter',
    filters: ['budgetYear', 'retailerId', 'brandId'],
    chart: 'line',
  },
  'funding-source-utilisation': {
    id: 'funding-source-utilisation',
    name: 'Funding source utilisation',
    description: "Each brand's allocation against what programs plan, commit and invoice.",
    fileStem: 'FundingSourceUtilisation',
    filters: ['budgetYear', 'retailerId'],
    chart: 'bar',
  },
  'promo-code-requests': {
    id: 'promo-code-requests',
    name: 'Promo code requests',
    description: 'Promo code requests in each bucket.',
    fileStem: 'PromoCodeRequests',
    filters: ['retailerId'],
    chart: 'pie',
  },
  'communication-request-turnaround': {
    id: 'communication-request-turnaround',
    name: 'Communication request turnaround',
    description: 'Requests created and resolved each month, and the average days from creation to resolution.',
    fileStem: 'CommunicationRequestTurnaround',
    filters: ['budgetYear', 'retailerId'],
    chart: 'line',
  },
  'expenses-planned-vs-invoiced': {
    id: 'expenses-planned-vs-invoiced',
    name: 'Expenses planned against invoiced',
    description: "What each retailer's programs plan and commit against what was invoiced on their tactics.",
    fileStem: 'ExpensesPlannedVsInvoiced',
    filters: ['budgetYear', 'brandId'],
    chart: 'bar',
  },
};

/** The cards a new dashboard shows until its user picks others. */
export const defaultDashboardReports: readonly ReportId[] = [
  'funding-source-utilisation',
  'program-spend-by-quarter',
  'promo-code-requests',
  'communication-request-turnaround',
];

/** `ProgramSpendByBrand_20261126-124700.xlsx`: the report's name and when the file was made (UTC). */
export function reportFileName(id: ReportId, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${reportCatalogue[id].fileStem}_${stamp}.xlsx`;
}
