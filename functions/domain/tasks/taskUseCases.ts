import * as recordMessages from '../../../shared/recordMessages';
import { hasClaim, knownClaims } from '../../../shared/claims';
import { toPagedResult } from '../../../shared/contract/wrapper';
import { programStatusNames } from '../../../shared/programs/status';
import {
  openTasks,
  parseTaskId,
  searchAndSortTasks,
  taskState,
  type Task,
  type TaskList,
} from '../../../shared/tasks/tasks';
import { Forbidden, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { getRequestRoot, listRequestAudit } from '../communicationRequests/requestRepository';
import { getExpense } from '../expenses/expenseRepository';
import { listExpenseAudit } from '../expenses/reconciliationRepository';
import { programStatusCounts } from '../programs/programLists';
import { programAudit } from '../programs/programTransitions';
import { getPromo, parsePromoId } from '../programs/promoRepository';
import { completedTasks, dismissedStates, putDismissal } from './taskRepository';
import { budgetYearOf, gatherTasks } from './taskSources';

/** The tasks routes (shared/contract/routes/tasks.ts): tasks derived from the workflows, per signed-in user. */

type ListQuery = RouteContext<'tasks.actionRequired'>['query'];

/** The user's open tasks of every list: the bounded reads, less what they dismissed in the state it is in. */
async function openTasksOf(auth: AuthContext, year: number | null): Promise<Task[]> {
  const tasks = await gatherTasks(auth, year);
  return openTasks(
    tasks,
    await dismissedStates(
      auth.subject,
      tasks.map((t) => t.id),
    ),
  );
}

const page = <T>(items: readonly T[], query: { pageIndex: number; pageSize: number }) =>
  toPagedResult(
    items.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize),
    query.pageIndex,
    query.pageSize,
    items.length,
  );

async function taskList(list: TaskList, query: ListQuery, auth: AuthContext) {
  const budgetYear = await budgetYearOf(query.budgetYear);
  const tasks = (await openTasksOf(auth, budgetYear)).filter((t) => t.list === list);
  return { ...page(searchAndSortTasks(tasks, query), query), budgetYear };
}

export const actionRequired = (query: ListQuery, auth: AuthContext) => taskList('actionRequired', query, auth);
export const inProgress = (query: ListQuery, auth: AuthContext) => taskList('inProgress', query, auth);

export async function completeTasks(query: ListQuery, auth: AuthContext) {
  const done = await completedTasks(auth.subject);
  return page(
    searchAndSortTasks(
      done.map(({ state: _state, ...task }) => task),
      { ...query, sortBy: query.sortBy ?? 'completedAt' },
    ),
    query,
  );
}

export async function taskSummary(query: { budgetYear?: number }, auth: AuthContext) {
  const budgetYear = await budgetYearOf(query.budgetYear);
  const [open, done] = await Promise.all([openTasksOf(auth, budgetYear), completedTasks(auth.subject)]);
  const required = open.filter((t) => t.list === 'actionRequired');
  const byKind: Record<string, number> = {};
  for (const task of required) byKind[task.kind] = (byKind[task.kind] ?? 0) + (task.count ?? 1);
  return {
    budgetYear,
    actionRequired: required.length,
    inProgress: open.length - required.length,
    complete: done.length,
    byKind,
  };
}

/** The budget year and how many of its programs (those the user may see) are in each status: the status counters. */
export async function generalInfo(query: { budgetYear?: number }, auth: AuthContext) {
  const budgetYear = await budgetYearOf(query.budgetYear);
  if (
    budgetYear === null ||
    !hasClaim(auth.claims, knownClaims.viewPrograms.resource, knownClaims.viewPrograms.operation)
  )
    return { budgetYear, programsByStatus: [], totalPrograms: 0 };
  const counts = await programStatusCounts(budgetYear, await retailerScopeOf(auth));
  const programsByStatus = [...counts].map(([statusId, count]) => ({
    statusId,
    name: programStatusNames[statusId],
    count,
  }));
  return { budgetYear, programsByStatus, totalPrograms: programsByStatus.reduce((sum, s) => sum + s.count, 0) };
}

export async function markAsCompleted(id: string, auth: AuthContext) {
  const task = (await gatherTasks(auth, await budgetYearOf(undefined))).find((t) => t.id === id);
  if (!task) throw new NotFound(recordMessages.task);
  const completedAt = new Date().toISOString();
  await putDismissal(auth.subject, { ...task, state: taskState(task), completedAt });
  return { id, completedAt };
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));
const holds = (auth: AuthContext, claim: { resource: string; operation: string }) =>
  hasClaim(auth.claims, claim.resource, claim.operation);

/** A request's resolve or reopen, which its entry notes as 'open -> approved': the two states, else none. */
function requestMove(notes: unknown): { from: string | null; to: string | null } {
  const move = /^(\w+) -> (\w+)$/.exec(String(notes ?? ''));
  return move ? { from: move[1], to: move[2] } : { from: null, to: null };
}

/** The audit trail of a task's item, with the access its own pages check. */
export async function taskTimeline(id: string, auth: AuthContext) {
  const parsed = parseTaskId(id);
  if (!parsed) throw new NotFound(recordMessages.task);
  const { itemType, itemId } = parsed;
  if (itemType === 'promos') return promoTimeline(itemId, auth);
  if (itemType === 'program') {
    if (!holds(auth, knownClaims.viewPrograms)) throw new Forbidden();
    const audit = await programAudit(Number(itemId), auth);
    return {
      kind: 'program' as const,
      items: audit.map((e) => ({
        at: e.at,
        by: e.byName,
        action: e.action,
        from: text(e.fromStatusId),
        to: text(e.toStatusId),
        notes: text(e.notes),
      })),
    };
  }
  const scope = await retailerScopeOf(auth);
  if (itemType === 'request') {
    if (!holds(auth, knownClaims.viewPrograms)) throw new Forbidden();
    const root = await getRequestRoot(Number(itemId));
    if (!root || !canSeeRetailer(scope, root.retailerId)) throw new NotFound(recordMessages.task);
    const audit = await listRequestAudit(root.id);
    return {
      kind: 'request' as const,
      items: audit.map((e) => ({
        at: String(e.at),
        by: String(e.byName ?? e.by),
        action: String(e.action),
        ...requestMove(e.notes),
        // The stored notes are for the record (ids and English counts); the action's words say what happened.
        notes: null,
      })),
    };
  }
  if (!holds(auth, knownClaims.viewExpenses) && !holds(auth, knownClaims.approveExpenses)) throw new Forbidden();
  const line = await getExpense(itemId);
  if (!line || !canSeeRetailer(scope, line.retailerId)) throw new NotFound(recordMessages.task);
  const audit = await listExpenseAudit(line.id);
  return {
    kind: 'expense' as const,
    items: audit.map((e) => ({
      at: String(e.at),
      // The e-mail since entries keep it; an older entry has the subject only.
      by: String(e.actorName ?? e.actor),
      action: String(e.action),
      from: text(e.from),
      to: text(e.to),
      notes: null,
    })),
  };
}

/**
 * A promo code request's steps: its program's audit entries about it (`promo-*`, noted with its code), through the
 * program's guard. A task marked completed while promo tasks were one per bucket (`promos.submitted`) has none.
 */
async function promoTimeline(itemId: string, auth: AuthContext) {
  if (!/^\d+-\d+$/.test(itemId)) return { kind: 'program' as const, items: [] };
  if (!holds(auth, knownClaims.viewPrograms)) throw new Forbidden();
  const audit = await programAudit(parsePromoId(itemId).programId, auth);
  const { promoCode } = await getPromo(itemId);
  const about = (notes: unknown) => notes === promoCode || String(notes ?? '').startsWith(`${promoCode}: `);
  return {
    kind: 'program' as const,
    items: audit
      .filter((e) => e.action.startsWith('promo-') && about(e.notes))
      .map((e) => ({ at: e.at, by: e.byName, action: e.action, from: null, to: null, notes: text(e.notes) })),
  };
}
