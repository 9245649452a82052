import { mutate } from 'swr';
import type { z } from 'zod';
import type { saveMenuSchema } from '../../../../../shared/contract/schemas/admin';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** The whole navigation tree (`sitesetup/menus`). */
export const useMenuTree = () => useRoute('sitesetup.menus');

/** The claim catalogue, for the menu entry's resource and claim (`sitesetup/lookup/claims`). */
export const useClaimCatalogue = () => useRoute('sitesetup.lookupClaims');

const isMenuKey = (key: unknown) =>
  Array.isArray(key) &&
  typeof key[0] === 'string' &&
  /^sitesetup\.(menus|roleMenus|menuToEdit|lookupMenus)$/.test(key[0]);

/** Creates a menu entry (no id) or updates one at the version read (`sitesetup/editmenu`). */
export async function saveMenu(body: z.input<typeof saveMenuSchema>) {
  const entry = await callRoute('sitesetup.editMenu', { body });
  await mutate(isMenuKey);
  return entry;
}

/** Removes an entry; one with children answers 409 with the reason. */
export async function deleteMenu(id: string) {
  await callRoute('sitesetup.deleteMenu', { params: { id } });
  await mutate(isMenuKey);
}
