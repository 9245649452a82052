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

/**
 * The filters' labels by stable key: the English (`us`) texts; the web shows `reports.filters.{key}` of the
 * user's language. The turnaround report's budget year is a calendar year: 'Year'.
 */
export const filterLabels = {
  budgetYear: 'Budget year',
  year: 'Year',
  retailerId: 'Retailer',
  brandId: 'Brand',
} as const;
export const filterLabelKeys = Object.keys(filterLabels) as [
  keyof typeof filterLabels,
  ...(keyof typeof filterLabels)[],
];
export const filterLabelKey = (reportId: ReportId, name: ReportFilterName): keyof typeof filterLabels =>
  name === 'budgetYear' && reportId === 'communication-request-turnaround' ? 'year' : name;

export type ChartType = 'bar' | 'pie' | 'line';

/**
 * A report's declaration. `name` and `description` are the English (`us`) texts; the web shows
 * `reports.catalogue.{id}.name` and `.description` of the user's language.
 */
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
