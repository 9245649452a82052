import { describe, expect, it } from 'vitest';
import { filledPage, rowsUpTo } from './cursorReads';

/**
 * A server list as the functions answer a search: each call reads at most `runLength` rows from the cursor and
 * answers the matches among them (at most `pageSize`), with the cursor where it stopped, or none at the end.
 */
function searchedList(rows: string[], term: string, runLength: number) {
  const calls: { cursor: string | undefined; pageSize: number }[] = [];
  const read = async (cursor: string | undefined, pageSize: number) => {
    calls.push({ cursor, pageSize });
    const items: string[] = [];
    let at = cursor ? Number(cursor) : 0;
    const stop = Math.min(rows.length, at + runLength);
    for (; at < stop && items.length < pageSize; at += 1) if (rows[at].includes(term)) items.push(rows[at]);
    return { items, totalCount: rows.length, nextCursor: at < rows.length ? String(at) : null };
  };
  return { read, calls };
}

const rows = Array.from({ length: 30_000 }, (_, i) => `row ${i}`);

describe('filledPage', () => {
  it('finds a match that lies past the rows one call reads', async () => {
    const list = searchedList(rows.slice(0, 15_000), 'row 12345', 1000);
    const page = await filledPage(list.read, undefined, 10);
    expect(page.items).toEqual(['row 12345']);
    expect(page.nextCursor).toBeNull();
    expect(list.calls).toHaveLength(15);
  });

  it('asks each further call only for the rows still missing, and keeps the first answer’s count', async () => {
    const list = searchedList(rows, 'row 1', 1000);
    const page = await filledPage(list.read, undefined, 1200);
    expect(page.items).toHaveLength(1200);
    expect(page.totalCount).toBe(30_000);
    // Rows 0 to 999 hold 111 matches ('row 1', 'row 10' to 'row 19', 'row 100' to 'row 199').
    expect(list.calls.slice(0, 2).map((c) => c.pageSize)).toEqual([1200, 1200 - 111]);
  });

  it('reads a full page once, and stops after twenty calls with the cursor to read on', async () => {
    const full = searchedList(rows, 'row', 1000);
    expect((await filledPage(full.read, '5', 50)).items[0]).toBe('row 5');
    expect(full.calls).toHaveLength(1);
    const none = searchedList(rows, 'nothing', 1000);
    const page = await filledPage(none.read, undefined, 10);
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBe('20000');
    expect(none.calls).toHaveLength(20);
  });
});

describe('rowsUpTo', () => {
  it('gathers every match of a long list, however few each call finds', async () => {
    const list = searchedList(rows, '7', 1000);
    const expected = rows.filter((r) => r.includes('7'));
    expect(await rowsUpTo(list.read, 50_000)).toEqual({ rows: expected, truncated: false });
  });

  it('stops at the most asked and says rows were left out', async () => {
    const list = searchedList(rows, 'row', 1000);
    const { rows: got, truncated } = await rowsUpTo(list.read, 2500);
    expect(got).toHaveLength(2500);
    expect(truncated).toBe(true);
  });
});
