import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoRoles } from '../../scripts/local/demoData';
import esShell from '../../web/src/i18n/shell/es.json';
import {
  addressMovedFrom,
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  signIn,
  unexpectedErrors,
} from '../support/browser';
import { callApi, emailOfToken, idTokenOf, newSignedInUser, newUserWithRole, stack } from '../support/session';

const browser = chromiumForFile();
const viewport = { width: 1400, height: 900 };

/** The browser reports every refused call as a console error; the refusals these tests provoke are expected. */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const table = (page: Page, name: string) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name }) });
const toast = (page: Page) => page.locator('.p-toast-message');
/** A gate a test opens once: `opened` resolves from then on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('administration in the browser: a sector from creation to deletion', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];
  let sectors: Locator;

  it("creates a sector: the kind's own messages at once, the server's uniqueness answer beside the field, nothing typed lost", async () => {
    page = await signIn(browser(), 'admin@demo.local', '/admin/reference/sector', { viewport });
    errors = collectPageErrors(page);
    sectors = table(page, 'Name');
    await sectors.getByRole('link', { name: 'Grocery' }).waitFor();

    await page.getByRole('button', { name: 'New sector' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector\/new/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill('grocery ');
    await page.getByLabel('Description').fill('Bread and cakes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A sector with this name already exists.').waitFor();
    expect(await page.getByLabel('Description').inputValue()).toBe('Bread and cakes');
    await page.getByLabel('Name').fill('Bakery');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector(\?|$)/);
    await eventually(() => toast(page).last().textContent()).toContain('The sector Bakery was saved.');
  });

  it('searches on the server, edits the sector, and returns to the list as it was left', async () => {
    // Search on the server (400 ms after the last key), then edit.
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('bak');
    await eventually(() => sectors.getByRole('row').count()).toBe(2);
    await page.waitForURL(/q=bak/);
    await sectors.getByRole('link', { name: 'Bakery' }).click();
    await page.waitForURL(/#\/admin\/reference\/sector\/\d+/);
    await eventually(() => page.getByLabel('Name').inputValue()).toBe('Bakery');
    await page.getByLabel('Name').fill('Bakery & Pastry');
    await page.getByRole('button', { name: 'Save' }).click();
    // Back to the list as it was left: still searched for 'bak'.
    await page.waitForURL(/#\/admin\/reference\/sector\?.*q=bak/);
    await sectors.getByRole('link', { name: 'Bakery & Pastry' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search sectors' }).inputValue()).toBe('bak');
  });

  it('says what uses a sector, and refuses to delete one in use with the reason', async () => {
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('grocery');
    await sectors.getByRole('link', { name: 'Grocery' }).waitFor();
    await eventually(() => sectors.getByRole('row').count()).toBe(2);
    await sectors.locator('.p-row-toggler').first().click();
    await eventually(() => sectors.textContent()).toMatch(/Used by\s*2 sub-sectors, 1 retailer/);
    await page.getByRole('button', { name: 'Delete Grocery' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({ hasText: 'Delete the sector Grocery?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toast(page).last().textContent()).toContain(
      'This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.',
    );
    expect(await sectors.getByRole('link', { name: 'Grocery' }).count()).toBe(1);
  });

  it('deletes the new sector, which nothing uses', async () => {
    await page.getByRole('searchbox', { name: 'Search sectors' }).fill('pastry');
    await sectors.getByRole('link', { name: 'Bakery & Pastry' }).waitFor();
    await page.getByRole('button', { name: 'Delete Bakery & Pastry' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toast(page).last().textContent()).toContain('The sector Bakery & Pastry was deleted.');
    await sectors.getByText('No results match your search.').waitFor();
    expect(unexpectedErrors(errors, 400, 409)).toEqual([]);
  });
});

describe('administration in the browser: two administrators edit the same sector', () => {
  phasesStopAtFirstFailure();
  let mine: Page;
  let errors: string[];

  it('opens the sector in two sessions, and the other administrator saves first', async () => {
    mine = await signIn(browser(), 'admin@demo.local', '/admin/reference/sector?q=drug', { viewport });
    errors = collectPageErrors(mine);
    await table(mine, 'Name').getByRole('link', { name: 'Drug' }).click();
    await mine.waitForURL(/#\/admin\/reference\/sector\/\d+/);
    await eventually(() => mine.getByLabel('Name').inputValue()).toBe('Drug');

    const theirs = await signIn(browser(), 'admin@demo.local', '/admin/reference/sector', { viewport });
    await openPage(theirs, mine.url().split('#')[1]);
    await eventually(() => theirs.getByLabel('Name').inputValue()).toBe('Drug');
    await theirs.getByLabel('Description').fill('Pharmacies and drugstores');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await theirs.waitForURL(/#\/admin\/reference\/sector(\?|$)/);
    await table(theirs, 'Name').waitFor();
  });

  it('keeps what this user typed when the save is refused, and says so', async () => {
    await mine.getByLabel('Description').fill('Health and beauty');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine
      .getByText('Someone else changed this item while you were working on it. Reload it and try again.')
      .waitFor();
    expect(await mine.getByLabel('Description').inputValue()).toBe('Health and beauty');
  });

  it('reloads on request, and then saves', async () => {
    await mine.getByRole('button', { name: 'Reload', exact: true }).click();
    await eventually(() => mine.getByLabel('Description').inputValue()).toBe('Pharmacies and drugstores');
    await mine.getByLabel('Description').fill('Health and beauty');
    await mine.getByRole('button', { name: 'Save' }).click();
    await mine.waitForURL(/#\/admin\/reference\/sector(\?|$)/);
    await table(mine, 'Name').waitFor();
    expect(unexpectedErrors(errors, 409)).toEqual([]);
  });
});

describe('administration in the browser: roles and claims', () => {
  it("opens on the first role's claims, not on an empty editor", async () => {
    const admin = await signIn(browser(), 'admin@demo.local', '/admin/roles', { viewport });
    const first = admin.getByRole('navigation', { name: 'Roles' }).getByRole('link').first();
    await admin.getByRole('button', { name: 'Save claims' }).waitFor();
    expect(await first.getAttribute('aria-current')).toBe('page');
    // Shown, not written to the address: the page does not move by itself (see addressMovedFrom).
    expect(addressMovedFrom(admin, 'admin/roles')).toBeUndefined();
    await admin.context().close();
  });

  it('lists the menu entries a role unlocks by the names the Spanish menu shows, not their stored English names', async () => {
    const admin = await signIn(browser(), 'admin@demo.local', '/admin/roles/planner', { viewport });
    const errors = collectPageErrors(admin);
    await chooseLanguage(admin, 'Español', 'es');
    const es = esShell.shell.menu;
    const menus = admin.locator('section.role-menus');
    await menus.getByRole('listitem').first().waitFor();
    const entries = (await menus.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    expect(entries).toContain(es['Brands Summary']);
    expect(entries).toContain(es['Program Status']);
    expect(entries).not.toContain('Brands Summary');
    expect(entries).not.toContain('Program Status');
    expect(unexpectedErrors(errors)).toEqual([]);
    await admin.context().close();
  });
});

// A role and a member of the test's own, shaped like the demo planner: the demo roles stay as other tests expect them
// (each Lambda caches role claims for up to a minute, so a restored demo role could still look changed).
describe("administration in the browser: a planner-like role's menu follows its claims", () => {
  phasesStopAtFirstFailure();
  const roleId = `menu-planner-${Math.random().toString(36).slice(2, 8)}`;
  let memberEmail: string;
  beforeAll(async () => {
    const created = await callApi('POST', 'sitesetup/save-role-claims', {
      token: await idTokenOf('admin@demo.local'),
      body: {
        roleId,
        description: demoRoles.planner!.description,
        retailerSide: false,
        claims: demoRoles.planner!.claims,
      },
    });
    expect(created.status, created.text).toBe(200);
    memberEmail = (await newSignedInUser([roleId], 'menu-planner')).email;
  });

  it('gives the role Admin/View and ReferenceData/Manage, showing before saving what they unlock', async () => {
    const admin = await signIn(browser(), 'admin@demo.local', `/admin/roles/${roleId}`, { viewport });
    const errors = collectPageErrors(admin);
    await admin.getByLabel('Admin/View').waitFor();
    expect(await admin.getByLabel('Admin/View').isChecked()).toBe(false);
    const menus = admin.getByRole('region', { name: /Menu entries these claims/ });
    expect(await menus.textContent()).not.toContain('Administration');

    await admin.getByLabel('Admin/View').check();
    await admin.getByLabel('ReferenceData/Manage').check();
    // Before saving, the editor shows what the claims will unlock.
    await eventually(() => menus.textContent()).toContain('Administration');
    expect(await menus.textContent()).toContain('Sectors');
    expect(await menus.textContent()).not.toContain('Roles and Claims');
    await admin.getByRole('button', { name: 'Save claims' }).click();
    await eventually(() => toast(admin).last().textContent()).toContain(`The claims of ${roleId} were saved.`);
    await eventually(() => admin.getByRole('heading', { name: 'Menu entries these claims unlock' }).count()).toBe(1);
    expect(await menus.textContent()).toContain('Sectors');
    expect(errors).toEqual([]);
  });

  it("shows the role's member the Administration menu and the sectors, but keeps site setup closed", async () => {
    const page = await signIn(browser(), memberEmail, '/home', { viewport });
    await nav(page).getByRole('link', { name: 'Administration' }).waitFor();
    await openPage(page, 'admin/reference/sector');
    await table(page, 'Name').getByRole('link', { name: 'Grocery' }).waitFor();
    await openPage(page, 'admin/roles');
    await page.getByText('You do not have permission to open this page.').waitFor();
  });
});

// A user of the test's own: the demo users stay as other tests expect them.
describe("administration in the browser: a user's first and last name", () => {
  phasesStopAtFirstFailure();
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `names-${tag}@demo.local`;
  const lastName = `Quarles${tag}`;
  let page: Page;
  let errors: string[];
  const fieldMessage = (inputId: string) => page.locator(`#${inputId}-error`);
  const users = () => table(page, 'Last name');

  it("creates a user: each name's message at its field, nothing typed lost", async () => {
    page = await signIn(browser(), 'admin@demo.local', '/admin/users/new', { viewport });
    errors = collectPageErrors(page);
    await page.locator('#user-lastName').waitFor();
    // The last name is required, the first name not (spec 03: it falls back to Unknown).
    expect(await page.locator('label[for="user-lastName"] .required').count()).toBe(1);
    expect(await page.locator('label[for="user-firstName"] .required').count()).toBe(0);
    await page.getByRole('button', { name: 'Create user' }).click();
    await eventually(() => fieldMessage('user-lastName').textContent()).toBe('Last name is required');
    expect(await fieldMessage('user-firstName').count()).toBe(0);

    await page.locator('#user-email').fill(email);
    await page.locator('#user-firstName').fill('Quinn');
    await page.locator('#user-lastName').fill(lastName);
    await page.getByRole('button', { name: 'Create user' }).click();
    await eventually(() => fieldMessage('user-roles').textContent()).toBe('Choose at least one role');
    expect(await fieldMessage('user-lastName').count()).toBe(0);
    expect(await page.locator('#user-firstName').inputValue()).toBe('Quinn');
    expect(await page.locator('#user-lastName').inputValue()).toBe(lastName);

    await page.locator('.p-multiselect:has(#user-roles)').click();
    await page.locator('.p-multiselect-panel').getByRole('option', { name: 'planner', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL(/#\/admin\/users(\?|$)/);
    await eventually(() => toast(page).last().textContent()).toContain(`${email} was created.`);
  });

  it('lists the user with a First name and a Last name column, searched and sorted as the others', async () => {
    await page.getByPlaceholder('Search by e-mail or name').fill(`quinn ${lastName}`);
    await eventually(() => users().getByRole('row').count()).toBe(2);
    const row = users().getByRole('row').filter({ hasText: email });
    expect(await row.getByRole('cell', { name: 'Quinn', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: lastName, exact: true }).count()).toBe(1);
    await users().getByRole('columnheader', { name: 'Last name' }).click();
    await page.waitForURL(/sort=lastName/);
    await users().getByRole('columnheader', { name: 'First name' }).click();
    await page.waitForURL(/sort=firstName/);
    await eventually(() => users().getByRole('row').filter({ hasText: email }).count()).toBe(1);
  });

  it('edits the names: an emptied last name says so at its field; without a first name the list shows Unknown', async () => {
    await users().getByRole('link', { name: email }).click();
    await page.waitForURL(/#\/admin\/users\/[^/?]+/);
    await eventually(() => page.locator('#user-firstName').inputValue()).toBe('Quinn');
    expect(await page.locator('#user-lastName').inputValue()).toBe(lastName);
    await page.locator('#user-lastName').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => fieldMessage('user-lastName').textContent()).toBe('Last name is required');
    expect(await page.locator('#user-firstName').inputValue()).toBe('Quinn');

    await page.locator('#user-firstName').fill('');
    await page.locator('#user-lastName').fill(`${lastName}-Edited`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/admin\/users(\?|$)/);
    await eventually(() => toast(page).last().textContent()).toContain(`${email} was saved.`);
    // The list comes back searched for 'Quinn Quarles…', a name the user no longer has.
    await page.getByPlaceholder('Search by e-mail or name').fill(email);
    const row = users().getByRole('row').filter({ hasText: email });
    await eventually(() => row.getByRole('cell', { name: `${lastName}-Edited`, exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Unknown', exact: true }).count()).toBe(1);
    expect(unexpectedErrors(errors, 400)).toEqual([]);
  });

  it('saves for an administrator who went elsewhere before the answer, and leaves them where they went', async () => {
    await users().getByRole('link', { name: email }).click();
    await eventually(() => page.locator('#user-lastName').inputValue()).toBe(`${lastName}-Edited`);
    const userId = new URL(page.url()).hash.split('/')[3]!.split('?')[0]!;
    // The save's answer waits until the administrator has gone home.
    const saveSent = gate();
    const saveAnswered = gate();
    const userSaves = (url: URL) => url.pathname.endsWith('/api/users');
    await page.route(userSaves, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      saveSent.open();
      await saveAnswered.opened;
      return route.continue();
    });
    // The last test's 'was saved.' is closed, so that the one awaited below is this save's.
    for (const close of await toast(page).locator('.p-toast-icon-close').all()) await close.click();
    await eventually(() => toast(page).count()).toBe(0);
    await page.locator('#user-firstName').fill('Quincy');
    await page.getByRole('button', { name: 'Save' }).click();
    await saveSent.opened;
    // A slow machine, as CI's: the router draws the next page in a transition, the page left behind still mounted
    // at its path while it does, and the answer can arrive in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/#\/home$/);
    saveAnswered.open();
    await eventually(() => toast(page).last().textContent()).toContain(`${email} was saved.`);
    // The save led back to the users list, which the administrator had left: they are still at home.
    expect(new URL(page.url()).hash).toBe('#/home');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    await page.getByRole('region', { name: 'Recent activity' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/home');
    await page.unroute(userSaves);
    const saved = await callApi('GET', `users/edit/${userId}`, { token: await idTokenOf('admin@demo.local') });
    expect(saved.json.data).toMatchObject({ firstName: 'Quincy', lastName: `${lastName}-Edited` });
  });

  it('edits a user stored with only the one name of before, its name split in the two fields', async () => {
    const admin = await idTokenOf('admin@demo.local');
    const legacyEmail = `legacy-${tag}@demo.local`;
    const created = await callApi('POST', 'users', {
      token: admin,
      body: { email: legacyEmail, firstName: 'x', lastName: 'x', roles: ['planner'], retailerIds: [] },
    });
    expect(created.status, created.text).toBe(200);
    await DynamoDBDocumentClient.from(new DynamoDBClient({})).send(
      new UpdateCommand({
        TableName: stack().dynamodb.tableName,
        Key: { PK: `USER#${created.json.data.id}`, SK: 'PROFILE' },
        UpdateExpression: 'SET #name = :name REMOVE firstName, lastName',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': `Lou Legacy${tag}` },
      }),
    );
    await openPage(page, `admin/users?q=${legacyEmail}`);
    const row = users().getByRole('row').filter({ hasText: legacyEmail });
    await eventually(() => row.getByRole('cell', { name: `Legacy${tag}`, exact: true }).count()).toBe(1);
    await row.getByRole('link', { name: legacyEmail }).click();
    await eventually(() => page.locator('#user-firstName').inputValue()).toBe('Lou');
    expect(await page.locator('#user-lastName').inputValue()).toBe(`Legacy${tag}`);
    await page.locator('#user-firstName').fill('Louise');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(() => toast(page).last().textContent()).toContain(`${legacyEmail} was saved.`);
    const saved = await callApi('GET', `users/edit/${created.json.data.id}`, { token: admin });
    expect(saved.json.data).toMatchObject({
      firstName: 'Louise',
      lastName: `Legacy${tag}`,
      name: `Louise Legacy${tag}`,
    });
    await page.context().close();
  });
});

describe('My account in the browser: first and last name', () => {
  it("shows the user's names, says an emptied last name is required at its field, and saves both", async () => {
    const token = await newUserWithRole(await idTokenOf('admin@demo.local'), [], [], false);
    const page = await signIn(browser(), emailOfToken(token), '/myAccount', { viewport });
    try {
      await eventually(() => page.locator('#account-firstName').inputValue()).toBe('Erin');
      expect(await page.locator('#account-lastName').inputValue()).toBe('Expenses');
      await page.locator('#account-lastName').fill(' ');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await eventually(() => page.locator('#account-lastName-error').textContent()).toBe('Last name is required');
      expect(await page.locator('#account-firstName').inputValue()).toBe('Erin');
      await page.locator('#account-firstName').fill('Erina');
      await page.locator('#account-lastName').fill('Expensive');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Your details were saved.').waitFor();
      expect((await callApi('GET', 'users/editloggeduser', { token })).json.data).toMatchObject({
        firstName: 'Erina',
        lastName: 'Expensive',
        name: 'Erina Expensive',
      });
    } finally {
      await page.context().close();
    }
  });
});
