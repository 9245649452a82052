import type * as z from '../../../../../shared/zod';
import type { saveRoleClaimsSchema } from '../../../../../shared/contract/schemas/admin';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

/** Every role (`sitesetup/lookup/roles`). */
export const useRoles = () => useRoute('sitesetup.lookupRoles');

/** One role with its claims and version (`sitesetup/role/{id}`). */
export const useRole = (id: string | undefined) => useRoute('sitesetup.role', id ? { params: { id } } : null);

/** The claim catalogue grouped by area, for the checklist (`sitesetup/lookup/resources-with-groupname`). */
export const useClaimGroups = () => useRoute('sitesetup.lookupResourcesWithGroup');

/** The menu entries a role's saved claims unlock (`sitesetup/menus/{id}`). */
export const useRoleMenus = (id: string | undefined) => useRoute('sitesetup.roleMenus', id ? { params: { id } } : null);

/** The reads a write here changes. */
const roleReads = ['sitesetup.lookupRoles', 'sitesetup.role', 'sitesetup.roleMenus', 'users.lookupUserRoles'] as const;

/** Creates a role (no version) or saves its claims at the version read (`sitesetup/save-role-claims`). */
export async function saveRoleClaims(body: z.input<typeof saveRoleClaimsSchema>) {
  return writeThenRefresh(roleReads, 'sitesetup.saveRoleClaims', { body });
}

/** Deletes a role nobody holds; a held role answers 409 with the reason. */
export async function deleteRole(id: string) {
  await writeThenRefresh(roleReads, 'sitesetup.deleteRole', { params: { id } });
}
