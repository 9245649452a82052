import { describe, expect, it } from 'vitest';
import { fundingActuals } from './funding';
import { splitCents } from './rules';

describe('splitCents', () => {
  it('splits in proportion, whole cents adding up exactly, the odd cent to the largest remainder', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1001, [2, 1])).toEqual([667, 334]);
    expect(splitCents(-1001, [2, 1])).toEqual([-667, -334]);
    expect(splitCents(500, [0, 0])).toEqual([500, 0]);
    expect(splitCents(7, [0, 3, 0, 4])).toEqual([0, 3, 0, 4]);
    for (const total of [1, 99, 12345, 100001])
      expect(splitCents(total, [3333, 3333, 3334, 1]).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('fundingActuals', () => {
  const sources = [
    { brandId: 1, brandName: 'Alpha' },
    { brandId: 2, brandName: 'Beta' },
    { brandId: 3, brandName: 'Gamma' },
  ];
  const tactics = [
    {
      id: '9-1',
      allocations: [
        { brandId: 1, atlCents: 0, btlCents: 1000 },
        { brandId: 2, atlCents: 0, btlCents: 1000 },
        { brandId: 3, atlCents: 0, btlCents: 1000 },
      ],
    },
    { id: '9-2', allocations: [{ brandId: 1, atlCents: 500, btlCents: 1500 }] },
  ];

  it('splits invoices over the sources in the estimate proportion, exactly to the cent', () => {
    const { rows, total } = fundingActuals({
      sources,
      tactics,
      invoiced: new Map([
        ['9-1', 1000],
        ['9-2', 3001],
      ]),
      committed: false,
    });
    expect(rows.map((r) => r.invoicedCents)).toEqual([334 + 3001, 333, 333]);
    expect(rows[0]).toMatchObject({ plannedCents: 3000, invoicedAtlCents: 750, invoicedBtlCents: 334 + 2251 });
    expect(rows[0]).toMatchObject({ varianceCents: 3000 - 3335, overBudget: true, committedCents: 0 });
    expect(total).toMatchObject({ plannedCents: 5000, invoicedCents: 4001, varianceCents: 999, overBudget: false });
  });

  it('commits the planned amount of an approved program; an invoiced tactic charged to nobody has its own row', () => {
    const { rows, total } = fundingActuals({
      sources,
      tactics: [...tactics, { id: '9-3', allocations: [] }],
      invoiced: new Map([['9-3', 250]]),
      committed: true,
    });
    expect(rows.map((r) => r.committedCents)).toEqual([3000, 1000, 1000, 0]);
    expect(rows[3]).toMatchObject({ brandId: null, invoicedCents: 250, varianceCents: -250 });
    expect(total).toMatchObject({ committedCents: 5000, invoicedCents: 250 });
  });
});
