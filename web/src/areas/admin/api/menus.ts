import type * as z from '../../../../../shared/zod';
import type { saveMenuSchema } from '../../../../../shared/contract/schemas/admin';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

/** The whole navigation tree (`sitesetup/menus`). */
export const useMenuTree = () => useRoute('sitesetup.menus');

/** The claim catalogue, for the menu entry's resource and claim (`sitesetup/lookup/claims`). */
export const useClaimCatalogue = () => useRoute('sitesetup.lookupClaims');

/** The reads a write here changes. */
const menuReads = ['sitesetup.menus', 'sitesetup.roleMenus', 'sitesetup.menuToEdit', 'sitesetup.lookupMenus'] as const;

/** Creates a menu entry (no id) or updates one at the version read (`sitesetup/editmenu`). */
export async function saveMenu(body: z.input<typeof saveMenuSchema>) {
  return writeThenRefresh(menuReads, 'sitesetup.editMenu', { body });
}

/** Removes an entry; one with children answers 409 with the reason. */
export async function deleteMenu(id: string) {
  await writeThenRefresh(menuReads, 'sitesetup.deleteMenu', { params: { id } });
}
