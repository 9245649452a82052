import { useCallback } from 'react';
import { hasClaim, type Claim } from '../../../shared/claims';
import { accessAllows, type RouteDefinition } from '../../../shared/contract/route';
import { routes, type RouteName } from '../../../shared/contract/routes';
import { useSession } from './session';
import { useRoute } from './useRoute';

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

/**
 * Whether the signed-in user may call a contract route, by the kit's own rule (`accessAllows`) over their cached
 * roles and claims. A page (the route table's `needs`) or a part of one that reads a route the user may not call is
 * left out, instead of asking the API for a 403 and showing 'Login failed. Try again.'.
 */
export function useMayCall(): (name: RouteName) => boolean {
  const session = useSession();
  return useCallback(
    (name: RouteName) =>
      accessAllows(
        (routes as Record<RouteName, RouteDefinition>)[name].access,
        // A role given since sign-in is not in the token's groups yet, but its claims are in the session.
        session && { hasRole: session.user.roles.length > 0 || session.claims.length > 0, claims: session.claims },
      ),
    [session],
  );
}

/**
 * Whether the signed-in user is of the brand team: false for a retailer-side user (a role of theirs is), whom the
 * brand team's routes refuse whatever their claims (catalog tactic files, asset links: docs/decisions.md);
 * undefined while `users/scope` is read (and `error` when that failed). A part of a page that reads such routes
 * waits for it, and is left out for a retailer-side user.
 */
export function useBrandSide(): { brandSide: boolean | undefined; error: unknown } {
  const session = useSession();
  const scope = useRoute('users.scope', session ? undefined : null, { revalidateOnFocus: false });
  return { brandSide: scope.data ? !scope.data.retailerSide : undefined, error: scope.error };
}
