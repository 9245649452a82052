import { hasClaim, type Claim } from '../../../../../shared/claims';
import { useSession } from '../../../lib/session';

/** Whether the signed-in user holds a claim (the cached claims; the API checks again on every call). */
export function useHasClaim(claim: Claim): boolean {
  const session = useSession();
  return !!session && hasClaim(session.claims, claim.resource, claim.operation);
}
