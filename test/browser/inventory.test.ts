import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { callApi, idTokenOf } from '../support/session';

/**
 * The inventory upload and the catalog's item id and stock: the administrator uploads a CSV of SKU and stock from
 * the catalog tactics' list, follows its progress, reads the lines it could not use, and the program catalog's
 * rows then show the tactic's item id and stock.
 */
const browser = chromiumForFile();

describe('uploading inventory stock', () => {
  phasesStopAtFirstFailure();
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  const sku = `WOB-${run}`;
  const name = `Wobbler ${run}`;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    const found = await callApi('GET', 'tactics/all', { token: admin, query: { searchTerm: 'Shelf Talker' } });
    const source = (await callApi('GET', `tactics/edit/${found.json.data.items[0].id}`, { token: admin })).json.data;
    const created = await callApi('POST', 'tactics', {
      token: admin,
      body: {
        tacticName: name,
        description: 'A shelf wobbler',
        tacticTypeId: source.tacticTypeId,
        productTypeId: source.productTypeId,
        deliveryMethodId: source.deliveryMethodId,
        unitCost: 1,
        sku,
        active: true,
      },
    });
    expect(created.status, created.text).toBe(200);
  });

  it('uploads a CSV with its progress and lists the lines it could not use', async () => {
    page = await signIn(browser(), 'admin@demo.local', `/admin/reference/tactic?q=${encodeURIComponent(name)}`);
    errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload inventory' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    // A file that is not a .csv is refused before anything moves.
    await dialog.getByLabel('CSV file of SKUs and stock').setInputFiles({
      name: 'stock.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await dialog
      .getByText('stock.xlsx was not uploaded: only a .csv file can be imported here.')
      .waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByLabel('CSV file of SKUs and stock').setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,stock\n${sku},1234\nNOPE-${run},5\n${sku},lots\n`),
    });
    // The file's bytes are held on their way to S3 until the upload's progress is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const s3Put = (url: URL) => url.searchParams.has('X-Amz-Signature') && url.pathname.includes('/imports/inventory/');
    await page.route(s3Put, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Process Upload' }).click();
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ timeout: UI_TIMEOUT });
    release();
    const problems = dialog.getByRole('alert');
    await eventually(() => problems.textContent()).toContain('1 of 3 rows set a stock.');
    const text = await problems.textContent();
    expect(text).toContain(`Line 3, sku: No catalog tactic has the SKU NOPE-${run}.`);
    expect(text).toContain('Line 4, stock: Enter a whole number.');
    await page.unroute(s3Put);
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('Catalog tactics with their stock set: 1.'),
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    // Its problems stay in the message box after the dialog is closed, as the other imports' do (they were lost).
    expect(await page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining(`Line 3, sku: No catalog tactic has the SKU NOPE-${run}.`),
    );
  });

  it("shows the tactic's item id and stock in the catalog's rows", async () => {
    await openPage(page, 'tactic-catalog');
    await page.getByRole('searchbox', { name: 'Search tactics' }).fill(sku);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await eventually(() => row.textContent()).toContain(sku);
    expect(await row.textContent()).toContain('1,234');
    expect(errors).toEqual([]);
  });
});
