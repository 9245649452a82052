import { describe, expect, it } from 'vitest';
import {
  distributedSum,
  draftErrors,
  draftFromDistribution,
  equalDraft,
  itemCountsOf,
  quantityOf,
  saveBodyOf,
  type DistributionData,
} from './distribution';

const data: DistributionData = {
  locations: [
    { id: 'a', location: 'A', distributed: true },
    { id: 'b', location: 'B', distributed: false },
    { id: 'c', location: 'C', distributed: false },
  ],
  tactics: [
    { tacticId: '7-1', tacticName: 'Floor Display', orderQuantity: 6, quantities: { a: 6 } },
    { tacticId: '7-2', tacticName: 'End Cap Sign', orderQuantity: 3, quantities: {} },
  ],
};

describe('the distribution being edited', () => {
  it('starts from the stored quantities, blank where there is none', () => {
    expect(draftFromDistribution(data)).toEqual({ '7-1': { a: '6', b: '', c: '' }, '7-2': { a: '', b: '', c: '' } });
  });

  it('reads blank as 0 and refuses anything but a whole number', () => {
    expect([quantityOf(''), quantityOf(' 4 '), quantityOf('2.5'), quantityOf('-1'), quantityOf('x')]).toEqual([
      0,
      4,
      Number.NaN,
      Number.NaN,
      Number.NaN,
    ]);
  });

  it("gives the spec's message until every tactic's quantities add up to its order quantity", () => {
    const draft = { '7-1': { a: '2', b: '2', c: '2' }, '7-2': { a: '1', b: '1', c: '0' } };
    expect(distributedSum(data, draft, '7-2')).toBe(2);
    expect(draftErrors(data, draft)).toEqual([
      'All tactics must be distributed for at least one location and the total distribution must equal order quantity.',
    ]);
    expect(draftErrors(data, { ...draft, '7-2': { a: '1', b: '1', c: '1' } })).toEqual([]);
    expect(draftErrors(data, { ...draft, '7-2': { a: '1', b: '1', c: '1.0' } })).toHaveLength(1);
  });

  it('splits evenly only when every order quantity divides by the number of locations', () => {
    expect(equalDraft(data)).toEqual({
      draft: { '7-1': { a: '2', b: '2', c: '2' }, '7-2': { a: '1', b: '1', c: '1' } },
    });
    expect(equalDraft({ ...data, locations: data.locations.slice(0, 2) })).toEqual({
      error: 'One or more of your order quantities can not be distributed evenly.',
    });
  });

  it('saves whole numbers per tactic and location at the version read', () => {
    expect(saveBodyOf(data, { '7-1': { a: '6' }, '7-2': { c: '3' } }, 4)).toEqual({
      version: 4,
      tactics: [
        { tacticId: '7-1', quantities: { a: 6, b: 0, c: 0 } },
        { tacticId: '7-2', quantities: { a: 0, b: 0, c: 3 } },
      ],
    });
  });

  it('counts the items each location receives over all tactics', () => {
    expect(itemCountsOf({ tactics: [{ quantities: { a: 2, b: 1 } }, { quantities: { a: 3 } }] })).toEqual({
      a: 5,
      b: 1,
    });
  });
});
