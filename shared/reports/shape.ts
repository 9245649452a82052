import { promoBuckets, promoStatusNames, type PromoStatus } from '../programs/promoCodes';
import { reportCatalogue, type ChartType, type ReportFilters, type ReportId } from './catalogue';
import type { TurnaroundMonth } from './turnaround';

/**
 * Reports shaped for the page, the dashboard and the export: columns, rows (money in whole cents), a totals row
 * and a chart (dollars). Pure: the use cases (functions/domain/reports) read the counters and hand them here.
 */
type ColumnKind = 'text' | 'money' | 'count' | 'percent' | 'days';
export interface ReportColumn {
  field: string;
  header: string;
  kind: ColumnKind;
}
export type ReportCell = string | number | null;
type ReportRow = Record<string, ReportCell>;
interface ReportChart {
  type: ChartType;
  labels: string[];
  series: { label: string; data: number[] }[];
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

const moneyColumn = (field: string, header: string): ReportColumn => ({ field, header, kind: 'money' });

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

/** Program spend by brand or by retailer: planned ATL/BTL, committed and invoiced per row, charted. */
export function spendReport(
  id: 'program-spend-by-brand' | 'program-spend-by-retailer',
  filters: ReportFilters,
  items: NamedSpend[],
): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const label = id === 'program-spend-by-brand' ? 'Brand' : 'Retailer';
  const columns: ReportColumn[] = [
    { field: 'name', header: label, kind: 'text' },
    { field: 'programs', header: 'Programs', kind: 'count' },
    moneyColumn('plannedAtl', 'Planned ATL'),
    moneyColumn('plannedBtl', 'Planned BTL'),
    moneyColumn('planned', 'Planned'),
    moneyColumn('committed', 'Committed'),
    moneyColumn('invoiced', 'Invoiced'),
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
  return report(id, filters, columns, rows, {
    labels: shown.map((f) => f.name),
    series: [
      { label: 'Planned', data: shown.map((f) => dollars(planned(f))) },
      { label: 'Committed', data: shown.map((f) => dollars(committed(f))) },
      { label: 'Invoiced', data: shown.map((f) => dollars(n(f.invoicedCents))) },
    ],
  });
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
    { field: 'quarter', header: 'Quarter', kind: 'text' },
    moneyColumn('plannedAtl', 'Planned ATL'),
    moneyColumn('plannedBtl', 'Planned BTL'),
    moneyColumn('planned', 'Planned'),
    moneyColumn('committed', 'Committed'),
  ];
  const rows = shown.map((q) => ({ ...q, quarter: quarterName(q.quarter) }));
  return report('program-spend-by-quarter', filters, columns, rows, {
    labels: rows.map((r) => r.quarter),
    series: [
      { label: 'Planned', data: shown.map((q) => dollars(q.planned)) },
      { label: 'Committed', data: shown.map((q) => dollars(q.committed)) },
    ],
  });
}

/** Each brand's allocation against what is planned, committed and invoiced; utilised: planned of allocated. */
export function utilisationReport(filters: ReportFilters, items: NamedSpend[]): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const columns: ReportColumn[] = [
    { field: 'name', header: 'Brand', kind: 'text' },
    moneyColumn('allocated', 'Allocated'),
    moneyColumn('planned', 'Planned'),
    moneyColumn('committed', 'Committed'),
    moneyColumn('invoiced', 'Invoiced'),
    moneyColumn('remaining', 'Remaining'),
    { field: 'utilised', header: 'Utilised %', kind: 'percent' },
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
      series: [
        { label: 'Allocated', data: rows.map((r) => dollars(r.allocated)) },
        { label: 'Planned', data: rows.map((r) => dollars(r.planned)) },
        { label: 'Committed', data: rows.map((r) => dollars(r.committed)) },
        { label: 'Invoiced', data: rows.map((r) => dollars(r.invoiced)) },
      ],
    },
    (t) => ({ utilised: percent(Number(t.planned), Number(t.allocated)) }),
  );
}

/** Promo code requests in each of the six buckets, with each bucket's share. */
export function promoReport(filters: ReportFilters, counts: Record<PromoStatus, number>): ReportData {
  const total = promoBuckets.reduce((s, b) => s + counts[b], 0);
  const columns: ReportColumn[] = [
    { field: 'status', header: 'Status', kind: 'text' },
    { field: 'requests', header: 'Requests', kind: 'count' },
    { field: 'share', header: 'Share %', kind: 'percent' },
  ];
  const rows = promoBuckets.map((b) => ({
    status: promoStatusNames[b],
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
      series: [{ label: 'Requests', data: rows.map((r) => r.requests) }],
    },
    () => ({ share: total ? 100 : null }),
  );
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Requests created and resolved each month of a year, and the average days a resolved one took. */
export function turnaroundReport(filters: ReportFilters, months: TurnaroundMonth[]): ReportData {
  const columns: ReportColumn[] = [
    { field: 'month', header: 'Month', kind: 'text' },
    { field: 'created', header: 'Created', kind: 'count' },
    { field: 'resolved', header: 'Resolved', kind: 'count' },
    { field: 'averageDays', header: 'Average days to resolve', kind: 'days' },
  ];
  const rows = months.map((m) => ({
    month: monthNames[m.month - 1],
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
      series: [
        { label: 'Created', data: rows.map((r) => r.created) },
        { label: 'Resolved', data: rows.map((r) => r.resolved) },
        { label: 'Average days to resolve', data: rows.map((r) => r.averageDays ?? 0) },
      ],
    },
    () => ({ averageDays: resolved ? Math.round((days / resolved) * 10) / 10 : null }),
  );
}

/** Per retailer: what programs plan and commit against what was invoiced on their tactics, and the variance. */
export function expensesReport(filters: ReportFilters, items: NamedSpend[]): ReportData {
  const shown = items.filter(hasFigures).sort(byName);
  const columns: ReportColumn[] = [
    { field: 'name', header: 'Retailer', kind: 'text' },
    moneyColumn('planned', 'Planned'),
    moneyColumn('committed', 'Committed'),
    moneyColumn('invoiced', 'Invoiced'),
    moneyColumn('variance', 'Variance'),
    { field: 'invoicedShare', header: 'Invoiced % of committed', kind: 'percent' },
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
      series: [
        { label: 'Planned', data: rows.map((r) => dollars(r.planned)) },
        { label: 'Committed', data: rows.map((r) => dollars(r.committed)) },
        { label: 'Invoiced', data: rows.map((r) => dollars(r.invoiced)) },
      ],
    },
    (t) => ({ invoicedShare: percent(Number(t.invoiced), Number(t.committed)) }),
  );
}
