import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoTile } from '../../scripts/local/demoFiles';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { ownCatalogTactic } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';
import { ownTheme } from '../support/themes';

/**
 * A campaign theme's picture: the admin uploads one on the theme's edit page (a wrong file first, refused with a
 * message while the typed text stays), saves, and the theme's card in the Campaign Library shows it.
 */
const browser = chromiumForFile();

/** Whether an image element finished loading a real picture: its natural width. */
const loadedWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0))
    .catch(() => 0);

describe("a campaign theme's picture in the browser", () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let theme: { id: number; name: string };

  it('refuses a file that is not an image, keeping what was typed', async () => {
    theme = await ownTheme(await idTokenOf('admin@demo.local'), 'Picture Theme');
    page = await signIn(browser(), 'admin@demo.local', `/admin/reference/campaignTheme/${theme.id}`);
    errors = collectPageErrors(page);
    const description = page.getByLabel('Short description');
    await eventually(() => description.inputValue()).toBe('A theme made by a test');
    await description.fill('Sunny tiles for the summer aisle');
    await page.locator('#ref-documentId').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: demoPdf('Brief', 'Not a picture'),
    });
    await page
      .getByText(
        'brief.pdf was not uploaded: files of this type cannot be uploaded here. Allowed: png, jpg, jpeg, gif, webp.',
      )
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await description.inputValue()).toBe('Sunny tiles for the summer aisle');
    expect(await page.locator('.picture-field-preview img').count()).toBe(0);
  });

  it('uploads a picture, previews it and saves it', async () => {
    await page.locator('#ref-documentId').setInputFiles({
      name: 'summer-tile.png',
      mimeType: 'image/png',
      buffer: demoTile(300, 200, [2, 132, 199], 'Picture Theme'),
    });
    await eventually(() => loadedWidth(page, '.picture-field-preview img')).toBe(300);
    await page.getByRole('button', { name: 'Replace picture' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/admin\/reference\/campaignTheme(\?|$)/, { timeout: UI_TIMEOUT });
    await eventually(() => page.locator('.p-toast-message').last().textContent()).toContain(theme.name);
  });

  it("shows the picture on the theme's card in the Campaign Library", async () => {
    await openPage(page, 'campaign-library');
    await page.locator('#library-search').fill(theme.name);
    const card = page.locator(`.theme-card[data-theme="${theme.name}"]`);
    await card.waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => loadedWidth(page, `.theme-card[data-theme="${theme.name}"] img`)).toBe(300);
    // The edit page still shows the saved picture, from its short-lived link.
    await openPage(page, `admin/reference/campaignTheme/${theme.id}`);
    await eventually(() => loadedWidth(page, '.picture-field-preview img')).toBe(300);
    expect(errors).toEqual([]);
  });
});

describe("the admin catalog tactic form's SKU check in the browser", () => {
  it('shows a taken SKU under the field on leaving it, and the save does not go', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const [holder, edited] = [await ownCatalogTactic(admin), await ownCatalogTactic(admin)];
    const sku = `SKU-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const { usage: _usage, ...record } = (await callApi('GET', `tactics/edit/${holder}`, { token: admin })).json.data;
    expect((await callApi('POST', 'tactics', { token: admin, body: { ...record, sku } })).status).toBe(200);

    const page = await signIn(browser(), 'admin@demo.local', `/admin/reference/tactic/${edited}`);
    const errors = collectPageErrors(page);
    const field = page.locator('#ref-sku');
    await field.waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => page.locator('#ref-tacticName').inputValue()).not.toBe('');
    await field.fill(sku.toLowerCase());
    await field.blur();
    const message = `This SKU is already used by ${record.tacticName}.`;
    await page.locator('#ref-sku-error').getByText(message).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => page.locator('#ref-sku-error').textContent()).toContain(message);
    expect(page.url()).toMatch(new RegExp(`/admin/reference/tactic/${edited}$`));
    // A free SKU saves.
    await field.fill(`${sku}-2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/admin\/reference\/tactic(\?|$)/, { timeout: UI_TIMEOUT });
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
});
