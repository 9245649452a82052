import { SUMMARY_PROGRAMS_BRANDS_MAX } from '../../../../../shared/contract/schemas/allocations';
import * as z from '../../../../../shared/zod';
import type { BrandSummaryRow } from '../api';

/** The ledger figures of a summary row (brand, retailer, or a retailer's brand), all whole cents but `programs`. */
export const ledgerFields = [
  'programs',
  'allocAtlCents',
  'allocBtlCents',
  'allocTotalCents',
  'plannedAtlCents',
  'plannedBtlCents',
  'plannedTotalCents',
  'committedAtlCents',
  'committedBtlCents',
  'committedTotalCents',
  'invoicedCents',
  'remainingAtlCents',
  'remainingBtlCents',
  'remainingTotalCents',
] as const;
export type LedgerField = (typeof ledgerFields)[number];
export type LedgerFigures = Record<LedgerField, number>;

/** The figures of the rows shown, summed: the table's totals row. */
export function totalsOf(rows: readonly LedgerFigures[]): LedgerFigures {
  const sum = Object.fromEntries(ledgerFields.map((field) => [field, 0])) as LedgerFigures;
  for (const row of rows) for (const field of ledgerFields) sum[field] += row[field];
  return sum;
}

/**
 * The brands summary's totals: the money summed, and the programs counted once however many of the shown brands
 * fund them. The server counts the distinct programs of every brand (`programs`); a single brand's own count is
 * distinct too; of some brands among several (a search or filter) it is the server's count of those brands
 * (`narrowed`, `brands/summary-programs`, asked for `narrowedBrandIds`): null, left blank, until it is known.
 */
export function brandTotalsOf(
  shown: readonly LedgerFigures[],
  all: readonly LedgerFigures[],
  programs: number,
  narrowed: number | null = null,
): Omit<LedgerFigures, 'programs'> & { programs: number | null } {
  const totals = totalsOf(shown);
  const distinct = shown.length === all.length ? programs : shown.length <= 1 ? totals.programs : narrowed;
  return { ...totals, programs: distinct };
}

/**
 * The brands whose distinct programs the totals row must ask the server for: some brands among several (sorted,
 * so a new order asks nothing again); null when the counts at hand say it (every brand, one brand or none) or when
 * more are shown than one call counts.
 */
export function narrowedBrandIds(shown: readonly { brandId: number }[], all: readonly unknown[]): number[] | null {
  if (shown.length <= 1 || shown.length === all.length || shown.length > SUMMARY_PROGRAMS_BRANDS_MAX) return null;
  return shown.map((row) => row.brandId).sort((a, b) => a - b);
}

/** Programs plan more of the brand than is allocated to it: what remains (allocated less planned) is negative. */
const isOverPlanned = (row: Pick<LedgerFigures, 'remainingTotalCents'>) => row.remainingTotalCents < 0;

/** The brands summary's filters, kept in the browser per user (spec 01: brand summary filters). */
const filtersSchema = z.object({
  budgetYear: z.catch(z.nullable(z.number().check(z.int())), null),
  searchTerm: z.catch(z.string().check(z.maxLength(200)), ''),
  categoryId: z.catch(z.nullable(z.number().check(z.int())), null),
  overPlannedOnly: z.catch(z.boolean(), false),
  sortBy: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
  sortDirection: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  pageSize: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
});
export type BrandsSummaryFilters = z.infer<typeof filtersSchema>;

export const noFilters: BrandsSummaryFilters = {
  budgetYear: null,
  searchTerm: '',
  categoryId: null,
  overPlannedOnly: false,
};

/** One entry per signed-in user (their Cognito subject), so two users of a browser keep their own. */
export const filtersStorageKey = (userId: string) => `brands_summary_filters:${userId}`;

export function readSummaryFilters(userId: string, storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    const raw = storage.getItem(filtersStorageKey(userId));
    const parsed = filtersSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : noFilters;
  } catch {
    return noFilters;
  }
}

export function storeSummaryFilters(
  userId: string,
  filters: BrandsSummaryFilters,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(filtersStorageKey(userId), JSON.stringify(filters));
  } catch {
    // A full or blocked storage only means the filters are not remembered.
  }
}

/** The brands shown: of the category chosen, and only those planned beyond their allocation when asked. */
export function filterBrands(rows: readonly BrandSummaryRow[], filters: BrandsSummaryFilters): BrandSummaryRow[] {
  return rows.filter(
    (row) =>
      (filters.categoryId === null || row.categoryId === filters.categoryId) &&
      (!filters.overPlannedOnly || isOverPlanned(row)),
  );
}
