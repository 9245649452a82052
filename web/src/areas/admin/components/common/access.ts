import { hasClaim, knownClaims, type Claim } from '../../../../../../shared/claims';
import { useSession } from '../../../../lib/session';

/** What each admin screen needs: the claim the API checks for its calls. */
export const screenClaims = {
  index: knownClaims.viewAdmin,
  siteSetup: knownClaims.manageSiteSetup,
  users: knownClaims.manageUsers,
  referenceData: knownClaims.manageReferenceData,
} as const satisfies Record<string, Claim>;

/** Whether the signed-in user holds a claim (their cached claims; the API checks again on every call). */
export function useHasClaim(claim: Claim): boolean {
  const session = useSession();
  return !!session && hasClaim(session.claims, claim.resource, claim.operation);
}
