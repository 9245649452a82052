import type { Claim } from '../claims';
import { knownClaims } from '../claims';

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

/** Funding sections are editable for a new program or statusId 10 or 80 (spec 02, section 2). */
export const fundingEditableStatuses: readonly ProgramStatusId[] = [programStatus.new, programStatus.revised];
/** Tactics, dates and delivery may change while the program is being planned. */
export const plannableStatuses: readonly ProgramStatusId[] = [
  programStatus.new,
  programStatus.rejected,
  programStatus.revised,
];

export type ProgramAction = 'submit' | 'approve' | 'reject' | 'cancel' | 'close' | 'revise' | 'deactivate' | 'delete';

export interface Transition {
  from: readonly ProgramStatusId[];
  to: ProgramStatusId;
  claim: Claim;
  /** Notes the user must give (reject). */
  needsNotes?: boolean;
}

export const transitions: Record<ProgramAction, Transition> = {
  submit: {
    from: [programStatus.new, programStatus.rejected, programStatus.revised],
    to: programStatus.submitted,
    claim: knownClaims.submitProgram,
  },
  approve: { from: [programStatus.submitted], to: programStatus.approved, claim: knownClaims.approveProgram },
  reject: {
    from: [programStatus.submitted],
    to: programStatus.rejected,
    claim: knownClaims.approveProgram,
    needsNotes: true,
  },
  revise: {
    from: [programStatus.approved, programStatus.rejected],
    to: programStatus.revised,
    claim: knownClaims.reviseProgram,
  },
  cancel: {
    from: [programStatus.new, programStatus.submitted, programStatus.rejected, programStatus.revised],
    to: programStatus.cancelled,
    claim: knownClaims.submitProgram,
  },
  close: { from: [programStatus.approved], to: programStatus.closed, claim: knownClaims.approveProgram },
  deactivate: {
    from: [programStatus.new, programStatus.rejected, programStatus.cancelled],
    to: programStatus.deactivated,
    claim: knownClaims.submitProgram,
  },
  delete: { from: [programStatus.new], to: programStatus.deleted, claim: knownClaims.submitProgram },
};

/** Why an action is not possible now, in words a user understands; null when it is. */
export function transitionRefusal(action: ProgramAction, statusId: ProgramStatusId): string | null {
  const transition = transitions[action];
  if (transition.from.includes(statusId)) return null;
  const allowed = transition.from.map((s) => programStatusNames[s]).join(', ');
  const status = programStatusNames[statusId].toLowerCase();
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} program cannot be ${pastTense[action]}. Only programs that are ${allowed} can.`;
}

const pastTense: Record<ProgramAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
  close: 'closed',
  revise: 'revised',
  deactivate: 'deactivated',
  delete: 'deleted',
};
