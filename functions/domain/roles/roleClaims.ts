import { claimCatalogue, isKnownClaim, resourceGroups } from '../../../shared/claims';
import * as adminMessages from '../../../shared/adminMessages';
import { InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { createRole, deleteRole, listRoles, updateRole } from './roleRepository';

/** Roles and the claims they grant, as the admin family edits them. */

/** Creates (no version) or updates a role with its claims: known claims only, each once. */
export async function saveRoleClaims(body: RouteContext<'sitesetup.saveRoleClaims'>['body']) {
  const unknown = body.claims.filter((c) => !isKnownClaim(c));
  if (unknown.length)
    throw new InvalidInput({ claims: unknown.map((c) => adminMessages.unknownClaim(`${c.resource}/${c.operation}`)) });
  const claims = [
    ...new Map(
      body.claims.map((c) => [`${c.resource}/${c.operation}`, { resource: c.resource, operation: c.operation }]),
    ).values(),
  ];
  const role = { id: body.roleId, description: body.description, claims, retailerSide: body.retailerSide };
  return body.version === undefined ? createRole(role) : updateRole({ ...role, version: body.version });
}

export async function removeRole(id: string) {
  await deleteRole(id);
  return { deleted: true as const };
}

export const roleLookup = async () => (await listRoles()).map((r) => ({ id: r.id, name: r.id }));

export const claimResources = () => [...new Set(claimCatalogue.map((c) => c.resource))].sort();

/** The claim catalogue by resource group, then resource, with each resource's operations. */
export function claimResourcesByGroup() {
  const groups = new Map<string, Map<string, string[]>>();
  for (const claim of claimCatalogue) {
    const group = resourceGroups[claim.resource] ?? 'Other';
    if (!groups.has(group)) groups.set(group, new Map());
    const resources = groups.get(group)!;
    resources.set(claim.resource, [...(resources.get(claim.resource) ?? []), claim.operation]);
  }
  return [...groups].map(([groupName, resources]) => ({
    groupName,
    resources: [...resources].map(([resource, operations]) => ({ resource, operations })),
  }));
}
