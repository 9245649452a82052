import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPng } from '../../scripts/local/demoFiles';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import {
  UI_TIMEOUT,
  collectPageErrors,
  eventually,
  launchChromium,
  phasesStopAtFirstFailure,
  pickDropdownOption,
  signIn,
} from '../support/browser';
import { idTokenOf, newSignedInUser } from '../support/session';

/**
 * The Create tactic modal: a planner of the test's own opens Create tactic from a program's catalog, fills the
 * tactic type, dates and two component tabs, attaches a picture, saves, and previews the picture.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks a dropdown's first option. */
const pickFirst = (page: Page, inputId: string) => pickDropdownOption(page, inputId);

describe('the Create tactic modal in the browser', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];

  it('creates a tactic with two components and a picture', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const brand = await ownBrand(admin);
    const retailer = await ownRetailer(admin, brand.id);
    const planner = await newSignedInUser(['planner'], 'tactic-planner');
    const { programId } = await ownProgram(planner.token, {
      name: `Tactic browser ${Math.random().toString(36).slice(2, 7)}`,
      retailerId: retailer.id,
      store: retailer.store,
      brandIds: [brand.id],
    });
    page = await signIn(browser, planner.email, `/tactic-catalog/${programId}`);
    errors = collectPageErrors(page);
    await page.locator('.program-toolbar').getByRole('button', { name: 'Create tactic' }).click();
    const panel = page.locator('.create-tactic-mode');
    await panel.getByRole('button', { name: 'Create tactic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tactic' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });

    // Saving without a type or dates says what is missing, in the spec's words.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => dialog.textContent()).toContain('Tactic Type Required');
    expect(await dialog.textContent()).toContain('Start Date required');

    await pickFirst(page, 'tactic-tacticTypeId');
    await dialog.getByLabel('Tactic name').fill('Window cling');
    await dialog.getByLabel('Description').fill('A cling for the front door');
    await dialog.getByLabel('Purpose').fill('Drive footfall');
    await pickFirst(page, 'tactic-productTypeId');
    await pickFirst(page, 'tactic-deliveryMethodId');
    await dialog.getByLabel('Start date').fill('2026-03-02');
    // A date outside the program's budget year warns (the spec's text), without stopping the save.
    await dialog.getByLabel('End date').fill('2027-04-30');
    const outside = dialog.getByText('You have selected a date outside of the set budget year.');
    await outside.waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByLabel('End date').fill('2026-04-30');
    await outside.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    // A file that cannot be a picture is refused when chosen, before anything is saved; the form keeps its values.
    await dialog.locator('#tactic-image').setInputFiles({
      name: 'cling.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await eventually(() => dialog.textContent()).toContain('Files of this type cannot be used as a picture.');
    expect(await dialog.getByLabel('Tactic name').inputValue()).toBe('Window cling');
    await dialog.locator('#tactic-image').setInputFiles({
      name: 'cling.png',
      mimeType: 'image/png',
      buffer: demoPng(300, 200, [220, 38, 38]),
    });
    await dialog.locator('#component-0-name').fill('Artwork');
    await pickFirst(page, 'component-0-componentTypeId');
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await dialog.locator('#component-1-name').fill('Print run');
    await pickFirst(page, 'component-1-componentTypeId');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await eventually(() => panel.textContent()).toContain('Window cling');
    expect(await panel.textContent()).toContain('2 components');
  });

  it('previews its picture', async () => {
    const preview = page.getByRole('button', { name: 'Preview the picture of Window cling' });
    await preview.waitFor({ timeout: UI_TIMEOUT });
    await preview.click();
    const dialog = page.getByRole('dialog', { name: 'Image Preview' });
    await eventually(() => dialog.textContent()).toContain('cling.png');
    await eventually(() =>
      dialog
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
    ).toBe(300);
    expect(errors).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    // The cart shows the tactic with its picture.
    await page
      .getByRole('button', { name: /^My Cart/ })
      .first()
      .click();
    const cart = page.locator('aside.side-panel[data-mode="campaign-cart"]');
    await eventually(() =>
      cart.getByRole('row').filter({ hasText: 'Window cling' }).locator('img.cart-picture').count(),
    ).toBe(1);
    await page.locator('.program-toolbar').getByRole('button', { name: 'Create tactic' }).click();
    await page.locator('.create-tactic-mode').waitFor({ timeout: UI_TIMEOUT });
  });

  it('closes once the tactic is saved even when its picture fails to upload, so it is never saved twice', async () => {
    // The picture's upload fails (the tactic itself is saved first).
    const pictureUpload = /\/programs\/programtactic\/[^/]+\/upload$/;
    await page.route(pictureUpload, (route) => route.abort('failed'));
    const panel = page.locator('.create-tactic-mode');
    await panel.getByRole('button', { name: 'Create tactic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tactic' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await pickFirst(page, 'tactic-tacticTypeId');
    await dialog.getByLabel('Tactic name').fill('Door hanger');
    await dialog.getByLabel('Description').fill('Hangs on the door');
    await dialog.getByLabel('Purpose').fill('Remind');
    await pickFirst(page, 'tactic-productTypeId');
    // A search that finds nothing says so in the spec's words.
    await page.locator('.p-dropdown:has(#tactic-deliveryMethodId)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill('zzz');
    await page.locator('.p-dropdown-panel').getByText('delivery method not found.').waitFor({ timeout: UI_TIMEOUT });
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await pickFirst(page, 'tactic-deliveryMethodId');
    await dialog.getByLabel('Start date').fill('2026-03-02');
    await dialog.getByLabel('End date').fill('2026-04-30');
    await dialog.locator('#tactic-image').setInputFiles({
      name: 'hanger.png',
      mimeType: 'image/png',
      buffer: demoPng(120, 80, [37, 99, 235]),
    });
    await dialog.locator('#component-0-name').fill('Print');
    await pickFirst(page, 'component-0-componentTypeId');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('The tactic was saved, but its picture could not be uploaded.'),
    );
    await eventually(() => panel.getByText('Door hanger', { exact: true }).count()).toBe(1);
    await page.unroute(pictureUpload);
  });
});
