import { describe, expect, it } from 'vitest';
import {
  allocationMessages,
  amountCents,
  breakoutError,
  changeReasons,
  defaultReasonId,
  netChange,
  quarterlyGrid,
  reasonErrors,
} from './rules';

describe('allocation amounts', () => {
  it('strip commas and stay exact to the cent', () => {
    expect(amountCents('1,234,567.89')).toEqual({ cents: 123456789 });
    expect(amountCents('$0.10')).toEqual({ cents: 10 });
    expect(amountCents(0.1 + 0.2)).toEqual({ cents: 30 });
    expect(amountCents('12.345')).toHaveProperty('error');
  });
});

describe('net change indicators', () => {
  it('give total, ATL and BTL with their sign', () => {
    expect(netChange({ atl: 10000, btl: 5000 }, { atl: 12000, btl: 4000 })).toEqual({
      totalNetChange: 1000,
      atlNetChange: 2000,
      btlNetChange: -1000,
      totalSign: 'positive',
      atlSign: 'positive',
      btlSign: 'negative',
    });
    expect(netChange({ atl: 1, btl: 1 }, { atl: 1, btl: 1 }).totalSign).toBe('none');
  });
});

describe('quarterly breakout', () => {
  it('must total 100 in whole percents', () => {
    expect(breakoutError({ q1: 25, q2: 25, q3: 25, q4: 25 })).toBeNull();
    expect(breakoutError({ q1: 25, q2: 25, q3: 25, q4: 20 })).toBe('Percentage breakout must = 100');
    expect(breakoutError({ q1: 50.5, q2: 49.5, q3: 0, q4: 0 })).toBe(allocationMessages.breakoutTotal);
    expect(breakoutError({ q1: 120, q2: -20, q3: 0, q4: 0 })).toBe(allocationMessages.breakoutTotal);
  });
  it('splits whole cents so the quarters add up exactly', () => {
    const grid = quarterlyGrid({ atl: 100001, btl: 33333 }, { q1: 33, q2: 33, q3: 34, q4: 0 });
    expect(grid.reduce((s, q) => s + q.atl, 0)).toBe(100001);
    expect(grid.reduce((s, q) => s + q.btl, 0)).toBe(33333);
    expect(grid[3]).toEqual({ quarter: 'q4', atl: 0, btl: 0, total: 0 });
    expect(grid.every((q) => Number.isInteger(q.atl) && q.total === q.atl + q.btl)).toBe(true);
  });
});

describe('reason for editing', () => {
  it('names each missing field with the spec text', () => {
    expect(
      reasonErrors({ showChangeDriver: true, percentEntryEnabled: true, percents: { q1: 10, q2: 0, q3: 0, q4: 0 } }),
    ).toEqual({
      changeDriver: ['Change Driver is required'],
      changeReasonId: [allocationMessages.changeReasonRequired],
      comment: [allocationMessages.commentRequired],
      breakout: ['Percentage breakout must = 100'],
    });
    expect(
      reasonErrors({
        showChangeDriver: false,
        changeReasonId: 1,
        comment: 'Moving budget',
        percentEntryEnabled: false,
        percents: { q1: 0, q2: 0, q3: 0, q4: 0 },
      }),
    ).toEqual({});
  });
});

describe('the change reason a change starts on', () => {
  it('is the offered reason marked default, or none', () => {
    expect(defaultReasonId(changeReasons)).toBe(changeReasons.find((r) => r.isDefault)!.changeReasonId);
    expect(defaultReasonId(changeReasons.map((r) => ({ ...r, showChangeReason: true })))).toBe(1);
    expect(defaultReasonId(changeReasons.map((r) => ({ ...r, showChangeReason: !r.isDefault })))).toBeNull();
    expect(defaultReasonId(changeReasons.map((r) => ({ ...r, isDefault: false })))).toBeNull();
  });
});
