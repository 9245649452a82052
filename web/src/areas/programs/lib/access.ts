import { useCallback } from 'react';
import { hasClaim, type Claim } from '../../../../../shared/claims';
import { useSession } from '../../../lib/session';

/** Whether the signed-in user holds a claim (the cached claims; the API checks again on every call). */
export function useClaimCheck(): (claim: Claim) => boolean {
  const session = useSession();
  return useCallback((claim: Claim) => !!session && hasClaim(session.claims, claim.resource, claim.operation), [session]);
}
