import { LOOKUP_PAGE_SIZE } from '../../../../shared/constants';
import type { PagedResult } from '../../../../shared/contract/wrapper';
import { searchMatcher } from '../../../../shared/search';

/** A typeahead waits this long after the last key (spec 01, section 9: 300 to 400 ms). */
export const LOOKUP_DELAY_MS = 350;
/** Ten options show in the scrollable list before it scrolls (spec 01, section 9). */
export const LOOKUP_VISIBLE_OPTIONS = 10;

export interface LookupRequest {
  /** Which search this page belongs to: answers of an older search are dropped. */
  seq: number;
  searchTerm: string;
  pageIndex: number;
  pageSize: number;
}

export interface LookupState<T> {
  seq: number;
  searchTerm: string;
  items: T[];
  /** The last page received, -1 before the first. */
  pageIndex: number;
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
}

export const emptyLookup = <T>(): LookupState<T> => ({
  seq: 0,
  searchTerm: '',
  items: [],
  pageIndex: -1,
  totalCount: 0,
  hasMore: false,
  loading: false,
});

/** A new search (the text changed, or the dropdown opened): the first page of 20. */
export function startSearch<T>(state: LookupState<T>, searchTerm: string): [LookupState<T>, LookupRequest] {
  const seq = state.seq + 1;
  const term = searchTerm.trim();
  return [
    { ...state, seq, searchTerm: term, loading: true },
    { seq, searchTerm: term, pageIndex: 0, pageSize: LOOKUP_PAGE_SIZE },
  ];
}

/** 'Load more': the next page of the same search, or nothing when all are shown or a page is on its way. */
export function startLoadMore<T>(state: LookupState<T>): [LookupState<T>, LookupRequest] | null {
  if (!state.hasMore || state.loading) return null;
  return [
    { ...state, loading: true },
    { seq: state.seq, searchTerm: state.searchTerm, pageIndex: state.pageIndex + 1, pageSize: LOOKUP_PAGE_SIZE },
  ];
}

/**
 * A page arrived. Answers of an older search are dropped; a failed answer (the wrapper's hasError, or no data)
 * is ignored, as the spec says lookups do; the first page replaces the list, later ones append (without repeats).
 */
export function applyAnswer<T>(
  state: LookupState<T>,
  request: LookupRequest,
  answer: PagedResult<T> | null | undefined,
  keyOf: (item: T) => string | number,
): LookupState<T> {
  if (request.seq !== state.seq) return state;
  if (!answer || !Array.isArray(answer.items)) return { ...state, loading: false };
  const base = request.pageIndex === 0 ? [] : state.items;
  const seen = new Set(base.map(keyOf));
  const items = [...base, ...answer.items.filter((item) => !seen.has(keyOf(item)))];
  return {
    ...state,
    items,
    pageIndex: request.pageIndex,
    totalCount: answer.totalCount,
    hasMore: answer.hasNextPage,
    loading: false,
  };
}

/** Lookup rows that come as a whole list (no paging on the server) paged the same way, for one component. */
export function pageList<T>(
  items: readonly T[],
  request: Pick<LookupRequest, 'searchTerm' | 'pageIndex' | 'pageSize'>,
  textOf: (item: T) => string,
): PagedResult<T> {
  const matches = searchMatcher(request.searchTerm);
  const found = items.filter((item) => matches(textOf(item)));
  const start = request.pageIndex * request.pageSize;
  const totalPages = Math.ceil(found.length / request.pageSize);
  return {
    items: found.slice(start, start + request.pageSize),
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    totalCount: found.length,
    totalPages,
    hasPreviousPage: request.pageIndex > 0,
    hasNextPage: request.pageIndex + 1 < totalPages,
  };
}
