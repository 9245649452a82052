import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../shared/expenses/rules';
import {
  chromiumForFile,
  collectPageErrors,
  openReallocateChoices,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { importCsv } from '../support/expenses';
import { seedRetailerPrograms } from '../support/manyPrograms';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();

describe("Reallocate searches all of the retailer's programs as the user types", () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const oldName = `Vieux Café ${stamp}`;
  let planner: { email: string; token: string };
  let old: { programId: number; tacticIds: string[] };
  let lineId: string;
  let page: Page;
  let errors: string[];
  let dialog: Locator;

  beforeAll(async () => {
    planner = await newSignedInUser(['planner'], 'realloc-search');
    const admin = await idTokenOf('admin@demo.local');
    const brandId = ((await callApi('GET', 'brands', { token: admin })).json.data.items as { id: number }[])[0].id;
    const retailer = await ownRetailer(admin, brandId);
    // The retailer's oldest program of 2026 holds the tactic; 105 programs made after it push it past the newest
    // 100 the list shows before a search.
    old = await ownProgramWithTactics({
      admin,
      planner: planner.token,
      retailer,
      brandId,
      name: oldName,
      tactics: 1,
      vendor: 'ACME Print, Inc.',
    });
    await seedRetailerPrograms({
      retailerId: retailer.id,
      retailerName: retailer.name,
      fiscalYear: 2026,
      count: 105,
      name: `Newer program ${stamp}`,
    });
    const code = `PO-${stamp}-FAR`;
    const imported = await importCsv(
      planner.token,
      'po',
      `${importColumns.po.join(',')}\n${code},INV-${stamp},06/15/2026,Acme Print,${retailer.id},,25.00,Pending\n`,
    );
    expect(imported).toMatchObject({ status: 'done', rowsImported: 1, errorCount: 0 });
    const rows = (
      await callApi('GET', 'expensesmanagment/expenses-po', { token: planner.token, query: { searchTerm: code } })
    ).json.data.items as { id: string }[];
    lineId = rows[0].id;
  });

  const filter = () => page.locator('.p-dropdown-panel .p-dropdown-filter');
  const oldChoice = () => page.getByRole('option').filter({ hasText: `${old.tacticIds[0]} · ` });

  /** Opens Reallocate's dialog and its choices, once loaded. */
  async function openChoices() {
    ({ dialog } = await openReallocateChoices(page));
    // The newer programs have no tactics and the oldest one's is not among the choices: there is none.
    await page.getByText("No other tactic of this retailer's programs.").waitFor({ timeout: UI_TIMEOUT });
  }

  it("lists the newest programs' tactics only, not the oldest program's", async () => {
    page = await signIn(browser(), planner.email, `/po/reconciliation/${lineId}`);
    errors = collectPageErrors(page);
    await page.getByText('This invoice is not assigned to a tactic yet.').waitFor({ timeout: UI_TIMEOUT });
    await openChoices();
    expect(await oldChoice().count(), "the oldest program's tactic before a search").toBe(0);
  });

  it("finds the oldest program's tactic by its name typed without accents, and reallocates the line to it", async () => {
    await filter().fill(`vieux cafe ${stamp}`);
    await oldChoice().waitFor({ timeout: UI_TIMEOUT });
    expect(await oldChoice().textContent()).toContain(`#${old.programId} · ${oldName}`);
    await oldChoice().click();
    await dialog.getByRole('button', { name: 'Reallocate' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await page.getByText(`Reallocated to tactic ${old.tacticIds[0]}`).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(oldName, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(old.tacticIds[0], { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
  });

  it('says that only the newest programs are listed before a search, and when nothing matches', async () => {
    await openChoices();
    await page
      .getByText(
        "Only the newest 100 programs of each year are listed: type a program's name or number to search them all.",
      )
      .waitFor({ timeout: UI_TIMEOUT });
    await filter().fill(`nothing like ${stamp}`);
    await page
      .getByText(`No tactic of this retailer's programs matches “nothing like ${stamp}”.`)
      .waitFor({ timeout: UI_TIMEOUT });
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});
