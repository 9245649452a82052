import { splitCents } from './rules';

/**
 * How an invoice line counted against a tactic is charged to brands (the budget ledger's invoiced cents;
 * docs/decisions.md, 'Expenses, the program side'): its cents split over the tactic's allocations (every brand's
 * ATL and BTL, in the estimate's proportion) with `splitCents`, as the program's funding table splits a tactic's
 * invoices, then summed per brand. A tactic charged to no brand puts the whole line on the retailer (brandId null).
 */
export interface ChargedAllocation {
  brandId: number;
  atlCents: number;
  btlCents: number;
}

/** One brand's share of a line's cents (brandId null: the tactic is charged to none). */
export interface BrandShare {
  brandId: number | null;
  cents: number;
}

/** A line's cents split over its tactic's allocations: whole cents per brand that add up to the line exactly. */
export function brandSharesOf(cents: number, allocations: readonly ChargedAllocation[]): BrandShare[] {
  if (cents === 0) return [];
  const weights = allocations.flatMap((a) => [a.atlCents, a.btlCents]);
  if (!weights.some((w) => w > 0)) return [{ brandId: null, cents }];
  const parts = splitCents(cents, weights);
  const byBrand = new Map<number, number>();
  allocations.forEach((a, i) =>
    byBrand.set(a.brandId, (byBrand.get(a.brandId) ?? 0) + parts[2 * i] + parts[2 * i + 1]),
  );
  return [...byBrand].filter(([, share]) => share !== 0).map(([brandId, share]) => ({ brandId, cents: share }));
}

/** The same shares taken back (an uncount subtracts exactly what the count added). */
export const negatedShares = (shares: readonly BrandShare[]): BrandShare[] =>
  shares.map((s) => ({ brandId: s.brandId, cents: -s.cents }));
