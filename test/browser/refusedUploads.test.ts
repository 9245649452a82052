import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../scripts/local/demoFiles';
import { chromiumForFile, collectPageErrors, eventually, signIn, UI_TIMEOUT } from '../support/browser';
import { ownRetailerWithProfileEditor } from '../support/catalog';
import { idTokenOf } from '../support/session';
import { ownTheme } from '../support/themes';

/**
 * A file the web refuses before any upload says which file it was, in the server's words ('brief.pdf was not
 * uploaded: ...'), wherever it is refused: a picture field, a CSV import and a profile version's files here (docs/decisions.md, 'A refused
 * upload names its file'). What was typed or chosen before stays.
 */
const browser = chromiumForFile();

describe('a file refused in the browser', () => {
  it("is named by a theme's picture field, and the typed text stays", async () => {
    const theme = await ownTheme(await idTokenOf('admin@demo.local'), 'Refusal Theme');
    const page = await signIn(browser(), 'admin@demo.local', `/admin/reference/campaignTheme/${theme.id}`);
    const errors = collectPageErrors(page);
    const description = page.getByLabel('Short description');
    await eventually(() => description.inputValue()).toBe('A theme made by a test');
    await description.fill('Tiles for the autumn aisle');
    await page.locator('#ref-documentId').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf('Brief', 'Not a picture'),
    });
    await page
      .locator('#ref-documentId-error')
      .getByText(
        'brief.pdf was not uploaded: files of this type cannot be uploaded here. Allowed: png, jpg, jpeg, gif, webp.',
      )
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await description.inputValue()).toBe('Tiles for the autumn aisle');
    expect(errors).toEqual([]);
  });

  it('is named by the inventory import, and the .csv chosen before stays chosen', async () => {
    const page = await signIn(browser(), 'admin@demo.local', '/admin/reference/tactic');
    const errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Upload inventory' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload inventory' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    const input = dialog.getByLabel('CSV file of SKUs and stock');
    await input.setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,stock\n') });
    await dialog.getByText('stock.csv').waitFor({ timeout: UI_TIMEOUT });
    await input.setInputFiles({
      name: 'stock-list.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await dialog
      .getByText('stock-list.xlsx was not uploaded: only a .csv file can be imported here.')
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await dialog.locator('.csv-file-chosen').textContent(), 'the file chosen before stays').toContain(
      'stock.csv',
    );
    expect(await dialog.getByRole('button', { name: 'Process Upload' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
  });

  it("is named by a retailer profile's new version, and the comment and the other files of the choice stay", async () => {
    const { editor } = await ownRetailerWithProfileEditor(await idTokenOf('admin@demo.local'));
    const page = await signIn(browser(), editor, '/retailerprofile');
    const errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'New Profile Version' }).click({ timeout: UI_TIMEOUT });
    const panel = page.getByRole('complementary', { name: 'Profile version' });
    await panel.getByLabel('Comment').fill('Store list for the spring');
    await panel.getByTestId('profile-version-file-input').setInputFiles([
      { name: 'store-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 store list') },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await panel
      .getByText('setup.exe was not uploaded: files of this type cannot be uploaded here. Allowed:', { exact: false })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await panel.getByRole('listitem').allTextContents(), 'the other file of the choice stays').toEqual([
      expect.stringContaining('store-list.pdf'),
    ]);
    expect(await panel.getByLabel('Comment').inputValue()).toBe('Store list for the spring');
    expect(errors).toEqual([]);
  });
});
