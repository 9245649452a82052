import { fundingAllocationMessages } from '../../../shared/allocation/funding';
import { programGuardMessages, programServerMessages } from '../../../shared/programs/messages';
import { programWorkflow, transitionRefusal, transitions, type ProgramAction } from '../../../shared/programs/status';
import { Conflict, InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { refuseTransition, requireNotes } from '../../lib/workflow';
import { approversOf, notifyProgramTransition, type Approver } from '../notifications/programNotices';
import { actorOf } from './audit';
import { submitFundingWarnings } from './fundingAllocation';
import { loadVisibleProgram, refuseSelfReview, selfReviewReason } from './guard';
import { changeStatus, listAudit } from './programRepository';
import type { ProgramAggregate, ProgramRoot } from './programTypes';
import { budgetOf, canSubmitReason, details } from './programView';
import { searchMatcher } from '../../../shared/search';

/** Who created and who submitted the program (subjects); programs submitted before `submittedBy` existed name the submitter in their trail. */
async function involvedIn(program: ProgramRoot): Promise<string[]> {
  const submitter =
    program.submittedBy ?? (await listAudit(program.id)).filter((e) => e.action === 'submit').at(-1)?.by;
  return [program.creator, ...(submitter ? [submitter] : [])];
}

/**
 * The program's details for the one reading them, with why they may not decide it (four-eyes: its creator or
 * submitter, unless the site allows self-approval) while it waits for a decision: the web shows Approve and
 * Reject disabled with it, as the decisions refuse.
 */
export async function detailsFor(aggregate: ProgramAggregate, auth: AuthContext) {
  const deciding = transitionRefusal('approve', aggregate.program.statusId) === null;
  const decisionRefusal = deciding
    ? await selfReviewReason(auth, await involvedIn(aggregate.program), programGuardMessages.selfReviewProgram)
    : null;
  return { ...(await details(aggregate)), decisionRefusal };
}

/** Who may approve the program: not its creator nor the one asking (four eyes). */
const approverExclusions = (program: ProgramRoot, auth: AuthContext) => [auth.subject, program.creator];

/** The approvers chosen in the Approvers modal, each one who may approve the program; refused otherwise. */
async function chosenApprovers(program: ProgramRoot, subjects: readonly string[], auth: AuthContext) {
  const wanted = new Set(subjects);
  if (!wanted.size) return [];
  const found = await approversOf(program, approverExclusions(program, auth), wanted.size, (u) => wanted.has(u.id));
  if (found.length < wanted.size) throw new InvalidInput({ approvers: [programServerMessages.notAnApprover] });
  return found;
}

/** The Approvers modal's typeahead: who may approve the program, by e-mail or name (at most 20). */
export async function approverCandidates(id: number, search: string, auth: AuthContext): Promise<Approver[]> {
  const { program } = await loadVisibleProgram(id, auth);
  const matches = searchMatcher(search);
  return approversOf(program, approverExclusions(program, auth), 20, (u) => matches(u.email, u.name));
}

/** One status change of a program: its refusals, four-eyes, notes, the overspend confirmation, the notices. */
export async function transitionProgram(
  action: ProgramAction,
  id: number,
  body: RouteContext<'programs.submit'>['body'],
  auth: AuthContext,
) {
  const aggregate = await loadVisibleProgram(id, auth);
  if (aggregate.program.version !== body.version) throw new Conflict();
  // Submit has its own reasons (the cart, the delivery, the budget), the status's among them.
  if (action === 'submit') {
    const reason = await canSubmitReason(aggregate);
    if (reason) throw new Conflict(reason);
  }
  refuseTransition(programWorkflow, action, aggregate.program.statusId, auth);
  if (action === 'approve' || action === 'reject')
    await refuseSelfReview(auth, await involvedIn(aggregate.program), programGuardMessages.selfReviewProgram);
  requireNotes(programWorkflow, action, body.notes, programServerMessages.notesRequired);
  let notes = body.notes;
  const chosen = action === 'submit' ? await chosenApprovers(aggregate.program, body.approvers, auth) : [];
  if (action === 'submit') {
    // The overspend, targets beyond the brands' remaining allocation and all-$0 targets: confirmed, then noted.
    const budget = budgetOf(aggregate);
    const warnings = [...budget.warnings, ...(await submitFundingWarnings(aggregate))];
    const head = budget.overspent
      ? programServerMessages.overspendNeedsConfirmation
      : fundingAllocationMessages.needsConfirmation;
    if (warnings.length && !body.confirmOverspend) throw new InvalidInput({ confirmOverspend: [head, ...warnings] });
    if (warnings.length)
      notes = [`${budget.overspent ? 'Overspend' : 'Funding'} confirmed: ${warnings.join(' ')}`, notes]
        .filter(Boolean)
        .join(' ');
  }
  const program = await changeStatus(aggregate, action, transitions[action].to, actorOf(auth), notes);
  // Submit tells the approvers, approve and reject the planner (with the notes); never undoes the transition.
  if (action === 'submit' || action === 'approve' || action === 'reject')
    await notifyProgramTransition(action, program, actorOf(auth), body.notes, chosen);
  // A delete answers the program as it was left (status 90, Deleted); reading it afterwards answers 404.
  return details({ ...aggregate, program });
}

/** The refusal of an action now, or the action's word (the buttons' `can-delete` / `can-deactivate` answers). */
export async function canTransition(action: 'delete' | 'deactivate', id: number, auth: AuthContext) {
  return {
    result: transitionRefusal(action, (await loadVisibleProgram(id, auth)).program.statusId) ?? action.toUpperCase(),
  };
}

export async function canSubmit(id: number, auth: AuthContext) {
  const reason = await canSubmitReason(await loadVisibleProgram(id, auth));
  return { canSubmit: reason === null, reason };
}

export async function programAudit(id: number, auth: AuthContext) {
  await loadVisibleProgram(id, auth);
  return listAudit(id);
}
