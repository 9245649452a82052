import { describe, expect, it } from 'vitest';
import { tableQuery } from '../../shared/contract/wrapper';
import { InvalidInput } from './errors';
import { pageInMemory } from './paging';

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
