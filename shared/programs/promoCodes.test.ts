import { describe, expect, it } from 'vitest';
import { hasClaim, knownClaims, type Claim } from '../claims';
import { promoActionButtons, promoRefusal, promoTransitions } from './promoCodes';

describe('promo code requests', () => {
  it('go from new through submitted, tier 1 and tier 2 approval', () => {
    expect(promoTransitions.submit.to).toBe('submitted');
    expect(promoRefusal('approve', 'submitted')).toBeNull();
    expect(promoRefusal('approveTier2', 'tier1Approved')).toBeNull();
    expect(promoRefusal('approveTier2', 'submitted')).toBe(
      'A promo code request that is submitted cannot be approved at tier 2.',
    );
  });

  it('can be rejected at either approval tier, then edited (revised) and submitted again', () => {
    expect(promoRefusal('reject', 'submitted')).toBeNull();
    expect(promoRefusal('reject', 'tier1Approved')).toBeNull();
    expect(promoTransitions.edit.to).toBe('revised');
    expect(promoRefusal('edit', 'rejected')).toBeNull();
    expect(promoRefusal('submit', 'revised')).toBeNull();
  });

  it('shows each user only the buttons their claims and the status allow', () => {
    const approver: Claim[] = [knownClaims.viewPrograms, knownClaims.approveProgram];
    const holds = (claims: Claim[]) => (c: Claim) => hasClaim(claims, c.resource, c.operation);
    expect(promoActionButtons('submitted', holds(approver))).toEqual({
      canEdit: false,
      canSubmit: false,
      canApprove: true,
      canApproveTier2: false,
      canReject: true,
      canDelete: false,
    });
    expect(promoActionButtons('tier1Approved', holds(approver)).canApproveTier2).toBe(false);
    expect(
      promoActionButtons('tier1Approved', holds([...approver, knownClaims.approvePromoTier2])).canApproveTier2,
    ).toBe(true);
  });
});
