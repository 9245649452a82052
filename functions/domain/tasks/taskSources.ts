import { hasClaim, knownClaims, type Claim } from '../../../shared/claims';
import { programStatus, type ProgramStatusId } from '../../../shared/programs/status';
import {
  poTask,
  productionTask,
  programTask,
  promoTask,
  requestTask,
  type Task,
  type TaskUser,
} from '../../../shared/tasks/tasks';
import { retailerScopeOf, type AuthContext, type RetailerScope } from '../../lib/identity';
import { latestOpenRequests } from '../communicationRequests/requestRepository';
import { listExpensesPage } from '../expenses/expenseRepository';
import { listProgramsFiltered } from '../programs/filteredList';
import { listProgramsPage } from '../programs/programLists';
import { programRootKey } from '../programs/keys';
import { latestPromosIn, type PromoRequest } from '../programs/promoRepository';
import { batchGetAll } from '../../lib/batchGet';
import { listReferenceRecords } from '../reference/referenceRepository';

/**
 * Where tasks come from: bounded reads of lists that already exist (docs/decisions.md, 'Home and
 * tasks'), never every program. Each bound is a page of a list with Limit; what lies past it waits on the list's
 * own page (the approval queue, My Campaigns, the request and PO lists).
 */
const TASK_BOUNDS = {
  /** Submitted programs of the year: one filtered page (listProgramsFiltered reads at most 20 rounds of it). */
  approverQueue: 50,
  /** The user's newest programs (their creator list): rejected, new and revised ones among them. */
  ownPrograms: 100,
  /** The newest open communication requests read per list. */
  openRequests: 100,
  /** The newest promo code requests per status list read (Submitted, Tier 1 approved) the user approves. */
  waitingPromos: 50,
  /** Submitted PO lines, newest invoice first. */
  submittedPoLines: 50,
  /** Approved programs of the year, the production team's (those not sent yet become tasks). */
  approvedPrograms: 50,
} as const;

const holds = (auth: AuthContext, claim: Claim) => hasClaim(auth.claims, claim.resource, claim.operation);
const userOf = (auth: AuthContext): TaskUser => ({ subject: auth.subject, email: auth.email, claims: auth.claims });

/** The budget year asked for, or the one marked current in the reference data (null when none is). */
export async function budgetYearOf(asked: number | undefined): Promise<number | null> {
  if (asked !== undefined) return asked;
  const years = await listReferenceRecords('fiscalYear');
  return years.find((y) => y.isCurrent)?.fiscalYear ?? null;
}

const retailerLists = (scope: RetailerScope): (number | undefined)[] => (scope === 'all' ? [undefined] : [...scope]);

/** The year's programs in one status, one bounded page per retailer list the user reads. */
async function programsOfYear(year: number, scope: RetailerScope, statusId: ProgramStatusId, pageSize: number) {
  const pages = await Promise.all(
    retailerLists(scope).map((retailerId) =>
      listProgramsFiltered({ fiscalYear: year, retailerId, statusId, pageSize, withoutTotal: true }),
    ),
  );
  return pages.flatMap((p) => p.items);
}

/**
 * The promo code requests waiting in the statuses the user approves, from their status lists (every retailer's, or
 * each of the user's retailers'), with their programs' names (one BatchGet of those roots; a deleted program's
 * requests wait for no one).
 */
async function waitingPromos(auth: AuthContext, scope: RetailerScope) {
  const statuses = [
    ...(holds(auth, knownClaims.approveProgram) ? (['submitted'] as const) : []),
    ...(holds(auth, knownClaims.approvePromoTier2) ? (['tier1Approved'] as const) : []),
  ];
  const promos: PromoRequest[] = (
    await Promise.all(statuses.map((status) => latestPromosIn(status, scope, TASK_BOUNDS.waitingPromos)))
  ).flat();
  if (!promos.length) return [];
  const roots = await batchGetAll(
    [...new Set(promos.map((p) => p.programId))].map((id) => programRootKey(id)),
    { ProjectionExpression: '#id, #name, statusId', ExpressionAttributeNames: { '#id': 'id', '#name': 'name' } },
  );
  const programs = new Map(roots.map((r) => [Number(r.id), r]));
  return promos.flatMap((promo) => {
    const program = programs.get(promo.programId);
    if (!program || program.statusId === programStatus.deleted) return [];
    return [{ ...promo, programName: (program.name as string | null) ?? null }];
  });
}

async function submittedPoLines(scope: RetailerScope) {
  const pages = await Promise.all(
    retailerLists(scope).map((retailerId) =>
      listExpensesPage({
        kind: 'po',
        retailerId,
        status: 'submitted',
        pageSize: TASK_BOUNDS.submittedPoLines,
        ascending: false,
      }),
    ),
  );
  return pages.flatMap((p) => p.items);
}

/** Every task the user has now (action required and in progress), before dismissals. */
export async function gatherTasks(auth: AuthContext, year: number | null): Promise<Task[]> {
  const user = userOf(auth);
  const viewer = holds(auth, knownClaims.viewPrograms);
  const approver = viewer && holds(auth, knownClaims.approveProgram);
  const promoApprover = viewer && (approver || holds(auth, knownClaims.approvePromoTier2));
  const poApprover = holds(auth, knownClaims.approveExpenses);
  const producer = holds(auth, knownClaims.manageProduction);
  const scope = await retailerScopeOf(auth);
  const [queue, own, promos, requests, lines, approved] = await Promise.all([
    approver && year !== null ? programsOfYear(year, scope, programStatus.submitted, TASK_BOUNDS.approverQueue) : [],
    viewer ? listProgramsPage({ creator: auth.subject, pageSize: TASK_BOUNDS.ownPrograms }).then((p) => p.items) : [],
    promoApprover ? waitingPromos(auth, scope) : [],
    viewer ? latestOpenRequests(scope === 'all' ? 'all' : [...scope], TASK_BOUNDS.openRequests) : [],
    poApprover ? submittedPoLines(scope) : [],
    producer && year !== null ? programsOfYear(year, scope, programStatus.approved, TASK_BOUNDS.approvedPrograms) : [],
  ]);
  return [
    ...[...queue, ...own].map((p) => programTask(p, user)),
    ...promos.map((p) => promoTask(p, user)),
    ...requests.map((r) => requestTask(r, user)),
    ...lines.map((l) => poTask(l as Parameters<typeof poTask>[0], user)),
    ...approved.map((p) => productionTask(p, user)),
  ].filter((t): t is Task => t !== null);
}
