import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  openReallocateChoices,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
  unexpectedErrors,
} from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { callApi, newSignedInUser } from '../support/session';

const browser = chromiumForFile();
const stale = 'Someone else changed this item while you were working on it. Reload it and try again.';

describe('a reconciliation page read before someone reallocated its line', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const code = `PO-${stamp}-OLD`;
  let planner: { email: string; token: string };
  let tactics: { programId: number; programName: string; id: string; tacticName: string }[];
  let lineId: string;
  let pendingName: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    planner = await newSignedInUser(['planner'], 'recon-stale');
    tactics = [];
    for (const n of [1, 2, 3]) {
      const programName = `Stale page ${n} ${stamp}`;
      const program = await ownFreshMarketProgram(planner.token, programName);
      tactics.push({ programId: program.programId, programName, ...program.tactic });
    }
    const fm = (await callApi('GET', 'retailers', { token: planner.token })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
    const imported = await importCsv(
      planner.token,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-1,12/31/2026,Acme,${fm},${tactics[0].id},10.00,\n` +
        `${code},INV-2,12/31/2026,Acme,${fm},,1.00,\n`,
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 2, errorCount: 0 });
    const rows = (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: planner.token, query: { searchTerm: code } })
    ).json.data.items as { id: string; invoiceNumber: string }[];
    lineId = rows.find((r) => r.invoiceNumber === 'INV-1')!.id;
    pendingName = `${code} / INV-2`;
  });

  /** Someone else, elsewhere, moves the line from one tactic to another. */
  async function reallocatedElsewhere(from: number, to: number) {
    const moved = await callApi('PUT', 'expensesmanagment/po-reconciliation-reallocate', {
      token: planner.token,
      body: { id: lineId, tacticId: tactics[to].id, fromTacticId: tactics[from].id },
    });
    expect(moved.status, moved.text).toBe(200);
  }

  it("refuses the page's Reallocate with the stale-version text and shows the tactic the line counts against now", async () => {
    page = await signIn(browser(), planner.email, `/po/reconciliation/${lineId}`);
    errors = collectPageErrors(page);
    await page.getByText(tactics[0].programName, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await reallocatedElsewhere(0, 1);

    const { dialog, filter } = await openReallocateChoices(page);
    await filter.fill(tactics[2].programName);
    const choice = `#${tactics[2].programId} · ${tactics[2].programName} — ${tactics[2].id} · ${tactics[2].tacticName}`;
    await page.getByRole('option', { name: choice }).click({ timeout: UI_TIMEOUT });
    await dialog.getByRole('button', { name: 'Reallocate' }).click();
    await dialog.getByText(stale).waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    // Read again: the page shows the tactic someone else moved the line to, not the one it was opened on.
    await page.getByText(tactics[1].programName, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });

  it("refuses the page's Save and refresh the same way, and nothing is counted on a tactic the page did not show", async () => {
    await reallocatedElsewhere(1, 2);
    await page.getByRole('button', { name: `Add ${pendingName}` }).click({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Save and refresh' }).click();
    await eventually(
      () =>
        page
          .locator('.p-toast-message')
          .allTextContents()
          .then((texts) => texts.join('\n')),
      UI_TIMEOUT,
    ).toContain(stale);
    await page.getByText(tactics[2].programName, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    const third = await callApi('GET', `expensesmanagment/tactic-reconciliation/${tactics[2].id}`, {
      token: planner.token,
    });
    expect(third.json.data.pendingInvoices.map((i: { name: string }) => i.name)).toContain(pendingName);
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });
});
