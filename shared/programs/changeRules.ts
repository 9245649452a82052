import { programGuardMessages, programServerMessages } from './messages';
import {
  fundingEditableStatuses,
  plannableStatuses,
  programStatus,
  programStatusNames,
  type ProgramStatusId,
} from './status';

/**
 * Which kind of change a program's status allows (docs/decisions.md, "One guard for every program change").
 * Status moves themselves follow `transitions` (status.ts); everything else that changes a program, its items,
 * its locations or its promo code requests is one of these kinds, and the server's one guard
 * (functions/domain/programs/guard.ts) refuses it, and makes the write conditional on, the statuses listed here.
 */
export type ProgramChange =
  | 'fields'
  | 'funding'
  | 'tactics'
  | 'components'
  | 'componentFiles'
  | 'jobs'
  | 'delivery'
  | 'deliveryDate'
  | 'distribution'
  | 'promoRequest'
  | 'promoReview'
  | 'customizations'
  | 'archive';

interface ChangeRule {
  statuses: readonly ProgramStatusId[];
  /** What the refusal names: "The {what} of an approved program cannot be changed." */
  what: string;
  /** A fixed refusal text kept from before the guard (the web shows it beside the funding editor). */
  refusal?: string;
  /** Statuses at which only internal (not retailer-side) users may make the change, and what others are told. */
  internalOnly?: { statuses: readonly ProgramStatusId[]; refusal: string };
}

/** Reviewers may still decide a promo request while the program lives; not once it ended. */
const livingStatuses: readonly ProgramStatusId[] = [
  programStatus.new,
  programStatus.submitted,
  programStatus.approved,
  programStatus.rejected,
  programStatus.revised,
];

const archivableStatuses: readonly ProgramStatusId[] = [
  programStatus.new,
  programStatus.approved,
  programStatus.rejected,
  programStatus.cancelled,
  programStatus.closed,
  programStatus.deactivated,
  programStatus.revised,
];

export const changeRules: Record<ProgramChange, ChangeRule> = {
  fields: { statuses: plannableStatuses, what: 'details' },
  funding: {
    statuses: fundingEditableStatuses,
    what: 'funding sources',
    refusal: programServerMessages.fundingNotEditable,
  },
  tactics: { statuses: plannableStatuses, what: 'tactics' },
  components: { statuses: plannableStatuses, what: 'components' },
  componentFiles: { statuses: plannableStatuses, what: 'component files' },
  jobs: { statuses: plannableStatuses, what: 'jobs to be done' },
  delivery: { statuses: plannableStatuses, what: 'delivery information' },
  // An approved program's delivery may be rescheduled (never into the past), by internal users only.
  deliveryDate: {
    statuses: [...plannableStatuses, programStatus.approved],
    what: 'delivery date',
    internalOnly: { statuses: [programStatus.approved], refusal: programGuardMessages.retailerSideDateMove },
  },
  distribution: { statuses: plannableStatuses, what: 'distribution' },
  promoRequest: { statuses: plannableStatuses, what: 'promo code requests' },
  promoReview: { statuses: livingStatuses, what: 'promo code approvals' },
  customizations: { statuses: plannableStatuses, what: 'customizations' },
  // Any program not waiting for a decision may be archived or restored, by the account team only.
  archive: {
    statuses: archivableStatuses,
    what: 'archive state',
    internalOnly: { statuses: archivableStatuses, refusal: programGuardMessages.retailerSideArchive },
  },
};

/** The statuses at which this caller may make the change. */
export function allowedStatuses(
  change: ProgramChange,
  opts: { retailerSide?: boolean } = {},
): readonly ProgramStatusId[] {
  const rule = changeRules[change];
  return opts.retailerSide && rule.internalOnly
    ? rule.statuses.filter((s) => !rule.internalOnly!.statuses.includes(s))
    : rule.statuses;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** Why the change is not possible at this status, in words a user understands; null when it is. */
export function changeRefusal(
  change: ProgramChange,
  statusId: ProgramStatusId,
  opts: { retailerSide?: boolean } = {},
): string | null {
  const allowed = allowedStatuses(change, opts);
  if (allowed.includes(statusId)) return null;
  const rule = changeRules[change];
  if (rule.internalOnly?.statuses.includes(statusId)) return rule.internalOnly.refusal;
  if (rule.refusal) return rule.refusal;
  const status = (programStatusNames[statusId] ?? String(statusId)).toLowerCase();
  const names = rule.statuses.map((s) => programStatusNames[s]).join(', ');
  return `The ${rule.what} of ${article(status)} ${status} program cannot be changed. Only programs that are ${names} can.`;
}

/** The site configuration flag (configuration.operation) that lets a creator or submitter approve their own work. */
export const selfApprovalFlag = { configuration: 'SelfApproval', operation: 'Allow' } as const;

/**
 * Four-eyes: the reviewer must not be anyone already involved (creator, submitter, earlier tier's approver).
 * Returns the refusal, or null when the review may go ahead (or the site allows self-approval).
 */
export function selfReviewRefusal(
  reviewer: string,
  involved: readonly (string | null | undefined)[],
  refusal: string,
  selfApprovalAllowed: boolean,
): string | null {
  if (selfApprovalAllowed) return null;
  return involved.some((who) => who && who === reviewer) ? refusal : null;
}
