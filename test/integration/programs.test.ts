import { beforeAll, describe, expect, it } from 'vitest';
import { completeDelivery } from '../support/delivery';
import { callApi, idTokenOf } from '../support/session';

let planner: string;
let approver: string;
let admin: string;
let retailer: string;
let brands: Record<string, number>;
let retailerIds: Record<string, number>;
let tactics: Record<string, number>;

beforeAll(async () => {
  [planner, approver, admin, retailer] = await Promise.all(
    ['planner', 'approver', 'admin', 'retailer'].map((u) => idTokenOf(`${u}@demo.local`)),
  );
  const brandList = (await callApi('GET', 'brands', { token: admin, query: { pageSize: '100' } })).json.data.items;
  brands = Object.fromEntries(brandList.map((b: { name: string; id: number }) => [b.name, b.id]));
  const retailerList = (await callApi('GET', 'retailers', { token: admin })).json.data.items;
  retailerIds = Object.fromEntries(
    retailerList.map((r: { retailerName: string; id: number }) => [r.retailerName, r.id]),
  );
  const tacticList = (await callApi('GET', 'tactics/all', { token: admin })).json.data.items;
  tactics = Object.fromEntries(tacticList.map((t: { tacticName: string; id: number }) => [t.tacticName, t.id]));
});

/** Puts a catalog tactic into the program's cart; answers the program details. */
async function addTactic(
  programId: number,
  version: number,
  tacticName: string,
  orderQuantity: number,
  extra: Record<string, unknown> = {},
) {
  const answer = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId, version, tacticId: tactics[tacticName], orderQuantity, ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.json.data;
}

/** A new program with one shipped tactic in its cart and its delivery complete, ready to submit at `program.version`. */
async function createSubmittableProgram(overrides: Record<string, unknown> = {}) {
  const { program } = await createProgram(overrides);
  await addTactic(program.id, 1, 'End Cap Sign', 2, { allocations: [{ brandId: brands.Fizzly, atl: 0, btl: 70 }] });
  return { program: { ...program, version: await completeDelivery(planner, program.id) } };
}

const newProgram = (overrides: Record<string, unknown> = {}) => ({
  name: `Spring push ${Math.random().toString(36).slice(2, 7)}`,
  description: 'End caps in spring',
  retailerId: retailerIds['Fresh Market Co.'],
  fiscalYear: 2026,
  programStartDate: '2026-03-01',
  programEndDate: '2026-05-31',
  accountLocations: ['FM-001'],
  fundingSources: [
    { brandId: brands.Fizzly, atlTarget: 5000, btlTarget: 2500 },
    { brandId: brands.Crunchos, atlTarget: 1000, btlTarget: 0 },
  ],
  ...overrides,
});

async function createProgram(overrides: Record<string, unknown> = {}) {
  const answer = await callApi('POST', 'programs', { token: planner, body: newProgram(overrides) });
  expect(answer.status).toBe(200);
  return answer.json.data as { program: { id: number; version: number; statusId: number } };
}

describe('creating a program', () => {
  it('creates a new program (status 10) with its funding sources, readable in one call', async () => {
    const created = await createProgram();
    expect(created.program).toMatchObject({
      statusId: 10,
      statusName: 'New',
      version: 1,
      retailerName: 'Fresh Market Co.',
    });
    const read = await callApi('GET', `programs/${created.program.id}`, { token: planner });
    expect(read.json.data.fundingSources.map((f: { brandName: string }) => f.brandName).sort()).toEqual([
      'Crunchos',
      'Fizzly',
    ]);
    expect(read.json.data.fundingEditable).toBe(true);
  });

  it("answers the spec's field messages for a program missing everything", async () => {
    const answer = await callApi('POST', 'programs', {
      token: planner,
      body: { retailerId: retailerIds['Fresh Market Co.'], fundingSources: [] },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      accountLocations: ['Store is required'],
      fiscalYear: ['Fiscal year required'],
      name: ['Name is required'],
      fundingSources: ['You need to select at least one funding source'],
      general: ['There are some validation errors.'],
    });
  });

  it('warns when dates fall outside the budget year, and saves anyway', async () => {
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: newProgram({ programEndDate: '2027-02-01' }),
    });
    expect(created.status).toBe(200);
    expect(created.json.data.warnings).toEqual(['You have selected a date outside of the set budget year.']);
  });

  it('refuses a store that is not one of the retailer’s', async () => {
    const answer = await callApi('POST', 'programs', {
      token: planner,
      body: newProgram({ accountLocations: ['QS-010'] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.accountLocations).toEqual(['Unknown store QS-010 for this retailer.']);
  });

  it('locks retailer and budget year while funding sources are selected', async () => {
    const { program } = await createProgram();
    const answer = await callApi('POST', `programs/${program.id}`, {
      token: planner,
      body: { version: 1, retailerId: retailerIds.QuickStop },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.retailerId).toEqual([
      'Budget year and retailer cannot be changed while budget sources are selected.',
    ]);
  });

  it('keeps a brand that funds a program from being deleted', async () => {
    const answer = await callApi('DELETE', `brands/${brands.Fizzly}`, { token: admin });
    expect(answer.status).toBe(409);
    expect(answer.json.error.general[0]).toMatch(/^This brand cannot be deleted: .*program/);
  });
});

describe('the program lifecycle', () => {
  it('goes from new to submitted to approved, each step in the audit trail', async () => {
    const { program } = await createSubmittableProgram();
    const submitted = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version: program.version },
    });
    expect(submitted.json.data.program).toMatchObject({ statusId: 20, version: program.version + 1 });
    const approved = await callApi('POST', `programs/${program.id}/approve`, {
      token: approver,
      body: { version: program.version + 1 },
    });
    expect(approved.json.data.program).toMatchObject({ statusId: 30, approver: 'approver@demo.local' });
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(
      audit.map((e: { action: string; fromStatusId: number | null; toStatusId: number }) => [
        e.action,
        e.fromStatusId,
        e.toStatusId,
      ]),
    ).toEqual([
      ['create', null, 10],
      ['tactic-add', 10, 10],
      ['location-add', 10, 10],
      ['delivery', 10, 10],
      ['distribution', 10, 10],
      ['submit', 10, 20],
      ['approve', 20, 30],
    ]);
  });

  it('does not let a planner approve', async () => {
    const { program } = await createSubmittableProgram();
    await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: program.version } });
    expect(
      (
        await callApi('POST', `programs/${program.id}/approve`, {
          token: planner,
          body: { version: program.version + 1 },
        })
      ).status,
    ).toBe(403);
  });

  it('lets exactly one of two simultaneous approvals win; the other gets 409 and the trail has one approval', async () => {
    const { program } = await createSubmittableProgram();
    await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: program.version } });
    const [first, second] = await Promise.all([
      callApi('POST', `programs/${program.id}/approve`, { token: approver, body: { version: program.version + 1 } }),
      callApi('POST', `programs/${program.id}/approve`, { token: admin, body: { version: program.version + 1 } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.json.error.general).toEqual([
      'Someone else changed this item while you were working on it. Reload it and try again.',
    ]);
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(audit.filter((e: { action: string }) => e.action === 'approve')).toHaveLength(1);
  });

  it('needs notes to reject, and reopens a rejected program through revise', async () => {
    const { program } = await createSubmittableProgram();
    await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: program.version } });
    const noNotes = await callApi('POST', `programs/${program.id}/reject-program`, {
      token: approver,
      body: { version: program.version + 1 },
    });
    expect(noNotes.status).toBe(400);
    const rejected = await callApi('POST', `programs/${program.id}/reject-program`, {
      token: approver,
      body: { version: program.version + 1, notes: 'Too costly' },
    });
    expect(rejected.json.data.program.statusId).toBe(40);
    const revised = await callApi('POST', `programs/${program.id}/revise`, {
      token: planner,
      body: { version: program.version + 2 },
    });
    expect(revised.json.data.program.statusId).toBe(80);
    expect(revised.json.data.fundingEditable).toBe(true);
  });

  it('refuses a transition the status does not allow, with the reason', async () => {
    const { program } = await createProgram();
    const answer = await callApi('POST', `programs/${program.id}/approve`, { token: approver, body: { version: 1 } });
    expect(answer.status).toBe(409);
    expect(answer.json.error.general).toEqual([
      'A new program cannot be approved. Only programs that are Submitted can.',
    ]);
  });

  it('deletes only new programs, which then leave the lists', async () => {
    const { program } = await createProgram({
      fiscalYear: 2027,
      programStartDate: '2027-03-01',
      programEndDate: '2027-04-01',
    });
    expect((await callApi('GET', `programs/check-candelete/${program.id}`, { token: planner })).json.data.result).toBe(
      'DELETE',
    );
    const before = (await callApi('GET', 'programs/status-list', { token: planner, query: { fiscalYear: '2027' } }))
      .json.data.totalCount;
    const deleted = await callApi('POST', `programs/delete-program/${program.id}`, {
      token: planner,
      body: { version: 1 },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.program.statusId).toBe(90);
    expect((await callApi('GET', `programs/${program.id}`, { token: planner })).status).toBe(404);
    const after = (await callApi('GET', 'programs/status-list', { token: planner, query: { fiscalYear: '2027' } })).json
      .data.totalCount;
    expect(after).toBe(before - 1);
  });
});

describe('the status list filtered by status (the approver queue)', () => {
  it('answers full pages and the exact number that match the status (and search)', async () => {
    const tag = `queue${Math.random().toString(36).slice(2, 8)}`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await createProgram({
            name: `${tag} ${i}`,
            fiscalYear: 2027,
            programStartDate: '2027-03-01',
            programEndDate: '2027-04-01',
          })
        ).program.id,
      );
    const query = { fiscalYear: '2027', statusId: '10', searchTerm: tag, pageSize: '2', pageIndex: '0' };
    const first = (await callApi('GET', 'programs/status-list', { token: planner, query })).json.data;
    expect(first.totalCount).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await callApi('GET', 'programs/status-list', {
        token: planner,
        query: { ...query, pageIndex: '1', cursor: first.nextCursor },
      })
    ).json.data;
    expect([...first.items, ...second.items].map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const submitted = (
      await callApi('GET', 'programs/status-list', { token: planner, query: { ...query, statusId: '20' } })
    ).json.data;
    expect(submitted).toMatchObject({ totalCount: 0, items: [] });
  });

  it('finds a searched program behind newer ones on the first page, not an empty page with a cursor', async () => {
    const tag = `behind${Math.random().toString(36).slice(2, 8)}`;
    const in2027 = { fiscalYear: 2027, programStartDate: '2027-03-01', programEndDate: '2027-04-01' };
    const sought = await createProgram({ ...in2027, name: `${tag} sought` });
    for (let i = 0; i < 3; i++) await createProgram({ ...in2027, name: `newer ${i}` });
    const page = (
      await callApi('GET', 'programs/status-list', {
        token: planner,
        query: { fiscalYear: '2027', searchTerm: tag, pageSize: '2', pageIndex: '0' },
      })
    ).json.data;
    expect(page.items.map((p: { id: number }) => p.id)).toEqual([sought.program.id]);
  });
});

describe('adding a tactic already in the cart', () => {
  it('adds to the existing line quantity instead of making a second line', async () => {
    const { program } = await createProgram();
    await addTactic(program.id, 1, 'Floor Display', 2);
    const details = await addTactic(program.id, 2, 'Floor Display', 3);
    const lines = details.tactics.filter((t: { tacticName: string }) => t.tacticName === 'Floor Display');
    expect(lines).toHaveLength(1);
    expect(lines[0].orderQuantity).toBe(5);
    expect(details.budget.totalCost).toBe(lines[0].totalCost);
  });
});

describe('the cart and the budget', () => {
  it('groups tactics by delivery method with costs and the total, and splits costs over the funding sources', async () => {
    const { program } = await createProgram();
    await addTactic(program.id, 1, 'Floor Display', 4);
    const details = await addTactic(program.id, 2, 'Shelf Talker', 10);
    expect(details.budget.totalCost).toBe(1025);
    const cart = (await callApi('GET', `programs/${program.id}/cart-tactics`, { token: planner })).json.data;
    expect(
      cart.groups.map((g: { deliveryMethodName: string; subtotal: number }) => [g.deliveryMethodName, g.subtotal]),
    ).toEqual([
      ['Ship to Distribution Center', 25],
      ['Ship to Store', 1000],
    ]);
    expect(
      cart.budget.lines.map((l: { brandName: string; btlAllocated: number }) => [l.brandName, l.btlAllocated]),
    ).toEqual([
      ['Fizzly', 512.5],
      ['Crunchos', 512.5],
    ]);
    // Shipped tactics without a delivery date, locations and distribution cannot be submitted yet.
    expect(cart.canSubmit).toBe(false);
  });

  it('warns before the program overspends a funding source, and needs a confirmation to submit it, recorded in the trail', async () => {
    const { program } = await createProgram();
    const details = await addTactic(program.id, 1, 'Floor Display', 10, {
      allocations: [{ brandId: brands.Crunchos, atl: 1000, btl: 1500 }],
    });
    expect(details.budget.overspent).toBe(true);
    expect(details.warnings).toEqual(['Crunchos: BTL is over budget by $1,500.00.']);
    const version = await completeDelivery(planner, program.id);
    const unconfirmed = await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.error.confirmOverspend[0]).toMatch(/Confirm the overspend/);
    const confirmed = await callApi('POST', `programs/${program.id}/submit`, {
      token: planner,
      body: { version, confirmOverspend: true },
    });
    expect(confirmed.json.data.program.statusId).toBe(20);
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(audit.find((e: { action: string }) => e.action === 'submit').notes).toBe(
      'Overspend confirmed: Crunchos: BTL is over budget by $1,500.00.',
    );
  });

  it('refuses an allocation that does not add up to the cost', async () => {
    const { program } = await createProgram();
    const answer = await callApi('POST', 'programtactics', {
      token: planner,
      body: {
        programId: program.id,
        version: 1,
        tacticId: tactics['End Cap Sign'],
        orderQuantity: 2,
        allocations: [{ brandId: brands.Fizzly, atl: 1, btl: 1 }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.allocations).toEqual([
      'Allocations must add up to the tactic cost ($70.00); they add up to $2.00.',
    ]);
  });

  it('does not submit an empty cart', async () => {
    const { program } = await createProgram();
    const answer = await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: 1 } });
    expect(answer.status).toBe(409);
    expect(answer.json.error.general).toEqual(['Add at least one tactic before submitting.']);
  });

  it('removes a tactic with ProgramTactic/Delete, and keeps a catalog tactic in use from being deleted', async () => {
    const { program } = await createProgram();
    const details = await addTactic(program.id, 1, 'Digital Banner Pack', 1);
    const [tactic] = details.tactics;
    expect(
      (await callApi('GET', `programtactics/check-candelete/${tactic.id}`, { token: planner })).json.data.result,
    ).toBe('DELETE');
    expect((await callApi('DELETE', `tactics/${tactics['Digital Banner Pack']}`, { token: admin })).status).toBe(409);
    const approverTry = await callApi('DELETE', `programtactics/${tactic.id}`, {
      token: approver,
      query: { version: '2' },
    });
    expect(approverTry.status).toBe(403);
    const removed = await callApi('DELETE', `programtactics/${tactic.id}`, { token: planner, query: { version: '2' } });
    expect(removed.json.data.tactics).toEqual([]);
  });
});

describe('program lists', () => {
  it('pages a budget year newest first with a cursor, and counts without reading everything', async () => {
    for (let i = 0; i < 3; i++)
      await createProgram({ fiscalYear: 2025, programStartDate: '2025-03-01', programEndDate: '2025-04-01' });
    const first = (
      await callApi('GET', 'programs/status-list', { token: planner, query: { fiscalYear: '2025', pageSize: '2' } })
    ).json.data;
    expect(first.items).toHaveLength(2);
    expect(first.totalCount).toBeGreaterThanOrEqual(3);
    expect(first.items[0].createdAt >= first.items[1].createdAt).toBe(true);
    const second = (
      await callApi('GET', 'programs/status-list', {
        token: planner,
        query: { fiscalYear: '2025', pageSize: '2', pageIndex: '1', cursor: first.nextCursor },
      })
    ).json.data;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.items[0].createdAt <= first.items[1].createdAt).toBe(true);
  });
});

describe('the program status table', () => {
  it('filters by status', async () => {
    const { program } = await createSubmittableProgram({
      fiscalYear: 2024,
      programStartDate: '2024-03-01',
      programEndDate: '2024-04-01',
    });
    await createProgram({ fiscalYear: 2024, programStartDate: '2024-03-01', programEndDate: '2024-04-01' });
    await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: program.version } });
    const submitted = (
      await callApi('GET', 'programs/status-list', {
        token: planner,
        query: { fiscalYear: '2024', statusId: '20', pageSize: '100' },
      })
    ).json.data;
    expect(submitted.items.map((p: { id: number }) => p.id)).toEqual([program.id]);
  });
});

describe('a retailer-side user', () => {
  it("gets 404 for another retailer's program and lists only their own retailer", async () => {
    const { program } = await createProgram({ retailerId: retailerIds.QuickStop, accountLocations: ['QS-010'] });
    expect((await callApi('GET', `programs/${program.id}`, { token: retailer })).status).toBe(404);
    const own = (await callApi('GET', 'programs/status-list', { token: retailer, query: { fiscalYear: '2026' } })).json
      .data;
    expect(own.items.every((p: { retailerName: string }) => p.retailerName === 'Fresh Market Co.')).toBe(true);
    const other = await callApi('GET', 'programs/status-list', {
      token: retailer,
      query: { fiscalYear: '2026', retailerId: String(retailerIds.QuickStop) },
    });
    expect(other.status).toBe(400);
  });
});

describe('jobs to be done and contributions', () => {
  it('adds a job with details, lets a program choose one, and keeps the chosen job from being deleted', async () => {
    const job = await callApi('POST', 'brands/jobs-to-be-done', {
      token: planner,
      body: {
        brandId: brands.Fizzly,
        budgetYear: 2026,
        name: 'Win summer',
        description: 'Own the cooler',
        details: [{ name: 'Customer Priority' }, { name: 'Trial' }],
      },
    });
    expect(job.status).toBe(200);
    expect(job.json.data).toMatchObject({ canEdit: 'EDIT', canDelete: 'DELETE', version: 1 });
    const [priority, trial] = job.json.data.details;

    const { program } = await createProgram();
    const offered = (
      await callApi('GET', 'programs/jobstobedonedetails', { token: planner, query: { programId: String(program.id) } })
    ).json.data;
    expect(offered.canShow).toBe(true);
    expect(offered.jobs.map((j: { id: string }) => j.id)).toContain(job.json.data.id);

    const missing = await callApi('POST', 'programs/jobstobedonedetails', {
      token: planner,
      body: { programId: program.id, version: 1, selections: [{ jobId: job.json.data.id }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error['selections.0.detailId']).toEqual(['Field is required']);
    const wrongDetail = await callApi('POST', 'programs/jobstobedonedetails', {
      token: planner,
      body: {
        programId: program.id,
        version: 1,
        selections: [{ jobId: job.json.data.id, detailId: trial.id, programSpecificDescription: 'Not here' }],
      },
    });
    expect(wrongDetail.status).toBe(400);

    const saved = await callApi('POST', 'programs/jobstobedonedetails', {
      token: planner,
      body: {
        programId: program.id,
        version: 1,
        selections: [{ jobId: job.json.data.id, detailId: priority.id, programSpecificDescription: 'End caps first' }],
      },
    });
    expect(saved.json.data.jobs.find((j: { id: string }) => j.id === job.json.data.id)).toMatchObject({
      selectedDetailId: priority.id,
      programSpecificDescription: 'End caps first',
    });

    const deleteUsed = await callApi('DELETE', `brands/jobs-to-be-done/${job.json.data.id}`, { token: planner });
    expect(deleteUsed.status).toBe(409);
    expect(deleteUsed.json.error.general).toEqual(['This job cannot be deleted: 1 program uses it.']);
  });

  it('saves contributions only when ATL and BTL each total 100%', async () => {
    const job = (
      await callApi('POST', 'brands/jobs-to-be-done', {
        token: planner,
        body: { brandId: brands.Bubbl, budgetYear: 2026, name: 'Share', description: 'Shared spend' },
      })
    ).json.data;
    const off = await callApi('POST', `brands/more-contributions/${job.id}`, {
      token: planner,
      body: {
        version: 1,
        contributions: [
          { contributingBrandId: brands.Bubbl, atlPercent: 60, btlPercent: 50 },
          { contributingBrandId: brands.Fizzly, atlPercent: 30, btlPercent: 50 },
        ],
      },
    });
    expect(off.status).toBe(400);
    expect(off.json.error.atlTotal).toEqual(['Total contributions should be equal to 100%']);
    expect(off.json.error.btlTotal).toBeUndefined();
    const ok = await callApi('POST', `brands/more-contributions/${job.id}`, {
      token: planner,
      body: {
        version: 1,
        contributions: [
          { contributingBrandId: brands.Bubbl, atlPercent: 70, btlPercent: 50 },
          { contributingBrandId: brands.Fizzly, atlPercent: 30, btlPercent: 50 },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const rows = (await callApi('GET', `brands/more-contributions/2026/${brands.Bubbl}`, { token: planner })).json.data;
    expect(rows.map((r: { brandName: string; atlPercent: number }) => [r.brandName, r.atlPercent])).toEqual([
      ['Bubbl', 70],
      ['Fizzly', 30],
    ]);
  });
});

describe('my campaigns', () => {
  it('lists the programs the user created, newest first, with their theme and status', async () => {
    const themes = (await callApi('GET', 'campaigns/all', { token: planner })).json.data.items;
    const summer = themes.find((t: { name: string }) => t.name === 'Summer Refresh');
    const { program } = await createSubmittableProgram({ campaignThemeId: summer.id });
    await callApi('POST', `programs/${program.id}/submit`, { token: planner, body: { version: program.version } });
    const mine = (await callApi('GET', 'campaigns/MyCampaignsContainer', { token: planner, query: { pageSize: '5' } }))
      .json.data;
    expect(mine.items[0]).toMatchObject({
      id: program.id,
      statusName: 'Submitted',
      campaignThemeName: 'Summer Refresh',
    });
    const approverList = (await callApi('GET', 'campaigns/MyCampaignsContainer', { token: approver })).json.data;
    expect(approverList.items.map((p: { id: number }) => p.id)).not.toContain(program.id);
  });
});

describe('promo code requests', () => {
  it('go through submit, tier 1 and tier 2 approval, with the buckets counted and each step audited', async () => {
    const { program } = await createProgram();
    const before = (await callApi('GET', 'programs/promocode-counts', { token: planner })).json.data;
    const saved = await callApi('POST', 'programs/save-program-promo', {
      token: planner,
      body: {
        programId: program.id,
        promoCode: 'summer-10',
        description: '10% off sparkling water',
        discountType: 'percent',
        discountValue: 10,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    });
    expect(saved.json.data).toMatchObject({ promoCode: 'SUMMER-10', status: 'new', version: 1 });
    const promoId = saved.json.data.id;
    const buttons = (
      await callApi('GET', 'programs/program-promo/action-buttons', { token: planner, query: { promoId } })
    ).json.data;
    expect(buttons).toMatchObject({ canSubmit: true, canApprove: false });

    await callApi('POST', `programs/${program.id}/submit-promocode`, { token: planner, body: { promoId, version: 1 } });
    const tier1 = await callApi('POST', `programs/${program.id}/approve-promocode`, {
      token: approver,
      body: { promoId, version: 2 },
    });
    expect(tier1.json.data.status).toBe('tier1Approved');
    expect(
      (
        await callApi('POST', `programs/${program.id}/approve-promocode-tier2`, {
          token: approver,
          body: { promoId, version: 3 },
        })
      ).status,
    ).toBe(403);
    const tier2 = await callApi('POST', `programs/${program.id}/approve-promocode-tier2`, {
      token: admin,
      body: { promoId, version: 3 },
    });
    expect(tier2.json.data.status).toBe('tier2Approved');

    const after = (await callApi('GET', 'programs/promocode-counts', { token: planner })).json.data;
    expect(after.tier2Approved).toBe(before.tier2Approved + 1);
    expect(after.new).toBe(before.new);
    const audit = (await callApi('GET', `programs/${program.id}/audit`, { token: planner })).json.data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'promo-create',
      'promo-submit',
      'promo-approve',
      'promo-approveTier2',
    ]);
  });

  it('needs notes to reject, and comes back as revised when edited', async () => {
    const { program } = await createProgram();
    const promoId = (
      await callApi('POST', 'programs/save-program-promo', {
        token: planner,
        body: {
          programId: program.id,
          promoCode: 'SNACK5',
          description: '$5 off',
          discountType: 'amount',
          discountValue: 5,
          startDate: '2026-06-01',
          endDate: '2026-06-30',
        },
      })
    ).json.data.id;
    await callApi('POST', `programs/${program.id}/submit-promocode`, { token: planner, body: { promoId, version: 1 } });
    expect(
      (
        await callApi('POST', `programs/${program.id}/reject-promocode`, {
          token: approver,
          body: { promoId, version: 2 },
        })
      ).status,
    ).toBe(400);
    const rejected = await callApi('POST', `programs/${program.id}/reject-promocode`, {
      token: approver,
      body: { promoId, version: 2, notes: 'Too deep' },
    });
    expect(rejected.json.data).toMatchObject({ status: 'rejected', notes: 'Too deep' });
    const revised = await callApi('POST', 'programs/save-program-promo', {
      token: planner,
      body: {
        programId: program.id,
        id: promoId,
        version: 3,
        promoCode: 'SNACK3',
        description: '$3 off',
        discountType: 'amount',
        discountValue: 3,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    });
    expect(revised.json.data).toMatchObject({ status: 'revised', promoCode: 'SNACK3' });
    expect(
      (await callApi('DELETE', `programs/delete-promocode/${promoId}`, { token: planner, query: { version: '4' } }))
        .status,
    ).toBe(200);
  });

  it('refuses a percent discount above 100', async () => {
    const { program } = await createProgram();
    const answer = await callApi('POST', 'programs/save-program-promo', {
      token: planner,
      body: {
        programId: program.id,
        promoCode: 'WOW',
        description: 'Too much',
        discountType: 'percent',
        discountValue: 150,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    });
    expect(answer.json.error.discountValue).toEqual(['A percent discount cannot exceed 100']);
  });
});

describe('copy and prefill', () => {
  it("copies a program with its funding and tactics as a new program named 'Copy of - '", async () => {
    const { program } = await createSubmittableProgram();
    const source = (await callApi('GET', `programs/${program.id}`, { token: planner })).json.data;
    const copy = await callApi('POST', 'programs/copy', { token: planner, body: { programId: program.id } });
    expect(copy.status).toBe(200);
    expect(copy.json.data.program).toMatchObject({ name: `Copy of - ${source.program.name}`, statusId: 10 });
    expect(copy.json.data.program.id).not.toBe(program.id);
    expect(
      copy.json.data.tactics.map((t: { tacticName: string; totalCost: number }) => [t.tacticName, t.totalCost]),
    ).toEqual([['End Cap Sign', 70]]);
    expect(copy.json.data.fundingSources).toHaveLength(2);
  });

  it('makes the copy with the changed fields and funding sources in one request, checked as a new program', async () => {
    const tag = `copyone${Math.random().toString(36).slice(2, 8)}`;
    const { program } = await createSubmittableProgram({ name: `${tag} source` });
    const copiesOf = async () =>
      (
        await callApi('GET', 'programs/status-list', {
          token: planner,
          query: { fiscalYear: '2026', searchTerm: tag, pageSize: '10', pageIndex: '0' },
        })
      ).json.data.items.map((p: { name: string }) => p.name);

    // A change the checks refuse leaves no copy behind, so a retry does not make a second one.
    const refused = await callApi('POST', 'programs/copy', {
      token: planner,
      body: {
        programId: program.id,
        name: `${tag} copy`,
        programStartDate: '2026-06-01',
        programEndDate: '2026-05-01',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.programEndDate).toEqual(['End Date cannot be before Start Date']);
    const unfunded = await callApi('POST', 'programs/copy', {
      token: planner,
      body: { programId: program.id, fundingSources: [{ brandId: brands.Fizzly, selected: false }] },
    });
    expect(unfunded.status).toBe(400);
    expect(unfunded.json.error.fundingSources).toEqual(['You need to select at least one funding source']);
    expect(await copiesOf()).toEqual([`${tag} source`]);

    // The copy takes the changes as it is made: another retailer too (no lock on a new program), with its stores.
    const copy = await callApi('POST', 'programs/copy', {
      token: planner,
      body: {
        programId: program.id,
        name: `${tag} copy`,
        retailerId: retailerIds.HealthRx,
        accountLocations: ['HR-100'],
        fundingSources: [{ brandId: brands['Oat Bakes'], atlTarget: 50, btlTarget: 150 }],
      },
    });
    expect(copy.status).toBe(200);
    expect(copy.json.data.program).toMatchObject({
      name: `${tag} copy`,
      description: 'End caps in spring',
      retailerName: 'HealthRx',
      accountLocations: ['HR-100'],
      statusId: 10,
    });
    expect(copy.json.data.fundingSources).toEqual([
      { brandId: brands['Oat Bakes'], brandName: 'Oat Bakes', atlTarget: 50, btlTarget: 150, selected: true },
    ]);
    expect(copy.json.data.tactics.map((t: { tacticName: string }) => t.tacticName)).toEqual(['End Cap Sign']);
    expect((await copiesOf()).sort()).toEqual([`${tag} copy`, `${tag} source`]);
  });

  it("creates a program from a prefilled theme (type 2) with the theme's tactics", async () => {
    const themes = (await callApi('GET', 'campaigns/all', { token: planner })).json.data.items;
    const holiday = themes.find((t: { name: string }) => t.name === 'Holiday Snack Attack');
    const answer = await callApi('POST', `programs/prefill/${holiday.id}`, {
      token: planner,
      body: {
        retailerId: retailerIds.HealthRx,
        fiscalYear: 2026,
        accountLocations: ['HR-100'],
        fundingSources: [{ brandId: brands['Oat Bakes'], atlTarget: 1000, btlTarget: 1000 }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.program).toMatchObject({
      name: 'Holiday Snack Attack',
      campaignThemeTypeId: 2,
      retailerName: 'HealthRx',
    });
    expect(answer.json.data.tactics.map((t: { tacticName: string }) => t.tacticName).sort()).toEqual([
      'Floor Display',
      'Shelf Talker',
    ]);
    const summer = themes.find((t: { name: string }) => t.name === 'Summer Refresh');
    expect(
      (
        await callApi('POST', `programs/prefill/${summer.id}`, {
          token: planner,
          body: { retailerId: retailerIds.HealthRx, fiscalYear: 2026 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('the program status export', () => {
  it('writes an .xlsx of the filtered table to a short-lived download with a timestamped name', async () => {
    await createProgram({ fiscalYear: 2028, programStartDate: '2028-03-01', programEndDate: '2028-04-01' });
    const answer = await callApi('POST', 'programs/status-list-export', {
      token: planner,
      body: { fiscalYear: 2028, statusId: 10 },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.fileName).toMatch(/^ProgramStatus_2028_\d{8}-\d{6}\.xlsx$/);
    expect(answer.json.data.rowCount).toBeGreaterThanOrEqual(1);
    const file = await fetch(answer.json.data.url);
    expect(file.headers.get('content-disposition')).toContain(answer.json.data.fileName);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the program overview', () => {
  it("shows a retailer's programs funded by a brand with the brand's targets and spend", async () => {
    const { program } = await createProgram({
      retailerId: retailerIds.HealthRx,
      accountLocations: ['HR-101'],
      fiscalYear: 2029,
      programStartDate: '2029-03-01',
      programEndDate: '2029-04-01',
    });
    await addTactic(program.id, 1, 'Shelf Talker', 4, { allocations: [{ brandId: brands.Fizzly, atl: 0, btl: 10 }] });
    const overview = (
      await callApi('GET', 'programs/overview', {
        token: planner,
        query: { retailerId: String(retailerIds.HealthRx), brandId: String(brands.Fizzly), budgetYear: '2029' },
      })
    ).json.data;
    expect(overview.programs.map((p: { id: number }) => p.id)).toEqual([program.id]);
    expect(overview.totals).toEqual({ atlTarget: 5000, btlTarget: 2500, atlAllocated: 0, btlAllocated: 10 });
    const none = (
      await callApi('GET', 'programs/overview', {
        token: planner,
        query: { retailerId: String(retailerIds.HealthRx), brandId: String(brands.Bubbl), budgetYear: '2029' },
      })
    ).json.data;
    expect(none.programs).toEqual([]);
  });

  it("follows every change of the programs' funding and tactics", async () => {
    const { program } = await createProgram({
      retailerId: retailerIds.QuickStop,
      accountLocations: ['QS-010'],
      fiscalYear: 2029,
      programStartDate: '2029-03-01',
      programEndDate: '2029-04-01',
    });
    const fizzlyOverview = async () =>
      (
        await callApi('GET', 'programs/overview', {
          token: planner,
          query: { retailerId: String(retailerIds.QuickStop), brandId: String(brands.Fizzly), budgetYear: '2029' },
        })
      ).json.data.totals;
    const { tactics } = await addTactic(program.id, 1, 'Shelf Talker', 4, {
      allocations: [{ brandId: brands.Fizzly, atl: 0, btl: 10 }],
    });
    const changed = await callApi('POST', `programtactics/${tactics[0].id}`, {
      token: planner,
      body: { version: 2, orderQuantity: 4, allocations: [{ brandId: brands.Fizzly, atl: 4, btl: 6 }] },
    });
    expect(changed.status).toBe(200);
    expect(await fizzlyOverview()).toEqual({ atlTarget: 5000, btlTarget: 2500, atlAllocated: 4, btlAllocated: 6 });
    const refunded = await callApi('POST', `programs/${program.id}/save-funding-sources`, {
      token: planner,
      body: {
        version: 3,
        fundingSources: [
          { brandId: brands.Fizzly, atlTarget: 7000, btlTarget: 500 },
          { brandId: brands.Crunchos, atlTarget: 1000, btlTarget: 0 },
        ],
      },
    });
    expect(refunded.status).toBe(200);
    expect(await fizzlyOverview()).toEqual({ atlTarget: 7000, btlTarget: 500, atlAllocated: 4, btlAllocated: 6 });
  });

  it('lists the statuses with the two that allow funding changes', async () => {
    const statuses = (await callApi('GET', 'programs/status-config', { token: planner })).json.data;
    expect(
      statuses
        .filter((s: { fundingEditable: boolean }) => s.fundingEditable)
        .map((s: { statusId: number }) => s.statusId),
    ).toEqual([10, 80]);
  });
});

describe('tactic components', () => {
  it('adds a component with a file, checks it may be deleted, and removes it with ProgramTactic/Delete', async () => {
    const { program } = await createProgram();
    const withTactic = await addTactic(program.id, 1, 'Floor Display', 2);
    const [tactic] = withTactic.tactics;
    const types = (await callApi('GET', 'programtactics/lookup/component-type', { token: planner })).json.data.items;
    const artwork = types.find((t: { name: string }) => t.name === 'Artwork');
    const added = await callApi('POST', 'programtactics/component', {
      token: planner,
      body: {
        programTacticId: tactic.id,
        version: 2,
        name: 'Header card art',
        componentTypeId: artwork.id,
        quantity: 2,
      },
    });
    expect(added.status).toBe(200);
    const component = Object.values(
      added.json.data.tactics[0].components as Record<string, { id: string; name: string }>,
    )[0];
    expect(component.name).toBe('Header card art');

    const bytes = Buffer.from('art');
    const slot = await callApi('POST', `programtactics/component/${component.id}/upload`, {
      token: planner,
      body: { fileName: 'art.pdf', contentType: 'application/pdf', size: bytes.length },
    });
    expect(
      (await fetch(slot.json.data.uploadUrl, { method: 'PUT', headers: slot.json.data.headers, body: bytes })).status,
    ).toBe(200);
    expect(
      (await callApi('GET', `programtactics/component-files/${component.id}`, { token: planner })).json.data,
    ).toEqual([{ documentId: slot.json.data.id, fileName: 'art.pdf' }]);

    expect(
      (await callApi('GET', `programtactics/check-candelete-component/${component.id}`, { token: planner })).json.data
        .result,
    ).toBe('DELETE');
    expect(
      (
        await callApi('POST', `programtactics/delete-component/${component.id}`, {
          token: approver,
          body: { version: 3 },
        })
      ).status,
    ).toBe(403);
    const removed = await callApi('POST', `programtactics/delete-component/${component.id}`, {
      token: planner,
      body: { version: 3 },
    });
    expect(removed.json.data.tactics[0].components).toEqual({});
  });
});

describe('an additional program', () => {
  it('starts beside an existing one with its retailer, year, stores and funding, but no tactics', async () => {
    const { program } = await createSubmittableProgram();
    const answer = await callApi('POST', 'programs/crete-new-additionl', {
      token: planner,
      body: { programId: program.id, filters: [{ parameter: 'region', value: 'Midwest' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.program).toMatchObject({
      statusId: 10,
      retailerName: 'Fresh Market Co.',
      fiscalYear: 2026,
      accountLocations: ['FM-001'],
      note: 'region: Midwest',
    });
    expect(answer.json.data.program.id).not.toBe(program.id);
    expect(answer.json.data.fundingSources).toHaveLength(2);
    expect(answer.json.data.tactics).toEqual([]);
  });
});
