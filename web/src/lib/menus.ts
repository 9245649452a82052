import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { MenuNode } from '../../../shared/contract/schemas/admin';
import { visibleMenuTree } from '../../../shared/menus';
import { useSession } from './session';

/**
 * A menu entry's name in the current language. Menus are data (an administrator names them), so a name is
 * translated only when `shell.menu` knows it; a renamed or new entry shows as it was written.
 */
export function menuLabel(t: TFunction, displayName: string): string {
  const names = t('shell.menu', { returnObjects: true }) as unknown;
  const translated =
    typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[displayName] : undefined;
  return typeof translated === 'string' ? translated : displayName;
}

/** A menu entry's internal link as a router path (`#/home`, `home` and `/home` all mean `/home`). */
export const menuPath = (navLink: string) => `/${navLink.replace(/^#?\/*/, '')}`;

/** The navigation tree the signed-in user may see (spec 01: an entry shows only if the claims match). */
export function useVisibleMenus(): MenuNode[] {
  const session = useSession();
  return useMemo(() => (session ? visibleMenuTree(session.menus, session.claims) : []), [session]);
}

export const flattenMenus = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flattenMenus(node.children)]);
