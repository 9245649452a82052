import { describe, expect, it } from 'vitest';
import {
  allocationExcess,
  fundingAllocationMessages,
  fundingWarnings,
  hasNoTargets,
  remainingAllocations,
  reviseNotes,
  type RetailerBrandLedger,
} from './funding';

const row = (brandId: number, figures: Partial<RetailerBrandLedger> = {}): RetailerBrandLedger => ({
  brandId,
  allocated: true,
  allocAtlCents: 0,
  allocBtlCents: 0,
  plannedAtlCents: 0,
  plannedBtlCents: 0,
  ...figures,
});

describe('remaining allocation', () => {
  const rows = [
    row(7, { allocAtlCents: 1_000_000, allocBtlCents: 500_000, plannedAtlCents: 700_000, plannedBtlCents: 100_050 }),
  ];

  it("is the allocation less what other programs plan: the program's own counted targets are taken back", () => {
    const [seven] = remainingAllocations(rows, [{ brandId: 7, atlTarget: 2000, btlTarget: 0.5 }], true);
    expect(seven).toEqual({
      brandId: 7,
      allocated: true,
      allocAtlCents: 1_000_000,
      allocBtlCents: 500_000,
      plannedElsewhereAtlCents: 500_000,
      plannedElsewhereBtlCents: 100_000,
      remainingAtlCents: 500_000,
      remainingBtlCents: 400_000,
    });
  });

  it('keeps what the ledger planned when it does not count the program (a cancelled one)', () => {
    const [seven] = remainingAllocations(rows, [{ brandId: 7, atlTarget: 2000, btlTarget: 0 }], false);
    expect(seven.remainingAtlCents).toBe(300_000);
  });

  it("answers the program's brands without a ledger row as not allocated", () => {
    const answer = remainingAllocations(rows, [], true, [9, 7]);
    expect(answer.map((r) => [r.brandId, r.allocated, r.remainingAtlCents])).toEqual([
      [7, true, 300_000],
      [9, false, 0],
    ]);
  });
});

describe('targets beyond the remaining allocation', () => {
  const remaining = remainingAllocations(
    [row(1, { allocAtlCents: 100_000, allocBtlCents: 50_000 }), row(2, { allocated: false })],
    [],
    true,
  );

  it('flags ATL and BTL separately, to the cent, and never a brand without an allocation', () => {
    expect(allocationExcess([{ brandId: 1, atlTarget: 1000, btlTarget: 500.01 }], remaining)).toEqual([
      { brandId: 1, line: 'BTL', targetCents: 50_001, remainingCents: 50_000 },
    ]);
    expect(allocationExcess([{ brandId: 2, atlTarget: 10_002_999, btlTarget: 0 }], remaining)).toEqual([]);
    const overPlanned = remainingAllocations([row(3, { plannedAtlCents: 100 })], [], true);
    expect(allocationExcess([{ brandId: 3, atlTarget: 0, btlTarget: 0 }], overPlanned)).toEqual([]);
  });

  it('words the warnings with the brand and the remaining amount, and flags all-$0 targets', () => {
    expect(fundingAllocationMessages.exceeds('ATL', 123_456)).toBe(
      'ATL target exceeds the remaining allocation of $1,234.56',
    );
    expect(
      fundingWarnings([{ brandId: 1, brandName: 'Fizzly', atlTarget: 10_002_999, btlTarget: 0 }], remaining),
    ).toEqual(['Fizzly: ATL target exceeds the remaining allocation of $1,000.00.']);
    expect(fundingWarnings([{ brandId: 2, brandName: 'Oaty', atlTarget: 0, btlTarget: 0 }], remaining)).toEqual([
      'This program has no ATL or BTL target.',
    ]);
    expect(hasNoTargets([])).toBe(false);
    expect(hasNoTargets([{ brandId: 1, atlTarget: 0, btlTarget: 0.01 }])).toBe(false);
  });
});

describe('revise notes', () => {
  it('record the driver, the reason and the comments', () => {
    expect(
      reviseNotes({ changeDriver: 'Brand Strategy', changeReason: 'Incremental funding', comment: ' More in Q3 ' }),
    ).toBe('Change Driver: Brand Strategy. Change Reason: Incremental funding. Change Comments: More in Q3');
  });
});
