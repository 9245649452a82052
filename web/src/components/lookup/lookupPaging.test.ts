import { describe, expect, it } from 'vitest';
import type { PagedResult } from '../../../../shared/contract/wrapper';
import { applyAnswer, emptyLookup, pageList, startLoadMore, startSearch } from './lookupPaging';

type Row = { id: number; name: string };
const key = (r: Row) => r.id;
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Brand ${from + i}` }));
const page = (items: Row[], pageIndex: number, totalCount: number): PagedResult<Row> => ({
  items,
  pageIndex,
  pageSize: 20,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
  hasPreviousPage: pageIndex > 0,
  hasNextPage: (pageIndex + 1) * 20 < totalCount,
});

describe('typeahead paging', () => {
  it('asks for the first 20 matches of the typed text', () => {
    const [state, request] = startSearch(emptyLookup<Row>(), ' fiz ');
    expect(request).toEqual({ seq: 1, searchTerm: 'fiz', pageIndex: 0, pageSize: 20 });
    expect(state.loading).toBe(true);
  });

  it('appends the next page on load more, and stops when all are shown', () => {
    let [state, request] = startSearch(emptyLookup<Row>(), '');
    state = applyAnswer(state, request, page(rows(1, 20), 0, 25), key);
    expect(state).toMatchObject({ hasMore: true, totalCount: 25 });
    const more = startLoadMore(state)!;
    expect(more[1]).toEqual({ seq: 1, searchTerm: '', pageIndex: 1, pageSize: 20 });
    state = applyAnswer(more[0], more[1], page(rows(21, 5), 1, 25), key);
    expect(state.items.map(key)).toEqual(rows(1, 25).map(key));
    expect(state.hasMore).toBe(false);
    expect(startLoadMore(state)).toBeNull();
  });

  it('does not ask for more while a page is on its way', () => {
    let [state, request] = startSearch(emptyLookup<Row>(), '');
    state = applyAnswer(state, request, page(rows(1, 20), 0, 60), key);
    const [loading] = startLoadMore(state)!;
    expect(startLoadMore(loading)).toBeNull();
  });

  it('drops the answer of an older search that arrives late', () => {
    const [first, oldRequest] = startSearch(emptyLookup<Row>(), 'f');
    const [second, newRequest] = startSearch(first, 'fi');
    const fresh = applyAnswer(second, newRequest, page(rows(1, 2), 0, 2), key);
    expect(applyAnswer(fresh, oldRequest, page(rows(50, 20), 0, 99), key)).toBe(fresh);
  });

  it('ignores an answer with hasError (no data) and keeps what was shown', () => {
    let [state, request] = startSearch(emptyLookup<Row>(), '');
    state = applyAnswer(state, request, page(rows(1, 3), 0, 3), key);
    const [again, retry] = startSearch(state, 'x');
    const after = applyAnswer(again, retry, null, key);
    expect(after.items.map(key)).toEqual([1, 2, 3]);
    expect(after.loading).toBe(false);
  });

  it('does not repeat a row that moved to the next page between two requests', () => {
    let [state, request] = startSearch(emptyLookup<Row>(), '');
    state = applyAnswer(state, request, page(rows(1, 20), 0, 40), key);
    const [more, next] = startLoadMore(state)!;
    state = applyAnswer(more, next, page(rows(20, 20), 1, 40), key);
    expect(state.items).toHaveLength(39);
  });

  it('pages a whole list the same way for lookups without server paging', () => {
    const list = rows(1, 45);
    expect(pageList(list, { searchTerm: '', pageIndex: 2, pageSize: 20 }, (r) => r.name)).toMatchObject({
      totalCount: 45,
      hasNextPage: false,
      items: rows(41, 5),
    });
    expect(pageList(list, { searchTerm: 'brand 4', pageIndex: 0, pageSize: 20 }, (r) => r.name).totalCount).toBe(7);
  });
});
