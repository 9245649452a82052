import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactItem } from './audit';

// The counters name the table they write to; a unit test has no stack, only a name.
beforeAll(() => {
  process.env.TABLE_NAME ??= 'planner-unit';
});

const moves = (items: TransactItem[]) =>
  items.map((item) => [item.Update!.Key!.SK, item.Update!.ExpressionAttributeValues![':delta']]);

describe("a program's status counters", () => {
  const at = (statusId: 10 | 20 | 90, fiscalYear = 2026, retailerId: number | null = 1) => ({
    statusId,
    fiscalYear,
    retailerId,
  });

  it('count a created program in its year and its retailer-year', async () => {
    const { statusCounterMoves } = await import('./counters');
    expect(moves(statusCounterMoves(null, at(10)))).toEqual([
      ['PROGRAMS#Y#2026#S#10', 1],
      ['PROGRAMS#R#1#Y#2026#S#10', 1],
    ]);
  });

  it('move a status change from the old status to the new one', async () => {
    const { statusCounterMoves } = await import('./counters');
    expect(moves(statusCounterMoves(at(10), at(20)))).toEqual([
      ['PROGRAMS#Y#2026#S#10', -1],
      ['PROGRAMS#R#1#Y#2026#S#10', -1],
      ['PROGRAMS#Y#2026#S#20', 1],
      ['PROGRAMS#R#1#Y#2026#S#20', 1],
    ]);
  });

  it('net a move to another retailer of the same year, so the transaction touches each counter once', async () => {
    const { statusCounterMoves } = await import('./counters');
    expect(moves(statusCounterMoves(at(10, 2026, 1), at(10, 2026, 2)))).toEqual([
      ['PROGRAMS#R#1#Y#2026#S#10', -1],
      ['PROGRAMS#R#2#Y#2026#S#10', 1],
    ]);
  });

  it('take a deleted program off, and count nothing for a program without a year', async () => {
    const { statusCounterMoves } = await import('./counters');
    expect(moves(statusCounterMoves(at(20), null))).toEqual([
      ['PROGRAMS#Y#2026#S#20', -1],
      ['PROGRAMS#R#1#Y#2026#S#20', -1],
    ]);
    expect(statusCounterMoves(null, { statusId: 10, fiscalYear: null, retailerId: null })).toEqual([]);
  });
});

describe("a program's list counters", () => {
  const listed = (fiscalYear: number, retailerId: number) => ({ fiscalYear, retailerId });

  it('count a created program in its year and retailer-year lists, and take it out when deleted', async () => {
    const { listCounterMoves } = await import('./counters');
    expect(moves(listCounterMoves(null, listed(2026, 1)))).toEqual([
      ['PROGRAMS#Y#2026', 1],
      ['PROGRAMS#R#1#Y#2026', 1],
    ]);
    expect(moves(listCounterMoves(listed(2026, 1), null))).toEqual([
      ['PROGRAMS#Y#2026', -1],
      ['PROGRAMS#R#1#Y#2026', -1],
    ]);
  });

  it('net a move to another retailer of the same year: the year list is not touched at all', async () => {
    const { listCounterMoves } = await import('./counters');
    expect(moves(listCounterMoves(listed(2026, 1), listed(2026, 2)))).toEqual([
      ['PROGRAMS#R#1#Y#2026', -1],
      ['PROGRAMS#R#2#Y#2026', 1],
    ]);
  });
});
