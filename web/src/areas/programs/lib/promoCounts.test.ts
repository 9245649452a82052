import { describe, expect, it } from 'vitest';
import { promoCountsOf } from './promoCounts';

describe("a program's promo code counters", () => {
  it("count only the given program's requests, by bucket", () => {
    expect(
      promoCountsOf([{ status: 'new' }, { status: 'new' }, { status: 'rejected' }, { status: 'tier1Approved' }]),
    ).toEqual({
      new: 2,
      revised: 0,
      submitted: 0,
      tier1Approved: 1,
      tier2Approved: 0,
      rejected: 1,
    });
    expect(promoCountsOf([])).toEqual({
      new: 0,
      revised: 0,
      submitted: 0,
      tier1Approved: 0,
      tier2Approved: 0,
      rejected: 0,
    });
  });
});
