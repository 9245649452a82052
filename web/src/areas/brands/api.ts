import { amountCents } from '../../../../shared/allocation/rules';
import type { RouteResult } from '../../lib/api';
import { useRoute } from '../../lib/useRoute';

export type BrandAllocation = RouteResult<'brands.allocation'>;

/**
 * A retailer's ATL and BTL as typed on the allocation page (text: commas and `$` are stripped when read); a field
 * not typed is the saved amount.
 */
export interface TypedAllocation {
  retailerId: number;
  totalAtl?: string;
  totalBtl?: string;
}

/** A brand's allocation of a budget year (`brands/{id}/allocation`); null waits. */
export const useBrandAllocation = (brandId: number | null, budgetYear: number | null) =>
  useRoute('brands.allocation', brandId && budgetYear ? { params: { id: brandId }, query: { budgetYear } } : null);

/** Typed text as cents, or null when it is not an amount. */
export function typedCents(text: string): number | null {
  const read = amountCents(text);
  return 'cents' in read && read.cents >= 0 ? read.cents : null;
}

/** The brand's ATL and BTL totals with the typed rows in place of the saved ones (null: a row is not an amount). */
export function proposedTotals(allocation: BrandAllocation, rows: readonly TypedAllocation[]) {
  let atl = 0;
  let btl = 0;
  for (const retailer of allocation.retailers) {
    const row = rows.find((r) => r.retailerId === retailer.retailerId);
    const rowAtl = row?.totalAtl !== undefined ? typedCents(row.totalAtl) : retailer.atlCents;
    const rowBtl = row?.totalBtl !== undefined ? typedCents(row.totalBtl) : retailer.btlCents;
    if (rowAtl === null || rowBtl === null) return null;
    atl += rowAtl;
    btl += rowBtl;
  }
  return { atl, btl };
}

/** Cents as an amount the server reads (`1234.50`). */
export const centsText = (cents: number) => (cents / 100).toFixed(2);
