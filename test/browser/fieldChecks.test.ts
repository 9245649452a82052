import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, openPage, signIn, UI_TIMEOUT } from '../support/browser';

/**
 * What a user sees of the field checks (docs/decisions.md, "Required texts with a shape"): an empty required name
 * says it is required (not that its letters are wrong), a client setting with a closed set of values names them,
 * My account holds a phone to the one phone check, and an expense list re-sorts on the first header click.
 */
const browser = chromiumForFile();

const fieldMessage = (page: Page, inputId: string) => page.locator(`#${inputId}-error`);
const labelOf = (page: Page, inputId: string) => page.locator(`label[for="${inputId}"]`);

describe('administration settings', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(browser(), 'admin@demo.local', '/admin/client-settings');
  });
  afterAll(async () => {
    await page?.close();
  });

  it('says an empty client setting name is required, and names the skins a ClientSkin may take', async () => {
    await page.getByRole('button', { name: 'New setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client setting' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => labelOf(page, 'client-setting-name').locator('.required').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldMessage(page, 'client-setting-name').textContent()).toBe('Name is required');

    await page.locator('#client-setting-name').fill('ClientSkin x');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldMessage(page, 'client-setting-name').textContent()).toBe(
      'Name may hold letters, digits, ., - and _ only',
    );

    await page.locator('#client-setting-name').fill('ClientSkin');
    await page.locator('#client-setting-value').fill('not-a-skin');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldMessage(page, 'client-setting-value').textContent()).toBe(
      'ClientSkin must be one of: default, ocean, forest, sunset, berry, ruby, graphite, midnight',
    );
    expect(await page.getByText('ClientSkin was saved.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT });
  });

  it('marks the site configuration fields required and says so when they are empty', async () => {
    await openPage(page, 'admin/site-configuration');
    await page.getByRole('button', { name: 'New flag' }).click();
    const dialog = page.getByRole('dialog', { name: 'New site configuration flag' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    for (const field of ['site-config-configuration', 'site-config-operation'])
      await eventually(() => labelOf(page, field).locator('.required').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldMessage(page, 'site-config-configuration').textContent()).toBe(
      'Configuration is required',
    );
    await eventually(() => fieldMessage(page, 'site-config-operation').textContent()).toBe('Operation is required');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('My account', () => {
  it('refuses a phone that is not one, with the message every phone field gives', async () => {
    const page = await signIn(browser(), 'retailer@demo.local', '/myAccount');
    try {
      const phone = page.locator('#account-phone');
      await phone.waitFor({ timeout: UI_TIMEOUT });
      await eventually(() => page.locator('#account-lastName').inputValue()).not.toBe('');
      await phone.fill('abc!!');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(() => fieldMessage(page, 'account-phone').textContent()).toBe(
        'Phone may hold digits, spaces and + ( ) - . only',
      );
      expect(await page.getByText('Your details were saved.').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('an expense list sorted newest first', () => {
  it('sorts by Invoice Date on the first click on its header', async () => {
    const page = await signIn(browser(), 'admin@demo.local', '/expensemangement/po', {
      viewport: { width: 1500, height: 1000 },
    });
    try {
      const header = page.getByRole('columnheader', { name: 'Invoice Date' });
      await eventually(() => header.getAttribute('aria-sort')).toBe('descending');
      const asked = page.waitForRequest(
        (request) => /expenses-po\?/.test(request.url()) && /sortDirection=asc/.test(request.url()),
        { timeout: UI_TIMEOUT },
      );
      await header.click();
      await asked;
      await eventually(() => header.getAttribute('aria-sort')).toBe('ascending');
      await header.click();
      await eventually(() => header.getAttribute('aria-sort')).toBe('descending');
    } finally {
      await page.close();
    }
  });
});
