import { knownClaims, type Claim } from '../claims';

/**
 * Promo code requests of a program (spec 02, section 4): submit, approve (tier 1), approve tier 2, reject with
 * notes. The spec names the six buckets; the transitions between them are ours (docs/decisions.md).
 */
export const promoBuckets = ['new', 'revised', 'submitted', 'tier1Approved', 'tier2Approved', 'rejected'] as const;
export type PromoStatus = (typeof promoBuckets)[number];

export type PromoAction = 'submit' | 'approve' | 'approveTier2' | 'reject' | 'delete' | 'edit';

export const promoTransitions: Record<
  PromoAction,
  { from: readonly PromoStatus[]; to: PromoStatus | null; claim: Claim }
> = {
  edit: { from: ['new', 'revised', 'rejected'], to: 'revised', claim: knownClaims.viewPrograms },
  submit: { from: ['new', 'revised'], to: 'submitted', claim: knownClaims.submitProgram },
  approve: { from: ['submitted'], to: 'tier1Approved', claim: knownClaims.approveProgram },
  approveTier2: { from: ['tier1Approved'], to: 'tier2Approved', claim: knownClaims.approvePromoTier2 },
  reject: { from: ['submitted', 'tier1Approved'], to: 'rejected', claim: knownClaims.approveProgram },
  delete: { from: ['new', 'revised', 'rejected'], to: null, claim: knownClaims.viewPrograms },
};

export const promoStatusNames: Record<PromoStatus, string> = {
  new: 'New',
  revised: 'Revised',
  submitted: 'Submitted',
  tier1Approved: 'Tier 1 approved',
  tier2Approved: 'Tier 2 approved',
  rejected: 'Rejected',
};

export function promoRefusal(action: PromoAction, status: PromoStatus): string | null {
  const transition = promoTransitions[action];
  if (transition.from.includes(status)) return null;
  return `A promo code request that is ${promoStatusNames[status].toLowerCase()} cannot be ${actionWords[action]}.`;
}

const actionWords: Record<PromoAction, string> = {
  edit: 'changed',
  submit: 'submitted',
  approve: 'approved',
  approveTier2: 'approved at tier 2',
  reject: 'rejected',
  delete: 'deleted',
};

/** Which buttons the request's screen shows to this user (`programs/program-promo/action-buttons`). */
export function promoActionButtons(status: PromoStatus, holds: (claim: Claim) => boolean) {
  const can = (action: PromoAction) => promoRefusal(action, status) === null && holds(promoTransitions[action].claim);
  return {
    canEdit: can('edit'),
    canSubmit: can('submit'),
    canApprove: can('approve'),
    canApproveTier2: can('approveTier2'),
    canReject: can('reject'),
    canDelete: can('delete'),
  };
}
