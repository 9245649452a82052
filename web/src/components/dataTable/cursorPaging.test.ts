import { describe, expect, it } from 'vitest';
import { cursorOfPage, emptyCursorMemory, lastReachablePage, pagedView, rememberNext } from './cursorPaging';

describe('cursor paging under the data table', () => {
  it('reads the first page without a cursor and a later one only once it has been reached', () => {
    let memory = emptyCursorMemory('q');
    expect(cursorOfPage(memory, 0)).toBeUndefined();
    expect(cursorOfPage(memory, 1)).toBeNull();
    expect(lastReachablePage(memory)).toBe(0);
    memory = rememberNext(memory, 0, 'c1');
    memory = rememberNext(memory, 1, 'c2');
    expect(cursorOfPage(memory, 1)).toBe('c1');
    expect(cursorOfPage(memory, 2)).toBe('c2');
    expect(lastReachablePage(memory)).toBe(2);
  });

  it('keeps what it knows when the last page answers no next cursor or a page is read again', () => {
    const memory = rememberNext(emptyCursorMemory('q'), 0, 'c1');
    expect(rememberNext(memory, 1, null)).toBe(memory);
    expect(rememberNext(memory, 0, 'c1')).toBe(memory);
    expect(rememberNext(memory, 5, 'far')).toBe(memory);
  });

  it("gives the table the server's total when it is exact, else what was seen and one page more when there is one", () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pagedView({ items, totalCount: 95, nextCursor: 'n' }, 2, 10, true)).toMatchObject({
      pageIndex: 2,
      totalCount: 95,
      totalPages: 10,
    });
    expect(pagedView({ items, totalCount: 95, nextCursor: 'n' }, 2, 10, false).totalCount).toBe(40);
    expect(pagedView({ items: [1, 2], totalCount: 95, nextCursor: null }, 2, 10, false).totalCount).toBe(22);
  });
});
