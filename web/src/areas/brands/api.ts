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

export type BrandSummaryRow = RouteResult<'brands.summary'>['brands'][number];
export type RetailerSummaryRow = RouteResult<'retailers.summary'>['retailers'][number];

/** The budget years allocations are kept for, and the current one (`brands/budget-year`). */
export const useAllocationYears = () => useRoute('brands.budgetYears', {}, { revalidateOnFocus: false });

/** Every brand of a budget year with its ledger (`brands/summary`); null waits. */
export const useBrandsSummary = (budgetYear: number | null) =>
  useRoute('brands.summary', budgetYear ? { query: { budgetYear } } : null);

/**
 * The distinct programs of a year funded by any of the brands named (`brands/summary-programs`): the brands
 * summary's total when a search or filter leaves some brands among several; null waits.
 */
export const useSummaryPrograms = (budgetYear: number | null, brandIds: readonly number[] | null) =>
  useRoute(
    'brands.summaryPrograms',
    budgetYear && brandIds ? { query: { budgetYear, brandIds: brandIds.join(',') } } : null,
  );

/** The categories brands belong to (`brands/categories`), the brands summary's filter. */
export const useBrandCategories = () => useRoute('brands.categories', {}, { revalidateOnFocus: false });

/** Every retailer of a budget year with its ledger and its brands' (`retailers/summary`); null waits. */
export const useRetailersSummary = (budgetYear: number | null) =>
  useRoute('retailers.summary', budgetYear ? { query: { budgetYear } } : null);
