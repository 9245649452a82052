import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import { completeDelivery } from '../support/delivery';
import { knownClaims } from '../../shared/claims';
import { programStatus } from '../../shared/programs/status';
import { ownRetailer } from '../support/catalog';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/** The events calendar and the planner (`campaigns/events-calendar`): bounded, in the user's retailers. */
type Event = { id: string; kind: string; programId: number; title: string; beginDate: string; endDate: string };

let admin: string;
let planner: string;
let retailer: string;
let retailerIds: Record<string, number>;
let tacticId: number;
let brandId: number;

beforeAll(async () => {
  [admin, planner, retailer] = await Promise.all(
    ['admin', 'planner', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const [retailers, tactics, brands] = await Promise.all([
    callApi('GET', 'retailers', { token: admin }),
    callApi('GET', 'tactics/all', { token: admin }),
    callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } }),
  ]);
  retailerIds = Object.fromEntries(
    retailers.json.data.items.map((r: { retailerName: string; id: number }) => [r.retailerName, r.id]),
  );
  tacticId = tactics.json.data.items.find((t: { tacticName: string }) => t.tacticName === 'Floor Display').id;
  brandId = brands.json.data.items.find((b: { name: string }) => b.name === 'Fizzly').id;
});

async function program(
  token: string,
  opts: { name: string; retailer: string; store: string; fiscalYear: number; start: string; end: string },
) {
  const created = await callApi('POST', 'programs', {
    token,
    body: {
      name: opts.name,
      description: 'On the calendar',
      retailerId: retailerIds[opts.retailer],
      fiscalYear: opts.fiscalYear,
      programStartDate: opts.start,
      programEndDate: opts.end,
      accountLocations: [opts.store],
      fundingSources: [{ brandId, atlTarget: 5000, btlTarget: 2500 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.json.data.program.id as number;
  const tactic = await callApi('POST', 'programtactics', {
    token,
    body: { programId: id, version: created.json.data.program.version, tacticId, orderQuantity: 2 },
  });
  expect(tactic.status, tactic.text).toBe(200);
  return id;
}

const calendar = async (token: string, from: string, to: string, mine = false) => {
  const answer = await callApi('GET', 'campaigns/events-calendar', {
    token,
    query: { from, to, ...(mine ? { mine: 'true' } : {}) },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data as { events: Event[]; truncated: boolean };
};
const window = { fiscalYear: 2026, start: '2026-03-02', end: '2026-03-20' };
const programsOf = (events: Event[], kind = 'program') => events.filter((e) => e.kind === kind).map((e) => e.programId);

describe('the events calendar', () => {
  let freshMarket: number;
  let quickStop: number;
  let admins: number;
  beforeAll(async () => {
    freshMarket = await program(planner, {
      name: 'Calendar spring',
      retailer: 'Fresh Market Co.',
      store: 'FM-001',
      fiscalYear: 2026,
      start: '2026-03-02',
      end: '2026-03-20',
    });
    quickStop = await program(planner, {
      name: 'Calendar QuickStop',
      retailer: 'QuickStop',
      store: 'QS-010',
      fiscalYear: 2026,
      start: '2026-03-15',
      end: '2026-04-30',
    });
    admins = await program(admin, {
      name: 'Calendar admin',
      retailer: 'Fresh Market Co.',
      store: 'FM-001',
      fiscalYear: 2026,
      start: '2026-02-20',
      end: '2026-03-05',
    });
  });

  it("shows programs and their tactics' in-store dates in the window, each kind with its colour", async () => {
    // The stack is shared with other tests' programs of 2026: the newest are read first, so these three are there.
    const { events } = await calendar(planner, '2026-03-01', '2026-04-11');
    expect(programsOf(events)).toEqual(expect.arrayContaining([freshMarket, quickStop, admins]));
    expect(programsOf(events, 'tactic')).toEqual(expect.arrayContaining([freshMarket, quickStop, admins]));
    const spring = events.find((e) => e.kind === 'program' && e.programId === freshMarket)!;
    expect(spring).toMatchObject({ title: 'Calendar spring', beginDate: '2026-03-02', endDate: '2026-03-20' });
    expect(spring).toMatchObject({ background: '#2563eb', customClass: 'calendar-program', active: true });
    // Its status as its program's status id, which the page words in the reader's language.
    expect(spring).toMatchObject({ statusId: programStatus.new });
    const tactic = events.find((e) => e.kind === 'tactic' && e.programId === freshMarket)!;
    expect(tactic).toMatchObject({ title: 'Floor Display', background: '#15803d', statusId: programStatus.new });
    // Outside their dates, and in a budget year the window does not read: none of them (other tests' may be).
    const later = programsOf((await calendar(planner, '2028-03-01', '2028-03-31')).events);
    for (const id of [freshMarket, quickStop, admins]) expect(later).not.toContain(id);
  });

  it("shows the planner only their own programs, and a retailer-side user only their retailers' programs", async () => {
    // A planner and a retailer of the test's own, so other tests' programs never count here.
    const shop = await ownRetailer(admin, brandId);
    retailerIds[shop.name] = shop.id;
    const ownPlanner = await newUserWithRole(admin, [knownClaims.viewPrograms], [], false);
    const theirs = await program(ownPlanner, {
      ...window,
      name: 'Calendar own planner',
      retailer: shop.name,
      store: shop.store,
    });
    const others = await program(admin, {
      ...window,
      name: 'Calendar own shop',
      retailer: shop.name,
      store: shop.store,
    });
    const mine = await calendar(ownPlanner, '2026-03-01', '2026-04-11', true);
    expect(programsOf(mine.events)).toEqual([theirs]);
    const shopUser = await newUserWithRole(admin, [knownClaims.viewPrograms], [shop.id], true);
    const seen = await calendar(shopUser, '2026-03-01', '2026-04-11');
    expect(programsOf(seen.events).sort()).toEqual([theirs, others].sort());
    expect(programsOf(seen.events, 'tactic')).not.toContain(quickStop);
    // The demo retailer user (Fresh Market) sees Fresh Market's programs, never QuickStop's.
    const retailers = await calendar(retailer, '2026-03-01', '2026-04-11');
    expect(programsOf(retailers.events)).toEqual(expect.arrayContaining([freshMarket, admins]));
    expect(programsOf(retailers.events)).not.toContain(quickStop);
  });

  it('shows a delivery on its date', async () => {
    const today = calendarToday(new Date(), 'UTC');
    const soon = await program(planner, {
      name: 'Calendar delivery',
      retailer: 'Fresh Market Co.',
      store: 'FM-001',
      fiscalYear: Number(today.slice(0, 4)),
      start: addDays(today, 10),
      end: addDays(today, 40),
    });
    await completeDelivery(planner, soon);
    const { events } = await calendar(planner, today, addDays(today, 20));
    expect(events.find((e) => e.kind === 'delivery' && e.programId === soon)).toMatchObject({
      beginDate: addDays(today, 2),
      endDate: addDays(today, 2),
    });
  });

  it('reads at most six weeks at a time', async () => {
    const answer = await callApi('GET', 'campaigns/events-calendar', {
      token: planner,
      query: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.to).toEqual(['Show at most six weeks at a time.']);
  });
});
