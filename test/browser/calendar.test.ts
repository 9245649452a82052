import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import { programStatus } from '../../shared/programs/status';
import frCalendar from '../../web/src/areas/calendar/i18n/fr.json';
import frPrograms from '../../web/src/areas/programs/i18n/fr.json';
import {
  chooseLanguage,
  chromiumForFile,
  collectPageErrors,
  eventually,
  phasesStopAtFirstFailure,
  signIn,
  UI_TIMEOUT,
} from '../support/browser';
import { knownClaims } from '../../shared/claims';
import { ownRetailer } from '../support/catalog';
import { callApi, emailOfToken, idTokenOf, newUserWithRole, stack } from '../support/session';

const browser = chromiumForFile();

describe('the events calendar: a program on the month and the week, opened from its bar', () => {
  phasesStopAtFirstFailure();
  const stamp = Date.now().toString(36);
  const name = `Calendar program ${stamp}`;
  let programId: number;
  let page: Page;
  let errors: string[];

  let viewer: string;

  beforeAll(async () => {
    // Programs of a retailer of the test's own around today, seen by a retailer-side user of that retailer only:
    // the shared stack holds other tests' programs around today, which would crowd the month's lanes.
    const [admin, planner] = await Promise.all(['admin', 'planner'].map((u) => idTokenOf(`${u}@demo.local`)));
    const today = calendarToday(new Date(), 'UTC');
    const brands = await callApi('GET', 'brands', { token: planner });
    const brandId = brands.json.data.items[0].id as number;
    const shop = await ownRetailer(admin, brandId);
    const token = await newUserWithRole(admin, [knownClaims.viewPrograms], [shop.id], true);
    viewer = emailOfToken(token);
    const body = {
      name,
      description: 'On the calendar',
      retailerId: shop.id,
      fiscalYear: Number(today.slice(0, 4)),
      programStartDate: addDays(today, -3),
      programEndDate: addDays(today, 20),
      accountLocations: [shop.store],
      fundingSources: [{ brandId, atlTarget: 5000, btlTarget: 2500 }],
    };
    const created = await callApi('POST', 'programs', { token: planner, body });
    expect(created.status, created.text).toBe(200);
    programId = created.json.data.program.id;
    // Four shorter ones on the same days: the month grid shows four lanes, the fifth bar is behind '+1 more'.
    for (let i = 1; i <= 4; i++) {
      const extra = await callApi('POST', 'programs', {
        token: planner,
        body: { ...body, name: `Crowd ${stamp} ${i}`, programEndDate: addDays(today, 10) },
      });
      expect(extra.status, extra.text).toBe(200);
    }
  });

  it('opens Events Calendar from the menu and shows the program with the legend', async () => {
    page = await signIn(browser(), viewer, '/home');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Events Calendar' }).click();
    await page.waitForURL(/#\/eventsCalendar$/);
    errors = collectPageErrors(page);
    await page
      .getByRole('button', { name: new RegExp(`^Program: ${name}`) })
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => page.getByRole('list', { name: 'Legend' }).getByRole('listitem').allTextContents()).toEqual([
      ' Program',
      ' Tactic in store',
      ' Delivery',
    ]);
  });

  it("keeps four lanes a week in the month, and a day's '+1 more' opens its week with every bar", async () => {
    const more = page.getByRole('button', { name: '+1 more' }).first();
    await more.waitFor({ timeout: UI_TIMEOUT });
    await more.click();
    await eventually(() => page.locator('.events-calendar-grid').getAttribute('data-view')).toBe('week');
    await eventually(() => page.getByRole('button', { name: new RegExp(`^Program: Crowd ${stamp}`) }).count()).toBe(4);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await eventually(() => page.locator('.events-calendar-grid').getAttribute('data-view')).toBe('month');
  });

  it("keeps each day's number on its first line in weeks without events, today's marked as a round badge", async () => {
    // The month after next holds none of the viewer's programs (they end 20 days from today). A number stretched
    // over its week (the week's rows undefined) is several times its font size high.
    const numberHeightsInEms = () =>
      page
        .locator('.calendar-day-number')
        .evaluateAll((spans) =>
          spans.map((s) => s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).fontSize)),
        );
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await eventually(() => page.getByRole('button', { name: /^Program: / }).count()).toBe(0);
    expect(Math.max(...(await numberHeightsInEms()))).toBeLessThan(2);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    const today = page.locator('.calendar-day-number.today');
    const box = (await today.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(box.width * 1.5);
  });

  it('switches to the week, remembers it, and opens the program from its bar', async () => {
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await eventually(() => page.locator('.events-calendar-grid').getAttribute('data-view')).toBe('week');
    expect(await page.getByRole('button', { name: 'Week', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: new RegExp(`^Program: ${name}`) }).waitFor({ timeout: UI_TIMEOUT });
    // The week shows each bar's retailer and status; a French reader reads the status in French, not as stored.
    const details = () =>
      page.locator('.calendar-event').filter({ hasText: name }).locator('.calendar-event-details').textContent();
    await eventually(details).toContain('Status: New');
    const title = page.locator('#events-calendar-title');
    const english = (await title.textContent()) ?? '';
    const days = english.split(' – ').map((day) => new Date(`${day} 00:00:00 UTC`));
    await chooseLanguage(page, 'Français', 'fr');
    await eventually(details).toContain(
      `${frCalendar.calendar.columns.Status}: ${frPrograms.programs.statuses[programStatus.new]}`,
    );
    expect(await details()).not.toMatch(/\bNew\b/);
    // The week's title names its months in French too ('Nov 22, 2026' was left in English).
    const french = new Intl.DateTimeFormat('fr', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await eventually(() => title.textContent()).toBe(days.map((day) => french.format(day)).join(' – '));
    await chooseLanguage(page, 'English (US)', 'en-US');
    await page.reload();
    await eventually(() => page.locator('.events-calendar-grid').getAttribute('data-view')).toBe('week');
    await page.getByRole('button', { name: new RegExp(`^Program: ${name}`) }).click({ timeout: UI_TIMEOUT });
    await page.waitForURL(new RegExp(`#/programdetails/${programId}$`), { timeout: UI_TIMEOUT });
    expect(errors).toEqual([]);
  });
});

describe('Guidelines: the administrator edits the text and attaches a file, the planner reads and downloads', () => {
  phasesStopAtFirstFailure();
  const text = `Check the allocation first ${Date.now().toString(36)}`;

  it('saves the new text in the editor', async () => {
    const admin = await signIn(browser(), 'admin@demo.local', '/guidelines');
    await admin.getByRole('button', { name: 'Edit' }).click({ timeout: UI_TIMEOUT });
    await admin.getByLabel('Title').fill('Planning guidelines');
    const editor = admin.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.type(text);
    await admin.locator('input[type=file]').setInputFiles({
      name: 'Checklist.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 checklist'),
    });
    await admin.getByRole('button', { name: 'Remove Checklist.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('heading', { name: 'Planning guidelines', level: 2 }).waitFor({ timeout: UI_TIMEOUT });
    await eventually(() => admin.locator('.rich-text-view').textContent()).toContain(text);
    await admin.context().close();
  });

  it('shows it to the planner, who has no Edit button', async () => {
    const planner = await signIn(browser(), 'planner@demo.local', '/guidelines');
    await eventually(() => planner.locator('.rich-text-view').textContent()).toContain(text);
    expect(await planner.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    const download = planner.waitForEvent('download', { timeout: UI_TIMEOUT });
    await planner.getByRole('button', { name: 'Checklist.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Checklist.pdf');
    expect(planner.url()).toBe(`${stack().webUrl}/#/guidelines`);
    await planner.context().close();
  });

  it('lists the file with its size, and the editor takes it off again: the page then lists no files', async () => {
    const admin = await signIn(browser(), 'admin@demo.local', '/guidelines');
    const files = admin.getByRole('region', { name: 'Files' });
    await files.getByRole('button', { name: 'Checklist.pdf' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await files.getByText('18 B').count()).toBe(1);
    await admin.getByRole('button', { name: 'Edit' }).click();
    const editor = admin.getByRole('form', { name: 'Edit page' });
    await editor.getByRole('button', { name: 'Remove Checklist.pdf' }).click({ timeout: UI_TIMEOUT });
    expect(await editor.getByText('Checklist.pdf').count()).toBe(0);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await files.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await admin.context().close();
  });
});
