import { z } from 'zod';

/** A permission: resource plus operation (spec 01, section 6). */
export const claimSchema = z.object({ resource: z.string().min(1), operation: z.string().min(1) });
export type Claim = z.infer<typeof claimSchema>;

export function hasClaim(claims: readonly Claim[], resource: string, operation: string): boolean {
  return claims.some((c) => c.resource === resource && c.operation === operation);
}

/** Every claim the product checks, in the spec's spelling. Admin holds them all. */
export const knownClaims = {
  createPlaceholder: { resource: 'Instigo', operation: 'CreatePlaceholder' },
  reviseProgram: { resource: 'Program', operation: 'Revise' },
  notifyProgram: { resource: 'Program', operation: 'Notify' },
  submitProgram: { resource: 'Finalize', operation: 'Submit' },
  approveProgram: { resource: 'Finalize', operation: 'Approve' },
  deleteProgramTactic: { resource: 'ProgramTactic', operation: 'Delete' },
  createJobDetails: { resource: 'JTBDDetails', operation: 'Create' },
  viewMindshare: { resource: 'ExpenseManagment', operation: 'View_Mindshare' },
  uploadDocument: { resource: 'Document', operation: 'Upload' },
  manageSiteSetup: { resource: 'SiteSetup', operation: 'Manage' },
} as const satisfies Record<string, Claim>;
