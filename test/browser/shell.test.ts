import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { httpMessages, layoutMessages } from '../../shared/messages';
import frCommunication from '../../web/src/areas/communication/i18n/fr.json';
import frRequests from '../../web/src/areas/requests/i18n/fr.json';
import frShell from '../../web/src/i18n/shell/fr.json';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  openPage,
  phasesStopAtFirstFailure,
  unexpectedErrors,
  signIn as signInAt,
} from '../support/browser';
import { ownFreshMarketProgram } from '../support/catalog';
import { callApi, idTokenOf, newSignedInUser, stack } from '../support/session';

const browser = chromiumForFile();

async function signIn(email: string, path = '/home'): Promise<Page> {
  const page = await signInAt(browser(), email, path, { viewport: { width: 1400, height: 900 } });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first().waitFor();
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: /Main menu|Menu principal/ });
const html = (page: Page, name: string) =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('the shell in the browser: a session from sign-in to sign-out', () => {
  phasesStopAtFirstFailure();
  let page: Page;
  let errors: string[];

  it('signs in to the remembered page, and shows its title, breadcrumbs and the login info', async () => {
    page = await signIn('admin@demo.local', '/expensemangement/po');
    errors = collectPageErrors(page);

    // Title and icon from the menu entry, breadcrumbs from the route's page titles.
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Expense Management');
    expect(await page.locator('.page-heading i.pi-dollar').count()).toBe(1);
    await eventually(() =>
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Home', 'Expense management', 'Purchase orders']);
    expect(await page.getByTestId('login-info').textContent()).toBe('admin@demo.local');
    for (const key of ['claims', 'site_config', 'client_settings_cached', 'menus'])
      expect(await stored(page, key)).toBeTruthy();
  });

  it('sends an empty path home and an unknown one to miscellaneous/error404', async () => {
    // goto: addresses the shell redirects, so the page drawn has another path
    await page.goto(`${stack().webUrl}/#/`);
    await page.waitForURL(/#\/home$/);
    await nav(page).getByRole('link', { name: 'Home' }).waitFor();
    // goto: an unknown address, which the shell redirects to error404
    await page.goto(`${stack().webUrl}/#/no/such/page`);
    await page.waitForURL(/#\/miscellaneous\/error404$/);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    // No menu entry names it: the title takes the route's own icon.
    expect(await page.locator('.page-heading i.pi-exclamation-triangle').count()).toBe(1);
  });

  it('lands the search box on /miscellaneous/search with the pages the user may open', async () => {
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('sectors');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
    await page.waitForURL(/#\/miscellaneous\/search\?q=sectors/);
    await page.getByRole('link', { name: 'Sub-sectors' }).last().waitFor();
  });

  it('signs out to the sign-in page and forgets what it stored', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/#\/auth\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    for (const key of ['claims', 'site_config', 'client_settings_cached', 'menus'])
      expect(await stored(page, key)).toBeNull();
    expect(errors).toEqual([]);
  });
});

/**
 * A user of the test's own (a planner with no programs, so no tasks; signed in once, so the bell counts from now)
 * who has received one program message of the given type from the demo planner, in the app.
 */
async function readerOfOneMessage(label: string, type: string, message: string) {
  const reader = await newSignedInUser(['planner'], label);
  const tracked = await callApi('POST', 'users/tracklogin', {
    token: reader.token,
    body: { token: 'x', type: 1, url: 'http://localhost/#/home' },
  });
  expect(tracked.status, tracked.text).toBe(200);
  const planner = await idTokenOf('planner@demo.local');
  const { programId } = await ownFreshMarketProgram(planner, `${label} ${Date.now()}`);
  const subject = JSON.parse(Buffer.from(reader.token.split('.')[1], 'base64url').toString()).sub as string;
  const sent = await callApi('POST', 'programs/send-message', {
    token: planner,
    body: { programId, message, type, users: [subject] },
  });
  expect(sent.status, sent.text).toBe(200);
  await eventually(
    async () => (await callApi('GET', 'notifications', { token: reader.token })).json.data.items.length,
  ).toBe(1);
  return reader;
}
describe('the shell in the browser', () => {
  it('shows the administrator the Administration menu and the planner not', async () => {
    const admin = await signIn('admin@demo.local');
    await nav(admin).getByRole('link', { name: 'Administration' }).waitFor();
    expect(await nav(admin).getByRole('link', { name: 'Program Status' }).count()).toBe(1);

    const planner = await signIn('planner@demo.local');
    await nav(planner).getByRole('link', { name: 'Program Status' }).waitFor();
    expect(await nav(planner).getByRole('link', { name: 'Administration' }).count()).toBe(0);
    expect(await nav(planner).getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  it('shows every menu entry whole: a long name takes a second line rather than losing its end', async () => {
    const admin = await signIn('admin@demo.local', '/admin/users');
    const collapsed = nav(admin).locator('button.menu-toggle-children[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    const cut = await nav(admin)
      .locator('.menu-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    // 'Strategic Business Initiatives', under Administration, is one of the names that needs two lines.
    const name = nav(admin).getByRole('link', { name: 'Strategic Business Initiatives' }).locator('.menu-label');
    const lines = await name.evaluate((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(2);
  });

  it("leads the spec's remaining routes to a page: the contact pages, users and the theme's pages", async () => {
    const page = await signIn('admin@demo.local', '/contact/2');
    const errors = collectPageErrors(page);
    const contact = page.getByRole('region', { name: 'Trade marketing' });
    await contact.getByRole('link', { name: 'trade.marketing@demo-brands.example' }).waitFor();
    await contact.getByText('Contact details of Demo Brands Co.').waitFor();
    await contact.getByRole('link', { name: 'Open Client Settings' }).waitFor();
    // The footer links to each desk the client named: the way to the contact pages without typing their URL.
    const desks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Contacts' }).getByRole('link');
    expect(await desks.allTextContents()).toEqual([
      'Client services',
      'Trade marketing',
      'Production and print',
      'Technical support',
    ]);
    await desks.filter({ hasText: 'Technical support' }).click();
    await page.waitForURL(/#\/contact\/4$/);
    await page.getByRole('region', { name: 'Technical support' }).getByText('+1 312 555 0143').waitFor();

    const landings: [string, RegExp][] = [
      ['/users', /#\/admin\/users$/],
      ['/smartadmin/app-layouts', /#\/home$/],
      ['/app-views/profile', /#\/myAccount$/],
      ['/app-views/search?q=sectors', /#\/miscellaneous\/search\?q=sectors$/],
      ['/app-views/gallery', /#\/home$/],
    ];
    for (const [path, landing] of landings) {
      // goto: old addresses the shell redirects, so the page drawn has another path
      await page.goto(`${stack().webUrl}/#${path}`);
      await page.waitForURL(landing);
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/^(Page not found)?$/);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reloads the page when its own menu entry is clicked, and closes the side panel on every route change', async () => {
    const page = await signIn('planner@demo.local');
    await page.evaluate(() => document.querySelector('main')!.setAttribute('data-before', 'yes'));
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await eventually(() =>
      page.evaluate(() => document.querySelector('main')?.getAttribute('data-before') ?? null),
    ).toBeNull();

    await page.getByRole('button', { name: 'Jobs to be done' }).click();
    const panel = page.getByRole('complementary', { name: 'Jobs to be done' });
    await panel.waitFor();
    const widths = await page.evaluate(() => {
      const row = document.querySelector('.shell-main')!.getBoundingClientRect().width;
      const width = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().width / row;
      return [width('.shell-page'), width('.side-panel')];
    });
    expect(widths[0]).toBeCloseTo(0.6, 2);
    expect(widths[1]).toBeCloseTo(0.4, 2);

    await nav(page).getByRole('link', { name: 'Program Status' }).click();
    await page.waitForURL(/#\/program-status$/);
    await panel.waitFor({ state: 'detached' });
  });

  it('switches language and skin, and keeps both across a reload', async () => {
    const page = await signIn('planner@demo.local');
    const errors = collectPageErrors(page);

    await chooseLanguage(page, 'Français', 'fr');
    await nav(page).getByRole('link', { name: 'Accueil' }).waitFor();
    expect(await html(page, 'lang')).toBe('fr');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Accueil');

    expect(await html(page, 'data-skin')).toBe('default');
    await page.getByRole('button', { name: 'Paramètres de mise en page' }).click();
    await page.getByLabel('Océan').check();
    await eventually(() => html(page, 'data-skin')).toBe('ocean');
    await page.getByLabel('De droite à gauche').check();
    await eventually(() => html(page, 'dir')).toBe('rtl');
    await page.getByLabel('Adapté aux daltoniens').check();
    await eventually(() => html(page, 'data-colorblind')).toBe('true');

    await page.reload();
    await nav(page).getByRole('link', { name: 'Accueil' }).waitFor();
    expect(await html(page, 'data-skin')).toBe('ocean');
    expect(await html(page, 'dir')).toBe('rtl');
    expect(await html(page, 'lang')).toBe('fr');
    expect(await stored(page, 'language')).toBe('fr');
    expect(JSON.parse((await stored(page, 'layout'))!)).toMatchObject({
      skin: 'ocean',
      rightToLeft: true,
      colorblind: true,
    });
    expect(errors).toEqual([]);
  });

  it("asks before a Factory Reset with the spec's text, then clears local storage and restores the layout", async () => {
    const page = await signIn('planner@demo.local');
    await page.getByRole('button', { name: 'Layout settings' }).click();
    await page.getByLabel('Menu on top').check();
    await page.getByLabel('Berry').check();
    await page.evaluate(() => localStorage.setItem('saved_widget', 'x'));

    await page.getByRole('button', { name: 'Factory Reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Factory Reset' });
    await eventually(() => dialog.textContent()).toContain(layoutMessages.factoryResetConfirm);
    // Neither Escape nor the backdrop dismisses it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 890);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await eventually(() => html(page, 'data-skin')).toBe('default');
    expect(await page.locator('.shell.menu-on-top').count()).toBe(0);
    expect(await stored(page, 'layout')).toBeNull();
    expect(await stored(page, 'saved_widget')).toBeNull();
    // Still signed in: the reset is about the layout, not the session.
    await page.reload();
    await nav(page).getByRole('link', { name: 'Home' }).waitFor();
    expect(page.url()).toMatch(/#\/home$/);
  });

  it('tells a user whose session the API refuses that it expired, and Ok signs out', async () => {
    const page = await signIn('planner@demo.local');
    // The token stays well-formed and unexpired for the browser, but its signature no longer verifies.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find(
        (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
      )!;
      const [header, payload, signature] = localStorage.getItem(key)!.split('.');
      localStorage.setItem(key, [header, payload, `${signature!.slice(0, -8)}AAAAAAAA`].join('.'));
    });
    // The page reads the API again (the cached claims let the shell itself open without a call).
    await page.reload();

    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.textContent()).toContain(httpMessages.sessionExpired);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(/#\/auth\/login/);
    await page.getByLabel('Email').waitFor();
  });

  it('counts each unread item once on the bell, none once all is read, and says when the messages failed', async () => {
    // A user of the test's own with no programs (so no tasks) who receives one message about a program.
    const reader = await readerOfOneMessage('bell', 'General Information', 'Ring the bell');

    const page = await signIn(reader.email);
    const errors = collectPageErrors(page);
    // One unread message: one on the bell (it is both a message and a notification, counted once).
    const bell = page.getByRole('button', { name: /^Activity: \d+$/ });
    await eventually(() => bell.getAttribute('aria-label')).toBe('Activity: 1');
    expect(await bell.locator('.p-badge').textContent()).toBe('1');
    await bell.click();
    await page.getByRole('tab', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Activity' });
    await panel.getByRole('button', { name: 'Mark as read' }).click();
    // Everything read: no badge, though the Messages tab still lists the message.
    await eventually(() => bell.getAttribute('aria-label')).toBe('Activity: 0');
    expect(await bell.locator('.p-badge').count()).toBe(0);
    await page.getByRole('tab', { name: /^Messages/ }).click();
    await panel.getByRole('link', { name: /Ring the bell/ }).waitFor();

    // The notifications read fails: the Messages tab says so instead of showing nothing.
    await page.route(
      (url) => url.pathname.endsWith('/api/notifications'),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.fallback(),
    );
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await panel.getByText(httpMessages.dataNotLoaded).waitFor();
    expect(unexpectedErrors(errors, 500)).toEqual([]);
    await page.close();
  });

  it("names a message's type in the reader's language: recent activity, the bell's tabs and Messages", async () => {
    // A user of the test's own who receives one program message, of the type stored as 'Action Requested'.
    const reader = await readerOfOneMessage('types', 'Action Requested', 'Check the dates');

    const page = await signIn(reader.email);
    const errors = collectPageErrors(page);
    // Read in English first, then in French: what was drawn is worded again.
    const recentText = () => page.getByRole('region', { name: /^(Recent activity|Activité récente)$/ }).textContent();
    await eventually(recentText).toContain('Action Requested · ');
    await chooseLanguage(page, 'Français', 'fr');
    const frType = frCommunication.communication.types.actionRequested;
    await eventually(recentText).toContain(`${frType} · `);
    expect(await recentText()).not.toContain('Action Requested');

    // The bell's Messages tab titles the message by its type, its Notifications tab shows the type.
    await page.getByRole('button', { name: /^Activité : \d+$/ }).click();
    const panel = page.getByRole('dialog', { name: frShell.shell.activity.title });
    await panel.getByRole('link', { name: `${frType}: Check the dates` }).waitFor();
    await page.getByRole('tab', { name: new RegExp(`^${frShell.shell.activity.notifications}`) }).click();
    await eventually(() => panel.locator('.notification-type').allTextContents()).toEqual([frType]);

    // So does the Messages page.
    await openPage(page, '/messages');
    const list = page.getByRole('list', { name: frRequests.requests.messages.list });
    await eventually(() => list.locator('.message-head strong').allTextContents()).toEqual([frType]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'Added favorite' above 'Successfully added as a favorite' when a theme becomes a favourite", async () => {
    const user = await newSignedInUser(['planner'], 'fav');
    const page = await signIn(user.email, '/campaign-library');
    await page.getByRole('button', { name: 'Add to favorites' }).first().click();
    const message = page.locator('.p-toast-message').filter({ hasText: 'Added favorite' });
    await message.waitFor();
    expect(await message.locator('.p-toast-summary').textContent()).toBe('Added favorite');
    expect(await message.locator('.p-toast-detail').textContent()).toBe('Successfully added as a favorite');
    expect(await message.getByRole('listitem').count()).toBe(0);
    await page.close();
  });
});

describe('the menu of a role that plans no programs of its own', () => {
  it('lists Events Calendar but not My Planner to the production user, and both to the planner', async () => {
    const production = await signIn('production@demo.local');
    await nav(production).getByRole('link', { name: 'Events Calendar' }).waitFor();
    expect(await nav(production).getByRole('link', { name: 'My Planner' }).count()).toBe(0);
    expect(await nav(production).getByRole('link', { name: 'My Campaigns' }).count()).toBe(0);
    await production.context().close();

    const planner = await signIn('planner@demo.local');
    await nav(planner).getByRole('link', { name: 'Events Calendar' }).waitFor();
    expect(await nav(planner).getByRole('link', { name: 'My Planner' }).count()).toBe(1);
    await planner.context().close();
  });
});
