import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL, TABLE_PAGE_SIZES } from '../../../../shared/constants';

type SortDirection = 'asc' | 'desc';

/** What a server-side table asks for: the spec's table query (page, size, search, sort). */
export interface TableState {
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  sortBy?: string;
  sortDirection?: SortDirection;
}

/** The query string a list route receives: empty search and absent sort are left out. */
export interface TableQueryParams {
  pageIndex: number;
  pageSize: number;
  searchTerm?: string;
  sortBy?: string;
  sortDirection?: SortDirection;
}

/** Search input waits this long after the last key before asking the server (spec 01, section 9). */
export const SEARCH_DEBOUNCE_MS = 400;

/** Page sizes offered under every table: 10, 25, 50, 100, 150 and All (100000). */
export const pageSizeChoices: readonly number[] = [...TABLE_PAGE_SIZES, TABLE_PAGE_SIZE_ALL];
export const isAllRows = (pageSize: number) => pageSize >= TABLE_PAGE_SIZE_ALL;

export interface TableDefaults {
  sortBy?: string;
  sortDirection?: SortDirection;
  pageSize?: number;
}

export function initialTableState(defaults: TableDefaults = {}): TableState {
  return {
    pageIndex: 0,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    searchTerm: '',
    ...(defaults.sortBy ? { sortBy: defaults.sortBy, sortDirection: defaults.sortDirection ?? 'asc' } : {}),
  };
}

export function toTableQuery(state: TableState): TableQueryParams {
  const searchTerm = state.searchTerm.trim();
  return {
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    ...(searchTerm ? { searchTerm } : {}),
    ...(state.sortBy ? { sortBy: state.sortBy, sortDirection: state.sortDirection ?? 'asc' } : {}),
  };
}

/** The paginator moved: `first` is the index of the first row shown, `rows` the page size. */
export function withPage(state: TableState, event: { first: number; rows: number }): TableState {
  const pageSize = pageSizeChoices.includes(event.rows) ? event.rows : state.pageSize;
  // A new page size starts again at the first page: the old index may not exist any more.
  const pageIndex =
    pageSize !== state.pageSize || isAllRows(pageSize) ? 0 : Math.max(0, Math.floor(event.first / pageSize));
  return pageIndex === state.pageIndex && pageSize === state.pageSize ? state : { ...state, pageIndex, pageSize };
}

/**
 * A column header was clicked: PrimeReact's 1 / -1 / 0 (removable sort) become asc / desc / none. PrimeReact's
 * removable cycle is asc, desc, none, so a click on a column sorted descending asks to remove the sort. A table
 * with a default sort (`defaults.sortBy`) is never unsorted: the server would sort by the default again, so the
 * click would change nothing a user sees (a list sorted newest first by default ignored its first click). There
 * the click turns the column ascending: every click on a header re-sorts the list.
 */
export function withSort(
  state: TableState,
  event: { sortField?: string | null; sortOrder?: number | null },
  defaults: TableDefaults = {},
): TableState {
  const { sortBy: _sortBy, sortDirection: _sortDirection, ...rest } = state;
  if (!event.sortField || !event.sortOrder) {
    const field = state.sortBy ?? defaults.sortBy;
    if (!defaults.sortBy || !field) return { ...rest, pageIndex: 0 };
    return { ...rest, pageIndex: 0, sortBy: field, sortDirection: 'asc' };
  }
  return { ...rest, pageIndex: 0, sortBy: event.sortField, sortDirection: event.sortOrder < 0 ? 'desc' : 'asc' };
}

/** A new search starts at the first page; the same text again changes nothing. */
export function withSearch(state: TableState, searchTerm: string): TableState {
  if (searchTerm.trim() === state.searchTerm.trim()) return state;
  return { ...state, searchTerm, pageIndex: 0 };
}

/** PrimeReact's view of the sort: field and 1 / -1, or nothing. */
export function primeSort(state: TableState): { sortField?: string; sortOrder?: 1 | -1 } {
  return state.sortBy ? { sortField: state.sortBy, sortOrder: state.sortDirection === 'desc' ? -1 : 1 } : {};
}

const URL_KEYS = { page: 'page', size: 'size', search: 'q', sort: 'sort', dir: 'dir' } as const;

/** A table's state kept in the page URL (so a list comes back as it was left): page is one-based there. */
export function tableStateFromSearch(search: URLSearchParams, defaults: TableDefaults = {}): TableState {
  const base = initialTableState(defaults);
  const page = Number(search.get(URL_KEYS.page));
  const size = Number(search.get(URL_KEYS.size));
  const sort = search.get(URL_KEYS.sort);
  const dir = search.get(URL_KEYS.dir);
  const state: TableState = {
    ...base,
    pageIndex: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: pageSizeChoices.includes(size) ? size : base.pageSize,
    searchTerm: (search.get(URL_KEYS.search) ?? '').slice(0, 200),
  };
  if (sort === '-') {
    delete state.sortBy;
    delete state.sortDirection;
  } else if (sort && /^[A-Za-z0-9_.]{1,100}$/.test(sort)) {
    state.sortBy = sort;
    state.sortDirection = dir === 'desc' ? 'desc' : 'asc';
  }
  return state;
}

/** Writes a table's state into the URL's query, leaving out what equals the defaults; other keys stay. */
export function tableStateToSearch(
  state: TableState,
  search: URLSearchParams,
  defaults: TableDefaults = {},
): URLSearchParams {
  const base = initialTableState(defaults);
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | undefined) =>
    value === undefined ? next.delete(key) : next.set(key, value);
  set(URL_KEYS.page, state.pageIndex > 0 ? String(state.pageIndex + 1) : undefined);
  set(URL_KEYS.size, state.pageSize !== base.pageSize ? String(state.pageSize) : undefined);
  set(URL_KEYS.search, state.searchTerm.trim() ? state.searchTerm : undefined);
  const sameSort = state.sortBy === base.sortBy && (state.sortDirection ?? 'asc') === (base.sortDirection ?? 'asc');
  set(URL_KEYS.sort, sameSort ? undefined : (state.sortBy ?? '-'));
  set(URL_KEYS.dir, sameSort || !state.sortBy ? undefined : (state.sortDirection ?? 'asc'));
  return next;
}
