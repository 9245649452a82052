import { describe, expect, it } from 'vitest';
import { pageOfRows, searchedAndSorted } from './localRows';

const rows = [
  { name: 'Zest', category: 'Soap', cents: 500 },
  { name: 'apex', category: null, cents: -20 },
  { name: 'Brio', category: 'Hair', cents: 1500 },
];
const texts = (row: (typeof rows)[number]) => [row.name, row.category];

describe('a list read whole on the data table', () => {
  it('finds the rows whose texts hold the search term in any case', () => {
    const found = searchedAndSorted(rows, { searchTerm: ' HAIR ' }, texts);
    expect(found.map((r) => r.name)).toEqual(['Brio']);
  });

  it('finds them whatever their accents: Brands Summary, Retailer Summary, Tasks and the reports', () => {
    const named = [...rows, { name: 'Café Crème', category: 'Crème brûlée', cents: 1 }];
    expect(searchedAndSorted(named, { searchTerm: 'cafe creme' }, texts).map((r) => r.name)).toEqual(['Café Crème']);
    expect(searchedAndSorted(named, { searchTerm: 'BRULEE' }, texts).map((r) => r.name)).toEqual(['Café Crème']);
  });

  it('sorts texts without regard to case, and numbers as numbers, in either direction', () => {
    expect(searchedAndSorted(rows, { searchTerm: '', sortBy: 'name' }, texts).map((r) => r.name)).toEqual([
      'apex',
      'Brio',
      'Zest',
    ]);
    const desc = searchedAndSorted(rows, { searchTerm: '', sortBy: 'cents', sortDirection: 'desc' }, texts);
    expect(desc.map((r) => r.cents)).toEqual([1500, 500, -20]);
  });

  it('keeps rows without a value last whichever the direction', () => {
    for (const sortDirection of ['asc', 'desc'] as const)
      expect(searchedAndSorted(rows, { searchTerm: '', sortBy: 'category', sortDirection }, texts).at(-1)?.name).toBe(
        'apex',
      );
  });

  it('answers a page as a list route would, the last page there is when the index is past it', () => {
    const page = pageOfRows(rows, { pageIndex: 5, pageSize: 2 });
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 3, totalPages: 2, hasPreviousPage: true });
    expect(page.items).toHaveLength(1);
    expect(pageOfRows(rows, { pageIndex: 0, pageSize: 100000 }).items).toHaveLength(3);
    expect(pageOfRows([], { pageIndex: 0, pageSize: 10 })).toMatchObject({ totalCount: 0, items: [] });
  });
});
