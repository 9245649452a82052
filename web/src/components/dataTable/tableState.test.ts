import { describe, expect, it } from 'vitest';
import {
  initialTableState,
  pageSizeChoices,
  primeSort,
  tableStateFromSearch,
  tableStateToSearch,
  toTableQuery,
  withPage,
  withSearch,
  withSort,
} from './tableState';

describe('table query building', () => {
  it('starts at the first page of 50 rows with the default sort', () => {
    const state = initialTableState({ sortBy: 'name' });
    expect(toTableQuery(state)).toEqual({ pageIndex: 0, pageSize: 50, sortBy: 'name', sortDirection: 'asc' });
  });

  it('offers 10, 25, 50, 100, 150 and All (100000) rows per page', () => {
    expect(pageSizeChoices).toEqual([10, 25, 50, 100, 150, 100000]);
  });

  it('leaves out an empty search and trims the search text', () => {
    expect(toTableQuery({ ...initialTableState(), searchTerm: '   ' })).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(toTableQuery({ ...initialTableState(), searchTerm: ' groc ' }).searchTerm).toBe('groc');
  });

  it('turns the paginator position into a zero-based page index', () => {
    expect(withPage(initialTableState(), { first: 100, rows: 50 }).pageIndex).toBe(2);
  });

  it('goes back to the first page when the page size changes, and for All', () => {
    const onPage3 = { ...initialTableState(), pageIndex: 3 };
    expect(withPage(onPage3, { first: 150, rows: 25 })).toMatchObject({ pageIndex: 0, pageSize: 25 });
    expect(withPage(onPage3, { first: 0, rows: 100000 })).toMatchObject({ pageIndex: 0, pageSize: 100000 });
  });

  it('refuses a page size that is not offered', () => {
    expect(withPage(initialTableState(), { first: 0, rows: 7 }).pageSize).toBe(50);
  });

  it('sorts on the server by the clicked column, descending on -1, and clears the sort on 0', () => {
    const state = { ...initialTableState({ sortBy: 'name' }), pageIndex: 2 };
    expect(withSort(state, { sortField: 'active', sortOrder: -1 })).toMatchObject({
      sortBy: 'active',
      sortDirection: 'desc',
      pageIndex: 0,
    });
    const cleared = withSort(state, { sortField: 'name', sortOrder: 0 });
    expect(toTableQuery(cleared)).toEqual({ pageIndex: 0, pageSize: 50 });
    expect(primeSort(cleared)).toEqual({});
    expect(primeSort(withSort(state, { sortField: 'id', sortOrder: -1 }))).toEqual({ sortField: 'id', sortOrder: -1 });
  });

  it('re-sorts on the first click on a header a table sorts by default, never leaving it unsorted', () => {
    const defaults = { sortBy: 'invoiceDate', sortDirection: 'desc' } as const;
    const state = initialTableState(defaults);
    // PrimeReact's removable cycle asks to remove the sort of a column sorted descending (order 0, no field).
    const first = withSort(state, { sortField: null, sortOrder: 0 }, defaults);
    expect(toTableQuery(first)).toEqual({ pageIndex: 0, pageSize: 50, sortBy: 'invoiceDate', sortDirection: 'asc' });
    expect(primeSort(first)).toEqual({ sortField: 'invoiceDate', sortOrder: 1 });
    const second = withSort(first, { sortField: 'invoiceDate', sortOrder: -1 }, defaults);
    expect(toTableQuery(second)).toMatchObject({ sortBy: 'invoiceDate', sortDirection: 'desc' });
    const other = withSort(state, { sortField: 'vendor', sortOrder: 1 }, defaults);
    expect(toTableQuery(withSort({ ...other, sortDirection: 'desc' }, { sortOrder: 0 }, defaults))).toMatchObject({
      sortBy: 'vendor',
      sortDirection: 'asc',
    });
  });

  it('starts a new search at the first page and ignores the same text again', () => {
    const state = { ...initialTableState(), pageIndex: 4, searchTerm: 'gro' };
    expect(withSearch(state, 'groc')).toMatchObject({ searchTerm: 'groc', pageIndex: 0 });
    expect(withSearch(state, ' gro ')).toBe(state);
  });

  it('keeps the table in the URL, leaving out defaults, and reads it back', () => {
    const defaults = { sortBy: 'name' };
    const state = { pageIndex: 2, pageSize: 25, searchTerm: 'fresh', sortBy: 'id', sortDirection: 'desc' as const };
    const search = tableStateToSearch(state, new URLSearchParams('tab=1'), defaults);
    expect(search.toString()).toBe('tab=1&page=3&size=25&q=fresh&sort=id&dir=desc');
    expect(tableStateFromSearch(search, defaults)).toEqual(state);
    expect(tableStateToSearch(initialTableState(defaults), search, defaults).toString()).toBe('tab=1');
  });

  it('remembers a cleared default sort in the URL', () => {
    const defaults = { sortBy: 'name' };
    const cleared = withSort(initialTableState(defaults), { sortOrder: 0 });
    const search = tableStateToSearch(cleared, new URLSearchParams(), defaults);
    expect(search.toString()).toBe('sort=-');
    expect(toTableQuery(tableStateFromSearch(search, defaults))).toEqual({ pageIndex: 0, pageSize: 50 });
  });

  it('ignores nonsense in the URL', () => {
    const state = tableStateFromSearch(new URLSearchParams('page=-2&size=33&sort=a%20b'), { sortBy: 'name' });
    expect(state).toEqual(initialTableState({ sortBy: 'name' }));
  });
});
