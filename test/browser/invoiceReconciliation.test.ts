import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  openReallocateChoices,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv, saveAndSubmitPo } from '../support/expenses';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

describe("a tactic's Invoice Reconciliation from the program page, and the program's invoiced amounts", () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const counted = `PO-${stamp}-1 / INV-${stamp}-1`;
  const pending = `PO-${stamp}-2 / INV-${stamp}-2`;
  const programName = `Reconciled program ${stamp}`;
  let planner: { email: string; token: string };
  let programId: number;
  let tacticName: string;
  let brandName: string;
  let page: Page;
  let errors: string[];
  let dialog: Locator;

  beforeAll(async () => {
    // The planner's role may view expenses and change their assignment (ExpenseManagment/View and /Manage).
    planner = await newSignedInUser(['planner'], 'rec-planner');
    const program = await ownFreshMarketProgram(planner.token, programName);
    const retailerId = program.retailerId;
    const tactic = program.tactic;
    programId = program.programId;
    tacticName = tactic.tacticName;
    brandName = program.brandNames[0]!;
    // Two PO lines imported as the import dialog does: one counted against the tactic, one pending.
    const imported = await importCsv(
      planner.token,
      'po',
      [
        importColumns.po.join(','),
        `PO-${stamp}-1,INV-${stamp}-1,12/15/2026,Acme Print,${retailerId},${tactic.id},512.34,Counted`,
        `PO-${stamp}-2,INV-${stamp}-2,12/16/2026,Acme Print,${retailerId},,"$1,234.56",Pending`,
        '',
      ].join('\n'),
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 2, errorCount: 0 });
  });

  const tacticRow = () =>
    page.getByRole('region', { name: 'Tactics' }).locator('tbody tr').filter({ hasText: tacticName });
  const sourceRow = () =>
    page
      .getByRole('table', { name: 'Estimated, approved and invoiced per funding source' })
      .locator('tbody tr')
      .filter({ hasText: brandName });

  it("shows each tactic's invoiced amount and the invoiced amount per funding source on the program's details", async () => {
    page = await signIn(browser(), planner.email, `/programdetails/${programId}`, {
      viewport: { width: 1500, height: 1000 },
    });
    errors = collectPageErrors(page);
    await page.getByRole('heading', { name: 'Estimated, approved and invoiced' }).waitFor();
    await eventually(() => sourceRow().textContent()).toContain('$512.34');
    await eventually(() => tacticRow().textContent()).toContain('$512.34');
  });

  it("opens the tactic's Invoice Reconciliation modal, which Escape does not close", async () => {
    await page.getByRole('button', { name: `Invoice reconciliation of ${tacticName}` }).click();
    dialog = page.getByRole('dialog', { name: 'Invoice Reconciliation' });
    await dialog.getByText(programName, { exact: true }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Open the program details' }).getAttribute('target')).toBe('_blank');
    await dialog.getByRole('list', { name: 'Assigned invoices' }).getByText(counted).waitFor();
    await dialog.getByRole('list', { name: 'Pending invoices' }).getByText(pending).waitFor();
    const invoiced = dialog
      .getByRole('table', { name: 'Estimates against invoiced' })
      .getByRole('row', { name: /Invoiced/ });
    expect(await invoiced.textContent()).toContain('$512.34');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('adds the pending invoice, saves it and shows the invoiced totals', async () => {
    await dialog.getByRole('button', { name: `Add ${pending}` }).click();
    await dialog.getByRole('button', { name: 'Save and refresh' }).click();
    await page.locator('.p-toast-message').filter({ hasText: 'Invoice updated' }).first().waitFor();
    await dialog.getByRole('list', { name: 'Assigned invoices' }).getByText(pending).waitFor();
    const invoiced = dialog
      .getByRole('table', { name: 'Estimates against invoiced' })
      .getByRole('row', { name: /Invoiced/ });
    await eventually(() => invoiced.textContent()).toContain('$1,746.90');
    expect(await dialog.getByRole('button', { name: 'Save and refresh' }).isDisabled()).toBe(true);
  });

  it("shows the new invoiced amount on the program's funding view once the modal is closed", async () => {
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => sourceRow().textContent()).toContain('$1,746.90');
    await eventually(() => tacticRow().textContent()).toContain('$1,746.90');
    expect(errors).toEqual([]);
  });
});

describe("a PO line's reconciliation offers only the changes the server takes", () => {
  phasesStopAtFirstFailure();
  const stamp = `${Date.now().toString(36)}c`;
  const po = `PO-${stamp}-1 / INV-${stamp}-1`;
  const doLine = `DO-${stamp}-1 / INV-${stamp}-1`;
  let planner: { email: string; token: string };
  const ids: Record<string, string> = {};
  let page: Page;
  let errors: string[];
  let programId: number;
  let tacticName: string;
  let tacticId: string;
  const closedNotice = 'This reconciliation is approved and can no longer be changed.';

  beforeAll(async () => {
    planner = await newSignedInUser(['planner'], 'rec-offers');
    const program = await ownFreshMarketProgram(planner.token, `Reconciliation offers ${stamp}`);
    const { retailerId, tactic } = program;
    programId = program.programId;
    tacticName = tactic.tacticName;
    tacticId = tactic.id;
    const line = (code: string, tacticId: string) =>
      `${code},INV-${stamp}-1,12/15/2026,Acme Print,${retailerId},${tacticId},10.00,`;
    await importCsv(
      planner.token,
      'po',
      [importColumns.po.join(','), line(`PO-${stamp}-1`, tactic.id), line(`PO-${stamp}-2`, ''), ''].join('\n'),
    );
    await importCsv(planner.token, 'do', [importColumns.do.join(','), line(`DO-${stamp}-1`, tactic.id), ''].join('\n'));
    const rows = await callApi('GET', 'expensesmanagment/expenses-po', {
      token: planner.token,
      query: { searchTerm: stamp },
    });
    for (const row of rows.json.data.items as { id: string; code: string }[]) ids[row.code] = row.id;
  });

  it("offers to remove the line's own kind only: the DO counted on the same tactic stays", async () => {
    page = await signIn(browser(), planner.email, `/po/reconciliation/${ids[`PO-${stamp}-1`]}`, {
      viewport: { width: 1500, height: 1000 },
    });
    errors = collectPageErrors(page);
    const assigned = page.getByRole('list', { name: 'Assigned invoices' });
    await assigned.getByText(doLine).waitFor();
    await page.getByRole('button', { name: `Remove ${po}` }).waitFor();
    expect(await page.getByRole('button', { name: `Remove ${doLine}` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save and refresh' }).waitFor();
  });

  it('offers no removal of a submitted line', async () => {
    const submitted = await saveAndSubmitPo(planner.token, ids[`PO-${stamp}-1`], [
      { invoiceId: ids[`PO-${stamp}-1`], isSelected: true },
    ]);
    expect(submitted.status, submitted.text).toBe(200);
    await page.reload();
    await page.getByRole('list', { name: 'Assigned invoices' }).getByText(po).waitFor();
    await page.getByRole('button', { name: `Add PO-${stamp}-2 / INV-${stamp}-1` }).waitFor();
    expect(await page.getByRole('button', { name: `Remove ${po}` }).count()).toBe(0);
  });

  it('shows an approved line read-only with the notice saying why: nothing to add, remove, save or submit', async () => {
    const approved = await callApi('PUT', 'expensesmanagment/po-reconciliation-approve', {
      token: await idTokenOf('approver@demo.local'),
      body: { id: ids[`PO-${stamp}-1`] },
    });
    expect(approved.status, approved.text).toBe(200);
    await page.reload();
    await page.getByText(closedNotice).waitFor();
    await page.getByRole('list', { name: 'Assigned invoices' }).getByText(po).waitFor();
    await page.getByRole('list', { name: 'Pending invoices' }).getByText(`PO-${stamp}-2 / INV-${stamp}-1`).waitFor();
    for (const name of ['Save and refresh', 'Save and submit', 'Reallocate', 'Approve', /^Add /, /^Remove /])
      expect(await page.getByRole('button', { name }).count(), String(name)).toBe(0);
  });

  it("offers the approved line's tactic to reallocate the pending line to only disabled, saying why", async () => {
    await openPage(page, page.url().split('#')[1].replace(ids[`PO-${stamp}-1`], ids[`PO-${stamp}-2`]));
    const { dialog, filter } = await openReallocateChoices(page);
    await filter.fill(`Reconciliation offers ${stamp}`);
    const option = page.getByRole('option').filter({ hasText: `${tacticId} · ${tacticName}` });
    await option.waitFor({ timeout: UI_TIMEOUT });
    expect(await option.getAttribute('aria-disabled'), 'the closed tactic is offered as a choice').toBe('true');
    expect(await option.textContent()).toContain(closedNotice);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('offers nothing to add, nor Save and refresh, on a pending line counted against no tactic', async () => {
    await openPage(page, page.url().split('#')[1].replace(ids[`PO-${stamp}-1`], ids[`PO-${stamp}-2`]));
    await page.getByText('This invoice is not assigned to a tactic yet.').waitFor();
    await page.getByRole('list', { name: 'Pending invoices' }).getByText(`PO-${stamp}-2 / INV-${stamp}-1`).waitFor();
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save and refresh' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the approved line's tactic read-only in the program's Invoice Reconciliation modal too", async () => {
    await openPage(page, `/programdetails/${programId}`);
    await page.getByRole('button', { name: `Invoice reconciliation of ${tacticName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice Reconciliation' });
    await dialog.getByText(closedNotice).waitFor();
    await dialog.getByRole('list', { name: 'Assigned invoices' }).getByText(doLine).waitFor();
    for (const name of ['Save and refresh', /^Add /, /^Remove /])
      expect(await dialog.getByRole('button', { name }).count(), String(name)).toBe(0);
    expect(errors).toEqual([]);
  });
});
