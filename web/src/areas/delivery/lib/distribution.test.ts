import { describe, expect, it } from 'vitest';
import { inputMessages } from '../../../../../shared/messages';
import {
  cellText,
  distributedSum,
  draftErrors,
  editedLocations,
  emptyDraft,
  equalDraft,
  itemCountsOf,
  quantityOf,
  quantityProblem,
  rememberPage,
  saveBodyOf,
  saveChunkSize,
  setCell,
  type DistributionPageData,
  type GridTactic,
} from './distribution';

/** A program of 3 locations; the grid has read the page of a and b; Floor Display's 6 are all at a. */
const tactics: GridTactic[] = [
  { tacticId: '7-1', orderQuantity: 6, distributedQuantity: 6 },
  { tacticId: '7-2', orderQuantity: 3, distributedQuantity: 0 },
];
const page: DistributionPageData = {
  locations: [{ id: 'a' }, { id: 'b' }],
  tactics: [
    { ...tactics[0]!, quantities: { a: 6 } },
    { ...tactics[1]!, quantities: {} },
  ],
};
const read = rememberPage(emptyDraft(), page);
const mismatch =
  'All tactics must be distributed for at least one location and the total distribution must equal order quantity.';

describe('the distribution being edited, a page at a time', () => {
  it('starts from the stored quantities, blank where there is none', () => {
    expect([cellText(read, 'a', '7-1'), cellText(read, 'b', '7-1'), cellText(read, 'a', '7-2')]).toEqual(['6', '', '']);
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

  it("sums each tactic over every location (the stored total moved by what was typed) and gives the spec's message until each adds up", () => {
    let draft = setCell(setCell(read, 'a', '7-1', '4'), 'b', '7-1', '2');
    draft = setCell(setCell(draft, 'a', '7-2', '1'), 'b', '7-2', '1');
    expect(distributedSum(draft, tactics[0]!, 3)).toBe(6);
    expect(distributedSum(draft, tactics[1]!, 3)).toBe(2);
    expect(draftErrors(draft, tactics, 3)).toEqual([mismatch]);
    expect(draftErrors(setCell(draft, 'b', '7-2', '2'), tactics, 3)).toEqual([]);
    // A refused entry says why first, and the total keeps counting the valid cells (the entry counts as nothing).
    expect(draftErrors(setCell(draft, 'b', '7-2', '1.0'), tactics, 3)).toEqual([
      inputMessages.quantityNotANumber,
      mismatch,
    ]);
    expect(draftErrors(setCell(draft, 'b', '7-2', '-1'), tactics, 3)).toEqual([
      inputMessages.quantityNegative,
      mismatch,
    ]);
    expect(distributedSum(setCell(draft, 'b', '7-2', '-1'), tactics[1]!, 3)).toBe(1);
    expect([quantityProblem('-1'), quantityProblem('2.5'), quantityProblem(' 3 '), quantityProblem('')]).toEqual([
      inputMessages.quantityNegative,
      inputMessages.quantityNotANumber,
      null,
      null,
    ]);
  });

  it('keeps what was typed on one page when another page is read', () => {
    const typed = setCell(read, 'b', '7-2', '3');
    const next = rememberPage(typed, { locations: [{ id: 'c' }], tactics: page.tactics });
    expect(cellText(next, 'b', '7-2')).toBe('3');
    expect(cellText(next, 'c', '7-1')).toBe('');
  });

  it('splits evenly over every location, not only the page, and only when every order quantity divides', () => {
    const split = equalDraft(setCell(read, 'a', '7-1', '5'), tactics, 3);
    if ('error' in split) throw new Error(split.error);
    expect([cellText(split.draft, 'a', '7-1'), cellText(split.draft, 'c', '7-2')]).toEqual(['2', '1']);
    expect(tactics.map((t) => distributedSum(split.draft, t, 3))).toEqual([6, 3]);
    expect(equalDraft(read, tactics, 2)).toEqual({
      error: 'One or more of your order quantities can not be distributed evenly.',
    });
  });

  it('saves whole numbers per tactic for the locations of one request, at the version it holds', () => {
    const typed = setCell(setCell(read, 'a', '7-1', '6'), 'c', '7-2', '3');
    expect(editedLocations(typed)).toEqual(['a', 'c']);
    expect(saveBodyOf(typed, tactics, ['a', 'c'], 4, true)).toEqual({
      version: 4,
      final: true,
      tactics: [
        { tacticId: '7-1', quantities: { a: 6 } },
        { tacticId: '7-2', quantities: { c: 3 } },
      ],
    });
    const split = equalDraft(read, tactics, 3);
    if ('error' in split) throw new Error(split.error);
    expect(saveBodyOf(split.draft, tactics, ['b'], 5, false).tactics).toEqual([
      { tacticId: '7-1', quantities: { b: 2 } },
      { tacticId: '7-2', quantities: { b: 1 } },
    ]);
    expect(saveChunkSize(2)).toBe(90);
    expect(saveChunkSize(30)).toBe(68);
  });

  it('counts the items each location receives over all tactics', () => {
    expect(itemCountsOf({ tactics: [{ quantities: { a: 2, b: 1 } }, { quantities: { a: 3 } }] })).toEqual({
      a: 5,
      b: 1,
    });
  });
});
