import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, importColumns } from '../../shared/expenses/rules';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv, saveAndSubmitPo } from '../support/expenses';
import { callApi, idTokenOf } from '../support/session';

const run = randomUUID().slice(0, 6);
/** More PO lines on one tactic than a transaction holds actions (100). */
const ON_TACTIC = 105;

/**
 * A tactic with more PO lines than a transaction holds: its writes carry one condition (the marker on the tactic),
 * not one per line, so it is written while open and refused with the reason once one of its lines is approved.
 */
describe('a tactic with more than 100 PO lines', () => {
  const code = `PO-${run}-MANY`;
  let admin: string;
  let planner: string;
  let tactic: string;
  const ids: Record<string, string> = {};
  const tacticRead = async () =>
    (await callApi('GET', `expensesmanagment/tactic-reconciliation/${tactic}`, { token: planner })).json.data;
  const addOnModal = (invoice: string) =>
    callApi('PUT', 'expensesmanagment/tactic-reconciliation-saverefresh', {
      token: planner,
      body: { tacticId: tactic, invoices: [{ invoiceId: ids[invoice], isSelected: true }] },
    });
  const accept = (invoice: string) =>
    callApi('PUT', 'expensesmanagment/po-assign-accept', {
      token: planner,
      body: { id: ids[invoice], tacticId: tactic },
    });

  beforeAll(async () => {
    [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
    const fm = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
    tactic = (await ownFreshMarketProgram(planner, `Many lines ${run}`)).tactic.id;
    const row = (invoice: string, tacticId: string) => `${code},${invoice},03/15/2026,Acme,${fm},${tacticId},1.00,`;
    const imported = await importCsv(
      admin,
      'po',
      [
        importColumns.po.join(','),
        ...Array.from({ length: ON_TACTIC }, (_, i) => row(`INV-${i + 1}`, tactic)),
        ...['INV-P1', 'INV-P2', 'INV-P3', 'INV-P4'].map((invoice) => row(invoice, '')),
        '',
      ].join('\n'),
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: ON_TACTIC + 4, errorCount: 0 });
    let cursor: string | undefined;
    do {
      const page = (
        await callApi('GET', 'expensesmanagment/expenses-po', {
          token: admin,
          query: { searchTerm: code, pageSize: '100', ...(cursor ? { cursor } : {}) },
        })
      ).json.data as { items: { id: string; invoiceNumber: string }[]; nextCursor: string | null };
      for (const r of page.items) ids[r.invoiceNumber] = r.id;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(Object.keys(ids)).toHaveLength(ON_TACTIC + 4);
  });

  it('is saved and assigned onto while open', async () => {
    const saved = await addOnModal('INV-P1');
    expect(saved.status, saved.text).toBe(200);
    const accepted = await accept('INV-P2');
    expect(accepted.status, accepted.text).toBe(200);
    const read = await tacticRead();
    expect(read.closedStatus).toBeNull();
    expect(read.assignedInvoices).toHaveLength(ON_TACTIC + 2);
  });

  it('refuses both with 409 and the reason once one of its lines is approved, and changes nothing', async () => {
    const submitted = await saveAndSubmitPo(admin, ids['INV-1'], [{ invoiceId: ids['INV-1'], isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: ids['INV-1'] },
    });
    expect(approved.status, approved.text).toBe(200);
    const before = await tacticRead();
    expect(before.closedStatus).toBe('approved');
    const reason = JSON.stringify([expenseMessages.reconciliationClosed('approved')]);
    const answers = [];
    for (const [label, attempt] of [
      ['modal adds', () => addOnModal('INV-P3')],
      ['accept', () => accept('INV-P4')],
    ] as const) {
      const answer = await attempt();
      answers.push(`${label}: ${answer.status} ${JSON.stringify(answer.json.error?.general ?? null)}`);
    }
    expect(answers).toEqual([`modal adds: 409 ${reason}`, `accept: 409 ${reason}`]);
    const after = await tacticRead();
    expect(after.invoiceSumTotal).toBe(before.invoiceSumTotal);
    expect(after.assignedInvoices).toHaveLength(ON_TACTIC + 2);
  });
});
