import { describe, expect, it } from 'vitest';
import { knownClaims } from '../claims';
import {
  openTasks,
  parseTaskId,
  poTask,
  productionTask,
  programTask,
  promoTask,
  requestTask,
  searchAndSortTasks,
  taskState,
  type ProgramFacts,
  type PromoFacts,
  type TaskUser,
} from './tasks';

const planner: TaskUser = {
  subject: 'planner',
  email: 'planner@demo.local',
  claims: [knownClaims.viewPrograms, knownClaims.submitProgram],
};
const approver: TaskUser = {
  subject: 'approver',
  email: 'Approver@demo.local',
  claims: [knownClaims.viewPrograms, knownClaims.approveProgram, knownClaims.approveExpenses],
};
const program = (over: Partial<ProgramFacts>): ProgramFacts => ({
  id: 7,
  name: 'Summer',
  statusId: 20,
  creator: 'planner',
  submittedBy: 'planner',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  ...over,
});

describe('program tasks', () => {
  it('makes a submitted program an urgent action-required task for an approver', () => {
    expect(programTask(program({}), approver)).toMatchObject({
      id: 'program.7',
      kind: 'approveProgram',
      list: 'actionRequired',
      status: 'URGENT',
      stateName: 'Submitted',
      link: '/programdetails/7',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
  });

  it('gives a submitted program no task to its submitter or its creator, even when they approve (four-eyes)', () => {
    expect(programTask(program({ creator: 'approver', submittedBy: 'x' }), approver)).toBeNull();
    expect(programTask(program({ creator: 'x', submittedBy: 'approver' }), approver)).toBeNull();
    expect(programTask(program({}), planner)).toBeNull();
  });

  it('gives a submitted program no task to a user without Finalize/Approve', () => {
    expect(programTask(program({ creator: 'x', submittedBy: 'x' }), planner)).toBeNull();
  });

  it('makes a rejected program a critical task for its creator only', () => {
    expect(programTask(program({ statusId: 40 }), planner)).toMatchObject({
      kind: 'reviseProgram',
      status: 'CRITICAL',
    });
    expect(programTask(program({ statusId: 40 }), approver)).toBeNull();
  });

  it('keeps new and revised programs in progress for their creator', () => {
    expect(programTask(program({ statusId: 10 }), planner)).toMatchObject({ list: 'inProgress', kind: 'planProgram' });
    expect(programTask(program({ statusId: 80 }), planner)).toMatchObject({ list: 'inProgress' });
    expect(programTask(program({ statusId: 30 }), planner)).toBeNull();
    expect(programTask(program({ statusId: 10, creator: 'x' }), planner)).toBeNull();
  });
});

describe('promo, request and PO tasks', () => {
  it('makes each promo code request waiting for the user its own task, named by its code, opening its program', () => {
    const tier2: TaskUser = {
      ...approver,
      subject: 'tier2',
      claims: [knownClaims.viewPrograms, knownClaims.approvePromoTier2],
    };
    const promo = (over: Partial<PromoFacts>): PromoFacts => ({
      id: '7-2',
      programId: 7,
      promoCode: 'SUMMER-10',
      status: 'submitted',
      updatedAt: '2026-03-02T00:00:00.000Z',
      createdBy: 'planner',
      submittedBy: 'planner',
      programName: 'Summer',
      ...over,
    });
    expect(promoTask(promo({}), approver)).toEqual({
      id: 'promos.7-2',
      kind: 'approvePromos',
      list: 'actionRequired',
      status: 'PRIMARY',
      itemType: 'promos',
      itemId: '7-2',
      name: 'SUMMER-10',
      stateName: 'Submitted',
      updatedAt: '2026-03-02T00:00:00.000Z',
      link: '/promocoderequest/7',
      detail: 'Summer',
    });
    expect(parseTaskId(promoTask(promo({}), approver)!.id)).toEqual({ itemType: 'promos', itemId: '7-2' });
    // Tier 1 approved: the tier 2 approvers' task, no longer the tier 1 approvers'.
    expect(promoTask(promo({}), tier2)).toBeNull();
    expect(promoTask(promo({ status: 'tier1Approved', tier1ApprovedBy: 'approver' }), approver)).toBeNull();
    expect(promoTask(promo({ status: 'tier1Approved', tier1ApprovedBy: 'approver' }), tier2)).toMatchObject({
      kind: 'approvePromosTier2',
      stateName: 'Tier 1 approved',
    });
    // Four-eyes: not whoever created, submitted or approved its first tier; nobody's in other statuses.
    expect(promoTask(promo({ submittedBy: 'approver' }), approver)).toBeNull();
    expect(promoTask(promo({ status: 'tier1Approved', tier1ApprovedBy: 'tier2' }), tier2)).toBeNull();
    expect(promoTask(promo({ status: 'new' }), approver)).toBeNull();
    expect(promoTask(promo({}), planner)).toBeNull();
    // A program without a name is named by its id.
    expect(promoTask(promo({ programName: null }), approver)?.detail).toBe('#7');
  });

  it('lists promo tasks newest first, each request once', () => {
    const task = (id: string, updatedAt: string) =>
      promoTask(
        {
          id,
          programId: 7,
          promoCode: id,
          status: 'submitted',
          updatedAt,
          createdBy: 'planner',
          submittedBy: 'planner',
        },
        approver,
      )!;
    const older = task('7-1', '2026-03-01T00:00:00.000Z');
    const newer = task('8-1', '2026-03-05T00:00:00.000Z');
    expect(openTasks([older, newer, newer], new Map()).map((t) => t.id)).toEqual(['promos.8-1', 'promos.7-1']);
  });

  it('makes an open request a task for the contacts it is addressed to, by subject or e-mail', () => {
    const request = {
      id: 4,
      requestName: 'Artwork',
      programName: 'Summer',
      status: 'open',
      contacts: [{ id: 'someone', email: 'approver@demo.local' }],
      createdBy: 'planner',
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    expect(requestTask(request, approver)).toMatchObject({ id: 'request.4', link: '/communicationrequest/4' });
    expect(requestTask({ ...request, status: 'approved' }, approver)).toBeNull();
    expect(requestTask(request, planner)).toBeNull();
  });

  it('makes a submitted PO line a task for expense approvers other than its submitter', () => {
    const line = {
      id: 'po-abc',
      code: 'PO1',
      invoiceNumber: 'INV1',
      status: 'submitted',
      submittedBy: 'planner',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(poTask(line, approver)).toMatchObject({ id: 'expense.po-abc', link: '/po/reconciliation/po-abc' });
    expect(poTask({ ...line, submittedBy: 'approver' }, approver)).toBeNull();
    expect(poTask({ ...line, status: 'assigned' }, approver)).toBeNull();
    expect(poTask(line, planner)).toBeNull();
  });
});

describe('production tasks', () => {
  const production: TaskUser = {
    subject: 'production',
    email: 'production@demo.local',
    claims: [knownClaims.viewPrograms, knownClaims.manageProduction],
  };
  const approved = (over: Partial<ProgramFacts>) =>
    program({ statusId: 30, name: 'Summer & Sun', retailerName: 'QuickStop', ...over });

  it('makes an approved program not yet sent a task for the production team, opening it on Production Processing', () => {
    expect(productionTask(approved({}), production)).toMatchObject({
      id: 'program.7',
      kind: 'sendToProduction',
      list: 'actionRequired',
      status: 'PRIMARY',
      stateName: 'Approved',
      detail: 'QuickStop',
      link: '/productionprocessing?q=Summer%20%26%20Sun',
    });
  });

  it("opens Production Processing at the program's budget year, which may not be the year the page starts on", () => {
    expect(productionTask(approved({ fiscalYear: 2027 }), production)?.link).toBe(
      '/productionprocessing?q=Summer%20%26%20Sun&year=2027',
    );
  });

  it('gives no task once the program was sent, for another status, or to a user without Production/Manage', () => {
    expect(productionTask(approved({ productionSentAt: '2026-03-01T00:00:00.000Z' }), production)).toBeNull();
    expect(
      productionTask(approved({ productionSentAt: '2026-03-01T00:00:00.000Z', productionWaiting: 1 }), production),
    ).toMatchObject({ kind: 'sendToProduction' });
    expect(productionTask(approved({ statusId: 20 }), production)).toBeNull();
    expect(productionTask(approved({}), approver)).toBeNull();
  });
});

describe('dismissals and ids', () => {
  it('hides a dismissed task until its item moves again, newest first', () => {
    const older = programTask(program({ id: 1, updatedAt: '2026-01-05T00:00:00.000Z' }), approver)!;
    const newer = programTask(program({ id: 2, updatedAt: '2026-01-09T00:00:00.000Z' }), approver)!;
    expect(openTasks([older, newer], new Map()).map((t) => t.id)).toEqual(['program.2', 'program.1']);
    expect(openTasks([older, newer], new Map([['program.2', taskState(newer)]])).map((t) => t.id)).toEqual([
      'program.1',
    ]);
    const moved = { ...newer, updatedAt: '2026-01-10T00:00:00.000Z' };
    expect(openTasks([moved], new Map([['program.2', taskState(newer)]]))).toHaveLength(1);
  });

  it('reads task ids and refuses anything else', () => {
    expect(parseTaskId('program.12')).toEqual({ itemType: 'program', itemId: '12' });
    expect(parseTaskId('expense.po-1a2b')).toEqual({ itemType: 'expense', itemId: 'po-1a2b' });
    expect(parseTaskId('program.1/2')).toBeNull();
    expect(parseTaskId('user.1')).toBeNull();
  });
});

describe('searching and sorting a task list', () => {
  const tasks = [
    programTask(program({ id: 1, name: 'Summer Refresh', updatedAt: '2026-01-05T00:00:00.000Z' }), approver)!,
    programTask(program({ id: 2, name: 'back to school', updatedAt: '2026-01-09T00:00:00.000Z' }), approver)!,
    programTask(program({ id: 3, name: 'Holiday', statusId: 40, updatedAt: '2026-01-07T00:00:00.000Z' }), planner)!,
  ];
  const ids = (list: { id: string }[]) => list.map((t) => t.id);

  it('keeps the newest first unless asked, and sorts names without regard to case', () => {
    expect(ids(searchAndSortTasks(tasks, {}))).toEqual(['program.2', 'program.3', 'program.1']);
    expect(ids(searchAndSortTasks(tasks, { sortBy: 'name' }))).toEqual(['program.2', 'program.3', 'program.1']);
    expect(ids(searchAndSortTasks(tasks, { sortBy: 'name', sortDirection: 'desc' }))).toEqual([
      'program.1',
      'program.3',
      'program.2',
    ]);
    expect(ids(searchAndSortTasks(tasks, { sortBy: 'updatedAt', sortDirection: 'asc' }))).toEqual([
      'program.1',
      'program.3',
      'program.2',
    ]);
  });

  it("finds words of the item's name or state, and ignores an unknown sort column", () => {
    expect(ids(searchAndSortTasks(tasks, { searchTerm: ' SCHOOL ' }))).toEqual(['program.2']);
    expect(ids(searchAndSortTasks(tasks, { searchTerm: 'rejected' }))).toEqual(['program.3']);
    expect(ids(searchAndSortTasks(tasks, { sortBy: 'link' }))).toEqual(['program.2', 'program.3', 'program.1']);
  });
});
