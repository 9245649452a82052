import { describe, expect, it } from 'vitest';
import { tableQuery } from '../../shared/contract/wrapper';
import { InvalidInput } from './errors';
import { pageInMemory, sliceInMemory, type ListMark } from './paging';

const sectors = [
  { id: 3, name: 'grocery', code: 'G' },
  { id: 1, name: 'Beverages', code: 'B' },
  { id: 2, name: 'Apparel', code: null },
  { id: 10, name: 'beauty', code: 'BE' },
];
const spec = {
  searchFields: ['name', 'code'] as const,
  sortFields: ['id', 'name', 'code'] as const,
  defaultSort: 'name' as const,
};
const list = (query: Record<string, string>) =>
  pageInMemory(sectors, tableQuery.parse(query), {
    ...spec,
    searchFields: [...spec.searchFields],
    sortFields: [...spec.sortFields],
  });

describe('paging a bounded list', () => {
  it('sorts by the default field, ignoring case', () => {
    expect(list({}).items.map((s) => s.name)).toEqual(['Apparel', 'beauty', 'Beverages', 'grocery']);
  });

  it('sorts numbers as numbers, either way, with blanks last', () => {
    expect(list({ sortBy: 'id', sortDirection: 'desc' }).items.map((s) => s.id)).toEqual([10, 3, 2, 1]);
    expect(list({ sortBy: 'code' }).items.map((s) => s.code)).toEqual(['B', 'BE', 'G', null]);
  });

  it('sorts a field by what the list shows for it when told', () => {
    const codeNames: Record<string, string> = { G: 'Alpha', B: 'Zeta', BE: 'Mu' };
    const byCodeName = (sortDirection: string) =>
      pageInMemory(sectors, tableQuery.parse({ sortBy: 'code', sortDirection }), {
        ...spec,
        searchFields: [...spec.searchFields],
        sortFields: [...spec.sortFields],
        sortKeys: { code: (s) => (s.code ? codeNames[s.code] : null) },
      }).items.map((s) => s.code);
    expect(byCodeName('asc')).toEqual(['G', 'BE', 'B', null]);
    expect(byCodeName('desc')).toEqual([null, 'B', 'BE', 'G']);
  });

  it('searches the named fields, case-insensitively, and counts what it found', () => {
    const page = list({ searchTerm: 'BE' });
    expect(page.items.map((s) => s.name)).toEqual(['beauty', 'Beverages']);
    expect(page.totalCount).toBe(2);
  });

  it('finds a name with accents by a term without them, and the other way round', () => {
    const withAccents = [...sectors, { id: 4, name: 'Épicerie fine', code: 'É' }];
    const found = (searchTerm: string) =>
      pageInMemory(withAccents, tableQuery.parse({ searchTerm }), {
        ...spec,
        searchFields: [...spec.searchFields],
        sortFields: [...spec.sortFields],
      }).items.map((s) => s.name);
    expect(found('epicerie')).toEqual(['Épicerie fine']);
    expect(found('ÉPICERIE')).toEqual(['Épicerie fine']);
    expect(found('grocéry')).toEqual(['grocery']);
  });

  it('returns the requested page with the paging facts', () => {
    const page = list({ pageSize: '3', pageIndex: '1' });
    expect(page.items.map((s) => s.name)).toEqual(['grocery']);
    expect(page).toMatchObject({ totalCount: 4, totalPages: 2, hasPreviousPage: true, hasNextPage: false });
  });

  it('refuses to sort by a field that is not a column', () => {
    expect(() => list({ sortBy: 'secret' })).toThrow(InvalidInput);
  });
});

describe('cutting a sorted list after the row a page ended with', () => {
  const markedSpec = {
    ...spec,
    searchFields: [...spec.searchFields],
    sortFields: [...spec.sortFields],
    rowId: 'id' as const,
  };
  const slice = (rows: typeof sectors, after: ListMark | null, sortBy = 'name') =>
    sliceInMemory(rows, { pageSize: 2, sortBy, sortDirection: 'asc' }, after, markedSpec);

  it('pages the list in its sort, each page after the last row of the one before', () => {
    const first = slice(sectors, null);
    expect(first.items.map((s) => s.name)).toEqual(['Apparel', 'beauty']);
    expect(first).toMatchObject({ totalCount: 4, hasPrevious: false, next: { value: 'beauty', id: 10 } });
    const second = slice(sectors, first.next);
    expect(second.items.map((s) => s.name)).toEqual(['Beverages', 'grocery']);
    expect(second).toMatchObject({ hasPrevious: true, next: null });
  });

  it('neither repeats nor skips a row when one is added or removed before the mark between two reads', () => {
    const first = slice(sectors, null);
    const added = [...sectors, { id: 11, name: 'Aquaculture', code: 'A' }];
    expect(slice(added, first.next).items.map((s) => s.name)).toEqual(['Beverages', 'grocery']);
    const removed = sectors.filter((s) => s.name !== 'Apparel');
    expect(slice(removed, first.next).items.map((s) => s.name)).toEqual(['Beverages', 'grocery']);
    // The marked row itself gone: the page starts at the next row in the sort.
    const markedGone = sectors.filter((s) => s.name !== 'beauty');
    expect(slice(markedGone, first.next).items.map((s) => s.name)).toEqual(['Beverages', 'grocery']);
  });

  it('orders rows tied on the sorted column by their id, so a mark among ties resumes after it', () => {
    const tied = [
      { id: 5, name: 'Same', code: 'X' },
      { id: 2, name: 'Same', code: 'X' },
      { id: 9, name: 'Same', code: 'X' },
    ];
    const first = slice(tied, null, 'code');
    expect(first.items.map((s) => s.id)).toEqual([2, 5]);
    expect(slice(tied, first.next, 'code').items.map((s) => s.id)).toEqual([9]);
    const newestFirst = sliceInMemory(tied, { pageSize: 2, sortBy: 'code' }, null, {
      ...markedSpec,
      tiesDescending: true,
    });
    expect(newestFirst.items.map((s) => s.id)).toEqual([9, 5]);
  });

  it('marks a row with a blank sorted value, and resumes among the blanks', () => {
    const first = sliceInMemory(sectors, { pageSize: 3, sortBy: 'code', sortDirection: 'desc' }, null, markedSpec);
    expect(first.items.map((s) => s.code)).toEqual([null, 'G', 'BE']);
    expect(first.next).toEqual({ value: 'BE', id: 10 });
    const blanksFirst = sliceInMemory(
      sectors,
      { pageSize: 1, sortBy: 'code', sortDirection: 'desc' },
      null,
      markedSpec,
    );
    expect(blanksFirst.next).toEqual({ value: null, id: 2 });
    expect(
      sliceInMemory(sectors, { pageSize: 1, sortBy: 'code', sortDirection: 'desc' }, blanksFirst.next, markedSpec)
        .items,
    ).toEqual([{ id: 3, name: 'grocery', code: 'G' }]);
  });
});
