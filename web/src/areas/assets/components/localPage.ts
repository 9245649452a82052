import { toPagedResult, type PagedResult } from '../../../../../shared/contract/wrapper';
import type { TableQueryParams } from '../../../components/dataTable';
import { searchMatcher } from '../../../../../shared/search';

/**
 * Lists the server answers whole (a tactic's files, the links sent for it: bounded, one partition each) are paged,
 * sorted and searched here, into the same paged result the product's data table shows for server lists.
 */
export interface LocalListSpec<T> {
  /** Texts the search box looks in (case-insensitive, contains). */
  searchText: (row: T) => string[];
  defaultSort: keyof T & string;
  defaultDirection?: 'asc' | 'desc';
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: unknown, b: unknown): number {
  const missingA = a === undefined || a === null || a === '';
  const missingB = b === undefined || b === null || b === '';
  // Empty values (never downloaded, no date) go last whichever way the column sorts.
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function pageLocally<T extends object>(
  items: readonly T[],
  query: TableQueryParams,
  spec: LocalListSpec<T>,
): PagedResult<T> {
  const matches = searchMatcher(query.searchTerm);
  const found = items.filter((row) => matches(...spec.searchText(row)));
  const sortBy = (query.sortBy ?? spec.defaultSort) as keyof T;
  const direction = (query.sortBy ? query.sortDirection : spec.defaultDirection) === 'desc' ? -1 : 1;
  const sorted = found.sort((a, b) => {
    const order = compare(a[sortBy], b[sortBy]);
    const missing = a[sortBy] === null || a[sortBy] === undefined || b[sortBy] === null || b[sortBy] === undefined;
    return missing ? order : direction * order;
  });
  const pageIndex = Math.min(query.pageIndex, Math.max(0, Math.ceil(sorted.length / query.pageSize) - 1));
  const start = pageIndex * query.pageSize;
  return toPagedResult(sorted.slice(start, start + query.pageSize), pageIndex, query.pageSize, sorted.length);
}
