import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPdf, demoPng } from '../../scripts/local/demoFiles';
import { ownBrand, ownProgram, ownRetailer } from '../support/catalog';
import {
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  pickDropdownOption,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { productionProgram } from '../support/production';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

/**
 * The Create tactic modal: a planner of the test's own opens Create tactic from a program's catalog, fills the
 * tactic type, dates and two component tabs, attaches a picture, saves, and previews the picture.
 */
const browser = chromiumForFile();

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
    page = await signIn(browser(), planner.email, `/tactic-catalog/${programId}`);
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
    await eventually(() => dialog.textContent()).toContain(
      'cling.pdf was not uploaded: files of this type cannot be uploaded here.',
    );
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

  it("adds files to a saved component's tab, each with a progress bar, and refuses a type it does not take", async () => {
    const panel = page.locator('.create-tactic-mode');
    await panel.getByRole('button', { name: 'Edit Window cling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit tactic' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    const files = dialog.getByRole('region', { name: 'Files of Artwork' });
    await files.getByText('No files yet.').waitFor({ timeout: UI_TIMEOUT });
    // The first file's bytes are held on their way to S3 until its progress bar is seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const s3Put = (url: URL) => url.searchParams.has('X-Amz-Signature') && url.pathname.includes('/documents/');
    await page.route(s3Put, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await files.getByLabel('Choose files for Artwork').setInputFiles([
      { name: 'artwork.pdf', mimeType: 'application/pdf', buffer: demoPdf('Artwork', 'Window cling') },
      { name: 'proof.png', mimeType: 'image/png', buffer: demoPng(60, 40, [22, 163, 74]) },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    // A type components do not take is refused at once, naming the file and what is allowed.
    await eventually(() => files.textContent()).toContain(
      'setup.exe was not uploaded: files of this type cannot be uploaded here. Allowed:',
    );
    await files.getByRole('progressbar', { name: 'Uploading artwork.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    release();
    const list = files.getByRole('list', { name: 'Files of Artwork' });
    await list.getByRole('button', { name: 'Download proof.png' }).waitFor({ timeout: UI_TIMEOUT });
    await list.getByRole('button', { name: 'Download artwork.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    await page.unroute(s3Put);
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('2 files added.'),
    );
  });

  it('downloads a component file and removes one after asking', async () => {
    const dialog = page.getByRole('dialog', { name: 'Edit tactic' });
    const list = dialog
      .getByRole('region', { name: 'Files of Artwork' })
      .getByRole('list', { name: 'Files of Artwork' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Download artwork.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('artwork.pdf');

    await list.getByRole('button', { name: 'Remove proof.png' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Remove the file proof.png from Artwork?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await list.getByRole('button', { name: 'Download proof.png' }).waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    expect(await list.getByRole('listitem').count()).toBe(1);
    await eventually(() => page.locator('.p-toast-message').allTextContents()).toContainEqual(
      expect.stringContaining('proof.png was removed.'),
    );
  });

  it("shows each tab's own files, and says a tab not saved yet must be saved first", async () => {
    const dialog = page.getByRole('dialog', { name: 'Edit tactic' });

    // The other tab has files of its own; a tab not saved yet says to save first.
    await dialog.getByRole('tab', { name: 'Print run' }).click();
    await dialog
      .getByRole('region', { name: 'Files of Print run' })
      .getByText('No files yet.')
      .waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await dialog.getByText('Save the tactic to add files to this component.').waitFor({ timeout: UI_TIMEOUT });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
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

describe('component files of a program past planning', () => {
  phasesStopAtFirstFailure();

  it('lists them read-only: download, no add, no remove', async () => {
    const [admin, approver] = await Promise.all(['admin', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)));
    const planner = await newSignedInUser(['planner'], 'files-planner');
    const name = `Submitted files ${Math.random().toString(36).slice(2, 7)}`;
    const { programId } = await productionProgram({ admin, planner: planner.token, approver, name, draft: true });
    const lookup = async (path: string) =>
      (await callApi('GET', path, { token: admin, query: { pageSize: '100' } })).json.data.items as {
        id: number;
        isDownload?: boolean;
      }[];
    const [types, products, methods, componentTypes] = await Promise.all([
      lookup('tactics/lookup/tactic-types'),
      lookup('tactics/lookup/producttypes'),
      lookup('reference/delivery-methods'),
      lookup('programtactics/lookup/component-type'),
    ]);
    const version = async () =>
      (await callApi('GET', `programs/${programId}`, { token: planner.token })).json.data.program.version as number;
    const saved = await callApi('POST', 'tactics/save-program-tactic', {
      token: planner.token,
      body: {
        programId,
        version: await version(),
        tacticTypeId: types[0].id,
        tacticName: 'Shelf wobbler',
        description: 'Wobbles on the shelf',
        purpose: 'Catch the eye',
        productTypeId: products[0].id,
        deliveryMethodId: methods.find((m) => m.isDownload)!.id,
        unitCost: 1,
        orderQuantity: 10,
        startDate: '2026-03-02',
        endDate: '2026-04-30',
        components: [{ name: 'Die line', componentTypeId: componentTypes[0].id }],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const tactic = (saved.json.data.tactics as { id: string; tacticName: string; components: object }[]).find(
      (t) => t.tacticName === 'Shelf wobbler',
    )!;
    const componentId = `${tactic.id}.${Object.keys(tactic.components)[0]}`;
    const bytes = demoPdf('Die line', 'Shelf wobbler');
    const slot = await callApi('POST', `programtactics/component/${componentId}/upload`, {
      token: planner.token,
      body: { fileName: 'dieline.pdf', contentType: 'application/pdf', size: bytes.length },
    });
    expect(slot.status, slot.text).toBe(200);
    const put = await fetch(slot.json.data.uploadUrl, {
      method: 'PUT',
      headers: slot.json.data.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const submitted = await callApi('POST', `programs/${programId}/submit`, {
      token: planner.token,
      body: { version: await version() },
    });
    expect(submitted.status, submitted.text).toBe(200);

    const page = await signIn(browser(), planner.email, `/tactic-catalog/${programId}`);
    const errors = collectPageErrors(page);
    await page.locator('.program-toolbar').getByRole('button', { name: 'Program tactics' }).click();
    const panel = page.locator('.create-tactic-mode');
    await panel.getByRole('button', { name: 'Files of the components of Shelf wobbler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Files of the components of Shelf wobbler' });
    const files = dialog.getByRole('region', { name: 'Files of Die line' });
    await files.getByRole('button', { name: 'Download dieline.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await files.textContent()).toContain('The files of a program in this status can no longer be changed.');
    expect(await files.getByRole('button', { name: 'Remove dieline.pdf' }).count()).toBe(0);
    expect(await files.getByRole('button', { name: 'Add files to Die line' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Edit Shelf wobbler' }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: 'Download dieline.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('dieline.pdf');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
