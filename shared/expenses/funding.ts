import { splitCents } from './rules';

/**
 * Planned, committed and invoiced per funding source of a program, with the variance (issue 13; the choices are in
 * docs/decisions.md, 'Expenses: program funding'). Everything is whole cents:
 * - planned: the source's allocations on the program's tactics (ATL and BTL), what the program's budget shows;
 * - committed: the planned amount once the program is approved (or closed after approval), otherwise nothing;
 * - invoiced: each tactic's invoiced sum split over its allocations (ATL and BTL of every source) in the
 *   estimate's proportion with `splitCents`, so the sources' invoiced amounts add up to the invoices exactly;
 *   a tactic invoiced but charged to no source counts on a row of its own (`brandId` null);
 * - variance: planned - invoiced; below zero the source is over budget.
 */
export interface FundingActualsTactic {
  id: string;
  allocations: { brandId: number; atlCents: number; btlCents: number }[];
}

export interface FundingActualsRow {
  brandId: number | null;
  brandName: string;
  plannedAtlCents: number;
  plannedBtlCents: number;
  plannedCents: number;
  committedCents: number;
  invoicedAtlCents: number;
  invoicedBtlCents: number;
  invoicedCents: number;
  varianceCents: number;
  overBudget: boolean;
}

type Amounts = Omit<FundingActualsRow, 'brandId' | 'brandName' | 'overBudget'>;
const zero = (): Amounts => ({
  plannedAtlCents: 0,
  plannedBtlCents: 0,
  plannedCents: 0,
  committedCents: 0,
  invoicedAtlCents: 0,
  invoicedBtlCents: 0,
  invoicedCents: 0,
  varianceCents: 0,
});

export function fundingActuals(input: {
  sources: { brandId: number; brandName: string }[];
  tactics: FundingActualsTactic[];
  /** Each tactic's invoiced sum in cents (a tactic missing has none). */
  invoiced: ReadonlyMap<string, number>;
  committed: boolean;
}): { rows: FundingActualsRow[]; total: FundingActualsRow } {
  const byBrand = new Map<number, Amounts>();
  const of = (brandId: number) => byBrand.get(brandId) ?? byBrand.set(brandId, zero()).get(brandId)!;
  for (const s of input.sources) of(s.brandId);
  const unallocated = zero();
  for (const tactic of input.tactics) {
    for (const a of tactic.allocations) {
      of(a.brandId).plannedAtlCents += a.atlCents;
      of(a.brandId).plannedBtlCents += a.btlCents;
    }
    const sum = input.invoiced.get(tactic.id) ?? 0;
    if (sum === 0) continue;
    const weights = tactic.allocations.flatMap((a) => [a.atlCents, a.btlCents]);
    if (!weights.some((w) => w > 0)) {
      unallocated.invoicedBtlCents += sum;
      continue;
    }
    const parts = splitCents(sum, weights);
    tactic.allocations.forEach((a, i) => {
      of(a.brandId).invoicedAtlCents += parts[2 * i];
      of(a.brandId).invoicedBtlCents += parts[2 * i + 1];
    });
  }
  const names = new Map(input.sources.map((s) => [s.brandId, s.brandName]));
  const finish = (brandId: number | null, brandName: string, a: Amounts): FundingActualsRow => {
    const plannedCents = a.plannedAtlCents + a.plannedBtlCents;
    const invoicedCents = a.invoicedAtlCents + a.invoicedBtlCents;
    const varianceCents = plannedCents - invoicedCents;
    return {
      brandId,
      brandName,
      ...a,
      plannedCents,
      committedCents: input.committed ? plannedCents : 0,
      invoicedCents,
      varianceCents,
      overBudget: varianceCents < 0,
    };
  };
  const rows = [...byBrand].map(([brandId, a]) => finish(brandId, names.get(brandId) ?? String(brandId), a));
  if (unallocated.invoicedBtlCents !== 0) rows.push(finish(null, '', unallocated));
  const total = rows.reduce<Amounts>(
    (t, r) => ({
      plannedAtlCents: t.plannedAtlCents + r.plannedAtlCents,
      plannedBtlCents: t.plannedBtlCents + r.plannedBtlCents,
      plannedCents: 0,
      committedCents: 0,
      invoicedAtlCents: t.invoicedAtlCents + r.invoicedAtlCents,
      invoicedBtlCents: t.invoicedBtlCents + r.invoicedBtlCents,
      invoicedCents: 0,
      varianceCents: 0,
    }),
    zero(),
  );
  return { rows, total: finish(null, '', total) };
}
