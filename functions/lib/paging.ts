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

/** Searches and sorts a bounded list as the spec asks; `ties` orders rows the sorted column leaves equal. */
function searchAndSort<T extends object>(
  items: T[],
  query: Pick<TableQuery, 'searchTerm' | 'sortBy' | 'sortDirection'>,
  spec: InMemoryListSpec<T>,
  ties: (a: T, b: T) => number = () => 0,
) {
  const sortBy = (query.sortBy || spec.defaultSort) as keyof T & string;
  if (!spec.sortFields.includes(sortBy)) {
    throw new InvalidInput({ sortBy: [inputMessages.badSort(sortBy, spec.sortFields)] });
  }
  const matches = searchMatcher(query.searchTerm);
  const found = items.filter((item) => matches(...spec.searchFields.map((field) => String(item[field] ?? ''))));
  const direction = query.sortDirection === 'desc' ? -1 : 1;
  const key = spec.sortKeys?.[sortBy] ?? ((item: T) => item[sortBy]);
  return { sorted: [...found].sort((a, b) => direction * compare(key(a), key(b)) || ties(a, b)), key, direction };
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
  const { sorted } = searchAndSort(items, query, spec);
  const start = query.pageIndex * query.pageSize;
  return toPagedResult(sorted.slice(start, start + query.pageSize), query.pageIndex, query.pageSize, sorted.length);
}

/** A list cut after a row needs one order for all rows: those the sorted column ties are ordered by `rowId`. */
export interface MarkedListSpec<T> extends InMemoryListSpec<T> {
  rowId: keyof T & string;
  /** Tied rows with the highest id first (programs: the newest first); the lowest first otherwise. */
  tiesDescending?: boolean;
}

/** The row a page ended with: its value in the sorted column and its id (the cursor of the next page). */
export interface ListMark {
  value: string | number | boolean | null;
  id: string | number;
}

const markValue = (value: unknown): ListMark['value'] =>
  value === undefined || value === null || value === ''
    ? null
    : typeof value === 'number' || typeof value === 'boolean'
      ? value
      : String(value);

/**
 * A bounded list searched and sorted as `pageInMemory` does, cut after the row the previous page ended with (its
 * mark travels as the cursor, `encodeMark` in queryPages.ts), not at a position: a row added or removed before it
 * between two page reads neither repeats a row on the next page nor skips one. `next` is the mark of this page's
 * last row, null at the end; `hasPrevious` says whether rows come before this page.
 */
export function sliceInMemory<T extends object>(
  items: T[],
  query: Omit<TableQuery, 'pageIndex'>,
  after: ListMark | null,
  spec: MarkedListSpec<T>,
): { items: T[]; totalCount: number; next: ListMark | null; hasPrevious: boolean } {
  const tieDirection = spec.tiesDescending ? -1 : 1;
  const { sorted, key, direction } = searchAndSort(
    items,
    query,
    spec,
    (a, b) => tieDirection * compare(a[spec.rowId], b[spec.rowId]),
  );
  const markOf = (row: T): ListMark => ({ value: markValue(key(row)), id: row[spec.rowId] as ListMark['id'] });
  const isAfterMark = (row: T, mark: ListMark) =>
    (direction * compare(markValue(key(row)), mark.value) || tieDirection * compare(row[spec.rowId], mark.id)) > 0;
  const start = after ? sorted.findIndex((row) => isAfterMark(row, after)) : 0;
  const from = start === -1 ? sorted.length : start;
  const page = sorted.slice(from, from + query.pageSize);
  const last = page.at(-1);
  return {
    items: page,
    totalCount: sorted.length,
    next: last && from + page.length < sorted.length ? markOf(last) : null,
    hasPrevious: from > 0,
  };
}
