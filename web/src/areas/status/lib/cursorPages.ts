/** Where a cursor-paged list is: the page shown and the cursor of every page visited (page 0 has none). */
export interface CursorPages {
  key: string;
  page: number;
  cursors: (string | undefined)[];
}

export type CursorPagesAction =
  { type: 'next'; cursor: string | null | undefined } | { type: 'previous' } | { type: 'first' };

export const initialCursorPages = (key: string): CursorPages => ({ key, page: 0, cursors: [undefined] });

export function cursorPagesReducer(state: CursorPages, action: CursorPagesAction): CursorPages {
  switch (action.type) {
    case 'next': {
      if (!action.cursor) return state;
      const cursors = state.cursors.slice(0, state.page + 1);
      cursors[state.page + 1] = action.cursor;
      return { ...state, page: state.page + 1, cursors };
    }
    case 'previous':
      return state.page > 0 ? { ...state, page: state.page - 1 } : state;
    case 'first':
      return state.page > 0 ? { ...state, page: 0 } : state;
  }
}
