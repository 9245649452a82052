import { promoBuckets, promoStatusNames, type PromoStatus } from '../programs/promoCodes';
import { reportCatalogue, type ChartType, type ReportFilters, type ReportId } from './catalogue';
import type { TurnaroundMonth } from './turnaround';

/**
 * Reports shaped for the page, the dashboard and the export: columns, rows (money in whole cents), a totals row
 * and a chart (dollars). Pure: the use cases (functions/domain/reports) read the counters and hand them here.
 */
type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'days';

/**
 * Every column's and chart series' header by its stable key: the English (`us`) text, which the export writes;
 * the web shows `reports.columns.{key}` of the user's language.
 */
export const columnHeaders = {
  brand: 'Brand',
  retailer: 'Retailer',
  programs: 'Programs',
  plannedAtl: 'ATL targets',
  plannedBtl: 'BTL targets',
  planned: 'Targets',
  committed: 'Approved targets',
  invoiced: 'Invoiced',
  quarter: 'Quarter',
  allocated: 'Allocated',
  remaining: 'Remaining',
  utilised: 'Utilised %',
  status: 'Status',
  requests: 'Requests',
  share: 'Share %',
  month: 'Month',
  created: 'Created',
  resolved: 'Resolved',
  averageDays: 'Average days to resolve',
  variance: 'Variance',
  invoicedShare: 'Invoiced % of approved targets',
} as const;
export type ColumnKey = keyof typeof columnHeaders;

export interface ReportColumn {
  field: string;
  /** The header's stable key (`columnHeaders`); `header` is its English text. */
  key: ColumnKey;
  header: string;
  kind: ColumnKind;
}
export type ReportCell = string | number | null;
/**
 * A row's cells by column field. A row whose first cell is a name the product gives (a quarter, a month, a promo
 * code bucket) also carries `labelKey` (`quarter.{1-4, 0: no start date}`, `month.{1-12}`, `promo.{bucket}`),
 * which the web shows in the user's language; the export writes the English cell.
 */
type ReportRow = Record<string, ReportCell>;
interface ReportChart {
  type: ChartType;
  labels: string[];
  series: { key: ColumnKey; label: string; data: number[] }[];
}
export interface ReportData {
  reportId: ReportId;
  name: string;
  filters: ReportFilters;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
  chart: ReportChart;
}

/** The ledger's figures of one brand, retailer or quarter (whole cents; programs a count). */
interface SpendFigures {
  programs: number;
  allocAtlCents: number;
  allocBtlCents: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
  committedAtlCents: number;
  committedBtlCents: number;
  invoicedCents: number;
}
export type NamedSpend = Partial<SpendFigures> & { name: string };

const n = (value: number | undefined) => value ?? 0;
const planned = (f: Partial<SpendFigures>) => n(f.plannedAtlCents) + n(f.plannedBtlCents);
const committed = (f: Partial<SpendFigures>) => n(f.committedAtlCents) + n(f.committedBtlCents);
const allocated = (f: Partial<SpendFigures>) => n(f.allocAtlCents) + n(f.allocBtlCents);
const dollars = (cents: number) => Math.round(cents) / 100;
/** A share in percent with one decimal; null when there is nothing to share. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

const column = (key: ColumnKey, kind: ColumnKind, field: string = key): ReportColumn => ({
  field,
  key,
  header: columnHeaders[key],
  kind,
});
const moneyColumn = (key: ColumnKey) => column(key, 'money');
/**
 * The chart's series: one per column, each row's value of that column; money in dollars (the rows hold cents), an
 * empty figure as 0.
 */
const seriesOf = (rows: ReportRow[], columns: ColumnKey[], unit: 'dollars' | 'as-is' = 'dollars') =>
  columns.map((key) => ({
    key,
    label: columnHeaders[key],
    data: rows.map((row) => (unit === 'dollars' ? dollars(Number(row[key] ?? 0)) : Number(row[key] ?? 0))),
  }));

/** Sums the money and count columns under the first column's 'Total'; percentages come from `share`. */
function totalsOf(columns: ReportColumn[], rows: ReportRow[], share?: (totals: ReportRow) => ReportRow): ReportRow {
  const totals: ReportRow = { [columns[0].field]: 'Total' };
  for (const c of columns.slice(1)) {
    totals[c.field] =
      c.kind === 'money' || c.kind === 'count' ? rows.reduce((sum, r) => sum + Number(r[c.field] ?? 0), 0) : null;
  }
  return share ? { ...totals, ...share(totals) } : totals;
}

function report(
  id: ReportId,
  filters: ReportFilters,
  columns: ReportColumn[],
  rows: ReportRow[],
  chart: Omit<ReportChart, 'type'>,
  share?: (totals: ReportRow) => ReportRow,
): ReportData {
  const { name, chart: type } = reportCatalogue[id];
  return {
    reportId: id,
    name,
    filters,
    columns,
    rows,
    totals: rows.length ? totalsOf(columns, rows, share) : null,
    chart: { type, ...chart },
  };
}

const hasFigures = (f: Partial<SpendFigures>) =>
  planned(f) !== 0 || committed(f) !== 0 || allocated(f) !== 0 || n(f.invoicedCents) !== 0;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Program spend by brand or by retailer: planned ATL/BTL, committed and invoiced per row, charted. A program funded
 * by two brands counts in both brands' rows, so the totals row's programs is `programs`, the distinct programs
 * shown (the retailers' own counts, where each program counts once), never the rows' sum; by retailer the rows
 * are distinct already and sum.
 */
export function spendReport(
  id: 'program-spend-by-brand' | 'program-spend-by-retailer',
  filters: ReportFilters,
  items: NamedSpend[],
  programs?: number,
): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const columns: ReportColumn[] = [
    column(id === 'program-spend-by-brand' ? 'brand' : 'retailer', 'text', 'name'),
    column('programs', 'count'),
    moneyColumn('plannedAtl'),
    moneyColumn('plannedBtl'),
    moneyColumn('planned'),
    moneyColumn('committed'),
    moneyColumn('invoiced'),
  ];
  const rows = shown.map((f) => ({
    name: f.name,
    programs: n(f.programs),
    plannedAtl: n(f.plannedAtlCents),
    plannedBtl: n(f.plannedBtlCents),
    planned: planned(f),
    committed: committed(f),
    invoiced: n(f.invoicedCents),
  }));
  return report(
    id,
    filters,
    columns,
    rows,
    {
      labels: shown.map((f) => f.name),
      series: seriesOf(rows, ['planned', 'committed', 'invoiced']),
    },
    programs === undefined ? undefined : () => ({ programs }),
  );
}

export type QuarterSpend = Partial<SpendFigures> & { quarter: number };
const quarterName = (quarter: number) => (quarter ? `Q${quarter}` : 'No start date');

/** Program spend by the quarter of the program's start date: Q1 to Q4, and programs without a start date. */
export function quarterReport(filters: ReportFilters, items: QuarterSpend[]): ReportData {
  const quarters = [1, 2, 3, 4, 0].map((quarter) => {
    const mine = items.filter((i) => i.quarter === quarter);
    const sum = (pick: (f: Partial<SpendFigures>) => number) => mine.reduce((s, f) => s + pick(f), 0);
    return {
      quarter,
      plannedAtl: sum((f) => n(f.plannedAtlCents)),
      plannedBtl: sum((f) => n(f.plannedBtlCents)),
      planned: sum(planned),
      committed: sum(committed),
    };
  });
  const shown = quarters.filter((q) => q.quarter !== 0 || q.planned !== 0 || q.committed !== 0);
  const columns: ReportColumn[] = [
    column('quarter', 'text'),
    moneyColumn('plannedAtl'),
    moneyColumn('plannedBtl'),
    moneyColumn('planned'),
    moneyColumn('committed'),
  ];
  const rows = shown.map((q) => ({ ...q, quarter: quarterName(q.quarter), labelKey: `quarter.${q.quarter}` }));
  return report('program-spend-by-quarter', filters, columns, rows, {
    labels: rows.map((r) => r.quarter),
    series: seriesOf(rows, ['planned', 'committed']),
  });
}

/** Each brand's allocation against what is planned, committed and invoiced; utilised: planned of allocated. */
export function utilisationReport(filters: ReportFilters, items: NamedSpend[]): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const columns: ReportColumn[] = [
    column('brand', 'text', 'name'),
    moneyColumn('allocated'),
    moneyColumn('planned'),
    moneyColumn('committed'),
    moneyColumn('invoiced'),
    moneyColumn('remaining'),
    column('utilised', 'percent'),
  ];
  const rows = shown.map((f) => ({
    name: f.name,
    allocated: allocated(f),
    planned: planned(f),
    committed: committed(f),
    invoiced: n(f.invoicedCents),
    remaining: allocated(f) - planned(f),
    utilised: percent(planned(f), allocated(f)),
  }));
  return report(
    'funding-source-utilisation',
    filters,
    columns,
    rows,
    {
      labels: shown.map((f) => f.name),
      series: seriesOf(rows, ['allocated', 'planned', 'committed', 'invoiced']),
    },
    (t) => ({ utilised: percent(Number(t.planned), Number(t.allocated)) }),
  );
}

/** Promo code requests in each of the six buckets, with each bucket's share. */
export function promoReport(filters: ReportFilters, counts: Record<PromoStatus, number>): ReportData {
  const total = promoBuckets.reduce((s, b) => s + counts[b], 0);
  const columns: ReportColumn[] = [column('status', 'text'), column('requests', 'count'), column('share', 'percent')];
  const rows = promoBuckets.map((b) => ({
    status: promoStatusNames[b],
    labelKey: `promo.${b}`,
    requests: counts[b],
    share: percent(counts[b], total),
  }));
  return report(
    'promo-code-requests',
    filters,
    columns,
    rows,
    {
      labels: rows.map((r) => r.status),
      series: seriesOf(rows, ['requests'], 'as-is'),
    },
    () => ({ share: total ? 100 : null }),
  );
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Requests created and resolved each month of a year, and the average days a resolved one took. */
export function turnaroundReport(filters: ReportFilters, months: TurnaroundMonth[]): ReportData {
  const columns: ReportColumn[] = [
    column('month', 'text'),
    column('created', 'count'),
    column('resolved', 'count'),
    column('averageDays', 'days'),
  ];
  const rows = months.map((m) => ({
    month: monthNames[m.month - 1],
    labelKey: `month.${m.month}`,
    created: m.created,
    resolved: m.resolved,
    averageDays: m.averageDays,
  }));
  const resolved = months.reduce((s, m) => s + m.resolved, 0);
  const days = months.reduce((s, m) => s + (m.averageDays ?? 0) * m.resolved, 0);
  return report(
    'communication-request-turnaround',
    filters,
    columns,
    rows,
    {
      labels: rows.map((r) => r.month),
      series: seriesOf(rows, ['created', 'resolved', 'averageDays'], 'as-is'),
    },
    () => ({ averageDays: resolved ? Math.round((days / resolved) * 10) / 10 : null }),
  );
}

/** Per retailer: what programs plan and commit against what was invoiced on their tactics, and the variance. */
export function expensesReport(filters: ReportFilters, items: NamedSpend[]): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const columns: ReportColumn[] = [
    column('retailer', 'text', 'name'),
    moneyColumn('planned'),
    moneyColumn('committed'),
    moneyColumn('invoiced'),
    moneyColumn('variance'),
    column('invoicedShare', 'percent'),
  ];
  const rows = shown.map((f) => ({
    name: f.name,
    planned: planned(f),
    committed: committed(f),
    invoiced: n(f.invoicedCents),
    variance: committed(f) - n(f.invoicedCents),
    invoicedShare: percent(n(f.invoicedCents), committed(f)),
  }));
  return report(
    'expenses-planned-vs-invoiced',
    filters,
    columns,
    rows,
    {
      labels: shown.map((f) => f.name),
      series: seriesOf(rows, ['planned', 'committed', 'invoiced']),
    },
    (t) => ({ invoicedShare: percent(Number(t.invoiced), Number(t.committed)) }),
  );
}
