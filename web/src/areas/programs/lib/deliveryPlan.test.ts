import { describe, expect, it } from 'vitest';
import { distributionTable } from './deliveryPlan';

describe('the delivery plan table', () => {
  it('has a row per location and a column per tactic, with each tactic distributed sum', () => {
    const table = distributionTable(
      [
        { id: 'a', location: 'Store A' },
        { id: 'b', location: 'Store B' },
      ],
      { tactics: [{ tacticId: '1-1', tacticName: 'Floor Display', orderQuantity: 4, quantities: { a: 3 } }] },
    );
    expect(table.tactics).toEqual([{ tacticId: '1-1', tacticName: 'Floor Display', orderQuantity: 4, distributed: 3 }]);
    expect(table.rows).toEqual([
      { id: 'a', location: 'Store A', quantities: [3] },
      { id: 'b', location: 'Store B', quantities: [null] },
    ]);
  });

  it('lists the locations without columns while the distribution is unknown', () => {
    expect(distributionTable([{ id: 'a', location: 'A' }], undefined)).toEqual({
      tactics: [],
      rows: [{ id: 'a', location: 'A', quantities: [] }],
    });
  });
});
