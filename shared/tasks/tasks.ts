import { hasClaim, knownClaims, type Claim } from '../claims';
import { promoStatusNames, type PromoStatus } from '../programs/promoCodes';
import { programStatus, programStatusNames, type ProgramStatusId } from '../programs/status';
import { searchMatcher } from '../search';

/**
 * Tasks are derived from the workflows' states, never kept as a list a user fills (docs/decisions.md, 'Home and
 * tasks'): who must act on an item now follows from its state, its people and the user's claims. These rules are
 * pure; functions/domain/tasks reads the bounded lists they are applied to.
 */

/** The activity statuses of spec 01, section 3. */
export const taskStatuses = ['MINOR', 'NORMAL', 'PRIMARY', 'URGENT', 'CRITICAL'] as const;
type TaskStatus = (typeof taskStatuses)[number];

export const taskKinds = [
  'approveProgram',
  'reviseProgram',
  'planProgram',
  'approvePromos',
  'approvePromosTier2',
  'reviewRequest',
  'approvePo',
  'sendToProduction',
] as const;
type TaskKind = (typeof taskKinds)[number];

/** What a task is about: its timeline reads that item's audit trail (`promos`: one promo code request). */
export const taskItemTypes = ['program', 'promos', 'request', 'expense'] as const;
export type TaskItemType = (typeof taskItemTypes)[number];

export type TaskList = 'actionRequired' | 'inProgress';

export interface Task {
  /** `{itemType}.{itemId}`: a path segment (`tasks/{id}/timeline`, `tasks/{id}/mark-as-completed`). */
  id: string;
  kind: TaskKind;
  list: TaskList;
  status: TaskStatus;
  itemType: TaskItemType;
  itemId: string;
  /** The item's own name (a program's, a request's, a PO number); the client words the task around it. */
  name: string;
  /** The item's state in words (the workflow's state name). */
  stateName: string;
  /** When the item last moved; a dismissal holds while the item stays as it was. */
  updatedAt: string;
  /** The app route that opens the item. */
  link: string;
  /**
   * How many items an aggregate task stood for: none now (each promo code request is its own task); tasks marked
   * completed while promo tasks were one per bucket keep theirs.
   */
  count?: number;
  /** A second line: the retailer, who created it. */
  detail?: string;
}

const taskIdOf = (itemType: TaskItemType, itemId: string | number) => `${itemType}.${itemId}`;
export const taskIdPattern = /^(program|promos|request|expense)\.([A-Za-z0-9-]{1,80})$/;
export function parseTaskId(id: string): { itemType: TaskItemType; itemId: string } | null {
  const match = taskIdPattern.exec(id);
  return match ? { itemType: match[1] as TaskItemType, itemId: match[2]! } : null;
}

/**
 * A task's state for dismissals: a dismissed task comes back once its item moves again (an aggregate task, once
 * its count changes).
 */
export const taskState = (task: Pick<Task, 'stateName' | 'updatedAt' | 'count'>) =>
  task.count === undefined ? `${task.stateName}@${task.updatedAt}` : `${task.stateName}#${task.count}`;

export interface TaskUser {
  subject: string;
  email: string;
  claims: readonly Claim[];
}
const holds = (user: TaskUser, claim: Claim) => hasClaim(user.claims, claim.resource, claim.operation);

export interface ProgramFacts {
  id: number;
  name: string | null;
  statusId: ProgramStatusId;
  creator: string;
  submittedBy?: string | null;
  updatedAt?: string;
  createdAt: string;
  retailerName?: string | null;
  /** Its budget year: Production Processing lists one year's programs at a time. */
  fiscalYear?: number | null;
  /** When an approved program was first sent to production (null while it waits). */
  productionSentAt?: string | null;
  /** Its tactics still waiting after the last send (sent in part while above 0). */
  productionWaiting?: number;
}

/** What every task about a program says of it; a kind opens its details unless it links elsewhere. */
const programTaskBase = (program: ProgramFacts) => ({
  itemType: 'program' as const,
  itemId: String(program.id),
  id: taskIdOf('program', program.id),
  name: program.name ?? `#${program.id}`,
  stateName: programStatusNames[program.statusId],
  updatedAt: program.updatedAt ?? program.createdAt,
  link: `/programdetails/${program.id}`,
  ...(program.retailerName ? { detail: program.retailerName } : {}),
});

/**
 * A program's task for the user, if any: submitted, it waits for users holding Finalize/Approve other than its
 * creator and its submitter (four-eyes, as the approve itself refuses); rejected, it waits for its creator to
 * revise it; new or revised, it is in progress for its creator.
 */
export function programTask(program: ProgramFacts, user: TaskUser): Task | null {
  const base = programTaskBase(program);
  const own = program.creator === user.subject;
  switch (program.statusId) {
    case programStatus.submitted: {
      const involved = own || program.submittedBy === user.subject;
      if (involved || !holds(user, knownClaims.approveProgram)) return null;
      return { ...base, kind: 'approveProgram', list: 'actionRequired', status: 'URGENT' };
    }
    case programStatus.rejected:
      return own ? { ...base, kind: 'reviseProgram', list: 'actionRequired', status: 'CRITICAL' } : null;
    case programStatus.new:
    case programStatus.revised:
      return own ? { ...base, kind: 'planProgram', list: 'inProgress', status: 'NORMAL' } : null;
    default:
      return null;
  }
}

export interface PromoFacts {
  id: string;
  programId: number;
  promoCode: string;
  status: PromoStatus;
  updatedAt?: string;
  createdBy?: string;
  submittedBy?: string | null;
  tier1ApprovedBy?: string | null;
  /** Its program's name (null or absent: the task names the program by its id). */
  programName?: string | null;
}

/**
 * A promo code request's task for the user, if any (read from its status list): submitted, it waits for
 * Finalize/Approve holders; tier 1 approved, for PromoCode/ApproveTier2 holders; neither for whoever created or
 * submitted it or approved its first tier (four-eyes, as the approvals refuse). Named by its code, with its program
 * as the second line; it opens the program's promo code requests.
 */
export function promoTask(promo: PromoFacts, user: TaskUser): Task | null {
  const involved = [promo.createdBy, promo.submittedBy, promo.tier1ApprovedBy].includes(user.subject);
  const kind =
    promo.status === 'submitted' && holds(user, knownClaims.approveProgram)
      ? 'approvePromos'
      : promo.status === 'tier1Approved' && holds(user, knownClaims.approvePromoTier2)
        ? 'approvePromosTier2'
        : null;
  if (!kind || involved || !promo.updatedAt) return null;
  return {
    id: taskIdOf('promos', promo.id),
    kind,
    list: 'actionRequired',
    status: 'PRIMARY',
    itemType: 'promos',
    itemId: promo.id,
    name: promo.promoCode,
    stateName: promoStatusNames[promo.status],
    updatedAt: promo.updatedAt,
    link: `/promocoderequest/${promo.programId}`,
    detail: promo.programName ?? `#${promo.programId}`,
  };
}

/**
 * An approved program not yet sent to production, or sent in part, waits for the production team (Production/Manage
 * holders); the link opens Production Processing at the program's budget year, searched for it.
 */
export function productionTask(program: ProgramFacts, user: TaskUser): Task | null {
  if (program.statusId !== programStatus.approved) return null;
  if (program.productionSentAt && !program.productionWaiting) return null;
  if (!holds(user, knownClaims.manageProduction)) return null;
  const base = programTaskBase(program);
  return {
    ...base,
    kind: 'sendToProduction',
    list: 'actionRequired',
    status: 'PRIMARY',
    link: `/productionprocessing?q=${encodeURIComponent(base.name)}${program.fiscalYear ? `&year=${program.fiscalYear}` : ''}`,
  };
}

export interface RequestFacts {
  id: number;
  requestName: string;
  programName: string;
  status: string;
  contacts: readonly { id: string; email: string }[];
  createdBy: string;
  updatedAt: string;
  reviewByDate?: string;
}

/** An open communication request waits for each contact it is addressed to (not its own creator). */
export function requestTask(request: RequestFacts, user: TaskUser): Task | null {
  if (request.status !== 'open' || request.createdBy === user.subject) return null;
  const email = user.email.toLowerCase();
  const addressed = request.contacts.some((c) => c.id === user.subject || c.email.toLowerCase() === email);
  if (!addressed) return null;
  return {
    id: taskIdOf('request', request.id),
    kind: 'reviewRequest',
    list: 'actionRequired',
    status: 'URGENT',
    itemType: 'request',
    itemId: String(request.id),
    name: request.requestName,
    stateName: 'Open',
    updatedAt: request.updatedAt,
    link: `/communicationrequest/${request.id}`,
    detail: request.programName,
  };
}

export interface PoLineFacts {
  id: string;
  code: string;
  invoiceNumber: string;
  status: string;
  submittedBy?: string;
  createdAt: string;
  updatedAt?: string;
  vendor?: string;
}

/** A submitted PO reconciliation waits for ExpenseManagment/Approve holders other than its submitter. */
export function poTask(line: PoLineFacts, user: TaskUser): Task | null {
  if (line.status !== 'submitted' || line.submittedBy === user.subject) return null;
  if (!holds(user, knownClaims.approveExpenses)) return null;
  return {
    id: taskIdOf('expense', line.id),
    kind: 'approvePo',
    list: 'actionRequired',
    status: 'URGENT',
    itemType: 'expense',
    itemId: line.id,
    name: `${line.code} / ${line.invoiceNumber}`,
    stateName: 'Submitted',
    updatedAt: line.updatedAt ?? line.createdAt,
    link: `/po/reconciliation/${line.id}`,
    ...(line.vendor ? { detail: line.vendor } : {}),
  };
}

/**
 * A list's tasks newest first, less those the user dismissed in the state they are in now (mark-as-completed).
 * `dismissed` maps a task id to the state it was dismissed in.
 */
export function openTasks(tasks: readonly Task[], dismissed: ReadonlyMap<string, string>): Task[] {
  const seen = new Set<string>();
  return tasks
    .filter((task) => {
      if (seen.has(task.id)) return false;
      seen.add(task.id);
      return dismissed.get(task.id) !== taskState(task);
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
}

/** The columns a task list sorts by (the tasks page); `completedAt` only on the completed list. */
const taskSortFields = ['updatedAt', 'name', 'stateName', 'status', 'completedAt'] as const;
type TaskSortField = (typeof taskSortFields)[number];

/**
 * A task list as the tasks page asks for it (the lists are bounded, so this runs on the whole list before a page is
 * cut): the tasks whose item name, state or second line hold the search, in the asked order; by default, and
 * among equals, the newest first.
 */
export function searchAndSortTasks<T extends Task & { completedAt?: string }>(
  tasks: readonly T[],
  query: { searchTerm?: string; sortBy?: string; sortDirection?: 'asc' | 'desc' },
): T[] {
  const matches = searchMatcher(query.searchTerm);
  const found = tasks.filter((t) => matches(t.name, t.stateName, t.detail));
  const field: TaskSortField = (taskSortFields as readonly string[]).includes(query.sortBy ?? '')
    ? (query.sortBy as TaskSortField)
    : 'updatedAt';
  const dates = field === 'updatedAt' || field === 'completedAt';
  const direction = (query.sortDirection ?? (dates ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const text = (t: T) => String(t[field] ?? '');
  return found.sort(
    (a, b) =>
      direction * text(a).localeCompare(text(b), 'en', { sensitivity: 'base' }) ||
      b.updatedAt.localeCompare(a.updatedAt) ||
      a.id.localeCompare(b.id),
  );
}
