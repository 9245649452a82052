import { knownClaims, type Claim } from '../../../../../../shared/claims';

/** What each admin screen needs: the claim the API checks for its calls. */
export const screenClaims = {
  index: knownClaims.viewAdmin,
  siteSetup: knownClaims.manageSiteSetup,
  users: knownClaims.manageUsers,
  referenceData: knownClaims.manageReferenceData,
} as const satisfies Record<string, Claim>;
