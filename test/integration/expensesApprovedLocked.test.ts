import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, importColumns } from '../../shared/expenses/rules';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { callApi, idTokenOf } from '../support/session';

const run = randomUUID().slice(0, 6);
let admin: string;
let planner: string;

beforeAll(async () => {
  [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
});

describe('an approved PO reconciliation', () => {
  it('refuses every change with 409 and its reason, and changes nothing', async () => {
    const fm = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
    const { tactic } = await ownFreshMarketProgram(planner, `Locked ${run}`);
    const { tactic: other } = await ownFreshMarketProgram(planner, `Locked other ${run}`);
    const code = `PO-${run}-LOCK`;
    await importCsv(
      admin,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-1,03/15/2026,Acme,${fm},${tactic.id},100.00,\n` +
        `${code},INV-2,03/15/2026,Acme,${fm},,5.00,\n${code},INV-3,03/15/2026,Acme,${fm},,6.00,\n`,
    );
    const rows = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
      .json.data.items as { id: string; invoiceNumber: string }[];
    const id = (invoice: string) => rows.find((r) => r.invoiceNumber === invoice)!.id;
    const submitted = await callApi('PUT', 'expensesmanagment/po-reconciliation-savesubmit', {
      token: admin,
      body: { id: id('INV-1'), invoices: [{ invoiceId: id('INV-2'), isSelected: true }] },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: id('INV-1') },
    });
    expect(approved.status, approved.text).toBe(200);
    const read = async () =>
      (await callApi('GET', `expensesmanagment/po-reconciliation/${id('INV-1')}`, { token: planner })).json.data;
    const before = await read();
    expect(before.status).toBe('approved');

    const reason = expenseMessages.reconciliationClosed('approved');
    const attempts = [
      ['po-reconciliation-saverefresh', { id: id('INV-1'), invoices: [{ invoiceId: id('INV-3'), isSelected: true }] }],
      ['po-reconciliation-saverefresh', { id: id('INV-1'), invoices: [{ invoiceId: id('INV-2'), isSelected: false }] }],
      ['po-reconciliation-saverefresh', { id: id('INV-1'), invoices: [{ invoiceId: id('INV-2'), isSelected: true }] }],
      ['po-reconciliation-savesubmit', { id: id('INV-1'), invoices: [{ invoiceId: id('INV-3'), isSelected: true }] }],
      ['po-reconciliation-reallocate', { id: id('INV-1'), tacticId: other.id }],
      ['po-assign-accept', { id: id('INV-1'), tacticId: other.id }],
    ] as const;
    for (const [route, body] of attempts) {
      const answer = await callApi('PUT', `expensesmanagment/${route}`, { token: planner, body });
      expect(answer.status, `${route} ${answer.text}`).toBe(409);
      expect(answer.json.error.general).toEqual([reason]);
    }
    const after = await read();
    expect(after.status).toBe('approved');
    expect(after.invoiceSumTotal).toBe(before.invoiceSumTotal);
    const statuses = (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } })
    ).json.data.items.map((r: { invoiceNumber: string; status: string }) => `${r.invoiceNumber} ${r.status}`);
    expect(statuses.sort()).toEqual(['INV-1 approved', 'INV-2 assigned', 'INV-3 pending']);
  });
});
