import type { PromoStatus } from '../../../shared/programs/promoCodes';
import type { NamedSpend, QuarterSpend } from '../../../shared/reports/shape';
import { turnaroundByMonth, type TurnaroundMonth } from '../../../shared/reports/turnaround';
import { retailerScopeOf, type AuthContext } from '../../lib/identity';
import {
  ledgerRowFigures,
  noLedgerFigures,
  readBrandLedger,
  readQuarterLedger,
  readRetailerLedger,
  type LedgerRow,
} from '../ledger/ledgerRepository';
import { promoCounts } from '../programs/promoRepository';
import { listReferenceRecords } from '../reference/referenceRepository';
import { readTurnaroundCounts } from './reportCounters';

/**
 * What the reports read: counters only (the budget ledger of a year, its quarter rows, the promo code buckets, the
 * request turnaround months), each one Query or one batch whatever the number of programs. `retailers` is the set
 * of retailers shown (a filter, or a retailer-side user's own), null for every one.
 */
export type RetailerSet = ReadonlySet<number> | null;
type Names = ReadonlyMap<number, string>;

/**
 * One request's reads, each made once however many reports use it (the dashboard's cards share the year's
 * ledger, the names and the caller's retailers).
 */
export function reportReads(auth: AuthContext) {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, read());
    return memo.get(key) as Promise<T>;
  };
  return {
    scope: () => once('scope', () => retailerScopeOf(auth)),
    brandLedger: (year: number) => once(`B${year}`, () => readBrandLedger(year)),
    retailerLedger: (year: number) => once(`R${year}`, () => readRetailerLedger(year)),
    quarterLedger: (year: number) => once(`Q${year}`, () => readQuarterLedger(year)),
    brandNames: () =>
      once(
        'brands',
        async (): Promise<Names> => new Map((await listReferenceRecords('brand')).map((b) => [b.id, b.name])),
      ),
    retailerNames: () =>
      once(
        'retailers',
        async (): Promise<Names> =>
          new Map((await listReferenceRecords('retailer')).map((r) => [r.id, r.retailerName])),
      ),
  };
}
export type ReportReads = ReturnType<typeof reportReads>;

function sumBy(rows: LedgerRow[], idOf: (row: LedgerRow) => number, names: Names, fallback: string): NamedSpend[] {
  const sums = new Map<number, Required<NamedSpend>>();
  for (const row of rows) {
    const id = idOf(row);
    const sum =
      sums.get(id) ??
      ({
        name: names.get(id) ?? `${fallback} ${id}`,
        ...noLedgerFigures(),
      } as Required<NamedSpend>);
    for (const name of ledgerRowFigures) sum[name] += row[name];
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** Each brand's figures of a year: the brands' rows, or the shown retailers' rows of each brand summed. */
export async function brandFigures(reads: ReportReads, budgetYear: number, retailers: RetailerSet) {
  const rows = retailers
    ? (await reads.retailerLedger(budgetYear)).filter((r) => r.brandId !== null && retailers.has(r.retailerId!))
    : (await reads.brandLedger(budgetYear)).filter((r) => r.brandId !== null);
  return sumBy(rows, (r) => r.brandId!, await reads.brandNames(), 'Brand');
}

/**
 * The distinct programs of a year at the shown retailers: the retailers' own rows, where a program counts once
 * (a brand's row counts it once per brand it funds).
 */
export async function programCount(reads: ReportReads, budgetYear: number, retailers: RetailerSet) {
  return (await reads.retailerLedger(budgetYear))
    .filter((r) => r.retailerId !== null && r.brandId === null && (!retailers || retailers.has(r.retailerId)))
    .reduce((sum, r) => sum + r.programs, 0);
}

/** Each retailer's figures of a year: its totals, or its row of one brand. */
export async function retailerFigures(
  reads: ReportReads,
  budgetYear: number,
  retailers: RetailerSet,
  brandId: number | undefined,
) {
  const rows = (await reads.retailerLedger(budgetYear)).filter(
    (r) =>
      r.retailerId !== null &&
      (!retailers || retailers.has(r.retailerId)) &&
      (brandId === undefined ? r.brandId === null : r.brandId === brandId),
  );
  return sumBy(rows, (r) => r.retailerId!, await reads.retailerNames(), 'Retailer');
}

/** The quarter rows of a year, of the shown retailers and one brand when chosen. */
export async function quarterFigures(
  reads: ReportReads,
  budgetYear: number,
  retailers: RetailerSet,
  brandId: number | undefined,
): Promise<QuarterSpend[]> {
  return (await reads.quarterLedger(budgetYear)).filter(
    (q) => (!retailers || retailers.has(q.retailerId)) && (brandId === undefined || q.brandId === brandId),
  );
}

export const promoBucketCounts = (retailers: RetailerSet): Promise<Record<PromoStatus, number>> =>
  promoCounts(retailers ?? 'all');

export const turnaroundMonths = async (year: number, retailers: RetailerSet): Promise<TurnaroundMonth[]> =>
  turnaroundByMonth(await readTurnaroundCounts(year), retailers);
