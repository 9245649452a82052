import { beforeAll, describe, expect, it } from 'vitest';
import { knownClaims } from '../../shared/claims';
import { ownBrand, ownCatalogTactic, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf, newUserWithRole } from '../support/session';

/**
 * The brands and retailer summaries read the budget ledger, which every program and allocation write moves in its
 * own transaction: a brand and two retailers of the test's own, so no other test's programs count here.
 */
const year = 2026;
let admin: string;
let planner: string;
let approver: string;
let brand: { id: number; name: string };
let retailers: { id: number; name: string; store: string }[];

interface Row {
  brandId: number;
  programs: number;
  allocAtlCents: number;
  allocBtlCents: number;
  plannedAtlCents: number;
  plannedBtlCents: number;
  committedAtlCents: number;
  committedBtlCents: number;
  remainingTotalCents: number;
}
interface RetailerRow extends Omit<Row, 'brandId'> {
  retailerId: number;
  brands: Row[];
}

async function brandRow(token = planner): Promise<Row | undefined> {
  const answer = await callApi('GET', 'brands/summary', { token, query: { budgetYear: String(year) } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.brands.find((b: Row) => b.brandId === brand.id);
}
async function retailerRows(token = planner): Promise<RetailerRow[]> {
  const answer = await callApi('GET', 'retailers/summary', { token, query: { budgetYear: String(year) } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.retailers;
}

async function program(retailer: (typeof retailers)[number], atlTarget: number, btlTarget: number) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Ledger ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Counts on the ledger',
      retailerId: retailer.id,
      fiscalYear: year,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: [retailer.store],
      fundingSources: [{ brandId: brand.id, atlTarget, btlTarget }],
    },
  });
  expect(created.status, created.text).toBe(200);
  return created.json.data.program as { id: number; version: number };
}

beforeAll(async () => {
  [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  brand = await ownBrand(admin);
  retailers = await Promise.all([ownRetailer(admin, brand.id), ownRetailer(admin, brand.id)]);
});

describe('brands and retailer summaries', () => {
  it('shows a brand with nothing counted yet, and its allocation once saved', async () => {
    expect(await brandRow()).toMatchObject({ programs: 0, allocAtlCents: 0, plannedAtlCents: 0 });
    const saved = await callApi('PUT', `brands/save-allocation/${brand.id}`, {
      token: planner,
      body: {
        budgetYear: year,
        version: 0,
        brandAllocation: [
          { retailerId: retailers[0].id, totalAtl: '100,000', totalBtl: '20,000' },
          { retailerId: retailers[1].id, totalAtl: '50,000.50', totalBtl: 0 },
        ],
        changeDriver: 'Brand Strategy',
        changeReasonId: 1,
        comment: 'Opening allocation',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await brandRow()).toMatchObject({ allocAtlCents: 15000050, allocBtlCents: 2000000 });
  });

  it("counts a program's targets as planned, then committed once approved, and takes back a cancelled one", async () => {
    const kept = await program(retailers[0], 30000, 5000.25);
    const cancelled = await program(retailers[0], 1000, 0);
    await program(retailers[1], 60000, 0);
    expect(await brandRow()).toMatchObject({
      programs: 3,
      plannedAtlCents: 9100000,
      plannedBtlCents: 500025,
      committedAtlCents: 0,
      // 150,000.50 + 20,000 allocated less 91,000 + 5,000.25 planned
      remainingTotalCents: 7400025,
    });

    const cancel = await callApi('POST', `programs/${cancelled.id}/cancel`, {
      token: planner,
      body: { version: cancelled.version },
    });
    expect(cancel.status, cancel.text).toBe(200);
    const added = await callApi('POST', 'programtactics', {
      token: planner,
      body: { programId: kept.id, version: kept.version, tacticId: await ownCatalogTactic(admin), orderQuantity: 1 },
    });
    expect(added.status, added.text).toBe(200);
    const version = await completeDelivery(planner, kept.id);
    const submitted = await callApi('POST', `programs/${kept.id}/submit`, {
      token: planner,
      body: { version, confirmOverspend: true },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('POST', `programs/${kept.id}/approve`, {
      token: approver,
      body: { version: version + 1 },
    });
    expect(approved.status, approved.text).toBe(200);

    expect(await brandRow()).toMatchObject({
      programs: 2,
      plannedAtlCents: 9000000,
      plannedBtlCents: 500025,
      committedAtlCents: 3000000,
      committedBtlCents: 500025,
    });
    // The narrowed summary's distinct programs: the cancelled one left the brand's rows with its count.
    const narrowed = await callApi('GET', 'brands/summary-programs', {
      token: planner,
      query: { budgetYear: String(year), brandIds: String(brand.id) },
    });
    expect(narrowed.status, narrowed.text).toBe(200);
    expect(narrowed.json.data).toEqual({ budgetYear: year, programs: 2 });
    const first = (await retailerRows()).find((r) => r.retailerId === retailers[0].id)!;
    expect(first).toMatchObject({ programs: 1, allocAtlCents: 10000000, committedAtlCents: 3000000 });
    expect(first.brands).toEqual([
      expect.objectContaining({ brandId: brand.id, plannedAtlCents: 3000000, committedBtlCents: 500025 }),
    ]);
    // The allocation page's floor is the same committed figure.
    const allocation = await callApi('GET', `brands/${brand.id}/allocation`, {
      token: planner,
      query: { budgetYear: String(year) },
    });
    expect(
      allocation.json.data.retailers.find((r: { retailerId: number }) => r.retailerId === retailers[0].id),
    ).toMatchObject({ committedAtlCents: 3000000, committedBtlCents: 500025 });
  });

  it("shows a retailer-side user only their retailers' figures", async () => {
    const retailerSide = await newUserWithRole(admin, [knownClaims.viewPrograms], [retailers[1].id], true);
    expect(await brandRow(retailerSide)).toMatchObject({
      programs: 1,
      allocAtlCents: 5000050,
      plannedAtlCents: 6000000,
      committedAtlCents: 0,
    });
    expect((await retailerRows(retailerSide)).map((r) => r.retailerId)).toEqual([retailers[1].id]);
  });

  it('answers the categories brands belong to', async () => {
    const categories = await callApi('GET', 'brands/categories', { token: planner });
    expect(categories.status, categories.text).toBe(200);
    expect(categories.json.data.length).toBeGreaterThan(0);
    expect(categories.json.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
