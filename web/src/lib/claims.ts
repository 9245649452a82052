import { useCallback } from 'react';
import { hasClaim, type Claim } from '../../../shared/claims';
import { useSession } from './session';

/**
 * Whether the signed-in user holds a claim (their cached claims; the API checks again on every call). The one
 * claim check of the web client: a screen that shows or hides something by claim uses this or `useClaimCheck`.
 */
export function useHasClaim(claim: Claim): boolean {
  const session = useSession();
  return !!session && hasClaim(session.claims, claim.resource, claim.operation);
}

/** The same check as a function, for a screen that asks about several claims (or in a loop). */
export function useClaimCheck(): (claim: Claim) => boolean {
  const session = useSession();
  return useCallback(
    (claim: Claim) => !!session && hasClaim(session.claims, claim.resource, claim.operation),
    [session],
  );
}
