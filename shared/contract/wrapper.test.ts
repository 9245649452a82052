import { describe, expect, it } from 'vitest';
import { routeUrl } from './route';
import { tableQuery, toPagedResult } from './wrapper';

describe('the paged result', () => {
  it('counts pages and says whether there is a page before and after', () => {
    expect(toPagedResult(['x'], 1, 10, 25)).toEqual({
      items: ['x'],
      pageIndex: 1,
      pageSize: 10,
      totalCount: 25,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(toPagedResult([], 0, 50, 0)).toMatchObject({ totalPages: 0, hasPreviousPage: false, hasNextPage: false });
    expect(toPagedResult([], 2, 10, 25)).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });
});

describe('the table query', () => {
  it('defaults to the first page of 50 and reads numbers from the query string', () => {
    expect(tableQuery.parse({})).toEqual({ pageSize: 50, pageIndex: 0 });
    expect(tableQuery.parse({ pageSize: '100000', pageIndex: '3', sortDirection: 'desc' })).toMatchObject({
      pageSize: 100000,
      pageIndex: 3,
    });
  });

  it('refuses a negative page, a page size above All and an unknown sort direction', () => {
    expect(tableQuery.safeParse({ pageIndex: '-1' }).success).toBe(false);
    expect(tableQuery.safeParse({ pageSize: '100001' }).success).toBe(false);
    expect(tableQuery.safeParse({ sortDirection: 'up' }).success).toBe(false);
  });
});

describe('route urls', () => {
  it('fills and encodes path parameters', () => {
    expect(routeUrl('documents/{id}/file', { id: 'a b' })).toBe('documents/a%20b/file');
  });
  it('refuses a missing parameter rather than calling a wrong url', () => {
    expect(() => routeUrl('documents/{id}/file')).toThrow(/id/);
  });
});
