import { describe, expect, it } from 'vitest';
import { inputMessages } from '../../shared/messages';
import { InvalidInput } from './errors';
import { decodeCursor, encodeCursor } from './queryPages';

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
