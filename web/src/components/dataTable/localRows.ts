import { toPagedResult, type PagedResult } from '../../../../shared/contract/wrapper';
import { searchMatcher } from '../../../../shared/search';
import { isAllRows, type TableState } from './tableState';

type Sortable = string | number | null | undefined;

const isEmpty = (value: Sortable) => value === null || value === undefined || value === '';

/** Ascending order; empty values go last whichever the direction. */
const compare = (a: Sortable, b: Sortable, sign: 1 | -1): number => {
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
  return sign * order;
};

/**
 * A list read whole (one request) shown on the data table: the rows whose texts hold the search term (whatever
 * their case and accents, `searchMatcher`), in the table's sort (a row's own field named by the column's
 * sortField). Totals and exports use these rows.
 */
export function searchedAndSorted<T extends object>(
  rows: readonly T[],
  state: Pick<TableState, 'searchTerm' | 'sortBy' | 'sortDirection'>,
  searchText: (row: T) => readonly (string | null)[],
): T[] {
  const matches = searchMatcher(state.searchTerm);
  const found = rows.filter((row) => matches(...searchText(row)));
  const { sortBy } = state;
  if (!sortBy) return found;
  const sign = state.sortDirection === 'desc' ? -1 : 1;
  const value = (row: T) => (row as Record<string, unknown>)[sortBy] as Sortable;
  return found.sort((a, b) => compare(value(a), value(b), sign));
}

/** The table's page of rows already searched and sorted, as a list route would answer it. */
export function pageOfRows<T>(rows: readonly T[], state: Pick<TableState, 'pageIndex' | 'pageSize'>): PagedResult<T> {
  if (isAllRows(state.pageSize)) return toPagedResult([...rows], 0, Math.max(rows.length, 1), rows.length);
  const lastPage = Math.max(0, Math.ceil(rows.length / state.pageSize) - 1);
  // A search that leaves fewer rows shows the last page there is, not an empty one.
  const pageIndex = Math.min(state.pageIndex, lastPage);
  const start = pageIndex * state.pageSize;
  return toPagedResult(rows.slice(start, start + state.pageSize), pageIndex, state.pageSize, rows.length);
}
