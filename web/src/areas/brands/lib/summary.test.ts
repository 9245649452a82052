import { describe, expect, it } from 'vitest';
import type { BrandSummaryRow } from '../api';
import {
  filterBrands,
  filtersStorageKey,
  noFilters,
  readSummaryFilters,
  storeSummaryFilters,
  brandTotalsOf,
  narrowedBrandIds,
  totalsOf,
  type LedgerFigures,
} from './summary';
import { brandsSummaryFileName, retailerSummaryFileName } from './summaryExport';

const figures = (allocated: number, planned: number): LedgerFigures => ({
  programs: 1,
  allocAtlCents: allocated,
  allocBtlCents: 0,
  allocTotalCents: allocated,
  plannedAtlCents: planned,
  plannedBtlCents: 0,
  plannedTotalCents: planned,
  committedAtlCents: 0,
  committedBtlCents: 0,
  committedTotalCents: 0,
  invoicedCents: 5,
  remainingAtlCents: allocated - planned,
  remainingBtlCents: 0,
  remainingTotalCents: allocated - planned,
});
const brand = (brandId: number, categoryId: number | null, allocated: number, planned: number): BrandSummaryRow => ({
  brandId,
  brandName: `Brand ${brandId}`,
  categoryId,
  categoryName: categoryId ? `Category ${categoryId}` : null,
  ...figures(allocated, planned),
});

/** A Storage stand-in: the unit tests run without a browser. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the brands summary', () => {
  it('totals the rows shown to the cent, a negative remainder included', () => {
    const totals = totalsOf([figures(100_000_01, 50_000_00), figures(1_00, 3_00)]);
    expect(totals).toMatchObject({ programs: 2, allocTotalCents: 100_001_01, remainingTotalCents: 49_998_01 });
    expect(totals.invoicedCents).toBe(10);
    expect(totalsOf([]).allocTotalCents).toBe(0);
  });

  it("counts the total's programs once however many brands fund them: the server's distinct count of all brands", () => {
    // Three brands count 2 + 2 + 1 programs; a program funded by two of them makes 4 distinct.
    const rows = [figures(1, 1), figures(1, 1), figures(1, 1)].map((f, i) => ({ ...f, programs: [2, 2, 1][i]! }));
    expect(totalsOf(rows).programs).toBe(5);
    expect(brandTotalsOf(rows, rows, 4)).toMatchObject({ programs: 4, invoicedCents: 15 });
    expect(brandTotalsOf(rows.slice(1, 2), rows, 4).programs).toBe(2);
    // Some brands among several: the server's count of those brands; blank until it is known, never over-counted.
    expect(brandTotalsOf(rows.slice(0, 2), rows, 4).programs).toBeNull();
    expect(brandTotalsOf(rows.slice(0, 2), rows, 4, 3).programs).toBe(3);
  });

  it('asks the server for the distinct programs of some brands among several only', () => {
    const rows = [brand(3, 7, 1, 1), brand(1, 7, 1, 1), brand(2, 8, 1, 1)];
    expect(narrowedBrandIds(rows.slice(0, 2), rows)).toEqual([1, 3]);
    expect(narrowedBrandIds(rows, rows)).toBeNull();
    expect(narrowedBrandIds(rows.slice(0, 1), rows)).toBeNull();
    expect(narrowedBrandIds([], rows)).toBeNull();
  });

  it('shows the chosen category only, and only brands planned beyond their allocation when asked', () => {
    const rows = [brand(1, 7, 1000, 2000), brand(2, 7, 1000, 500), brand(3, 8, 0, 1)];
    expect(filterBrands(rows, { ...noFilters, categoryId: 7 }).map((r) => r.brandId)).toEqual([1, 2]);
    expect(filterBrands(rows, { ...noFilters, overPlannedOnly: true }).map((r) => r.brandId)).toEqual([1, 3]);
    expect(filterBrands(rows, noFilters)).toHaveLength(3);
  });

  it("remembers each user's filters apart, and reads what it cannot use as no filter", () => {
    const storage = memoryStorage();
    const chosen = { ...noFilters, budgetYear: 2027, searchTerm: 'soap', categoryId: 4, sortBy: 'brandName' };
    storeSummaryFilters('user-a', chosen, storage);
    expect(readSummaryFilters('user-a', storage)).toEqual(chosen);
    expect(readSummaryFilters('user-b', storage)).toEqual(noFilters);
    storage.setItem(filtersStorageKey('user-c'), '{not json');
    expect(readSummaryFilters('user-c', storage)).toEqual(noFilters);
    storage.setItem(filtersStorageKey('user-d'), JSON.stringify({ budgetYear: 'soon', searchTerm: 'x' }));
    expect(readSummaryFilters('user-d', storage)).toEqual({ ...noFilters, searchTerm: 'x' });
  });

  it('names its exports with a timestamp, as the expense lists do', () => {
    const at = new Date(2026, 10, 26, 9, 5, 0);
    expect(brandsSummaryFileName(at)).toBe('BrandsSummary_20261126-090500.xlsx');
    expect(retailerSummaryFileName(at)).toBe('RetailerSummary_20261126-090500.xlsx');
  });
});
