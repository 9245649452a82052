import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
  unexpectedErrors,
} from '../support/browser';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

/**
 * The home dashboard over the demo users and reference data (budget year 2026 is current) and programs of the
 * test's own (the shared test stack starts without the demo programs): the planner's tasks holding a program the
 * approver rejected, the programs by status and the budget by brand; the approver's tasks holding a program the
 * planner just submitted, which opens its details. Every wait is on what the user sees, with UI_TIMEOUT (30 s).
 */
const browser = chromiumForFile();

const PHASE = 4 * UI_TIMEOUT;
const card = (page: Page, name: string) => page.getByRole('region', { name });

/** A program of the planner's, submitted through the API (as the planning flow's browser test does by clicking). */
async function submittedProgram(name: string): Promise<{ id: number; version: number }> {
  const token = await idTokenOf('planner@demo.local');
  const brands = (await callApi('GET', 'brands', { token, query: { pageSize: '100' } })).json.data.items as {
    name: string;
    id: number;
  }[];
  const tactics = (await callApi('GET', 'tactics/all', { token })).json.data.items as {
    tacticName: string;
    id: number;
  }[];
  const created = await callApi('POST', 'programs', {
    token,
    body: {
      name,
      description: 'Home test',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: brands.find((b) => b.name === 'Fizzly')!.id, atlTarget: 1000, btlTarget: 1000 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.json.data.program.id as number;
  const tactic = await callApi('POST', 'programtactics', {
    token,
    body: {
      programId: id,
      version: 1,
      tacticId: tactics.find((t) => t.tacticName === 'Floor Display')!.id,
      orderQuantity: 1,
    },
  });
  expect(tactic.status, tactic.text).toBe(200);
  const version = await completeDelivery(token, id);
  const submitted = await callApi('POST', `programs/${id}/submit`, { token, body: { version } });
  expect(submitted.status, submitted.text).toBe(200);
  return { id, version: submitted.json.data.program.version as number };
}

describe("the planner's home", () => {
  phasesStopAtFirstFailure();
  const name = `Home rejected ${Math.random().toString(36).slice(2, 8)}`;
  let planner: Page;
  let errors: string[];

  it(
    'shows their action-required tasks: a program the approver rejected, to revise, as Critical',
    async () => {
      const program = await submittedProgram(name);
      const rejected = await callApi('POST', `programs/${program.id}/reject-program`, {
        token: await idTokenOf('approver@demo.local'),
        body: { version: program.version, notes: 'Move it to the summer' },
      });
      expect(rejected.status, rejected.text).toBe(200);
      planner = await signIn(browser(), 'planner@demo.local', '/home');
      errors = collectPageErrors(planner);
      await planner.getByText('Welcome, planner@demo.local').waitFor({ timeout: UI_TIMEOUT });
      const tasks = card(planner, 'Tasks needing my action');
      const task = tasks.getByRole('listitem').filter({ hasText: name });
      await task
        .getByRole('link', { name: `Rejected, revise and submit again: ${name}` })
        .waitFor({ timeout: UI_TIMEOUT });
      expect(await task.textContent()).toContain('Critical');
      expect(await planner.getByText('Claims:').count()).toBe(0);
    },
    PHASE,
  );

  it(
    'shows the budget year 2026 by status and the budget by brand, with the brands summary a click away',
    async () => {
      const status = card(planner, 'Programs by status');
      await eventually(() => status.textContent()).toContain('Budget year 2026');
      await eventually(() => status.locator('li[data-status="40"]').textContent()).toMatch(/Rejected\s*\d+/);
      const budget = card(planner, 'Budget by brand');
      await eventually(() => budget.locator('.home-brands li').count()).toBeGreaterThan(0);
      expect(await budget.textContent()).toMatch(/Targets \$[\d,]+\.\d\d/);
      expect(await budget.textContent()).toMatch(/Allocated \$[\d,]+\.\d\d/);
      await eventually(() => card(planner, 'Recent activity').textContent()).toMatch(/Program Update|Action Required/);
      // The timeline of the planner's programs names each one's status, as the card and the legend do: in French too.
      // Its bar is named by the program's number and name, in any language.
      const bar = planner.getByRole('button', { name: new RegExp(`^#\\d+ ${name},`) });
      await planner.getByRole('group', { name: 'My programs by month' }).locator(bar).waitFor({ timeout: UI_TIMEOUT });
      expect(await bar.getAttribute('aria-label')).toContain('Status: Rejected');
      await chooseLanguage(planner, 'Français', 'fr');
      await eventually(() => bar.getAttribute('aria-label')).toContain('Statut: Rejeté');
      expect(await card(planner, 'Programmes par statut').locator('li[data-status="40"]').textContent()).toMatch(
        /Rejeté\s*\d+/,
      );
      expect(await planner.getByRole('list', { name: 'Couleurs des statuts' }).textContent()).toContain('Rejeté');
      await chooseLanguage(planner, 'English (US)', 'en-US');
      await budget.getByRole('link', { name: 'Open the brands summary' }).click();
      await planner.waitForURL(/#\/brandssummary/, { timeout: UI_TIMEOUT });
      expect(unexpectedErrors(errors)).toEqual([]);
    },
    PHASE,
  );

  it(
    'opens every task from home: searched, its timeline shown, and once marked completed it moves to Completed',
    async () => {
      await openPage(planner, 'home');
      await card(planner, 'Tasks needing my action')
        .getByRole('link', { name: /^See all tasks/ })
        .click({ timeout: UI_TIMEOUT });
      await planner.waitForURL(/#\/tasks/, { timeout: UI_TIMEOUT });
      const lists = planner.getByRole('group', { name: 'Task list' });
      await lists.getByText(/^Action required \(\d+\)$/).waitFor({ timeout: UI_TIMEOUT });
      // The search looks in what the row shows: the task's kind in words with its program's name.
      await planner.getByPlaceholder('Search tasks').fill(`submit again: ${name}`);
      const row = planner.getByRole('row').filter({ hasText: name });
      await row
        .getByRole('link', { name: `Rejected, revise and submit again: ${name}` })
        .waitFor({ timeout: UI_TIMEOUT });
      await planner.getByText('1–1 of 1', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      // The row's expander shows what happened to the program.
      await row.locator('.p-row-toggler').click();
      const timeline = () => planner.locator('.task-timeline').textContent();
      await eventually(timeline).toContain('Rejected · Submitted → Rejected');
      // A French reader reads the same steps in French: the action and the statuses, never their stored codes. The
      // search keeps the name alone first: the task's kind is worded in the reader's language too.
      await planner.getByPlaceholder('Search tasks').fill(name);
      await planner.getByText('1–1 of 1', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await chooseLanguage(planner, 'Français', 'fr');
      await eventually(timeline).toContain('Rejet · Soumis → Rejeté');
      expect(await timeline()).not.toMatch(/\b(reject|submit|create)\b/);
      await chooseLanguage(planner, 'English (US)', 'en-US');
      await row.getByRole('button', { name: `Mark as completed: ${name}` }).click();
      await planner.getByText('No results match your search.').waitFor({ timeout: UI_TIMEOUT });
      await lists.getByText(/^Completed \(\d+\)$/).click();
      await planner.waitForURL(/list=complete/, { timeout: UI_TIMEOUT });
      await planner
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('link', { name: `Rejected, revise and submit again: ${name}` })
        .waitFor({ timeout: UI_TIMEOUT });
      expect(unexpectedErrors(errors)).toEqual([]);
    },
    PHASE,
  );
});

describe("the approver's home", () => {
  phasesStopAtFirstFailure();
  const name = `Home task ${Math.random().toString(36).slice(2, 8)}`;
  let approver: Page;
  let programId: number;

  it(
    'shows a program the planner submitted as a task with its spec status and time',
    async () => {
      programId = (await submittedProgram(name)).id;
      approver = await signIn(browser(), 'approver@demo.local', '/home');
      const tasks = card(approver, 'Tasks needing my action');
      const task = tasks.getByRole('listitem').filter({ hasText: name });
      await task.waitFor({ timeout: UI_TIMEOUT });
      expect(await task.textContent()).toContain('Urgent');
      expect(await task.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    },
    PHASE,
  );

  it(
    "lists it in the header's activity Tasks, and the home task opens the program's details",
    async () => {
      await approver.locator('.activity-button').click();
      await approver.getByRole('tab', { name: /Tasks/ }).click();
      await approver
        .getByRole('dialog', { name: 'Activity' })
        .getByRole('link', { name: `Awaiting your approval: ${name}` })
        .waitFor({ timeout: UI_TIMEOUT });
      await approver.keyboard.press('Escape');
      // Closed by a click outside it, on the page's own heading (a fixed point on the page could hit a menu entry).
      await approver.getByRole('heading', { name: 'Home', level: 1 }).click();
      await approver.getByRole('dialog', { name: 'Activity' }).waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
      await card(approver, 'Tasks needing my action')
        .getByRole('link', { name: `Awaiting your approval: ${name}` })
        .click();
      await approver.waitForURL(new RegExp(`#/programdetails/${programId}$`), { timeout: UI_TIMEOUT });
      await approver.getByText(name).first().waitFor({ timeout: UI_TIMEOUT });
    },
    PHASE,
  );
});

describe('the budget by brand card while home is still loading', () => {
  it(
    'waits for the budget year instead of saying no brand has an allocation in a year it does not name',
    async () => {
      const page = await signIn(browser(), 'planner@demo.local', '/guidelines');
      const errors = collectPageErrors(page);
      // Home's general information (which names the current budget year) is held until the card has been read.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/tasks/general-info*', async (route) => {
        await held;
        await route.continue();
      });
      await openPage(page, 'home');
      const budget = card(page, 'Budget by brand');
      await budget.locator('[aria-busy="true"]').waitFor({ timeout: UI_TIMEOUT });
      expect(await budget.getByText(/No brand has an allocation/).count()).toBe(0);

      release();
      // Then the year is named: the card's brands, or (a table without any yet) the empty text with its year.
      await eventually(() => budget.textContent()).toContain('budget year 2026');
      expect(await budget.textContent()).not.toContain('budget year  yet');
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.context().close();
    },
    PHASE,
  );
});
