import { beforeAll, describe, expect, it } from 'vitest';
import { fundingAllocationMessages, reviseNotes } from '../../shared/allocation/funding';
import { ownBrand, ownCatalogTactic, ownRetailer } from '../support/catalog';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

/**
 * Funding draws on the brand's allocation (issue 14): the remaining allocation a program may still plan, the
 * submit's confirmation of targets beyond it and of $0 targets, and Revise Budget's reason in the audit trail.
 */
const year = 2026;
let admin: string;
let planner: string;
let approver: string;
let brand: { id: number; name: string };
let retailer: { id: number; name: string; store: string };
let tacticId: number;

async function programWith(atlTarget: number, btlTarget: number, withTactic = true) {
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name: `Funding ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Draws on the allocation',
      retailerId: retailer.id,
      fiscalYear: year,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: [retailer.store],
      fundingSources: [{ brandId: brand.id, atlTarget, btlTarget }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.json.data.program.id as number;
  if (!withTactic) return { id, version: 1 };
  const added = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId: id, version: 1, tacticId, orderQuantity: 1 },
  });
  expect(added.status, added.text).toBe(200);
  return { id, version: await completeDelivery(planner, id) };
}

const remaining = async (programId: number) => {
  const answer = await callApi('GET', `programs/${programId}/allocation-remaining`, { token: planner });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.find((r: { brandId: number }) => r.brandId === brand.id);
};

beforeAll(async () => {
  [admin, planner, approver] = await Promise.all(
    ['admin', 'planner', 'approver'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  brand = await ownBrand(admin);
  retailer = await ownRetailer(admin, brand.id);
  tacticId = await ownCatalogTactic(admin);
  const saved = await callApi('PUT', `brands/save-allocation/${brand.id}`, {
    token: planner,
    body: {
      budgetYear: year,
      version: 0,
      brandAllocation: [{ retailerId: retailer.id, totalAtl: '100,000', totalBtl: '50,000' }],
      changeDriver: 'Brand Strategy',
      changeReasonId: 2,
      comment: 'Plan for the funding tests',
    },
  });
  expect(saved.status, saved.text).toBe(200);
});

describe('funding against the remaining allocation', () => {
  it("answers the allocation less what other programs plan: another program's targets count, its own do not", async () => {
    const other = await programWith(6000, 1000, false);
    const own = await programWith(3000, 2000, false);
    expect(await remaining(own.id)).toEqual({
      brandId: brand.id,
      allocated: true,
      allocAtlCents: 10_000_000,
      allocBtlCents: 5_000_000,
      plannedElsewhereAtlCents: 600_000,
      plannedElsewhereBtlCents: 100_000,
      remainingAtlCents: 9_400_000,
      remainingBtlCents: 4_900_000,
    });
    expect((await remaining(other.id)).remainingAtlCents).toBe(9_700_000);
    // A program being created has no id yet: every program's targets count against the allocation.
    const beforeSaving = await callApi('GET', 'programs/allocation-remaining', {
      token: planner,
      query: { retailerId: String(retailer.id), fiscalYear: String(year) },
    });
    expect(beforeSaving.status, beforeSaving.text).toBe(200);
    expect(beforeSaving.json.data.find((r: { brandId: number }) => r.brandId === brand.id)).toMatchObject({
      remainingAtlCents: 9_100_000,
      remainingBtlCents: 4_700_000,
    });
    const otherRetailer = await callApi('GET', 'programs/allocation-remaining', {
      token: await idTokenOf('retailer@demo.local'),
      query: { retailerId: String(retailer.id), fiscalYear: String(year) },
    });
    expect(otherRetailer.status).toBe(400);
    expect(otherRetailer.json.error.retailerId).toEqual(['Choose one of your retailers.']);
    const outsider = await callApi('GET', `programs/${own.id}/allocation-remaining`, {
      token: await idTokenOf('retailer@demo.local'),
    });
    expect(outsider.status).toBe(404);
  });

  it('refuses to submit a target beyond the remaining allocation until confirmed, and notes it', async () => {
    // 9,000 planned by the first test's programs: 91,000 left.
    const program = await programWith(95_000, 2000);
    const left = await remaining(program.id);
    const warning = `${brand.name}: ${fundingAllocationMessages.exceeds('ATL', left.remainingAtlCents)}.`;
    const refused = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.confirmOverspend).toEqual([fundingAllocationMessages.needsConfirmation, warning]);
    const confirmed = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version, confirmOverspend: true },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(audit.find((e: { action: string }) => e.action === 'submit').notes).toBe(`Funding confirmed: ${warning}`);
  });

  it('flags a program whose targets are all $0 at submit', async () => {
    const program = await programWith(0, 0);
    const refused = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.confirmOverspend).toContain(fundingAllocationMessages.noTargetsWarning);
  });

  it('submits a program within the remaining allocation without asking', async () => {
    // Over-planned in ATL now (the confirmed program): BTL only.
    const program = await programWith(0, 2000);
    const submitted = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(submitted.status, submitted.text).toBe(200);
  });

  it("revises an approved program's budget with the reason recorded in the audit trail", async () => {
    // Over-planned in ATL now (the confirmed program): BTL only.
    const program = await programWith(0, 2000);
    const submitted = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const approved = await callApi('POST', `programs/${program.id}/approve`, {
      token: approver,
      body: { version: program.version + 1 },
    });
    expect(approved.status, approved.text).toBe(200);
    const notes = reviseNotes({
      changeDriver: 'Retailer Performance',
      changeReason: 'Incremental funding',
      comment: 'More display space in Q2',
    });
    const revised = await callApi('POST', `programs/${program.id}/revise`, {
      token: planner,
      body: { version: program.version + 2, notes },
    });
    expect(revised.status, revised.text).toBe(200);
    expect(revised.json.data.program.statusId).toBe(80);
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(audit.find((e: { action: string }) => e.action === 'revise')).toMatchObject({ notes, toStatusId: 80 });
  });
});
