import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './debounce';
import {
  initialTableState,
  SEARCH_DEBOUNCE_MS,
  tableStateFromSearch,
  tableStateToSearch,
  toTableQuery,
  withPage,
  withSearch,
  withSort,
  type TableDefaults,
  type TableQueryParams,
  type TableState,
} from './tableState';
import { inPageUpdate } from '../../lib/inPageUpdate';

export interface TableControl {
  state: TableState;
  /** The query to send to the list route (changes only when the server must be asked again). */
  query: TableQueryParams;
  /** What is in the search box now; the query follows 400 ms after the last key. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  onPage: (event: { first: number; rows: number }) => void;
  onSort: (event: { sortField?: string | null; sortOrder?: number | null }) => void;
  /** Back to the first page (after a filter outside the table changed). */
  firstPage: () => void;
}

export interface TableStateOptions extends TableDefaults {
  /** Keep page, size, search and sort in the page URL, so the list comes back as left (one table per page). */
  inUrl?: boolean;
  /** The search a table kept in memory starts with (a page remembering its filters elsewhere). */
  initialSearch?: string;
}

function useStateStore(options: TableStateOptions): [TableState, (update: (state: TableState) => TableState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [memory, setMemory] = useState(() => ({
    ...initialTableState(options),
    searchTerm: options.initialSearch ?? '',
  }));
  const defaultsRef = useRef<TableDefaults>(options);
  const fromUrl = useMemo(() => tableStateFromSearch(searchParams, defaultsRef.current), [searchParams]);
  const state = options.inUrl ? fromUrl : memory;
  const stateRef = useRef(state);
  stateRef.current = state;
  const update = useCallback(
    (change: (state: TableState) => TableState) => {
      if (!options.inUrl) return setMemory(change);
      const next = change(stateRef.current);
      if (next === stateRef.current) return;
      stateRef.current = next;
      setSearchParams((current) => tableStateToSearch(next, current, defaultsRef.current), inPageUpdate());
    },
    [options.inUrl, setSearchParams],
  );
  return [state, update];
}

/** State of a server-side table: page, page size, sort and a debounced search, as the spec's table query. */
export function useTableState(options: TableStateOptions = {}): TableControl {
  const [state, update] = useStateStore(options);
  const defaultsRef = useRef<TableDefaults>(options);
  const [searchInput, setSearchInput] = useState(state.searchTerm);
  const settled = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  useEffect(() => update((s) => withSearch(s, settled)), [settled, update]);
  const query = useMemo(() => toTableQuery(state), [state]);
  return {
    state,
    query,
    searchInput,
    setSearchInput,
    onPage: useCallback((event) => update((s) => withPage(s, event)), [update]),
    onSort: useCallback((event) => update((s) => withSort(s, event, defaultsRef.current)), [update]),
    firstPage: useCallback(() => update((s) => (s.pageIndex === 0 ? s : { ...s, pageIndex: 0 })), [update]),
  };
}
