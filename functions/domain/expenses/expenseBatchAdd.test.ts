import { describe, expect, it } from 'vitest';
import { transactionGroups } from './expenseBatchAdd';
import type { Expense } from './expenseRepository';
import type { LedgerCount } from './invoiceLedger';

const line = (i: number, tacticId: string | null, retailerId = 1): Expense => ({
  id: `po-${i}`,
  kind: 'po',
  code: `PO-${i}`,
  couponType: null,
  invoiceNumber: `INV-${i}`,
  invoiceDate: '2026-03-01',
  vendor: 'Acme',
  description: '',
  retailerId,
  programId: tacticId ? Number(tacticId.split('-')[0]) : null,
  tacticId,
  amountCents: 100,
  status: tacticId ? 'assigned' : 'pending',
  importId: null,
  createdBy: 'test',
  createdAt: '2026-03-01T00:00:00Z',
});

/** The actions a group's transaction holds, counted as addActions writes them. */
function actionsOf(group: Expense[], counts: Map<string, LedgerCount | null>) {
  const items = new Set<string>();
  let puts = 0;
  for (const e of group) {
    puts += e.tacticId ? 2 : 1;
    items.add(`list:${e.kind}`).add(`list:${e.kind}:${e.retailerId}`);
    if (!e.tacticId) continue;
    items.add(`sum:${e.tacticId}`);
    const count = counts.get(e.id);
    if (!count) continue;
    items.add(`ledger:${count.budgetYear}|${count.retailerId}`);
    for (const s of count.shares)
      if (s.brandId !== null) items.add(`ledger:B${s.brandId}`).add(`ledger:${count.retailerId}|B${s.brandId}`);
  }
  return puts + items.size;
}

describe("the import's transaction groups", () => {
  it('keeps a batch of 96 lines of no tactic in one transaction', () => {
    const lines = Array.from({ length: 96 }, (_, i) => line(i, null, 1 + (i % 3)));
    expect(transactionGroups(lines).map((g) => g.length)).toEqual([96]);
  });

  it('splits a batch whose tactics and ledger items need more than 100 actions, every line once, none over', () => {
    // 96 lines on 96 tactics, each charged to two brands of its own: 4 actions a line and 5 ledger items.
    const lines = Array.from({ length: 96 }, (_, i) => line(i, `${1000 + i}-1`, 1 + (i % 3)));
    const counts = new Map<string, LedgerCount | null>(
      lines.map((e, i) => [
        e.id,
        {
          budgetYear: 2026,
          retailerId: e.retailerId,
          shares: [
            { brandId: 2 * i, cents: 50 },
            { brandId: 2 * i + 1, cents: 50 },
          ],
        },
      ]),
    );
    const groups = transactionGroups(lines, counts);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flat().map((e) => e.id)).toEqual(lines.map((e) => e.id));
    for (const group of groups) expect(actionsOf(group, counts)).toBeLessThanOrEqual(100);
    // Each group as full as it can be: adding the next group's first line would go over.
    for (let g = 0; g + 1 < groups.length; g++)
      expect(actionsOf([...groups[g], groups[g + 1][0]], counts)).toBeGreaterThan(100);
  });

  it("takes no action per line counted on a tactic: its reconciliation's condition rides on the tactic's one sum", () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(i, '77-1'));
    // 60 puts, 60 tactic invoices, 2 list counters, 1 tactic sum (conditional on its marker): 123 actions.
    const groups = transactionGroups(lines);
    expect(groups.map((g) => g.length)).toEqual([48, 12]);
    for (const group of groups) expect(group.length * 2 + 3).toBeLessThanOrEqual(100);
  });

  it('counts ledger items shared by lines of one brand and retailer once', () => {
    const lines = Array.from({ length: 40 }, (_, i) => line(i, '77-1'));
    const count: LedgerCount = { budgetYear: 2026, retailerId: 1, shares: [{ brandId: 9, cents: 100 }] };
    const counts = new Map(lines.map((e) => [e.id, count]));
    // 40 puts, 40 tactic invoices, 2 list counters, 1 tactic sum, 3 ledger items: 86 actions.
    expect(transactionGroups(lines, counts).map((g) => g.length)).toEqual([40]);
    expect(actionsOf(lines, counts)).toBe(86);
  });
});
