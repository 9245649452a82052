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

/** Where a user lands when no menu page is theirs (spec 01: home is the default landing page). */
const DEFAULT_INITIAL_ROUTE = '/home';

/** A menu link as an app path (`/x`): `#/x` and `x` are read as `/x`; another origin or the auth pages are not one. */
function appPathOf(navLink: string): string | null {
  const path = `/${navLink.trim().replace(/^#?\/*/, '')}`;
  if (path === '/' || path.includes('\\') || /^\/auth(\/|$|\?)/.test(path) || /^\/[a-z][a-z0-9+.-]*:/i.test(path))
    return null;
  return path;
}

/**
 * Where a user lands after sign-in (`users/initial-route`): the first page of the menu, in menu order (a parent
 * before its children), that the user's claims open and that is a page of this app; home when none is.
 */
export function initialRouteOf(tree: MenuNode[], claims: readonly Claim[]): string {
  const first = (nodes: MenuNode[]): string | null => {
    for (const node of nodes) {
      const own = node.external ? null : appPathOf(node.navLink);
      if (own) return own;
      const child = first(node.children);
      if (child) return child;
    }
    return null;
  };
  return first(visibleMenuTree(tree, claims)) ?? DEFAULT_INITIAL_ROUTE;
}
