import { describe, expect, it } from 'vitest';
import { programStatus } from '../programs/status';
import { ledgerDelta, quarterLedgerDelta, quarterOf, summaryFigures, type LedgerProgram } from './ledger';

const draft: LedgerProgram = {
  statusId: 10,
  fiscalYear: 2026,
  retailerId: 7,
  budgetLines: [
    { brandId: 1, atlTarget: 1000.1, btlTarget: 250 },
    { brandId: 2, atlTarget: 0, btlTarget: 99.99 },
  ],
};
const scope = (budgetYear: number, retailerId: number | null, brandId: number | null) => ({
  budgetYear,
  retailerId,
  brandId,
});

describe('the budget ledger', () => {
  it("counts a new program's targets as planned, at the retailer, the brand and both, in cents", () => {
    const delta = ledgerDelta(null, draft);
    expect(delta).toContainEqual({
      ...scope(2026, 7, null),
      figures: {
        programs: 1,
        plannedAtlCents: 100010,
        plannedBtlCents: 34999,
        committedAtlCents: 0,
        committedBtlCents: 0,
      },
    });
    expect(delta).toContainEqual({
      ...scope(2026, null, 1),
      figures: {
        programs: 1,
        plannedAtlCents: 100010,
        plannedBtlCents: 25000,
        committedAtlCents: 0,
        committedBtlCents: 0,
      },
    });
    expect(delta).toContainEqual({
      ...scope(2026, 7, 2),
      figures: { programs: 1, plannedAtlCents: 0, plannedBtlCents: 9999, committedAtlCents: 0, committedBtlCents: 0 },
    });
    expect(delta).toHaveLength(5);
  });

  it('commits the targets on approval and moves nothing planned', () => {
    const delta = ledgerDelta(draft, { ...draft, statusId: 30 });
    expect(delta.find((e) => e.retailerId === null && e.brandId === 1)?.figures).toEqual({
      programs: 0,
      plannedAtlCents: 0,
      plannedBtlCents: 0,
      committedAtlCents: 100010,
      committedBtlCents: 25000,
    });
    expect(delta.every((e) => e.figures.plannedAtlCents === 0 && e.figures.programs === 0)).toBe(true);
  });

  it('moves only the difference when a target changes, and nothing for a write that moves no budget', () => {
    const raised = { ...draft, budgetLines: [{ ...draft.budgetLines![0], atlTarget: 1200.1 }, draft.budgetLines![1]] };
    expect(ledgerDelta(draft, raised).map((e) => [e.retailerId, e.brandId, e.figures.plannedAtlCents])).toEqual([
      [7, null, 20000],
      [7, 1, 20000],
      [null, 1, 20000],
    ]);
    expect(ledgerDelta(draft, { ...draft })).toEqual([]);
  });

  it('takes everything back when an approved program is deleted or cancelled', () => {
    const approved = { ...draft, statusId: 30 };
    for (const statusId of [90, 50]) {
      const delta = ledgerDelta(approved, { ...approved, statusId });
      expect(delta.find((e) => e.retailerId === 7 && e.brandId === null)?.figures).toEqual({
        programs: -1,
        plannedAtlCents: -100010,
        plannedBtlCents: -34999,
        committedAtlCents: -100010,
        committedBtlCents: -34999,
      });
    }
  });

  it('moves a program between retailers or years as one taken off and one added', () => {
    const delta = ledgerDelta({ ...draft, budgetLines: [] }, { ...draft, budgetLines: [], retailerId: 8 });
    expect(delta.map((e) => [e.retailerId, e.figures.programs])).toEqual([
      [7, -1],
      [8, 1],
    ]);
  });

  it('reads what is left to plan as the allocation less what programs plan', () => {
    expect(
      summaryFigures({
        allocAtlCents: 500,
        allocBtlCents: 100,
        plannedAtlCents: 600,
        plannedBtlCents: 50,
        committedAtlCents: 0,
        committedBtlCents: 0,
        invoicedCents: 0,
      }),
    ).toMatchObject({ remainingAtlCents: -100, remainingBtlCents: 50, remainingTotalCents: -50, allocTotalCents: 600 });
  });
});

describe('the quarter rows', () => {
  const program = {
    statusId: programStatus.approved,
    fiscalYear: 2026,
    retailerId: 3,
    programStartDate: '2026-05-10',
    budgetLines: [{ brandId: 7, atlTarget: 100, btlTarget: 50.5 }],
  };

  it('counts a program in the quarter of its start date, 0 without one', () => {
    expect(quarterOf('2026-01-31')).toBe(1);
    expect(quarterOf('2026-05-10')).toBe(2);
    expect(quarterOf('2026-12-01')).toBe(4);
    expect(quarterOf(null)).toBe(0);
  });

  it("adds an approved program's targets as planned and committed in its quarter", () => {
    expect(quarterLedgerDelta(null, program)).toEqual([
      {
        budgetYear: 2026,
        quarter: 2,
        retailerId: 3,
        brandId: 7,
        figures: { plannedAtlCents: 10000, plannedBtlCents: 5050, committedAtlCents: 10000, committedBtlCents: 5050 },
      },
    ]);
  });

  it('moves the targets to the new quarter when only the start date changes', () => {
    const moved = quarterLedgerDelta(program, { ...program, programStartDate: '2026-10-01' });
    expect(moved.map((e) => [e.quarter, e.figures.plannedAtlCents])).toEqual([
      [2, -10000],
      [4, 10000],
    ]);
    expect(ledgerDelta(program, { ...program, programStartDate: '2026-10-01' })).toEqual([]);
  });

  it('moves nothing for a write that changes no target or date', () => {
    expect(quarterLedgerDelta(program, { ...program })).toEqual([]);
  });
});
