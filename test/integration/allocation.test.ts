import { beforeAll, describe, expect, it } from 'vitest';
import { allocationMessages } from '../../shared/allocation/rules';
import { knownClaims } from '../../shared/claims';
import { ownBrand, ownCatalogTactic, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/** Brand allocation: changes with a reason, one at a time per version, never below approved commitments. */
const year = 2026;
let admin: string;
let planner: string;
let approver: string;
let brandId: number;
let retailers: { id: number; name: string; store: string }[];

const allocation = async (token = planner, brand = brandId) =>
  callApi('GET', `brands/${brand}/allocation`, { token, query: { budgetYear: String(year) } });

const change = (
  version: number,
  rows: {
    retailerId: number;
    totalAtl: string | number;
    totalBtl: string | number;
    breakout?: Record<string, number>;
  }[],
  extra = {},
) => ({
  budgetYear: year,
  version,
  brandAllocation: rows,
  changeDriver: 'Brand Strategy',
  changeReasonId: 1,
  comment: 'Moving budget between retailers',
  ...extra,
});

const save = (body: unknown, token = planner) => callApi('PUT', `brands/save-allocation/${brandId}`, { token, body });

beforeAll(async () => {
  [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  brandId = (await ownBrand(admin)).id;
  retailers = await Promise.all([ownRetailer(admin, brandId), ownRetailer(admin, brandId)]);
});

describe('brand allocation', () => {
  it("lists the brand's retailers with nothing allocated yet, and sets amounts typed with commas exactly", async () => {
    const empty = await allocation();
    expect(empty.status, empty.text).toBe(200);
    expect(empty.json.data).toMatchObject({ version: 0, totalAtlCents: 0, totalBtlCents: 0, revisions: [] });
    expect(empty.json.data.retailers.map((r: { retailerId: number }) => r.retailerId).sort()).toEqual(
      retailers.map((r) => r.id).sort(),
    );
    const saved = await save(
      change(0, [
        { retailerId: retailers[0].id, totalAtl: '1,000,000.10', totalBtl: '250,000' },
        { retailerId: retailers[1].id, totalAtl: 500000.2, totalBtl: 0 },
      ]),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ version: 1, totalAtlCents: 150000030, totalBtlCents: 25000000 });
    const first = saved.json.data.retailers.find((r: { retailerId: number }) => r.retailerId === retailers[0].id);
    expect(first.quarters.reduce((s: number, q: { atl: number }) => s + q.atl, 0)).toBe(100000010);
    expect(saved.json.data.revisions[0]).toMatchObject({
      by: 'planner@demo.local',
      changeDriver: 'Brand Strategy',
      comment: 'Moving budget between retailers',
      changeReasonDesc: 'Reallocation between retailers',
    });
    expect(saved.json.data.revisions[0].changes[0].before).toMatchObject({ atlCents: 0, btlCents: 0 });
  });

  it('answers the net change indicators of proposed totals, and none with submit=1 or cancel=1', async () => {
    const query = { brandId: String(brandId), budgetYear: String(year), totalAtl: '1,400,000.30', totalBtl: '300,000' };
    const proposed = await callApi('GET', 'brands/change-indicators', {
      token: planner,
      query: { ...query, quarterlyBreakoutIsShown: '1', q1: '40', q2: '20', q3: '20', q4: '20' },
    });
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.json.data).toMatchObject({
      atlNetChange: -10000000,
      btlNetChange: 5000000,
      totalNetChange: -5000000,
      atlSign: 'negative',
      btlSign: 'positive',
      totalSign: 'negative',
      percentEntryEnabled: true,
      createProgramRadioIsShown: false,
    });
    expect(proposed.json.data.quarters[0]).toMatchObject({ quarter: 'q1', atl: 56000012, btl: 12000000 });
    for (const flag of ['submit', 'cancel']) {
      const closed = await callApi('GET', 'brands/change-indicators', {
        token: planner,
        query: { ...query, [flag]: '1' },
      });
      expect(closed.json.data).toMatchObject({ totalNetChange: 0, totalSign: 'none' });
    }
  });

  it('refuses each invalid change with the spec texts, losing nothing', async () => {
    const { version } = (await allocation()).json.data;
    const row = { retailerId: retailers[0].id, totalAtl: '900,000', totalBtl: '250,000' };
    const noDriver = await save(change(version, [row], { changeDriver: '' }));
    expect(noDriver.status).toBe(400);
    expect(noDriver.json.error.changeDriver).toEqual(['Change Driver is required']);
    expect(noDriver.json.error.general).toEqual(['There are some validation errors.']);
    const breakout = await save(change(version, [{ ...row, breakout: { q1: 30, q2: 30, q3: 30, q4: 0 } }]));
    expect(breakout.status).toBe(400);
    expect(breakout.json.error.breakout).toEqual(['Percentage breakout must = 100']);
    const noComment = await save(change(version, [row], { comment: '  ' }));
    expect(noComment.status).toBe(400);
    expect(noComment.json.error.comment).toEqual([allocationMessages.commentRequired]);
    const badAmount = await save(change(version, [{ ...row, totalAtl: '12.345' }]));
    expect(badAmount.status).toBe(400);
    expect(JSON.stringify(badAmount.json.error)).toContain('brandAllocation');
    expect((await allocation()).json.data.version).toBe(version);
  });

  it('lets one of two concurrent changes win; the other gets 409 and the history has one revision', async () => {
    const before = (await allocation()).json.data;
    const answers = await Promise.all([
      save(change(before.version, [{ retailerId: retailers[0].id, totalAtl: '900,000', totalBtl: '250,000' }])),
      save(change(before.version, [{ retailerId: retailers[1].id, totalAtl: '600,000', totalBtl: 0 }])),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = (await allocation()).json.data;
    expect(after.version).toBe(before.version + 1);
    expect(after.revisions).toHaveLength(before.revisions.length + 1);
    // The loser saving again at the version it had read is refused too, however late it comes.
    const late = await save(
      change(before.version, [{ retailerId: retailers[1].id, totalAtl: '600,000', totalBtl: 0 }]),
    );
    expect(late.status).toBe(409);
    expect((await allocation()).json.data.version).toBe(after.version);
  });

  it('refuses a change that would leave a retailer below what its approved programs commit, with the reason', async () => {
    const retailer = retailers[0];
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name: `Committed ${Math.random().toString(36).slice(2, 7)}`,
        description: 'Commits allocation',
        retailerId: retailer.id,
        fiscalYear: year,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: [retailer.store],
        fundingSources: [{ brandId, atlTarget: 300000, btlTarget: 1000 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const programId = created.json.data.program.id as number;
    const added = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId, version: 1, tacticId: await ownCatalogTactic(admin), orderQuantity: 1 },
    });
    expect(added.status, added.text).toBe(200);
    const version = await completeDelivery(planner, programId);
    const submitted = await callApi('POST', `programs/${programId}/submit`, { token: planner, body: { version } });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('POST', `programs/${programId}/approve`, {
      token: approver,
      body: { version: version + 1 },
    });
    expect(approved.status, approved.text).toBe(200);

    const current = (await allocation()).json.data;
    const row = current.retailers.find((r: { retailerId: number }) => r.retailerId === retailer.id);
    expect(row).toMatchObject({ committedAtlCents: 30000000, committedBtlCents: 100000 });
    const refused = await save(
      change(current.version, [{ retailerId: retailer.id, totalAtl: '299,999.99', totalBtl: 1000 }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.general).toEqual([
      allocationMessages.belowCommitted(`ATL allocation at ${retailer.name}`, '$300,000.00'),
    ]);
    const atTheFloor = await save(
      change(current.version, [{ retailerId: retailer.id, totalAtl: '300,000', totalBtl: 1000 }]),
    );
    expect(atTheFloor.status, atTheFloor.text).toBe(200);
  });

  it('keeps the retainer at the allocation version', async () => {
    const read = await callApi('GET', 'brands/get-retainer', {
      token: planner,
      query: { brandId: String(brandId), budgetYear: String(year) },
    });
    expect(read.status, read.text).toBe(200);
    const saved = await callApi('PUT', 'brands/save-retainer', {
      token: planner,
      body: { brandId, budgetYear: year, version: read.json.data.version, retainer: '12,500.50' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ retainerCents: 1250050, version: read.json.data.version + 1 });
    const stale = await callApi('PUT', 'brands/save-retainer', {
      token: planner,
      body: { brandId, budgetYear: year, version: read.json.data.version, retainer: '1' },
    });
    expect(stale.status).toBe(409);
  });

  it('lets only holders of BrandAllocation/Edit change, and a retailer-side user see only their retailers', async () => {
    const current = (await allocation()).json.data;
    const approverTry = await save(
      change(current.version, [{ retailerId: retailers[1].id, totalAtl: 1, totalBtl: 1 }]),
      approver,
    );
    expect(approverTry.status).toBe(403);
    const retailerSide = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailers[1].id], true);
    const seen = await allocation(retailerSide);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.data.retailers.map((r: { retailerId: number }) => r.retailerId)).toEqual([retailers[1].id]);
    const steward = await newUserWithRole(
      admin,
      [knownClaims.viewPrograms, knownClaims.editBrandAllocation],
      [retailers[1].id],
      true,
    );
    const outside = await save(
      change(current.version, [{ retailerId: retailers[0].id, totalAtl: 1, totalBtl: 1 }]),
      steward,
    );
    expect(outside.status).toBe(403);
  });
});
