import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKOUT, quartersOfTotal } from './typedQuarters';

describe('the quarters of a typed allocation total', () => {
  it('split $220,000 by the default breakout into $55,000 a quarter (not the saved split)', () => {
    expect(quartersOfTotal(22_000_000, DEFAULT_BREAKOUT)).toEqual({
      q1: 5_500_000,
      q2: 5_500_000,
      q3: 5_500_000,
      q4: 5_500_000,
    });
  });

  it('follow the breakout being entered, the cents left over going to Q4', () => {
    const split = quartersOfTotal(10_001, { q1: 10, q2: 20, q3: 30, q4: 40 });
    expect(split).toEqual({ q1: 1000, q2: 2000, q3: 3000, q4: 4001 });
    expect(split.q1 + split.q2 + split.q3 + split.q4).toBe(10_001);
  });
});
