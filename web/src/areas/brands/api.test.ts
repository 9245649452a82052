import { describe, expect, it } from 'vitest';
import { proposedTotals, typedCents, type BrandAllocation } from './api';

const retailer = (retailerId: number, atlCents: number, btlCents: number) =>
  ({ retailerId, atlCents, btlCents }) as BrandAllocation['retailers'][number];
const allocation = { retailers: [retailer(1, 100_000, 50_000), retailer(2, 20_000, 0)] } as BrandAllocation;

describe('the allocation page reads typed amounts', () => {
  it('strips commas and a dollar sign, exact to the cent; anything else or a negative is not an amount', () => {
    expect(typedCents('1,250.50')).toBe(125050);
    expect(typedCents('$9,000')).toBe(900000);
    expect(typedCents('12.345')).toBeNull();
    expect(typedCents('-5')).toBeNull();
    expect(typedCents('abc')).toBeNull();
  });

  it("puts the typed rows in place of the saved ones for the brand's totals", () => {
    expect(proposedTotals(allocation, [])).toEqual({ atl: 120_000, btl: 50_000 });
    expect(
      proposedTotals(allocation, [
        { retailerId: 1, totalAtl: '900.00', totalBtl: '500' },
        { retailerId: 2, totalAtl: '300', totalBtl: '0' },
      ]),
    ).toEqual({ atl: 120_000, btl: 50_000 });
    expect(proposedTotals(allocation, [{ retailerId: 2, totalAtl: '1,200', totalBtl: '0' }])).toEqual({
      atl: 220_000,
      btl: 50_000,
    });
    expect(proposedTotals(allocation, [{ retailerId: 2, totalAtl: 'x', totalBtl: '0' }])).toBeNull();
  });
});
