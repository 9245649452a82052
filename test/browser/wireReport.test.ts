import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages, importColumns } from '../../shared/expenses/rules';
import {
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
} from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { callApi, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

describe('a PO saved and submitted, approved by another on its reconciliation page, confirmed on the wire report, and mindshare toggles an invoice on a component, not on the confirmed one', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const code = `PO-${stamp}`;
  const mediaOrder = `MO-${stamp}`;
  let planner: { email: string; token: string };
  let approver: { email: string; token: string };
  let tacticId: string;
  /** A tactic of a second program, whose reconciliation nobody approved. */
  let openTacticId: string;
  let lineId: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // Own users and program; the PO line is imported, then saved and submitted on its reconciliation page by the
    // planner (who may also approve expenses, so four-eyes shows) and approved there by another approver.
    [planner, approver] = await Promise.all([
      newSignedInUser(['planner', 'approver'], 'wire-planner'),
      newSignedInUser(['approver'], 'wire-approver'),
    ]);
    const [program, second] = await Promise.all([
      ownFreshMarketProgram(planner.token, `Wire program ${stamp}`),
      ownFreshMarketProgram(planner.token, `Wire media ${stamp}`),
    ]);
    tacticId = program.tactic.id;
    openTacticId = second.tactic.id;
    const imported = await importCsv(
      planner.token,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-${stamp},12/15/2026,Acme Wire,${program.retailerId},${tacticId},321.09,Wire me\n`,
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 1 });
    lineId = (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: planner.token, query: { searchTerm: code } })
    ).json.data.items[0].id;
    const mindshare = await importCsv(
      planner.token,
      'mindshare',
      `${importColumns.mindshare.join(',')}\n${mediaOrder},MS-${stamp},12/16/2026,Mindshare Media,${program.retailerId},,"1,500.25",Radio\n`,
    );
    expect(mindshare).toMatchObject({ status: 'done', rowsImported: 1 });
  });

  const search = (placeholder: string) => page.getByRole('searchbox', { name: placeholder });
  const poRow = () => page.locator('tbody tr').filter({ hasText: `INV-${stamp}` });

  const flow = () => page.getByRole('group', { name: 'Reconciliation actions' });
  const openReconciliation = async (email: string) => {
    page = await signIn(browser(), email, `/po/reconciliation/${lineId}`, { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Invoice Reconciliation' }).waitFor();
  };

  it('saves and submits the PO line on its reconciliation page; its submitter may not approve it', async () => {
    await openReconciliation(planner.email);
    await page.getByLabel('Status: Assigned').waitFor();
    await flow().getByRole('button', { name: 'Save and submit' }).click();
    await confirmDialog(page, 'Save the reconciliation and submit it for approval?')
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await page.getByText('Reconciliation submitted for approval').waitFor();
    await page.getByLabel('Status: Submitted').waitFor();
    expect(await flow().getByRole('button', { name: 'Save and submit' }).count()).toBe(0);
    const approve = flow().getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(true);
    expect(await approve.locator('..').getAttribute('title')).toBe(expenseMessages.selfApproval);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has another approver approve it on the reconciliation page', async () => {
    await openReconciliation(approver.email);
    await page.getByLabel('Status: Submitted').waitFor();
    await flow().getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(page, 'Approve this reconciliation? The PO becomes payable on the wire report.')
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await page.getByText('Reconciliation approved').waitFor();
    await page.getByLabel('Status: Approved').waitFor();
    expect(await flow().count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lists the approved PO on the wire report with what finance wires', async () => {
    await page.close();
    page = await signIn(browser(), approver.email, '/home', { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    // Reached from the menu: Wire Report under Expense Management.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Show the entries of Expense Management' }).click();
    await menu.getByRole('link', { name: 'Wire Report' }).click();
    await page.waitForURL(/#\/wirereport$/);
    await page.getByRole('heading', { name: 'Wire report' }).waitFor();
    await search('Search PO, invoice, vendor, retailer, program or tactic').fill(code);
    await eventually(() => poRow().textContent()).toContain('$321.09');
    expect(await poRow().textContent()).toContain(`Wire program ${stamp}`);
    expect(await poRow().textContent()).toContain(approver.email);
  });

  it('confirms the ticked PO after a confirmation, says so, and the PO leaves the payable list', async () => {
    await poRow().locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Confirm selected (1)' }).click();
    await confirmDialog(page, 'Confirm the wire of the 1 selected PO(s)?')
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await page.getByRole('list', { name: 'Answer per PO' }).getByText(`${code} / INV-${stamp} confirmed`).waitFor();
    await page.getByText('No results match your search.').waitFor();
    expect(await poRow().count()).toBe(0);
  });

  it('lists the mindshare invoice and toggles it onto an open component in the side panel, not the confirmed one', async () => {
    await page.close();
    page = await signIn(browser(), planner.email, '/expensemangement/mindshare', {
      viewport: { width: 1500, height: 1000 },
    });
    errors = collectPageErrors(page);
    await page.getByRole('heading', { level: 2, name: 'Mindshare' }).waitFor();
    await search('Search code, invoice, vendor or description').fill(mediaOrder);
    await eventually(() =>
      page
        .locator('tbody tr')
        .filter({ hasText: `MS-${stamp}` })
        .textContent(),
    ).toContain('$1,500.25');
    const panel = page.getByRole('region', { name: 'Mindshare invoices' });
    const toggle = panel.getByRole('switch', { name: `Assign ${mediaOrder} / MS-${stamp}` });
    const component = page.getByRole('textbox', { name: 'Component' });
    const open = page.getByRole('button', { name: 'Open', exact: true });

    // The confirmed PO's tactic: its reconciliation no longer changes, so the switch is off and says why.
    await component.fill(tacticId);
    await open.click();
    await panel.getByText('This reconciliation is confirmed and can no longer be changed.').waitFor();
    await toggle.waitFor();
    expect(await toggle.isDisabled()).toBe(true);

    await component.fill(openTacticId);
    await open.click();
    await eventually(() => toggle.isDisabled()).toBe(false);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.locator('..').click();
    await page.getByText('Invoice updated').waitFor();
    await eventually(() => toggle.isChecked()).toBe(true);
    await eventually(() => panel.getByTestId('mindshare-invoiced').textContent()).toContain('$1,500.25');
    expect(errors).toEqual([]);
  });
});
