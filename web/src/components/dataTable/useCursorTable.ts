import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableControl } from './useTableState';
import {
  cursorOfPage,
  emptyCursorMemory,
  lastReachablePage,
  pagedView,
  rememberNext,
  type CursorMemory,
} from './cursorPaging';

interface CursorPage<T> {
  items: T[];
  totalCount: number;
  nextCursor: string | null;
}

/**
 * The shared table's paging over a cursor-paged list. `queryKey` names the query apart from its page (search,
 * filters, sort, page size). Gives the cursor to read the table's page with (`null` while that page cannot be read
 * yet), a table control that goes no further than the pages reached and the next one, `learn(nextCursor)` from
 * the current page's answer (never a previous page's, shown while loading: it would teach a wrong cursor), and
 * `show(answer)`, an answer as the table's paged result.
 */
export function useCursorTable<T>(table: TableControl, queryKey: string) {
  const [stored, setStored] = useState<CursorMemory>(() => emptyCursorMemory(queryKey));
  const memory = stored.key === queryKey ? stored : emptyCursorMemory(queryKey);
  const { pageIndex, pageSize } = table.state;
  const cursor = cursorOfPage(memory, pageIndex);
  const unreachable = cursor === null;
  const { firstPage, onPage } = table;

  // A page that cannot be read (a URL left on page 7, or a new search while on page 3) goes back to the first.
  useEffect(() => {
    if (unreachable) firstPage();
  }, [unreachable, firstPage]);

  const control = useMemo<TableControl>(
    () => ({
      ...table,
      onPage: (event) => {
        if (event.rows !== pageSize) return onPage(event);
        const wanted = Math.floor(event.first / Math.max(1, event.rows));
        onPage({ first: Math.min(wanted, lastReachablePage(memory)) * event.rows, rows: event.rows });
      },
    }),
    [table, onPage, memory, pageSize],
  );

  const learn = useCallback(
    (nextCursor: string | null | undefined) =>
      setStored((s) =>
        rememberNext(s.key === queryKey ? s : emptyCursorMemory(queryKey), pageIndex, nextCursor ?? null),
      ),
    [queryKey, pageIndex],
  );

  const show = (page: CursorPage<T> | undefined, exactTotal: boolean) =>
    page ? pagedView(page, pageIndex, pageSize, exactTotal) : undefined;

  return { cursor, control, learn, show };
}
