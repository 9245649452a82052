import { hasClaim, type Claim } from './claims';
import type { MenuEntry, MenuNode } from './contract/schemas/admin';

const byOrder = (a: MenuEntry, b: MenuEntry) => a.order - b.order || a.displayName.localeCompare(b.displayName);

/** Flat menu entries -> a tree by parentId, each level in menu order. An entry whose parent is gone is a root. */
export function buildMenuTree(entries: MenuEntry[]): MenuNode[] {
  const nodes = new Map(entries.map((e) => [e.id, { ...e, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of [...nodes.values()].sort(byOrder)) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The entries a user may see (spec 01, section 2): those whose resourceName/claimName the user holds. A parent
 * the user may not see hides its children too.
 */
export function visibleMenuTree(tree: MenuNode[], claims: readonly Claim[]): MenuNode[] {
  return tree
    .filter((node) => hasClaim(claims, node.resourceName, node.claimName))
    .map((node) => ({ ...node, children: visibleMenuTree(node.children, claims) }));
}

/** The entry whose navLink is the current route: the page takes its title and icon from it. */
export function menuEntryForRoute(tree: MenuNode[], route: string): MenuNode | undefined {
  const path = route.replace(/^#?\/?/, '');
  for (const node of tree) {
    if (!node.external && node.navLink.replace(/^#?\/?/, '') === path) return node;
    const child = menuEntryForRoute(node.children, route);
    if (child) return child;
  }
  return undefined;
}
