import { beforeAll, describe, expect, it } from 'vitest';
import { addressMovedFrom, chromiumForFile, openPage, signIn, watchCalls } from '../support/browser';
import { importColumns } from '../../shared/expenses/rules';
import { ownFreshMarketProgram } from '../support/catalog';
import { SHELL_PAGES } from '../support/pages';
import { importCsv } from '../support/expenses';
import { openRequest } from '../support/requests';
import { callApi, idTokenOf } from '../support/session';

const browser = chromiumForFile();
/**
 * The pages with an id, each at the retailer user's retailer (Fresh Market Co.) so every role may be shown it:
 * a program with a tactic, its promo code request and a communication request on it, the brand it is funded by,
 * a PO line imported against it, and a catalog tactic chosen on Assets. Keyed by the route, as the expectations name them.
 */
const idPages = new Map<string, string>();
beforeAll(async () => {
  const planner = await idTokenOf('planner@demo.local');
  const stamp = Date.now();
  const program = await ownFreshMarketProgram(planner, `Everyone sees me ${stamp}`);
  const { programId, retailerId, tactic } = program;
  const brands = (await callApi('GET', 'brands', { token: planner })).json.data.items as { id: number }[];

  const promo = await callApi('POST', 'programs/save-program-promo', {
    token: planner,
    body: {
      programId,
      promoCode: `ALL${stamp % 100000}`,
      description: 'Seen by all',
      discountType: 'percent',
      discountValue: 10,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    },
  });
  expect(promo.status, promo.text).toBe(200);

  const requestId = await openRequest(planner, {
    programId,
    tacticId: tactic.id,
    contactEmail: 'retailer@demo.local',
    name: 'Seen by all',
  });

  const code = `PO-ALL-${stamp}`;
  const imported = await importCsv(
    planner,
    'po',
    `${importColumns.po.join(',')}\n${code},INV-${stamp},12/15/2026,Acme Print,${retailerId},${tactic.id},10.00,All\n`,
  );
  expect(imported).toMatchObject({ status: 'done', rowsImported: 1 });
  const line = (await callApi('GET', 'expensesmanagment/expenses-po', { token: planner, query: { searchTerm: code } }))
    .json.data.items[0] as { id: string };

  idPages.set('programdetails/:id', `programdetails/${programId}`);
  idPages.set('promocoderequest/:id', `promocoderequest/${programId}`);
  idPages.set('communicationrequest/:id', `communicationrequest/${requestId}`);
  idPages.set('brandallocation/:id', `brandallocation/${brands[0].id}`);
  idPages.set('po/reconciliation/:id', `po/reconciliation/${line.id}`);
  // A catalog tactic chosen on Assets: its files and sent links are the brand team's (403 to retailer-side users).
  const catalog = (await callApi('GET', 'tactics/all', { token: planner })).json.data.items as {
    tacticName: string;
    id: number;
  }[];
  idPages.set('assets?tactic=:id', `assets?tactic=${catalog.find((t) => t.tacticName === 'Floor Display')!.id}`);
});

const NOT_YOURS = 'You do not have permission to open this page.';
const PAGES_TIMEOUT = 300_000;

describe('what each demo user reaches asks the API only for what it will answer', () => {
  // The four users walk at once, each in a page of their own: a walk is mostly waiting for each page's calls to
  // settle, which four pages do side by side in the time of about two.
  it.concurrent.for([
    ['planner', ['productionprocessing']],
    [
      'approver',
      ['productionprocessing', 'retailerprofile', 'retailerprofileownerresident', 'retailerprofiledocumentlib'],
    ],
    [
      'retailer',
      [
        'productionprocessing',
        'wirereport',
        'expensemangement/po',
        'expensemangement/mindshare',
        'po/reconciliation/:id',
      ],
    ],
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
        'po/reconciliation/:id',
      ],
    ],
  ] as const)(
    '%s: every page, those with an id included, opens without a refused call; those of other roles say so',
    // About forty pages, each waited on until it has loaded: the stack's 60 s per test is for one step.
    { timeout: PAGES_TIMEOUT },
    async ([role, notTheirs], { expect }) => {
      const email = `${role}@demo.local`;
      const page = await signIn(browser(), email, '/home');
      const calls = watchCalls(page);
      const told: string[] = [];
      const moved: string[] = [];
      for (const [route, path] of [...SHELL_PAGES.map((p): [string, string] => [p, p]), ...idPages]) {
        await openPage(page, path);
        await calls.settled();
        if (await page.getByText(NOT_YOURS).count()) told.push(route);
        const movedTo = addressMovedFrom(page, path);
        if (movedTo) moved.push(`${path} -> ${movedTo}`);
      }
      expect(calls.refused).toEqual([]);
      expect(moved, 'pages that changed their address without the user').toEqual([]);
      // Administration checks its own pages (admin/users), the rest are the route table's.
      expect(told.filter((path) => path !== 'admin/users')).toEqual(notTheirs);
      await page.context().close();
    },
  );
});
