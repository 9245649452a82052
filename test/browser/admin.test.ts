import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { DEMO_PASSWORD, demoRoles } from '../../scripts/local/demoData';
import { collectPageErrors, launchChromium } from '../support/browser';
import { callApi, idTokenOf, stack } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(email: string, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${stack().webUrl}/#${path}`);
  await page.waitForURL(/#\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}`));
  return page;
}

/** The browser reports every refused call as a console error; the refusals these tests provoke are expected. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((status) => e.includes(`status of ${status}`)));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const table = (page: Page, name: string) => page.getByRole('table').filter({ has: page.getByRole('columnheader', { name }) });
const toast = (page: Page) => page.locator('.p-toast-message');

describe('administration in the browser', () => {
  it('creates, edits and searches a sector, shows field messages, and refuses to delete one in use with the reason', async () => {
    const page = await signIn('admin@demo.local', '/admin/reference/sector');
    const errors = collectPageErrors(page);
    const sectors = table(page, 'Name');
    await sectors.getByRole('link', { name: 'Grocery' }).waitFor();

    // Create: the kind's own schema answers at once; the server's uniqueness answer sits beside the field.
    await page.getByRole('button', { name: 'New sector' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector\/new/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill('grocery ');
    await page.getByLabel('Description').fill('Bread and cakes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A sector with this name already exists.').waitFor();
    // Nothing the user typed is lost by the refused save.
    expect(await page.getByLabel('Description').inputValue()).toBe('Bread and cakes');
    await page.getByLabel('Name').fill('Bakery');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector(\?|$)/);
    await expect.poll(() => toast(page).last().textContent()).toContain('The sector Bakery was saved.');

    // Search on the server (400 ms after the last key), then edit.
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('bak');
    await expect.poll(() => sectors.getByRole('row').count()).toBe(2);
    await page.waitForURL(/q=bak/);
    await sectors.getByRole('link', { name: 'Bakery' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector\/\d+/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Bakery');
    await page.getByLabel('Name').fill('Bakery & Pastry');
    await page.getByRole('button', { name: 'Save' }).click();
    // Back to the list as it was left: still searched for 'bak'.
    await page.waitForURL(/#\/admin\/reference\/sector\?.*q=bak/);
    await sectors.getByRole('link', { name: 'Bakery & Pastry' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search sectors' }).inputValue()).toBe('bak');

    // The row's detail says what uses a record; Grocery is used, so deleting it is refused with the reason.
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('grocery');
    await sectors.getByRole('link', { name: 'Grocery' }).waitFor();
    await expect.poll(() => sectors.getByRole('row').count()).toBe(2);
    await sectors.locator('.p-row-toggler').first().click();
    await expect.poll(() => sectors.textContent()).toMatch(/Used by\s*2 sub-sectors, 1 retailer/);
    await page.getByRole('button', { name: 'Delete Grocery' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Delete the sector Grocery?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page).last().textContent()).toContain('This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.');
    expect(await sectors.getByRole('link', { name: 'Grocery' }).count()).toBe(1);

    // The new one is used by nothing and goes.
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('pastry');
    await sectors.getByRole('link', { name: 'Bakery & Pastry' }).waitFor();
    await page.getByRole('button', { name: 'Delete Bakery & Pastry' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page).last().textContent()).toContain('The sector Bakery & Pastry was deleted.');
    await sectors.getByText('No records found.').waitFor();

    expect(unexpected(errors, 400, 409)).toEqual([]);
  });

  it('keeps what the user typed when someone else saved first, says so, and reloads on request', async () => {
    const mine = await signIn('admin@demo.local', '/admin/reference/sector?q=drug');
    const errors = collectPageErrors(mine);
    await table(mine, 'Name').getByRole('link', { name: 'Drug' }).click();
    await mine.waitForURL(/#\/admin\/reference\/sector\/\d+/);
    await expect.poll(() => mine.getByLabel('Name').inputValue()).toBe('Drug');

    // Another administrator, in another session, opens the same sector.
    const theirs = await signIn('admin@demo.local', '/admin/reference/sector');
    await theirs.goto(mine.url());
    await expect.poll(() => theirs.getByLabel('Name').inputValue()).toBe('Drug');
    await theirs.getByLabel('Description').fill('Pharmacies and drugstores');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL(/#\/admin\/reference\/sector(\?|$)/);

    await mine.getByLabel('Description').fill('Health and beauty');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.getByText('Someone else changed this item while you were working on it. Reload it and try again.').waitFor();
    expect(await mine.getByLabel('Description').inputValue()).toBe('Health and beauty');
    await mine.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect.poll(() => mine.getByLabel('Description').inputValue()).toBe('Pharmacies and drugstores');
    await mine.getByLabel('Description').fill('Health and beauty');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitForURL(/#\/admin\/reference\/sector(\?|$)/);
    expect(unexpected(errors, 409)).toEqual([]);
  });

  it("changes the planner's menu by giving the planner role Admin/View and ReferenceData/Manage", async () => {
    const planner = demoRoles.planner!;
    try {
      const admin = await signIn('admin@demo.local', '/admin/roles/planner');
      const errors = collectPageErrors(admin);
      await admin.getByLabel('Admin/View').waitFor();
      expect(await admin.getByLabel('Admin/View').isChecked()).toBe(false);
      const menus = admin.getByRole('region', { name: /Menu entries these claims/ });
      expect(await menus.textContent()).not.toContain('Administration');

      await admin.getByLabel('Admin/View').check();
      await admin.getByLabel('ReferenceData/Manage').check();
      // Before saving, the editor shows what the claims will unlock.
      await expect.poll(() => menus.textContent()).toContain('Administration');
      expect(await menus.textContent()).toContain('Sectors');
      expect(await menus.textContent()).not.toContain('Roles and Claims');
      await admin.getByRole('button', { name: 'Save claims' }).click();
      await expect.poll(() => toast(admin).last().textContent()).toContain('The claims of planner were saved.');
      await expect.poll(() => admin.getByRole('heading', { name: 'Menu entries these claims unlock' }).count()).toBe(1);
      expect(await menus.textContent()).toContain('Sectors');
      expect(errors).toEqual([]);

      const page = await signIn('planner@demo.local', '/home');
      await nav(page).getByRole('link', { name: 'Administration' }).waitFor();
      await page.goto(`${stack().webUrl}/#/admin/reference/sector`);
      await table(page, 'Name').getByRole('link', { name: 'Grocery' }).waitFor();
      // Site setup stays closed to the planner.
      await page.goto(`${stack().webUrl}/#/admin/roles`);
      await page.getByText('You do not have permission to open this page.').waitFor();
    } finally {
      // Restore the demo role so other tests see the planner they expect.
      const token = await idTokenOf('admin@demo.local');
      const role = await callApi('GET', 'sitesetup/role/planner', { token });
      const restored = await callApi('POST', 'sitesetup/save-role-claims', {
        token,
        body: { roleId: 'planner', description: planner.description, retailerSide: false, claims: planner.claims, version: role.json.data.version },
      });
      expect(restored.status).toBe(200);
      expect(restored.json.data.claims).not.toContainEqual(knownClaims.viewAdmin);
    }
  });
});
