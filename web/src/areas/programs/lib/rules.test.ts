import { describe, expect, it } from 'vitest';
import { fundingBody, fundingChanged, fundingRowsOf } from './funding';
import { nextStepOf } from './steps';

const read = fundingRowsOf([
  { brandId: 1, brandName: 'Fizzly', atlTarget: 100, btlTarget: 300, selected: true },
  { brandId: 3, brandName: 'Sunny Press', atlTarget: 0, btlTarget: 200, selected: true },
]);

describe('funding rows', () => {
  it('send a removed source marked for deletion, so the server drops it', () => {
    const removed = read.map((r) => (r.brandId === 3 ? { ...r, selected: false, markedForDeletion: true } : r));
    expect(fundingBody(removed)[1]).toEqual({
      brandId: 3,
      atlTarget: 0,
      btlTarget: 200,
      selected: false,
      markedForDeletion: true,
    });
  });

  it('count as changed when a target, a selection or a source changes, not otherwise', () => {
    expect(
      fundingChanged(
        read,
        read.map((r) => ({ ...r })),
      ),
    ).toBe(false);
    expect(
      fundingChanged(
        read,
        read.map((r) => (r.brandId === 1 ? { ...r, btlTarget: 350 } : r)),
      ),
    ).toBe(true);
    expect(
      fundingChanged(
        read,
        read.map((r) => (r.brandId === 1 ? { ...r, selected: false } : r)),
      ),
    ).toBe(true);
    expect(
      fundingChanged(
        read,
        read.map((r) => (r.brandId === 3 ? { ...r, markedForDeletion: true } : r)),
      ),
    ).toBe(true);
  });
});

describe('next steps from the cart', () => {
  it('go to customization for a property theme, otherwise (and after customizing) to finalize', () => {
    expect(nextStepOf({ id: 7, campaignThemeTypeId: 4 })).toBe('/tactic-catalog/7/customize/2');
    expect(nextStepOf({ id: 7, campaignThemeTypeId: 4 }, true)).toBe('/tactic-catalog/7/finalize');
    expect(nextStepOf({ id: 7, campaignThemeTypeId: 2 })).toBe('/tactic-catalog/7/finalize');
    expect(nextStepOf({ id: 7, campaignThemeTypeId: null })).toBe('/tactic-catalog/7/finalize');
  });
});
