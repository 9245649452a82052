import { knownClaims, type Claim } from '../claims';
import { defineWorkflow } from '../workflow/workflow';

/**
 * Promo code requests of a program (spec 02, section 4): submit, approve (tier 1), approve tier 2, reject with
 * notes. The spec names the six buckets; the transitions between them are ours (docs/decisions.md).
 */
export const promoBuckets = ['new', 'revised', 'submitted', 'tier1Approved', 'tier2Approved', 'rejected'] as const;
export type PromoStatus = (typeof promoBuckets)[number];

export type PromoAction = 'submit' | 'approve' | 'approveTier2' | 'reject' | 'delete' | 'edit';

export const promoStatusNames: Record<PromoStatus, string> = {
  new: 'New',
  revised: 'Revised',
  submitted: 'Submitted',
  tier1Approved: 'Tier 1 approved',
  tier2Approved: 'Tier 2 approved',
  rejected: 'Rejected',
};

/**
 * The request's flow on the workflow kit (shared/workflow). Edit keeps a new request new and brings a rejected one
 * back as revised (the use case picks); delete removes the request.
 */
export const promoWorkflow = defineWorkflow<PromoStatus, PromoAction>({
  subject: 'promo code request',
  stateNames: promoStatusNames,
  transitions: {
    edit: {
      from: ['new', 'revised', 'rejected'],
      to: 'revised',
      claim: knownClaims.viewPrograms,
      done: 'changed',
      label: 'Edit',
    },
    submit: {
      from: ['new', 'revised'],
      to: 'submitted',
      claim: knownClaims.submitProgram,
      done: 'submitted',
      label: 'Submit',
    },
    approve: {
      from: ['submitted'],
      to: 'tier1Approved',
      claim: knownClaims.approveProgram,
      done: 'approved',
      label: 'Approve',
    },
    approveTier2: {
      from: ['tier1Approved'],
      to: 'tier2Approved',
      claim: knownClaims.approvePromoTier2,
      done: 'approved at tier 2',
      label: 'Approve (tier 2)',
    },
    reject: {
      from: ['submitted', 'tier1Approved'],
      to: 'rejected',
      claim: knownClaims.approveProgram,
      needsNotes: true,
      done: 'rejected',
      label: 'Reject',
    },
    delete: {
      from: ['new', 'revised', 'rejected'],
      to: null,
      claim: knownClaims.viewPrograms,
      done: 'deleted',
      label: 'Delete',
      confirm: 'Delete the promo code request {{code}}?',
    },
  },
  // "A promo code request that is submitted cannot be approved at tier 2."
  refusal: ({ stateName, done }) => `A promo code request that is ${stateName.toLowerCase()} cannot be ${done}.`,
});

export const promoTransitions = promoWorkflow.transitions;
export const promoRefusal = promoWorkflow.refusalOf;

/** Which buttons the request's screen shows to this user (`programs/program-promo/action-buttons`). */
export function promoActionButtons(status: PromoStatus, holds: (claim: Claim) => boolean) {
  const allowed = promoWorkflow.allowedActions(status, holds);
  const can = (action: PromoAction) => allowed.includes(action);
  return {
    canEdit: can('edit'),
    canSubmit: can('submit'),
    canApprove: can('approve'),
    canApproveTier2: can('approveTier2'),
    canReject: can('reject'),
    canDelete: can('delete'),
  };
}
