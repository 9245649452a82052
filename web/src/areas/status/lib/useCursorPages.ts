import { useState } from 'react';
import { cursorPagesReducer, initialCursorPages, type CursorPagesAction } from './cursorPages';

/**
 * Paging over a list the server pages with a cursor: the cursor of every visited page is kept, so Previous goes
 * back without asking for anything new; any change of filter, search, sort or page size (the reset key) starts
 * again at page 1.
 */
export function useCursorPages(resetKey: string) {
  const [stored, setStored] = useState(() => initialCursorPages(resetKey));
  const state = stored.key === resetKey ? stored : initialCursorPages(resetKey);
  if (state !== stored) setStored(state);
  const dispatch = (action: CursorPagesAction) =>
    setStored((s) => cursorPagesReducer(s.key === resetKey ? s : initialCursorPages(resetKey), action));
  return {
    pageIndex: state.page,
    cursor: state.cursors[state.page],
    hasPrevious: state.page > 0,
    next: (cursor: string | null | undefined) => dispatch({ type: 'next', cursor }),
    previous: () => dispatch({ type: 'previous' }),
    first: () => dispatch({ type: 'first' }),
  };
}
