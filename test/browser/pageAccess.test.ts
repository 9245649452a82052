import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, launchChromium, signIn, UI_TIMEOUT } from '../support/browser';
import { ownProgram } from '../support/catalog';
import { callApi, idTokenOf, stack } from '../support/session';

let browser: Browser;
/** A program at the retailer user's retailer (Fresh Market Co.), so every role may open it. */
let programId: number;
beforeAll(async () => {
  browser = await launchChromium();
  const planner = await idTokenOf('planner@demo.local');
  const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items as { id: number }[];
  ({ programId } = await ownProgram(planner, {
    name: `Everyone sees me ${Date.now()}`,
    retailerId: 1,
    store: 'FM-001',
    brandIds: [brands[0].id],
  }));
});
afterAll(async () => {
  await browser?.close();
});

/** The pages of the route table without an id, each read from routes some roles may not call. */
const PAGES = [
  'home',
  'mycampaigns',
  'campaign-library',
  'tactic-catalog',
  'myplanner',
  'eventsCalendar',
  'program-status',
  'addressbook',
  'assets',
  'communicationrequest',
  'messages',
  'brandssummary',
  'retailersummary',
  'dashboard',
  'reporting',
  'guidelines',
  'productionprocessing',
  'wirereport',
  'expensemangement/po',
  'expensemangement/mindshare',
  'retailerprofile',
  'retailerprofileownerresident',
  'retailerprofiledocumentlib',
  'admin/users',
];

/**
 * Counts the requests in flight (the page's code as it loads, then its API calls), so a test can wait until a page
 * has loaded and asked for everything it shows: quiet for half a second, within UI_TIMEOUT.
 */
function watchCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const refused: string[] = [];
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return {
    refused,
    async settled() {
      const deadline = Date.now() + UI_TIMEOUT;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500))
        await new Promise((r) => setTimeout(r, 100));
    },
  };
}

const NOT_YOURS = 'You do not have permission to open this page.';

describe('what each demo user reaches asks the API only for what it will answer', () => {
  it.each([
    ['planner', ['productionprocessing']],
    [
      'approver',
      ['productionprocessing', 'retailerprofile', 'retailerprofileownerresident', 'retailerprofiledocumentlib'],
    ],
    ['retailer', ['productionprocessing', 'wirereport', 'expensemangement/po', 'expensemangement/mindshare']],
    [
      'production',
      [
        'mycampaigns',
        'campaign-library',
        'tactic-catalog',
        'wirereport',
        'expensemangement/po',
        'expensemangement/mindshare',
        'retailerprofile',
        'retailerprofileownerresident',
        'retailerprofiledocumentlib',
      ],
    ],
  ])(
    '%s: every page, a program of theirs included, opens without a refused call; those of other roles say so',
    async (role, notTheirs) => {
      const email = `${role}@demo.local`;
      const page = await signIn(browser, email, '/home');
      const calls = watchCalls(page);
      const told: string[] = [];
      const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
      let shown = await trail.innerText();
      for (const path of [...PAGES, `programdetails/${programId}`]) {
        await page.goto(`${stack().webUrl}/#/${path}`);
        // The page is drawn once its breadcrumbs are (each page's differ from the one before): a page whose code
        // is still loading keeps the last one on screen.
        if (path !== 'home') await eventually(() => trail.innerText()).not.toBe(shown);
        shown = await trail.innerText();
        await calls.settled();
        if (await page.getByText(NOT_YOURS).count()) told.push(path);
      }
      expect(calls.refused).toEqual([]);
      // Administration checks its own pages (admin/users), the rest are the route table's.
      expect(told.filter((path) => path !== 'admin/users')).toEqual(notTheirs);
      await page.context().close();
    },
  );
});
