import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import { chromiumForFile, collectPageErrors, eventually, signIn, unexpectedErrors } from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv, saveAndSubmitPo } from '../support/expenses';
import { callApi, idTokenOf } from '../support/session';

/**
 * A click on a wire report column reorders the payable POs by it (the report, at most 1,000 POs, is sorted on the
 * server). Three POs of the test's own, approved in the order B, C, A, and searched by their PO number.
 */
const browser = chromiumForFile();
const code = `PO-SORT-${Date.now().toString(36)}`;
const approvalOrder = ['INV-B', 'INV-C', 'INV-A'];

beforeAll(async () => {
  const [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const program = await ownFreshMarketProgram(planner, `Wire sort ${code}`);
  const rows = approvalOrder.map(
    (invoice) => `${code},${invoice},12/15/2026,Acme Wire,${program.retailerId},${program.tactic.id},1.00,Sorted`,
  );
  const imported = await importCsv(admin, 'po', `${importColumns.po.join(',')}\n${rows.join('\n')}\n`);
  expect(imported).toMatchObject({ status: 'done', rowsImported: 3 });
  const lines = (await callApi('GET', 'expensesmanagment/expenses-po', { token: admin, query: { searchTerm: code } }))
    .json.data.items as { id: string; invoiceNumber: string }[];
  for (const invoice of approvalOrder) {
    const id = lines.find((l) => l.invoiceNumber === invoice)!.id;
    const submitted = await saveAndSubmitPo(admin, id, [{ invoiceId: id, isSelected: true }]);
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: approver,
      body: { id },
    });
    expect(approved.status, approved.text).toBe(200);
  }
});

/** The invoice numbers of the test's POs as the report lists them, top to bottom. */
const shownOrder = async (page: Page) =>
  (await page.locator('tbody tr').filter({ hasText: code }).allInnerTexts()).map(
    (text) => approvalOrder.find((invoice) => text.includes(invoice)) ?? text,
  );

describe('the wire report sorts by the column clicked', () => {
  it('lists the POs by approval time, then by invoice number A to Z and Z to A', async () => {
    const page = await signIn(browser(), 'approver@demo.local', '/wirereport', {
      viewport: { width: 1500, height: 1000 },
    });
    const errors = collectPageErrors(page);
    await page.getByRole('searchbox', { name: 'Search PO, invoice, vendor, retailer, program or tactic' }).fill(code);
    await eventually(() => shownOrder(page)).toEqual(['INV-B', 'INV-C', 'INV-A']);
    const invoice = page.getByRole('columnheader', { name: 'Invoice Number' });
    await invoice.click();
    await eventually(() => shownOrder(page)).toEqual(['INV-A', 'INV-B', 'INV-C']);
    await invoice.click();
    await eventually(() => shownOrder(page)).toEqual(['INV-C', 'INV-B', 'INV-A']);
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
