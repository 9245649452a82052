import { describe, expect, it } from 'vitest';
import { brandSharesOf, negatedShares } from './invoiceShares';

describe("an invoice line's brand shares", () => {
  it("splits the line over the tactic's ATL and BTL allocations in whole cents that add up exactly", () => {
    const shares = brandSharesOf(1000, [
      { brandId: 1, atlCents: 100, btlCents: 100 },
      { brandId: 2, atlCents: 0, btlCents: 100 },
    ]);
    expect(shares).toEqual([
      { brandId: 1, cents: 667 },
      { brandId: 2, cents: 333 },
    ]);
    const odd = brandSharesOf(1, [
      { brandId: 1, atlCents: 1, btlCents: 0 },
      { brandId: 2, atlCents: 1, btlCents: 0 },
      { brandId: 3, atlCents: 1, btlCents: 0 },
    ]);
    expect(odd).toEqual([{ brandId: 1, cents: 1 }]);
    for (const cents of [1, 99, 100_01, 12_345_67]) {
      const split = brandSharesOf(cents, [
        { brandId: 7, atlCents: 333, btlCents: 1 },
        { brandId: 8, atlCents: 0, btlCents: 667 },
        { brandId: 9, atlCents: 5, btlCents: 5 },
      ]);
      expect(split.reduce((sum, s) => sum + s.cents, 0)).toBe(cents);
    }
  });

  it('splits a credit note the same way, negative, and sums a brand charged twice', () => {
    expect(
      brandSharesOf(-301, [
        { brandId: 4, atlCents: 100, btlCents: 0 },
        { brandId: 5, atlCents: 100, btlCents: 100 },
        { brandId: 4, atlCents: 0, btlCents: 100 },
      ]),
    ).toEqual([
      { brandId: 4, cents: -151 },
      { brandId: 5, cents: -150 },
    ]);
  });

  it('puts a line of a tactic charged to no brand on the retailer, and a zero line nowhere', () => {
    expect(brandSharesOf(250, [])).toEqual([{ brandId: null, cents: 250 }]);
    expect(brandSharesOf(250, [{ brandId: 3, atlCents: 0, btlCents: 0 }])).toEqual([{ brandId: null, cents: 250 }]);
    expect(brandSharesOf(0, [{ brandId: 3, atlCents: 10, btlCents: 0 }])).toEqual([]);
  });

  it('takes back exactly what was counted', () => {
    expect(
      negatedShares([
        { brandId: 1, cents: 5 },
        { brandId: null, cents: -2 },
      ]),
    ).toEqual([
      { brandId: 1, cents: -5 },
      { brandId: null, cents: 2 },
    ]);
  });
});
