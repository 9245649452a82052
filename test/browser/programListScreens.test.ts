import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  phasesStopAtFirstFailure,
  pickDropdownOption,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { ownBrand, ownProgram, ownProgramWithTactics, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

/**
 * My Campaigns' Archive selected (`programs/archive-list`) and the Program overview's row details
 * (`programs/overview-details`), on a brand, retailer and programs of the test's own. Every wait is on what the
 * user sees.
 */
const browser = chromiumForFile();
let admin: string;
let planner: string;
let brand: { id: number; name: string };
let retailer: { id: number; name: string; store: string };
beforeAll(async () => {
  [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
  brand = await ownBrand(admin);
  retailer = await ownRetailer(admin, brand.id);
});

describe('My Campaigns: archive selected', () => {
  phasesStopAtFirstFailure();
  const tag = `Bulk ${Math.random().toString(36).slice(2, 8)}`;
  const names = [`${tag} one`, `${tag} two`];
  let page: Page;
  let errors: string[];

  it('ticks two programs of its own and archives them after asking', async () => {
    for (const name of names) {
      await ownProgram(planner, { name, retailerId: retailer.id, store: retailer.store, brandIds: [brand.id] });
    }
    page = await signIn(browser(), 'planner@demo.local', '/mycampaigns');
    errors = collectPageErrors(page);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
    const rows = names.map((name) => page.getByRole('row').filter({ hasText: name }));
    for (const row of rows) await row.waitFor();
    await eventually(() => page.getByRole('row').filter({ hasText: tag }).count()).toBe(2);
    for (const row of rows) await row.locator('input[type="checkbox"]').check();

    await page.getByRole('button', { name: 'Archive selected (2)' }).click();
    const ask = confirmDialog(page);
    await eventually(() => ask.textContent()).toContain('Archive the selected programs (2)?');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('Programs archived: 2'),
    );
    // The selection is cleared once they are archived.
    await eventually(() => page.getByRole('button', { name: 'Archive selected (0)' }).isDisabled()).toBe(true);
  });

  it('finds both under Archived', async () => {
    await page.getByRole('button', { name: 'Archived' }).click();
    for (const name of names) await page.getByRole('row').filter({ hasText: name }).waitFor();
    await page.getByRole('button', { name: 'Drafts' }).click();
    await eventually(() => page.getByRole('row').filter({ hasText: tag }).count()).toBe(0);
  });

  it('is told which program was not archived and why', async () => {
    const waiting = await ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId: brand.id,
      name: `${tag} waiting`,
      tactics: 1,
      vendor: 'Bulk Print Co',
    });
    const version = await completeDelivery(planner, waiting.programId);
    const submitted = await callApi('POST', `programs/${waiting.programId}/submit`, {
      token: planner,
      body: { version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    await page.getByRole('button', { name: 'All' }).click();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(`${tag} waiting`);
    const row = page.getByRole('row').filter({ hasText: `${tag} waiting` });
    await row.waitFor();
    await row.locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: 'Archive selected (1)' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Yes' }).click();
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('Programs archived: 0'),
    );
    const refusals = page.locator('.archive-refusals');
    await eventually(() => refusals.textContent()).toContain(`${tag} waiting: The archive state of`);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe("Program overview: a program's details", () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let program: { name: string; programId: number };
  let tacticName: string;

  it('opens the overview of its own retailer, chooses the brand and sees the program', async () => {
    program = await ownProgramWithTactics({
      admin,
      planner,
      retailer,
      brandId: brand.id,
      name: `Overview ${Math.random().toString(36).slice(2, 8)}`,
      tactics: 1,
      vendor: 'Overview Print Co',
    });
    const read = await callApi('GET', `programs/${program.programId}`, { token: planner });
    tacticName = read.json.data.tactics[0].tacticName;
    page = await signIn(browser(), 'planner@demo.local', `/programoverview/${retailer.id}/0/2026`);
    errors = collectPageErrors(page);
    await pickDropdownOption(page, 'overview-brand', brand.name);
    await page.getByRole('row').filter({ hasText: program.name }).waitFor();
    // The list searches: a term no program holds leaves it saying so, clearing it brings the program back.
    const search = page.getByRole('searchbox', { name: 'Search programs' });
    await search.fill('no such program here');
    await page.getByText('No results match your search.').waitFor();
    await search.fill(program.name);
    await page.getByRole('row').filter({ hasText: program.name }).waitFor();
  });

  it("opens the program's row and sees its tactic's line on the brand, then closes it", async () => {
    const row = page.getByRole('row').filter({ hasText: program.name }).first();
    await row.getByRole('button', { name: `Show the tactics of program #${program.programId}` }).click();
    const details = page.getByRole('table', { name: `Tactics of ${program.name} on ${brand.name}` });
    const line = details.getByRole('row').filter({ hasText: tacticName });
    await line.waitFor();
    await eventually(() => line.textContent()).toContain('10');
    await page.getByRole('button', { name: `Hide the tactics of program #${program.programId}` }).click();
    await details.waitFor({ state: 'detached' });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
