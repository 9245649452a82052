import { hasClaim, knownClaims, type Claim } from '../../../../../shared/claims';
import { useSession } from '../../../lib/session';

/** What the asset screens need: browsing and e-mailing (Program/View), and adding or removing files (ReferenceData/Manage). */
export const assetClaims = { browse: knownClaims.viewPrograms, manageFiles: knownClaims.manageReferenceData } as const satisfies Record<string, Claim>;

/** Whether the signed-in user holds a claim (their cached claims; the API checks again on every call). */
export function useHasClaim(claim: Claim): boolean {
  const session = useSession();
  return !!session && hasClaim(session.claims, claim.resource, claim.operation);
}
