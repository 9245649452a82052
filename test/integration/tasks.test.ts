import { beforeAll, describe, expect, it } from 'vitest';
import { completeDelivery } from '../support/delivery';
import { demoCatalogIds } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';

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
    const items = timeline.json.data.items as { action: string; to: string | null; notes: string | null }[];
    expect(items.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'submit', 'reject']));
    expect(items.find((e) => e.action === 'reject')).toMatchObject({ to: 'Rejected', notes: 'Wrong dates' });
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
});
