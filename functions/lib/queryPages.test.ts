import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { inputMessages } from '../../shared/messages';
import { InvalidInput } from './errors';
import { decodeCursor, decodeMark, encodeCursor, encodeMark, queryAtMost, queryPage, queryUntil } from './queryPages';

const yearList = { index: 'GSI1', partition: 'PROGRAMS#Y#2026' };
const key = {
  PK: 'PROGRAM#7',
  SK: 'P#PROGRAM',
  GSI1PK: 'PROGRAMS#Y#2026',
  GSI1SK: '2026-01-02T00:00:00.000Z#000000000007',
};
const encode = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return (error as InvalidInput).fields;
  }
  throw new Error('the cursor was accepted');
}

describe('list cursors', () => {
  it('round-trips the key a page ended at', () => {
    expect(decodeCursor(encodeCursor(key)!, yearList)).toEqual(key);
    expect(decodeCursor(undefined, yearList)).toBeUndefined();
    expect(decodeCursor('', yearList)).toBeUndefined();
    expect(encodeCursor(undefined)).toBeNull();
  });

  it('checks table cursors too (no index)', () => {
    expect(decodeCursor(encode({ PK: 'BOOK#1', SK: 'LOC#a' }), { partition: 'BOOK#1' })).toEqual({
      PK: 'BOOK#1',
      SK: 'LOC#a',
    });
    expect(refusal(() => decodeCursor(encode({ PK: 'BOOK#2', SK: 'LOC#a' }), { partition: 'BOOK#1' }))).toEqual({
      cursor: [inputMessages.badCursor],
    });
  });

  it.each([
    ['not base64url', 'eyJ!!'],
    ['not JSON', encode('{"PK":')],
    ['JSON but not an object', encode('[1,2]')],
    ['null', encode('null')],
    ['a number', encode('42')],
    ['another list (other year)', encode({ ...key, GSI1PK: 'PROGRAMS#Y#2025' })],
    [
      'another index (retailer list)',
      encode({ PK: key.PK, SK: key.SK, GSI2PK: 'PROGRAMS#R#1#Y#2026', GSI2SK: key.GSI1SK }),
    ],
    ['a missing key part', encode({ PK: key.PK, GSI1PK: key.GSI1PK, GSI1SK: key.GSI1SK })],
    ['an extra attribute', encode({ ...key, statusId: 10 })],
    ['a key part of the wrong type', encode({ ...key, GSI1SK: { S: 'x' } })],
    ['an empty key part', encode({ ...key, SK: '' })],
    ['an over-long key part', encode({ ...key, GSI1SK: 'x'.repeat(1100) })],
    ['an over-long cursor', 'A'.repeat(2001)],
  ])('refuses a cursor that is %s with 400 and a clear message', (_, cursor) => {
    expect(refusal(() => decodeCursor(cursor, yearList))).toEqual({ cursor: [inputMessages.badCursor] });
  });
});

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

/** A list of `size` rows, every `every`th matching the filter, answered as DynamoDB does: `Limit` read, then filtered. */
function listOf(size: number, every: number) {
  const rows = Array.from({ length: size }, (_, i) => ({
    PK: `ROW#${i}`,
    SK: 'ROW',
    GSI1PK: 'LIST',
    GSI1SK: String(i).padStart(6, '0'),
    matches: i % every === every - 1,
  }));
  const reads: QueryCommandInput[] = [];
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    reads.push(input);
    const from = input.ExclusiveStartKey ? rows.findIndex((r) => r.PK === input.ExclusiveStartKey!.PK) + 1 : 0;
    const read = rows.slice(from, from + (input.Limit ?? rows.length));
    const last = read.at(-1);
    const more = from + read.length < rows.length;
    return {
      Items: read.filter((r) => r.matches),
      LastEvaluatedKey:
        more && last ? { PK: last.PK, SK: last.SK, GSI1PK: last.GSI1PK, GSI1SK: last.GSI1SK } : undefined,
    };
  });
  return { reads };
}

const input: QueryCommandInput = {
  TableName: 't',
  IndexName: 'GSI1',
  KeyConditionExpression: 'GSI1PK = :l',
  Limit: 10,
};

describe('the cursor of a list sorted in memory', () => {
  it("round-trips the mark of a page's last row", () => {
    for (const mark of [
      { value: 'Épicerie & co', id: 7 },
      { value: 12.5, id: 'PO-1' },
      { value: true, id: 3 },
      { value: null, id: 4 },
    ])
      expect(decodeMark(encodeMark(mark)!)).toEqual(mark);
    expect(decodeMark(undefined)).toBeNull();
    expect(decodeMark('')).toBeNull();
    expect(encodeMark(null)).toBeNull();
  });

  it('refuses anything else with the cursor message, before a list is read', () => {
    for (const forged of [
      'at50',
      encode('not json'),
      encode({ value: 'a', id: 1 }),
      encode(['a']),
      encode(['a', 1, 2]),
      encode([{ nested: 1 }, 1]),
      encode(['a', '']),
      encode(['a', null]),
      encode(['x'.repeat(1001), 1]),
    ])
      expect(refusal(() => decodeMark(forged))).toEqual({ cursor: [inputMessages.badCursor] });
  });
});

describe('queryUntil', () => {
  it('reads past rows the filter drops until enough match', async () => {
    const { reads } = listOf(100, 10);
    const { items, stoppedAt } = await queryUntil(input, { wanted: 3, maxReads: 20 });
    expect(items.map((i) => i.PK)).toEqual(['ROW#9', 'ROW#19', 'ROW#29']);
    expect(reads).toHaveLength(3);
    expect(stoppedAt).toMatchObject({ PK: 'ROW#29' });
  });

  it('stops after its reads even when fewer match, saying where', async () => {
    const { reads } = listOf(100, 50);
    const { items, stoppedAt } = await queryUntil(input, { wanted: 5, maxReads: 2 });
    expect(items).toEqual([]);
    expect(reads).toHaveLength(2);
    expect(stoppedAt).toMatchObject({ PK: 'ROW#19' });
  });

  it('stops at the end of the list without a position', async () => {
    listOf(25, 5);
    const { items, stoppedAt } = await queryUntil(input, { wanted: 50, maxReads: 20 });
    expect(items).toHaveLength(5);
    expect(stoppedAt).toBeUndefined();
  });
});

describe('queryAtMost', () => {
  const whole: QueryCommandInput = { TableName: 't', IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :l' };

  it('answers the whole list while it holds at most so many', async () => {
    listOf(25, 1);
    expect(await queryAtMost(whole, 25)).toHaveLength(25);
  });

  it('answers null for a longer list, reading no more than one item past the bound', async () => {
    const { reads } = listOf(5000, 1);
    expect(await queryAtMost(whole, 1000)).toBeNull();
    expect(reads.reduce((sum, read) => sum + (read.Limit ?? Infinity), 0)).toBe(1001);
  });
});

describe('queryPage', () => {
  it('pages through every match once, cutting a read that brings more than the page holds', async () => {
    listOf(100, 3);
    const seen: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryPage({ ...input, ExclusiveStartKey: start }, { pageSize: 4, maxReads: 5 });
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((i) => i.PK as string));
      start = page.nextKey;
    } while (start);
    const matching = Array.from({ length: 100 }, (_, i) => i).filter((i) => i % 3 === 2);
    expect(seen).toEqual(matching.map((i) => `ROW#${i}`));
  });

  it("gives the cut page's next key the table's and the index's keys of its last row", async () => {
    listOf(100, 2);
    const page = await queryPage(input, { pageSize: 3, maxReads: 5 });
    expect(page.items.map((i) => i.PK)).toEqual(['ROW#1', 'ROW#3', 'ROW#5']);
    expect(page.nextKey).toEqual({ PK: 'ROW#5', SK: 'ROW', GSI1PK: 'LIST', GSI1SK: '000005' });
  });
});
