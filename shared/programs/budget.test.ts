import { describe, expect, it } from 'vitest';
import { allocationErrors, budgetSummary, canRemoveFromCart, defaultAllocations, tacticCost } from './budget';

const sources = [
  { brandId: 1, brandName: 'Fizzly', atlTarget: 1000, btlTarget: 500, selected: true },
  { brandId: 2, brandName: 'Crunchos', atlTarget: 0, btlTarget: 300, selected: true },
  { brandId: 3, brandName: 'Bubbl', atlTarget: 999, btlTarget: 999, selected: false },
];

describe('tactic cost', () => {
  it('is unit cost times quantity in cents', () => {
    expect(tacticCost(2.5, 7)).toBe(17.5);
    expect(tacticCost(0.1, 3)).toBe(0.3);
  });
});

describe('allocations', () => {
  it('split a cost evenly below the line over the selected sources, odd cents to the first', () => {
    expect(defaultAllocations(100.01, sources)).toEqual([
      { brandId: 1, atl: 0, btl: 50.01 },
      { brandId: 2, atl: 0, btl: 50 },
    ]);
  });

  it('must add up to the cost and charge only selected sources', () => {
    expect(allocationErrors(100, [{ brandId: 1, atl: 60, btl: 40 }], sources)).toEqual([]);
    expect(allocationErrors(100, [{ brandId: 3, atl: 0, btl: 100 }], sources)).toEqual([
      'Brand 3 is not a selected funding source of this program.',
    ]);
    expect(allocationErrors(100, [{ brandId: 1, atl: 10, btl: 10 }], sources)).toEqual([
      'Allocations must add up to the tactic cost ($100.00); they add up to $20.00.',
    ]);
  });
});

describe('the budget summary', () => {
  it('shows what each selected source has left and the cart total', () => {
    const summary = budgetSummary(sources, [
      { totalCost: 300, allocations: [{ brandId: 1, atl: 200, btl: 100 }] },
      { totalCost: 100, allocations: [{ brandId: 2, atl: 0, btl: 100 }] },
    ]);
    expect(summary.totalCost).toBe(400);
    expect(summary.lines.map((l) => [l.brandName, l.atlRemaining, l.btlRemaining])).toEqual([
      ['Fizzly', 800, 400],
      ['Crunchos', 0, 200],
    ]);
    expect(summary.overspent).toBe(false);
  });

  it('warns, per source and line, when the tactics spend more than the targets', () => {
    const summary = budgetSummary(sources, [{ totalCost: 1400, allocations: [{ brandId: 2, atl: 100, btl: 1300 }] }]);
    expect(summary.overspent).toBe(true);
    expect(summary.warnings).toEqual([
      'Crunchos: ATL is over budget by $100.00.',
      'Crunchos: BTL is over budget by $1,000.00.',
    ]);
  });
});

describe('the cart', () => {
  it('lets free tactics and product types 6 and 7 be removed', () => {
    expect(canRemoveFromCart({ totalCost: 0, productTypeId: 1 })).toBe(true);
    expect(canRemoveFromCart({ totalCost: 50, productTypeId: 6 })).toBe(true);
    expect(canRemoveFromCart({ totalCost: 50, productTypeId: 7 })).toBe(true);
    expect(canRemoveFromCart({ totalCost: 50, productTypeId: 2 })).toBe(false);
  });
});
