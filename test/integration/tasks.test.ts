import { beforeAll, describe, expect, it } from 'vitest';
import { completeDelivery } from '../support/delivery';
import { demoCatalogIds } from '../support/catalog';
import { programStatus } from '../../shared/programs/status';
import { callApi, idTokenOf, newSignedInUser } from '../support/session';

/**
 * Tasks are derived from the workflows (docs/decisions.md, 'Home and tasks'): a submitted program waits for its
 * approvers, not its submitter; a rejected one for its creator; a dismissal is the user's alone; a task's timeline
 * is its item's audit trail. Programs of the test's own, in budget year 2026.
 */
let planner: string;
let approver: string;
let admin: string;
let ids: { fizzly: number; floorDisplay: number };

interface TaskRow {
  id: string;
  kind: string;
  list: string;
  status: string;
  itemId: string;
  name: string;
  stateName: string;
  link: string;
  updatedAt: string;
  detail?: string;
}
const tasksOf = async (token: string, list: 'action-required' | 'in-progress' | 'complete') => {
  const answer = await callApi('GET', `tasks/${list}`, { token, query: { budgetYear: '2026', pageSize: '50' } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.items as TaskRow[];
};
const taskOf = async (token: string, list: 'action-required' | 'in-progress' | 'complete', programId: number) =>
  (await tasksOf(token, list)).find((t) => t.id === `program.${programId}`);
const submittedCount = async (token: string) => {
  const info = await callApi('GET', 'tasks/general-info', { token, query: { budgetYear: '2026' } });
  expect(info.status, info.text).toBe(200);
  return (info.json.data.programsByStatus as { statusId: number; count: number }[]).find((s) => s.statusId === 20)!
    .count;
};

beforeAll(async () => {
  [planner, approver, admin] = await Promise.all([
    idTokenOf('planner@demo.local'),
    idTokenOf('approver@demo.local'),
    idTokenOf('admin@demo.local'),
  ]);
  ids = await demoCatalogIds(planner);
});

/** A planner's new program with a tactic and a complete delivery, ready to submit: its id, name and version. */
async function plannedProgram() {
  const name = `Task ${Math.random().toString(36).slice(2, 8)}`;
  const created = await callApi('POST', 'programs', {
    token: planner,
    body: {
      name,
      description: 'A task',
      retailerId: 1,
      fiscalYear: 2026,
      programStartDate: '2026-03-01',
      programEndDate: '2026-05-31',
      accountLocations: ['FM-001'],
      fundingSources: [{ brandId: ids.fizzly, atlTarget: 100000, btlTarget: 100000 }],
    },
  });
  expect(created.status, created.text).toBe(200);
  const id = created.json.data.program.id as number;
  const tactic = await callApi('POST', 'programtactics', {
    token: planner,
    body: { programId: id, version: 1, tacticId: ids.floorDisplay, orderQuantity: 2 },
  });
  expect(tactic.status, tactic.text).toBe(200);
  return { id, name, version: await completeDelivery(planner, id) };
}

async function submit(program: { id: number; version: number }) {
  const submitted = await callApi('POST', `programs/${program.id}/submit`, {
    token: planner,
    body: { version: program.version },
  });
  expect(submitted.status, submitted.text).toBe(200);
  return submitted.json.data.program.version as number;
}

describe('tasks follow the program workflow', () => {
  let program: { id: number; name: string; version: number };

  it('a program being planned is in progress for its creator, and nobody else', async () => {
    program = await plannedProgram();
    expect(await taskOf(planner, 'in-progress', program.id)).toMatchObject({
      kind: 'planProgram',
      list: 'inProgress',
      stateName: 'New',
      name: program.name,
      link: `/programdetails/${program.id}`,
    });
    expect(await taskOf(approver, 'in-progress', program.id)).toBeUndefined();
  });

  it("a submitted program is an approver's action-required task and not its submitter's; the status count moves", async () => {
    const before = await submittedCount(approver);
    program.version = await submit(program);
    expect(await taskOf(approver, 'action-required', program.id)).toMatchObject({
      kind: 'approveProgram',
      status: 'URGENT',
      stateName: 'Submitted',
    });
    expect(await taskOf(admin, 'action-required', program.id)).toMatchObject({ kind: 'approveProgram' });
    expect(await taskOf(planner, 'action-required', program.id)).toBeUndefined();
    expect(await taskOf(planner, 'in-progress', program.id)).toBeUndefined();
    expect(await submittedCount(approver)).toBe(before + 1);
    const summary = await callApi('GET', 'tasks/summary', { token: approver, query: { budgetYear: '2026' } });
    expect(summary.json.data.byKind.approveProgram).toBeGreaterThanOrEqual(1);
  });

  it('a rejected program is action-required for its creator and leaves the approvers', async () => {
    const rejected = await callApi('POST', `programs/${program.id}/reject-program`, {
      token: approver,
      body: { version: program.version, notes: 'Wrong dates' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(await taskOf(planner, 'action-required', program.id)).toMatchObject({
      kind: 'reviseProgram',
      status: 'CRITICAL',
      stateName: 'Rejected',
    });
    expect(await taskOf(approver, 'action-required', program.id)).toBeUndefined();
  });

  it("the timeline answers the program's audit trail", async () => {
    const timeline = await callApi('GET', `tasks/program.${program.id}/timeline`, { token: planner });
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.json.data.kind).toBe('program');
    const items = timeline.json.data.items as { action: string; to: string | null; notes: string | null }[];
    expect(items.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'submit', 'reject']));
    // The status as its code, which the page words in the reader's language.
    expect(items.find((e) => e.action === 'reject')).toMatchObject({
      to: String(programStatus.rejected),
      notes: 'Wrong dates',
    });
    expect((await callApi('GET', 'tasks/nothing/timeline', { token: planner })).status).toBe(400);
  });
});

describe('mark as completed', () => {
  it('removes the task for that user only, lists it as complete, and changes no workflow', async () => {
    const program = await plannedProgram();
    await submit(program);
    expect(await taskOf(approver, 'action-required', program.id)).toBeDefined();
    const marked = await callApi('POST', `tasks/program.${program.id}/mark-as-completed`, { token: approver });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.json.data.id).toBe(`program.${program.id}`);
    expect(await taskOf(approver, 'action-required', program.id)).toBeUndefined();
    expect(await taskOf(approver, 'complete', program.id)).toMatchObject({ kind: 'approveProgram' });
    // The admin approves too, and did not dismiss it; the program is still submitted.
    expect(await taskOf(admin, 'action-required', program.id)).toBeDefined();
    const details = await callApi('GET', `programs/${program.id}`, { token: planner });
    expect(details.json.data.program.statusId).toBe(20);
    // A task the user does not have cannot be dismissed.
    expect((await callApi('POST', `tasks/program.${program.id}/mark-as-completed`, { token: planner })).status).toBe(
      404,
    );
  });
});

describe('programs by status', () => {
  const newIn = async (year: number) => {
    const info = await callApi('GET', 'tasks/general-info', { token: admin, query: { budgetYear: String(year) } });
    return (info.json.data.programsByStatus as { statusId: number; count: number }[]).find((s) => s.statusId === 10)!
      .count;
  };
  const fields = (year: number, retailerId: number) => ({
    name: `Counted ${year}`,
    description: 'Moves between lists',
    retailerId,
    fiscalYear: year,
    programStartDate: `${year}-03-01`,
    programEndDate: `${year}-05-31`,
    accountLocations: ['FM-001'],
  });

  it("add up to the year's list, and a retailer-side user counts only their retailer's programs", async () => {
    const retailer = await idTokenOf('retailer@demo.local');
    // A program at another retailer than the retailer user's Fresh Market (retailer 1).
    const elsewhere = await callApi('POST', 'programs', {
      token: admin,
      body: { ...fields(2026, 2), accountLocations: [], placeholder: true },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    for (const token of [admin, retailer]) {
      const info = (await callApi('GET', 'tasks/general-info', { token, query: { budgetYear: '2026' } })).json.data;
      const list = (await callApi('GET', 'programs/status-list', { token, query: { fiscalYear: '2026' } })).json.data;
      expect(info.totalPrograms).toBe(list.totalCount);
    }
    const all = (await callApi('GET', 'tasks/general-info', { token: admin, query: { budgetYear: '2026' } })).json.data;
    const own = (await callApi('GET', 'tasks/general-info', { token: retailer, query: { budgetYear: '2026' } })).json
      .data;
    expect(own.totalPrograms).toBeLessThan(all.totalPrograms);
  });

  it('follow a program (a placeholder, without funding) moved to another year, and deleted', async () => {
    const [before2026, before2027] = [await newIn(2026), await newIn(2027)];
    const created = await callApi('POST', 'programs', {
      token: admin,
      body: { ...fields(2026, 1), placeholder: true },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.data.program.id as number;
    expect(await newIn(2026)).toBe(before2026 + 1);
    const moved = await callApi('POST', `programs/${id}`, { token: admin, body: { ...fields(2027, 1), version: 1 } });
    expect(moved.status, moved.text).toBe(200);
    expect([await newIn(2026), await newIn(2027)]).toEqual([before2026, before2027 + 1]);
    const deleted = await callApi('POST', `programs/delete-program/${id}`, {
      token: admin,
      body: { version: moved.json.data.program.version },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await newIn(2027)).toBe(before2027);
  });

  it('follow a program (a placeholder) moved to another retailer in the same year', async () => {
    const retailer = await idTokenOf('retailer@demo.local');
    const total = async (token: string) =>
      (await callApi('GET', 'tasks/general-info', { token, query: { budgetYear: '2026' } })).json.data
        .totalPrograms as number;
    const created = await callApi('POST', 'programs', {
      token: admin,
      body: { ...fields(2026, 2), accountLocations: [], placeholder: true },
    });
    expect(created.status, created.text).toBe(200);
    const [allBefore, ownBefore] = [await total(admin), await total(retailer)];
    const moved = await callApi('POST', `programs/${created.json.data.program.id}`, {
      token: admin,
      body: { ...fields(2026, 1), version: 1 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.program.retailerId).toBe(1);
    expect([await total(admin), await total(retailer)]).toEqual([allBefore, ownBefore + 1]);
  });
});

describe('promo code requests', () => {
  /** A planner's program at the retailer with one promo code request, submitted: the program and the request. */
  async function submittedPromo(retailerId: number, locations: string[]) {
    const name = `Promo task ${Math.random().toString(36).slice(2, 8)}`;
    const created = await callApi('POST', 'programs', {
      token: planner,
      body: {
        name,
        description: 'A promo task',
        retailerId,
        fiscalYear: 2026,
        programStartDate: '2026-03-01',
        programEndDate: '2026-05-31',
        accountLocations: locations,
        fundingSources: [{ brandId: ids.fizzly, atlTarget: 100000, btlTarget: 100000 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const programId = created.json.data.program.id as number;
    const promoCode = `TASK-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const saved = await callApi('POST', 'programs/save-program-promo', {
      token: planner,
      body: {
        programId,
        promoCode,
        description: '10% off',
        discountType: 'percent',
        discountValue: 10,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const promoId = saved.json.data.id as string;
    const submitted = await callApi('POST', `programs/${programId}/submit-promocode`, {
      token: planner,
      body: { promoId, version: 1 },
    });
    expect(submitted.status, submitted.text).toBe(200);
    return { programId, name, promoId, promoCode };
  }

  /** A user holding the approver role on the retailer side, linked to the retailer: their token. */
  async function retailerSideApprover(retailerId: number) {
    const { email, token } = await newSignedInUser(['approver', 'retailer'], 'promo-approver');
    // The first call of a new user records their profile.
    const tracked = await callApi('POST', 'users/tracklogin', {
      token,
      body: { token: 'x', type: 1, url: 'http://localhost/#/home' },
    });
    expect(tracked.status, tracked.text).toBe(200);
    const user = (await callApi('GET', 'users', { token: admin, query: { searchTerm: email } })).json.data.items[0];
    const linked = await callApi('PUT', 'users', {
      token: admin,
      body: {
        id: user.id,
        version: user.version,
        firstName: 'Rory',
        lastName: 'Retailer Approver',
        roles: ['approver', 'retailer'],
        retailerIds: [retailerId],
        active: true,
      },
    });
    expect(linked.status, linked.text).toBe(200);
    return token;
  }

  it("each waits as its own task, named by its code and opening its program's requests, for the approvers of its step and retailer", async () => {
    const retailers = (await callApi('GET', 'retailers', { token: admin })).json.data.items as {
      retailerName: string;
      id: number;
    }[];
    const idOf = (name: string) => retailers.find((r) => r.retailerName === name)!.id;
    const [own, other] = [
      await submittedPromo(idOf('Fresh Market Co.'), ['FM-001']),
      await submittedPromo(idOf('QuickStop'), ['QS-010']),
    ];
    const promoTaskOf = async (token: string, promo: { promoId: string }) =>
      (await tasksOf(token, 'action-required')).find((t) => t.id === `promos.${promo.promoId}`);

    expect(await promoTaskOf(approver, own)).toMatchObject({
      kind: 'approvePromos',
      name: own.promoCode,
      stateName: 'Submitted',
      detail: own.name,
      link: `/promocoderequest/${own.programId}`,
    });
    expect(await promoTaskOf(approver, other)).toMatchObject({ name: other.promoCode });
    // Its planner has no task for it.
    expect(await promoTaskOf(planner, own)).toBeUndefined();

    // A retailer-side approver gets their retailer's requests only.
    const retailerApprover = await retailerSideApprover(idOf('Fresh Market Co.'));
    expect(await promoTaskOf(retailerApprover, own)).toMatchObject({ name: own.promoCode });
    expect(await promoTaskOf(retailerApprover, other)).toBeUndefined();

    // Approved at tier 1, it leaves the tier 1 approvers' tasks and waits for a tier 2 approver.
    const tier1 = await callApi('POST', `programs/${own.programId}/approve-promocode`, {
      token: approver,
      body: { promoId: own.promoId, version: 2 },
    });
    expect(tier1.status, tier1.text).toBe(200);
    expect(await promoTaskOf(approver, own)).toBeUndefined();
    expect(await promoTaskOf(retailerApprover, own)).toBeUndefined();
    expect(await promoTaskOf(admin, own)).toMatchObject({
      kind: 'approvePromosTier2',
      name: own.promoCode,
      stateName: 'Tier 1 approved',
      link: `/promocoderequest/${own.programId}`,
    });

    // Its timeline is the request's steps on its program.
    const timeline = await callApi('GET', `tasks/promos.${own.promoId}/timeline`, { token: admin });
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.json.data.items.map((e: { action: string }) => e.action)).toEqual([
      'promo-create',
      'promo-submit',
      'promo-approve',
    ]);
  });
});
