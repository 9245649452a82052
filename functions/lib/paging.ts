import { inputMessages } from '../../shared/messages';
import { toPagedResult, type PagedResult, type TableQuery } from '../../shared/contract/wrapper';
import { InvalidInput } from './errors';
import { searchMatcher } from '../../shared/search';

export interface InMemoryListSpec<T> {
  /** Fields the search box looks in (case-insensitive, contains). */
  searchFields: readonly (keyof T & string)[];
  /** Fields a column may be sorted by; anything else is refused. */
  sortFields: readonly (keyof T & string)[];
  defaultSort: keyof T & string;
  /**
   * What a field sorts by when the list shows it as something else: a column of ids shown as the records' names
   * sorts by the names, as the user reads them.
   */
  sortKeys?: Partial<Record<keyof T & string, (item: T) => unknown>>;
}

let collator: Intl.Collator | undefined;
// Made on first use, not at import: a process's first Intl object loads ICU's data (test/infra/lambdaBundle.test.ts).
const textOrder = () => (collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }));

function compare(a: unknown, b: unknown): number {
  const missingA = a === undefined || a === null || a === '';
  const missingB = b === undefined || b === null || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return textOrder().compare(String(a), String(b));
}

/**
 * Search, sort and page a bounded list (one partition of reference data or settings, read in one Query).
 * Lists that can grow without bound (programs) page in DynamoDB instead; see docs/data-model.md.
 */
export function pageInMemory<T extends object>(
  items: T[],
  query: TableQuery,
  spec: InMemoryListSpec<T>,
): PagedResult<T> {
  const sortBy = (query.sortBy || spec.defaultSort) as keyof T & string;
  if (!spec.sortFields.includes(sortBy)) {
    throw new InvalidInput({ sortBy: [inputMessages.badSort(sortBy, spec.sortFields)] });
  }
  const matches = searchMatcher(query.searchTerm);
  const found = items.filter((item) => matches(...spec.searchFields.map((field) => String(item[field] ?? ''))));
  const direction = query.sortDirection === 'desc' ? -1 : 1;
  const key = spec.sortKeys?.[sortBy] ?? ((item: T) => item[sortBy]);
  const sorted = [...found].sort((a, b) => direction * compare(key(a), key(b)));
  const start = query.pageIndex * query.pageSize;
  return toPagedResult(sorted.slice(start, start + query.pageSize), query.pageIndex, query.pageSize, sorted.length);
}

/**
 * A bounded list searched and sorted as `pageInMemory` does, cut from a position rather than a page index: a
 * cursor-paged route's page when its list is small enough to sort in memory (the position travels as the cursor,
 * `encodePosition` in queryPages.ts). `next` is the next page's position, null at the end.
 */
export function sliceInMemory<T extends object>(
  items: T[],
  query: Omit<TableQuery, 'pageIndex'>,
  from: number,
  spec: InMemoryListSpec<T>,
): { items: T[]; totalCount: number; next: number | null } {
  const sorted = pageInMemory(items, { ...query, pageIndex: 0, pageSize: Math.max(1, items.length) }, spec);
  const page = sorted.items.slice(from, from + query.pageSize);
  const next = from + page.length;
  return { items: page, totalCount: sorted.totalCount, next: next < sorted.totalCount ? next : null };
}
