import { toPagedResult, type PagedResult } from '../../../../shared/contract/wrapper';

/**
 * The expense lists page by cursor (a page costs the same however many expenses there are), while the shared data
 * table pages by index. This keeps, per query (search, filters, sort, page size), the cursor of every page reached,
 * so the table may go to any page already reached and to the next one, and back without asking anew.
 */
export interface CursorMemory {
  key: string;
  /** `cursors[i]` reads page `i + 1` (page 0 needs none). */
  cursors: string[];
}

export const emptyCursorMemory = (key: string): CursorMemory => ({ key, cursors: [] });

/** The cursor to read a page with: none for the first page, null when that page has not been reached. */
export function cursorOfPage(memory: CursorMemory, pageIndex: number): string | undefined | null {
  if (pageIndex === 0) return undefined;
  return memory.cursors[pageIndex - 1] ?? null;
}

/** What a page's answer teaches: the cursor of the page after it. */
export function rememberNext(memory: CursorMemory, pageIndex: number, nextCursor: string | null): CursorMemory {
  if (!nextCursor || memory.cursors[pageIndex] === nextCursor || pageIndex > memory.cursors.length) return memory;
  return { ...memory, cursors: [...memory.cursors.slice(0, pageIndex), nextCursor] };
}

/** The furthest page the table may go to now: one already reached, or the one after the last reached. */
export const lastReachablePage = (memory: CursorMemory) => memory.cursors.length;

/**
 * A cursor page as the data table's paged result. The total is the server's when it counts exactly what the table
 * shows (no search, no status filter); otherwise it is what has been seen, plus a page when there is a next one.
 */
export function pagedView<T>(
  page: { items: T[]; totalCount: number; nextCursor: string | null },
  pageIndex: number,
  pageSize: number,
  exactTotal: boolean,
): PagedResult<T> {
  const seen = pageIndex * pageSize + page.items.length;
  const total = exactTotal ? Math.max(page.totalCount, seen) : seen + (page.nextCursor ? pageSize : 0);
  return toPagedResult(page.items, pageIndex, pageSize, total);
}
