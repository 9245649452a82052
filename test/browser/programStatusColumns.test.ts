import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { newSignedInUser } from '../support/session';
import { sheetTexts } from '../support/xlsx';

/** Program Status keeps each user's columns between visits (`programs/save-dynamic-table`). */
const browser = chromiumForFile();

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

describe('Program Status keeps the columns a user chose', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let email: string;
  const headers = () => page.getByRole('columnheader').allInnerTexts();
  const dialog = () => page.getByRole('dialog', { name: 'Choose columns' });
  const theme = () => dialog().getByRole('checkbox', { name: 'Campaign theme', exact: true });
  const everyColumn = [
    'Program #',
    'Name',
    'Campaign theme',
    'Retailer',
    'Budget year',
    'Start date',
    'End date',
    'Status',
    'Created by',
    'Created',
  ];
  const chosen = [
    'Program #',
    'Status',
    'Name',
    'Retailer',
    'Budget year',
    'Start date',
    'End date',
    'Created by',
    'Created',
  ];

  it('shows every column until the user chooses', async () => {
    ({ email } = await newSignedInUser(['planner'], 'columns'));
    page = await signIn(browser(), email, '/program-status');
    errors = collectPageErrors(page);
    await eventually(async () => (await headers()).map((h) => h.trim())).toEqual(everyColumn);
  });

  it('keeps the choice and says why when the save fails', async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    await dialog().waitFor();
    await theme().click();
    await eventually(() => theme().isChecked()).toBe(false);
    for (let i = 0; i < 6; i++) await dialog().getByRole('button', { name: 'Move Status up' }).click();
    await page.route(
      '**/api/programs/save-dynamic-table',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ hasError: true, error: { general: ['The columns could not be saved.'] }, data: null }),
        }),
      { times: 1 },
    );
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('The columns could not be saved.').waitFor();
    expect(await theme().isChecked()).toBe(false);
    const first = dialog().getByRole('list', { name: 'Columns of the list' }).getByRole('listitem').first();
    expect((await first.textContent())?.trim()).toBe('Status');
  });

  it('shows the chosen columns in their order once saved', async () => {
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Your columns are saved.').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await eventually(async () => (await headers()).map((h) => h.trim())).toEqual(chosen);
  });

  it('exports the columns shown, in their order', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(await file.failure()).toBeNull();
    const [sheetHeaders] = sheetTexts(await readFile((await file.path())!));
    expect(sheetHeaders).toEqual(chosen);
  });

  it('shows the same columns after a reload, and in a new sign-in', async () => {
    await page.reload();
    await eventually(async () => (await headers()).map((h) => h.trim())).toEqual(chosen);
    expect(unexpectedErrors(errors, 500)).toEqual([]);
    await page.close();
    page = await signIn(browser(), email, '/program-status');
    await eventually(async () => (await headers()).map((h) => h.trim())).toEqual(chosen);
    await page.close();
  });
});
