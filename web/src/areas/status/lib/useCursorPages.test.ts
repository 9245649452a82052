import { describe, expect, it } from 'vitest';
import { cursorPagesReducer, initialCursorPages } from './cursorPages';

describe('cursor paging', () => {
  it('keeps the cursor of every visited page, so Previous needs nothing new', () => {
    let state = initialCursorPages('a');
    state = cursorPagesReducer(state, { type: 'next', cursor: 'c1' });
    state = cursorPagesReducer(state, { type: 'next', cursor: 'c2' });
    expect(state).toMatchObject({ page: 2, cursors: [undefined, 'c1', 'c2'] });
    state = cursorPagesReducer(state, { type: 'previous' });
    expect(state.page).toBe(1);
    expect(state.cursors[state.page]).toBe('c1');
  });

  it('forgets pages after the current one when the server gives another next cursor', () => {
    let state = { key: 'a', page: 1, cursors: [undefined, 'c1', 'c2', 'c3'] };
    state = cursorPagesReducer(state, { type: 'next', cursor: 'x2' });
    expect(state.cursors).toEqual([undefined, 'c1', 'x2']);
  });

  it('does not move past the last page', () => {
    const state = initialCursorPages('a');
    expect(cursorPagesReducer(state, { type: 'next', cursor: null })).toBe(state);
    expect(cursorPagesReducer(state, { type: 'previous' })).toBe(state);
  });
});
