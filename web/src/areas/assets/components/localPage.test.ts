import { describe, expect, it } from 'vitest';
import { pageLocally } from './localPage';

type Link = { recipient: string; downloadCount: number; lastDownloadAt: string | null; sentAt: string };
const links: Link[] = Array.from({ length: 23 }, (_, i) => ({
  recipient: `user${i + 1}@retail.example`,
  downloadCount: i % 4,
  lastDownloadAt: i % 4 ? `2026-01-${String(10 + (i % 9)).padStart(2, '0')}T10:00:00Z` : null,
  sentAt: `2026-01-${String(1 + i).padStart(2, '0')}T09:00:00Z`,
}));
const spec = {
  searchText: (l: Link) => [l.recipient],
  defaultSort: 'sentAt' as const,
  defaultDirection: 'desc' as const,
};

describe('lists paged in the browser', () => {
  it('start with the newest sent, ten to a page, with the paged fields of the spec', () => {
    const page = pageLocally(links, { pageIndex: 1, pageSize: 10 }, spec);
    expect(page.items.map((l) => l.recipient)[0]).toBe('user13@retail.example');
    expect(page).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: 23,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    });
  });

  it('search case-insensitively and sort numbers as numbers, leaving never-downloaded links last either way', () => {
    const found = pageLocally(links, { pageIndex: 0, pageSize: 50, searchTerm: 'USER2' }, spec);
    expect(new Set(found.items.map((l) => l.recipient))).toEqual(
      new Set([
        'user2@retail.example',
        'user20@retail.example',
        'user21@retail.example',
        'user22@retail.example',
        'user23@retail.example',
      ]),
    );
    const byCount = pageLocally(
      links,
      { pageIndex: 0, pageSize: 50, sortBy: 'downloadCount', sortDirection: 'desc' },
      spec,
    );
    expect(byCount.items[0]!.downloadCount).toBe(3);
    for (const direction of ['asc', 'desc'] as const) {
      const byLast = pageLocally(
        links,
        { pageIndex: 0, pageSize: 50, sortBy: 'lastDownloadAt', sortDirection: direction },
        spec,
      );
      expect(byLast.items.at(-1)!.lastDownloadAt).toBeNull();
      expect(byLast.items[0]!.lastDownloadAt).not.toBeNull();
    }
  });

  it('show the last page that exists when rows went away (a search, a revoke)', () => {
    expect(pageLocally(links.slice(0, 3), { pageIndex: 4, pageSize: 10 }, spec)).toMatchObject({
      pageIndex: 0,
      totalCount: 3,
    });
    expect(pageLocally([], { pageIndex: 2, pageSize: 10 }, spec)).toMatchObject({
      pageIndex: 0,
      totalCount: 0,
      items: [],
    });
  });
});
