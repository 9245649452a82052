import { knownClaims, type Claim } from '../../../../../shared/claims';

/** What the asset screens need: browsing and e-mailing (Program/View), and adding or removing files (ReferenceData/Manage). */
export const assetClaims = {
  browse: knownClaims.viewPrograms,
  manageFiles: knownClaims.manageReferenceData,
} as const satisfies Record<string, Claim>;
