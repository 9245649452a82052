import { knownClaims } from '../claims';
import { defaultRefusal, defineWorkflow, type WorkflowTransition } from '../workflow/workflow';

/**
 * The program status model. The spec shows only 10 (new) and 80 (budget sources editable); the rest is ours
 * (docs/decisions.md, "Program status model"). The server enforces every transition.
 */
export const programStatus = {
  new: 10,
  submitted: 20,
  approved: 30,
  rejected: 40,
  cancelled: 50,
  closed: 60,
  deactivated: 70,
  revised: 80,
  deleted: 90,
} as const;
export type ProgramStatusId = (typeof programStatus)[keyof typeof programStatus];

export const programStatusNames: Record<ProgramStatusId, string> = {
  10: 'New',
  20: 'Submitted',
  30: 'Approved',
  40: 'Rejected',
  50: 'Cancelled',
  60: 'Closed',
  70: 'Deactivated',
  80: 'Revised',
  90: 'Deleted',
};

/**
 * Each status's colour wherever programs are drawn by status: the home timeline's bars and legend (the server
 * colours each event) and the Programs by status card. White text on each reads at WCAG AA (4.5:1 at least).
 */
export const programStatusColours: Record<ProgramStatusId, string> = {
  10: '#64748b',
  20: '#b45309',
  30: '#15803d',
  40: '#dc2626',
  50: '#6b7280',
  60: '#0f766e',
  70: '#6b7280',
  80: '#7c3aed',
  90: '#475569',
};

/** Funding sections are editable for a new program or statusId 10 or 80 (spec 02, section 2). */
export const fundingEditableStatuses: readonly ProgramStatusId[] = [programStatus.new, programStatus.revised];
/** Tactics, dates and delivery may change while the program is being planned. */
export const plannableStatuses: readonly ProgramStatusId[] = [
  programStatus.new,
  programStatus.rejected,
  programStatus.revised,
];

export type ProgramAction = 'submit' | 'approve' | 'reject' | 'cancel' | 'close' | 'revise' | 'deactivate' | 'delete';

/** A program's transition always leads to a status (a delete to 90, Deleted: the root stays, out of the lists). */
type Transition = WorkflowTransition<ProgramStatusId> & { to: ProgramStatusId };

const declared: Record<ProgramAction, Transition> = {
  submit: {
    from: [programStatus.new, programStatus.rejected, programStatus.revised],
    to: programStatus.submitted,
    claim: knownClaims.submitProgram,
    done: 'submitted',
    label: 'Submit',
  },
  approve: {
    from: [programStatus.submitted],
    to: programStatus.approved,
    claim: knownClaims.approveProgram,
    done: 'approved',
    label: 'Approve',
  },
  reject: {
    from: [programStatus.submitted],
    to: programStatus.rejected,
    claim: knownClaims.approveProgram,
    needsNotes: true,
    done: 'rejected',
    label: 'Reject',
  },
  revise: {
    from: [programStatus.approved, programStatus.rejected],
    to: programStatus.revised,
    claim: knownClaims.reviseProgram,
    done: 'revised',
    label: 'Revise',
    confirm: 'Revise the program {{name}}? It goes back to planning and its budget sources can be changed again.',
  },
  cancel: {
    from: [programStatus.new, programStatus.submitted, programStatus.rejected, programStatus.revised],
    to: programStatus.cancelled,
    claim: knownClaims.submitProgram,
    done: 'cancelled',
    label: 'Cancel program',
    confirm: 'Cancel the program {{name}}?',
  },
  close: {
    from: [programStatus.approved],
    to: programStatus.closed,
    claim: knownClaims.approveProgram,
    done: 'closed',
    label: 'Close program',
    confirm: 'Close the program {{name}}?',
  },
  deactivate: {
    from: [programStatus.new, programStatus.rejected, programStatus.cancelled],
    to: programStatus.deactivated,
    claim: knownClaims.submitProgram,
    done: 'deactivated',
    label: 'Deactivate',
    confirm: 'Deactivate the program {{name}}?',
  },
  delete: {
    from: [programStatus.new],
    to: programStatus.deleted,
    claim: knownClaims.submitProgram,
    done: 'deleted',
    label: 'Delete',
    confirm: 'Delete the program {{name}}? This cannot be undone.',
  },
};

/**
 * The program's flow on the workflow kit (shared/workflow): the server refuses and writes by it, the web's
 * `WorkflowActions` shows its buttons. The confirmations' `{{name}}` is the program's name (the web translates them
 * under `programs.lifecycle.confirm`).
 */
export const programWorkflow = defineWorkflow({
  subject: 'program',
  stateNames: programStatusNames,
  transitions: declared,
  // "A new program cannot be approved. Only programs that are Submitted can."
  refusal: (parts) =>
    `${defaultRefusal('program')(parts)} Only programs that are ${parts.allowedNames.join(', ')} can.`,
});

export const transitions = declared;

/** Why an action is not possible now, in words a user understands; null when it is. */
export const transitionRefusal = programWorkflow.refusalOf;
