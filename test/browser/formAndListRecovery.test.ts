import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, profileNotices } from '../../shared/retailerProfile/profile';
import { chromiumForFile, collectPageErrors, eventually, signIn, UI_TIMEOUT } from '../support/browser';
import { ownRetailerWithProfileEditor } from '../support/catalog';
import { idTokenOf } from '../support/session';

const browser = chromiumForFile();

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

describe('a form recovers once its invalid field is corrected; a search that finds nothing says so', () => {
  const stamp = Date.now().toString(36);
  let shop: { id: number; name: string };
  let retailerUser: string;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const admin = await idTokenOf('admin@demo.local');
    ({ shop, editor: retailerUser } = await ownRetailerWithProfileEditor(admin));
  });

  it('saves the profile once the emptied store count is typed again, with the other edits kept', async () => {
    page = await signIn(browser(), retailerUser, '/retailerprofile');
    errors = collectPageErrors(page);
    await page.getByRole('heading', { name: `Profile of ${shop.name}` }).waitFor({ timeout: UI_TIMEOUT });
    const form = page.getByRole('form', { name: 'Profile' });
    const notes = `Fixtures move in spring ${stamp}`;
    await form.getByLabel('Banner names').fill('Corner Shop');
    await form.getByLabel('Banner names').press('Enter');
    await form.getByLabel('Planogram and fixture notes').fill(notes);
    await form.getByLabel('Store count').fill('');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText(profileMessages.formInvalid).waitFor({ timeout: UI_TIMEOUT });
    await form.getByText(profileNotices.storeCountInvalid).waitFor({ timeout: UI_TIMEOUT });

    // Typed key by key, as a user does: the message goes while typing, and Save sends the profile.
    await form.getByLabel('Store count').click();
    await form.getByLabel('Store count').pressSequentially('142');
    await eventually(() => form.getByText(profileNotices.storeCountInvalid).count()).toBe(0);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Profile saved.').waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => form.getByText(profileNotices.storeCountInvalid).count()).toBe(0);
    await eventually(() => form.getByText(profileMessages.formInvalid).count()).toBe(0);
    await eventually(() => form.getByLabel('Store count').inputValue()).toBe('142');
    await eventually(() => form.getByLabel('Planogram and fixture notes').inputValue()).toBe(notes);

    // What was saved is what comes back after a reload.
    await page.reload();
    await page.getByRole('heading', { name: `Profile of ${shop.name}` }).waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => form.getByLabel('Planogram and fixture notes').inputValue()).toBe(notes);
    await eventually(() => form.getByLabel('Store count').inputValue()).toBe('142');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says that no contact matches a search that finds none, and that there are none yet without one', async () => {
    // A page of its own, so this check runs whatever became of the profile's.
    page = await signIn(browser(), retailerUser, `/retailerprofileownerresident?retailer=${shop.id}`);
    errors = collectPageErrors(page);
    const table = page.getByRole('table', { name: 'Owner and resident contacts' });
    await table.getByText('No contacts yet.').waitFor({ timeout: UI_TIMEOUT });

    await page.getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByLabel('Name').fill(`Dana ${stamp}`);
    await dialog.getByLabel('E-mail').fill('dana@corner.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
    await table.getByText(`Dana ${stamp}`).waitFor({ timeout: UI_TIMEOUT });

    await page.locator('main').getByRole('searchbox', { name: 'Search' }).fill(`nobody-${stamp}`);
    await table.getByText('No results match your search.').waitFor({ timeout: UI_TIMEOUT });
    expect(await table.getByText('No contacts yet.').count()).toBe(0);

    await page.locator('main').getByRole('searchbox', { name: 'Search' }).fill('Dana');
    await table.getByText(`Dana ${stamp}`).waitFor({ timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
  });
});
