import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchChromium,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
  UI_TIMEOUT,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const FILE_NAME = `display-guide-${Date.now()}.pdf`;

describe("a content page's files in the browser: attached in the editor, downloaded by readers, removed again", () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];

  it('attaches a file in the editor, listed with its size and a remove button, and saves it with the page', async () => {
    page = await signIn(browser, 'admin@demo.local', '/resources', { acceptDownloads: true });
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click({ timeout: UI_TIMEOUT });
    const editor = page.getByRole('form', { name: 'Edit page' });
    await editor.waitFor({ timeout: UI_TIMEOUT });
    await editor.getByLabel('Attach files').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4 display guide ${'x'.repeat(3000)}`),
    });
    await editor.getByRole('button', { name: `Remove ${FILE_NAME}` }).waitFor({ timeout: UI_TIMEOUT });
    expect(await editor.getByText('3 KB').count()).toBe(1);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
  });

  it('lists the file for readers with its size, and downloads it under its name', async () => {
    const files = page.getByRole('region', { name: 'Files' });
    const link = files.getByRole('button', { name: FILE_NAME });
    await link.waitFor({ timeout: UI_TIMEOUT });
    expect(await files.getByText('3 KB').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
  });

  it('removes the file in the editor, and the page lists no files after Save', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = page.getByRole('form', { name: 'Edit page' });
    await editor.getByRole('button', { name: `Remove ${FILE_NAME}` }).click({ timeout: UI_TIMEOUT });
    expect(await editor.getByText(FILE_NAME).count()).toBe(0);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await page.getByRole('region', { name: 'Files' }).waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
