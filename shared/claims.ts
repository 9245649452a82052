import * as z from './zod';
import { lazySchema } from './lazySchema';

/** A permission: resource plus operation (spec 01, section 6). */
export const claimSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    resource: z.string().check(z.minLength(1), z.maxLength(100)),
    operation: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);
export type Claim = z.infer<typeof claimSchema>;

export function hasClaim(claims: readonly Claim[], resource: string, operation: string): boolean {
  return claims.some((c) => c.resource === resource && c.operation === operation);
}

export const claimId = (claim: Claim) => `${claim.resource}/${claim.operation}`;

/**
 * The claim catalogue: every claim the product checks, in the spec's spelling where the spec names it. Roles
 * are given claims from this list only (a claim no code checks would mean nothing). Admin holds them all.
 */
export const knownClaims = {
  viewHome: { resource: 'Home', operation: 'View' },
  viewCampaigns: { resource: 'Campaign', operation: 'View' },
  viewPrograms: { resource: 'Program', operation: 'View' },
  createPlaceholder: { resource: 'Instigo', operation: 'CreatePlaceholder' },
  reviseProgram: { resource: 'Program', operation: 'Revise' },
  notifyProgram: { resource: 'Program', operation: 'Notify' },
  submitProgram: { resource: 'Finalize', operation: 'Submit' },
  approveProgram: { resource: 'Finalize', operation: 'Approve' },
  approvePromoTier2: { resource: 'PromoCode', operation: 'ApproveTier2' },
  deleteProgramTactic: { resource: 'ProgramTactic', operation: 'Delete' },
  createJobDetails: { resource: 'JTBDDetails', operation: 'Create' },
  /** Changes a brand's allocation (ATL/BTL by retailer, quarterly breakout, retainer) with a reason. */
  editBrandAllocation: { resource: 'BrandAllocation', operation: 'Edit' },
  viewAddressBook: { resource: 'AddressBook', operation: 'View' },
  viewExpenses: { resource: 'ExpenseManagment', operation: 'View' },
  /** Imports expense files (upload, process, remove). */
  manageExpenses: { resource: 'ExpenseManagment', operation: 'Manage' },
  /** Approves a submitted PO reconciliation (four-eyes: not one's own submission). */
  approveExpenses: { resource: 'ExpenseManagment', operation: 'Approve' },
  viewMindshare: { resource: 'ExpenseManagment', operation: 'View_Mindshare' },
  uploadDocument: { resource: 'Document', operation: 'Upload' },
  viewAdmin: { resource: 'Admin', operation: 'View' },
  manageSiteSetup: { resource: 'SiteSetup', operation: 'Manage' },
  manageUsers: { resource: 'User', operation: 'Manage' },
  manageReferenceData: { resource: 'ReferenceData', operation: 'Manage' },
  /** The production team: production files and job tickets, send to production, tactic order status. */
  manageProduction: { resource: 'Production', operation: 'Manage' },
  /** Reads and edits a retailer's profile, owner/resident contacts and document library (retailer-side: theirs). */
  editRetailerProfile: { resource: 'RetailerProfile', operation: 'Edit' },
  /** Approves or rejects a profile version sent to approval (not one's own request). */
  approveRetailerProfile: { resource: 'RetailerProfile', operation: 'Approve' },
} as const satisfies Record<string, Claim>;

/** The area each resource belongs to, for the role editor's grouped list (`resources-with-groupname`). */
export const resourceGroups: Record<string, string> = {
  Home: 'General',
  Document: 'General',
  Campaign: 'Campaigns',
  Instigo: 'Programs',
  Program: 'Programs',
  Finalize: 'Programs',
  ProgramTactic: 'Programs',
  PromoCode: 'Programs',
  JTBDDetails: 'Programs',
  BrandAllocation: 'Brands',
  AddressBook: 'Delivery',
  ExpenseManagment: 'Expenses',
  RetailerProfile: 'Retailers',
  Admin: 'Administration',
  SiteSetup: 'Administration',
  User: 'Administration',
  ReferenceData: 'Administration',
  Production: 'Production',
};

export const claimCatalogue: Claim[] = Object.values(knownClaims).map(({ resource, operation }) => ({
  resource,
  operation,
}));
export const isKnownClaim = (claim: Claim) =>
  claimCatalogue.some((c) => c.resource === claim.resource && c.operation === claim.operation);
