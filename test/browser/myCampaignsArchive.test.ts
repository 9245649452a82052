import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  collectPageErrors,
  confirmDialog,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { demoCatalogIds } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';

/**
 * My Campaigns' archive: the planner archives a new program of their own (asked first), finds it under Archived and
 * restores it, and finds it under Drafts again. Every wait is on what the user sees.
 */
const browser = chromiumForFile();

describe('My Campaigns: archive, the Archived view, restore', () => {
  phasesStopAtFirstFailure();
  const name = `Archive me ${Math.random().toString(36).slice(2, 8)}`;
  let page: Page;
  let errors: string[];
  let id: number;

  it('archives a program of its own after asking', async () => {
    const token = await idTokenOf('planner@demo.local');
    const ids = await demoCatalogIds(token);
    const created = await callApi('POST', 'programs', {
      token,
      body: {
        name,
        description: 'Archive test',
        retailerId: 1,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: ['FM-001'],
        fundingSources: [{ brandId: ids.fizzly, atlTarget: 1000, btlTarget: 1000 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    id = created.json.data.program.id as number;
    page = await signIn(browser(), 'planner@demo.local', '/mycampaigns');
    errors = collectPageErrors(page);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: `Archive program #${id}` }).click();
    const ask = confirmDialog(page);
    await eventually(() => ask.textContent()).toContain(`Archive the program ${name}?`);
    await ask.getByRole('button', { name: 'Yes' }).click();
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('Program archived'),
    );
    // All still lists it, marked Archived, and offers Restore instead of Archive.
    await eventually(() => row.locator('.status-tags').textContent()).toBe('NewArchived');
    await row.getByRole('button', { name: `Restore program #${id}` }).waitFor();
  });

  it('finds it under Archived and restores it; it is a draft again', async () => {
    await page.getByRole('button', { name: 'Archived' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: `Restore program #${id}` }).click();
    const ask = confirmDialog(page);
    await eventually(() => ask.textContent()).toContain(`Restore the program ${name} from the archive?`);
    await ask.getByRole('button', { name: 'Yes' }).click();
    await eventually(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(0);
    await page.getByRole('button', { name: 'Drafts' }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
