import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { madeFirstApprovedLast, productionProgram } from '../support/production';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

const browser = chromiumForFile();
const folder = mkdtempSync(join(tmpdir(), 'job-ticket-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
});

describe('Production processing: a job ticket for an approved program, then sending it to production', () => {
  phasesStopAtFirstFailure();
  const programName = `Production run ${Date.now().toString(36)}`;
  let program: Awaited<ReturnType<typeof productionProgram>>;
  let user: { email: string; token: string };
  let page: Page;
  let errors: string[];
  let panel: Locator;

  beforeAll(async () => {
    const [admin, planner, approver] = await Promise.all(
      ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
    );
    // Two manufacturers' tactics: sending one manufacturer's part leaves the program sent in part.
    program = await productionProgram({ admin, planner, approver, name: programName, secondMaker: true });
    // A user of the demo production role (Production/Manage).
    user = await newSignedInUser(['production'], 'production');
  });

  it('finds the approved program as a task on the home page, which opens it on the production page', async () => {
    page = await signIn(browser(), user.email, '/home', { viewport: { width: 1500, height: 1000 } });
    errors = collectPageErrors(page);
    await page
      .getByRole('region', { name: 'Tasks needing my action' })
      .getByRole('link', { name: `Approved, send to production: ${programName}` })
      .click();
    await page.waitForURL(/#\/productionprocessing\?/);
    await eventually(() => page.getByRole('searchbox', { name: 'Search programs' }).inputValue()).toBe(programName);
    await page.getByRole('button', { name: `Open production of ${programName}` }).click();
    panel = page.getByRole('region', { name: `Production of ${programName}` });
    const row = panel
      .getByRole('table', { name: 'Manufacturers' })
      .getByRole('row', { name: program.manufacturer.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('12');
  });

  it("downloads the manufacturer's job ticket as a PDF naming the program, the tactic and its quantity", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: `Job ticket of ${program.manufacturer.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`JobTicket_${program.programId}_${program.manufacturer.id}.pdf`);
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`Job Ticket #${program.programId}`);
    expect(text).toContain(programName);
    expect(text).toContain(program.manufacturer.name);
    expect(text).toContain(program.tacticName);
    expect(text).toContain(program.processName);
    expect(text).toMatch(/Total\s+12/);
  });

  it("sends one manufacturer's part after a confirmation, sees the tactic sent and the program sent in part", async () => {
    await panel.getByRole('button', { name: `Send to production: ${program.manufacturer.name}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByText('Sent to production (1 tactic).').waitFor();
    const tactics = panel.getByRole('table', { name: 'Tactics and order status' });
    await tactics
      .getByRole('row', { name: new RegExp(program.tacticName) })
      .getByText('Sent to production')
      .waitFor();
    await panel.getByText(/^Sent to production in part on .*: 1 tactic still waits to be sent\.$/).waitFor();
    await page
      .getByRole('row', { name: new RegExp(programName) })
      .getByText(/1 tactic still waiting/)
      .waitFor();
    expect(
      await panel.getByRole('button', { name: `Send to production: ${program.manufacturer.name}` }).isDisabled(),
    ).toBe(true);
    // Sending the rest asks about the whole program, not about a manufacturer named 'All manufacturers'.
    await panel.getByRole('button', { name: 'Send all to production' }).click();
    await confirmDialog(page, `Send the whole program ${programName} to production?`)
      .getByRole('button', { name: 'No', exact: true })
      .click();
    expect(errors).toEqual([]);
  });

  it('a status someone else moved meanwhile: the move from the old one is refused, said, and the table shows it now', async () => {
    const tactics = panel.getByRole('table', { name: 'Tactics and order status' });
    const row = tactics.getByRole('row', { name: new RegExp(program.tacticName) });
    await row.getByText('Sent to production').waitFor();
    const elsewhere = await callApi('PUT', 'tactics/orderstatus', {
      token: user.token,
      body: { programTacticId: program.programTacticId, fromStatus: 'Sent', orderStatus: 'InProduction' },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    // The page still shows Sent to production and offers Cancelled from there (also allowed from In production).
    await row.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Cancelled', exact: true }).click();
    await page
      .getByText('Someone else changed this item while you were working on it. Reload it and try again.')
      .first()
      .waitFor({ timeout: 30_000 });
    await row.getByText('In production', { exact: true }).waitFor({ timeout: 30_000 });
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });

  it("opens at the budget year a task's link names (a program of another year than the calendar's)", async () => {
    await openPage(page, 'home');
    await openPage(page, 'productionprocessing?year=2027');
    await eventually(() => page.locator('.p-dropdown:has(#production-year) .p-dropdown-label').textContent()).toBe(
      '2027',
    );
  });
});

describe("The customize step: a planner chooses a program's customizations, saves and applies them", () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let form: Locator;
  let programId: number;
  let planner: { email: string; token: string };

  beforeAll(async () => {
    const [admin, approver] = await Promise.all(['admin', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)));
    planner = await newSignedInUser(['planner'], 'customizer');
    ({ programId } = await productionProgram({
      admin,
      planner: planner.token,
      approver,
      name: `Customized ${Date.now().toString(36)}`,
      draft: true,
    }));
  });

  it('shows the dropdowns and the fixed first options', async () => {
    page = await signIn(browser(), planner.email, `/tactic-catalog/${programId}/customize/2`);
    errors = collectPageErrors(page);
    form = page.getByRole('region', { name: 'Customize' });
    await form.getByText('Retailer logo and address').waitFor();
    await form.getByText('Matte').waitFor();
    await form.getByText('Not applied yet').waitFor();
  });

  it('saves a chosen language and applies it to the program', async () => {
    await form.locator('.p-dropdown:has(#customization-language)').click();
    await page.locator('.p-dropdown-item', { hasText: /^Spanish$/ }).click();
    await form.getByRole('button', { name: 'Save customizations' }).click();
    await page.getByText('Customizations saved').waitFor();
    await form.getByRole('button', { name: 'Apply customizations' }).click();
    await page.getByText('Customizations applied to the program').waitFor();
    await form.getByText(/Applied on \d\d\/\d\d\/\d{4}/).waitFor();
    expect(await form.locator('.p-dropdown:has(#customization-language) .p-dropdown-label').textContent()).toBe(
      'Spanish',
    );
    expect(errors).toEqual([]);
  });
});

describe('Production Processing orders approved programs by when they were approved, or by the column clicked', () => {
  phasesStopAtFirstFailure();
  const run = Date.now().toString(36);
  const madeFirst = `Approved order ${run} made first`;
  const madeSecond = `Approved order ${run} made second`;
  let user: { email: string };

  beforeAll(async () => {
    const [admin, planner, approver] = await Promise.all(
      ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
    );
    await madeFirstApprovedLast({ admin, planner, approver, madeFirst, madeSecond });
    user = await newSignedInUser(['production'], 'production-order');
  });

  it('shows the last approved first, and the first approved first once the Approved column is sorted up', async () => {
    const page = await signIn(
      browser(),
      user.email,
      `/productionprocessing?q=${encodeURIComponent(`Approved order ${run}`)}`,
      {
        viewport: { width: 1500, height: 1000 },
      },
    );
    const errors = collectPageErrors(page);
    const order = async () =>
      (await page.locator('.production-page tbody tr').allTextContents()).map((row) =>
        row.includes(madeFirst) ? 'made first' : row.includes(madeSecond) ? 'made second' : row,
      );
    await eventually(order).toEqual(['made first', 'made second']);
    // The Approved column is the one sorted (newest first); the first click on it sorts it up.
    const approved = page.getByRole('columnheader', { name: 'Approved' });
    expect(await approved.getAttribute('aria-sort')).toBe('descending');
    await approved.click();
    await eventually(() => approved.getAttribute('aria-sort')).toBe('ascending');
    await eventually(order).toEqual(['made second', 'made first']);
    // Any other column sorts too (the year holds far fewer than 1,000 approved programs): the program's name.
    const name = page.getByRole('columnheader', { name: 'Program', exact: true });
    await name.click();
    await eventually(() => name.getAttribute('aria-sort')).toBe('ascending');
    await eventually(order).toEqual(['made first', 'made second']);
    await name.click();
    await eventually(order).toEqual(['made second', 'made first']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
