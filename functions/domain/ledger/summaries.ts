import { summaryFigures } from '../../../shared/allocation/ledger';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { listReferenceRecords } from '../reference/referenceRepository';
import {
  distinctPrograms,
  ledgerRowFigures,
  noLedgerFigures,
  readBrandLedger,
  readRetailerLedger,
  type LedgerRow,
} from './ledgerRepository';

/**
 * The brands and retailer summaries (routes brandssummary, retailersummary): the budget ledger's counters
 * (ledgerRepository.ts) with the names of brands, categories and retailers. One Query of the year's ledger
 * whatever the number of programs; a retailer-side user's figures are their retailers' only.
 */

const zero = (): LedgerRow => ({
  retailerId: null,
  brandId: null,
  ...noLedgerFigures(),
});

function addInto(sum: LedgerRow, row: LedgerRow) {
  for (const name of ledgerRowFigures) sum[name] += row[name];
}

const money = (row: LedgerRow) => {
  const { retailerId: _r, brandId: _b, allocated: _a, ...totals } = row;
  return { ...totals, ...summaryFigures(totals) };
};

export async function brandCategories() {
  const categories = await listReferenceRecords('category');
  return categories.map((c) => ({ id: c.id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name));
}

export async function brandsSummary(budgetYear: number, auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  const [brands, categories, retailers] = await Promise.all([
    listReferenceRecords('brand'),
    listReferenceRecords('category'),
    listReferenceRecords('retailer'),
  ]);
  const rows = new Map<number, LedgerRow>();
  // The distinct programs: a retailer's own row counts a program once, a brand's once per brand it funds.
  let programs = 0;
  if (scope === 'all') {
    const [byBrand, byRetailer] = await Promise.all([readBrandLedger(budgetYear), readRetailerLedger(budgetYear)]);
    for (const row of byBrand) if (row.brandId !== null) rows.set(row.brandId, row);
    for (const row of byRetailer) if (row.retailerId !== null && row.brandId === null) programs += row.programs;
  } else {
    // A retailer-side user: their retailers' rows of each brand, summed.
    const read = await Promise.all([...scope].map((retailerId) => readRetailerLedger(budgetYear, retailerId)));
    for (const row of read.flat()) {
      if (row.brandId === null) {
        programs += row.programs;
        continue;
      }
      const sum = rows.get(row.brandId) ?? zero();
      addInto(sum, row);
      rows.set(row.brandId, sum);
    }
  }
  const carried = new Set(retailers.filter((r) => canSeeRetailer(scope, r.id)).flatMap((r) => r.brandIds));
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  return {
    budgetYear,
    programs,
    brands: brands
      .filter((b) => rows.has(b.id) || (b.active && (scope === 'all' || carried.has(b.id))))
      .map((b) => ({
        brandId: b.id,
        brandName: b.name,
        categoryId: b.categoryId ?? null,
        categoryName: b.categoryId ? (categoryNames.get(b.categoryId) ?? null) : null,
        ...money(rows.get(b.id) ?? zero()),
      }))
      .sort((a, b) => a.brandName.localeCompare(b.brandName)),
  };
}

/**
 * The brands summary narrowed to some brands (a search, a category, the over-planned switch): how many distinct
 * programs of the year fund any of them, at the retailers the user may see (a program funded by two of them counts
 * once). One Query of the year's retailer rows (one per linked retailer for a retailer-side user).
 */
export async function brandsSummaryPrograms(budgetYear: number, brandIds: number[], auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  const programs = await distinctPrograms(budgetYear, scope === 'all' ? null : [...scope], brandIds);
  return { budgetYear, programs };
}

export async function retailersSummary(budgetYear: number, auth: AuthContext) {
  const scope = await retailerScopeOf(auth);
  const [ledger, retailers, brands] = await Promise.all([
    readRetailerLedger(budgetYear),
    listReferenceRecords('retailer'),
    listReferenceRecords('brand'),
  ]);
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const totals = new Map<number, LedgerRow>();
  const byBrand = new Map<number, LedgerRow[]>();
  for (const row of ledger) {
    if (row.retailerId === null) continue;
    if (row.brandId === null) totals.set(row.retailerId, row);
    else byBrand.set(row.retailerId, [...(byBrand.get(row.retailerId) ?? []), row]);
  }
  return {
    budgetYear,
    retailers: retailers
      .filter((r) => canSeeRetailer(scope, r.id) && (r.active || totals.has(r.id)))
      .map((r) => ({
        retailerId: r.id,
        retailerName: r.retailerName,
        ...money(totals.get(r.id) ?? zero()),
        brands: (byBrand.get(r.id) ?? [])
          .map((row) => ({
            brandId: row.brandId!,
            brandName: brandNames.get(row.brandId!) ?? `Brand ${row.brandId}`,
            ...money(row),
          }))
          .sort((a, b) => a.brandName.localeCompare(b.brandName)),
      }))
      .sort((a, b) => a.retailerName.localeCompare(b.retailerName)),
  };
}
