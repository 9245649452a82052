import { describe, expect, it } from 'vitest';
import { barWidth, notificationLink, topBrands } from './dashboard';

const brand = (brandName: string, plannedTotalCents: number, allocTotalCents = 0) =>
  ({ brandName, plannedTotalCents, allocTotalCents, committedTotalCents: 0, invoicedCents: 0 }) as Parameters<
    typeof topBrands
  >[0][number];

describe('the home dashboard', () => {
  it('shows the brands with a budget, the most planned first, at most the number asked, scaled to the largest figure', () => {
    const { top, scale } = topBrands(
      [brand('A', 100), brand('B', 500), brand('C', 0, 900), brand('D', 0), brand('E', 300)],
      3,
    );
    expect(top.map((b) => b.brandName)).toEqual(['B', 'E', 'A']);
    expect(scale).toBe(500);
  });

  it('draws bars in percent of the scale, a sliver for small amounts and none for nothing', () => {
    expect(barWidth(250, 500)).toBe(50);
    expect(barWidth(1, 1_000_000)).toBe(1);
    expect(barWidth(0, 500)).toBe(0);
  });

  it('opens a notice on its request, else its program, else the messages page', () => {
    expect(notificationLink({ requestId: 4, programId: 7 })).toBe('/communicationrequest/4');
    expect(notificationLink({ requestId: null, programId: 7 })).toBe('/programdetails/7');
    expect(notificationLink({ programId: null })).toBe('/messages');
  });
});
