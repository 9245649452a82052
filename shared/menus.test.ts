import { describe, expect, it } from 'vitest';
import type { MenuEntry } from './contract/schemas/admin';
import { buildMenuTree, initialRouteOf, menuEntryForRoute, visibleMenuTree } from './menus';

const entry = (
  id: string,
  parentId: string | null,
  order: number,
  resourceName = 'Home',
  claimName = 'View',
): MenuEntry => ({
  id,
  displayName: id,
  icon: '',
  navLink: `/${id}`,
  parentId,
  resourceName,
  claimName,
  order,
  external: false,
  version: 1,
});

const entries = [
  entry('admin', null, 9, 'Admin', 'View'),
  entry('home', null, 1),
  entry('roles', 'admin', 2, 'SiteSetup', 'Manage'),
  entry('users', 'admin', 1, 'User', 'Manage'),
  entry('orphan', 'gone', 5),
];

describe('the navigation menu', () => {
  it('nests entries under their parents in menu order', () => {
    const tree = buildMenuTree(entries);
    expect(tree.map((n) => n.id)).toEqual(['home', 'orphan', 'admin']);
    expect(tree[2].children.map((n) => n.id)).toEqual(['users', 'roles']);
  });

  it('shows only the entries whose claim the user holds, and hides the children of a hidden parent', () => {
    const tree = buildMenuTree(entries);
    const planner = visibleMenuTree(tree, [
      { resource: 'Home', operation: 'View' },
      { resource: 'User', operation: 'Manage' },
    ]);
    expect(planner.map((n) => n.id)).toEqual(['home', 'orphan']);
    const admin = visibleMenuTree(tree, [
      { resource: 'Home', operation: 'View' },
      { resource: 'Admin', operation: 'View' },
      { resource: 'User', operation: 'Manage' },
    ]);
    expect(admin[2].children.map((n) => n.id)).toEqual(['users']);
  });

  it('finds the entry of the current route, at any depth', () => {
    const tree = buildMenuTree(entries);
    expect(menuEntryForRoute(tree, '#/roles')?.id).toBe('roles');
    expect(menuEntryForRoute(tree, '/nowhere')).toBeUndefined();
  });

  describe('the page a user lands on after sign-in', () => {
    const tree = buildMenuTree(entries);
    const claim = (resource: string, operation = 'View') => ({ resource, operation });

    it('is the first menu page, in menu order, that the claims open', () => {
      expect(initialRouteOf(tree, [claim('Home'), claim('Admin')])).toBe('/home');
      expect(initialRouteOf(tree, [claim('Admin'), claim('User', 'Manage')])).toBe('/admin');
    });

    it('is a child of an entry that links nowhere, and never another origin or the sign-in pages', () => {
      const links = buildMenuTree([
        { ...entries[0], id: 'group', navLink: '#', order: 1 },
        { ...entries[0], id: 'outside', navLink: 'https://example.com', external: true, order: 2 },
        { ...entries[0], id: 'login', navLink: '/auth/login', order: 3 },
        { ...entries[0], id: 'odd', navLink: '//evil.example', order: 4 },
        { ...entries[3], id: 'users', parentId: 'group', navLink: '#/admin/users' },
      ]);
      expect(initialRouteOf(links, [claim('Admin'), claim('User', 'Manage')])).toBe('/admin/users');
    });

    it('is home for a user whose claims open no menu page, or who has none', () => {
      expect(initialRouteOf(tree, [claim('Production', 'Manage')])).toBe('/home');
      expect(initialRouteOf(tree, [])).toBe('/home');
      expect(initialRouteOf([], [claim('Home')])).toBe('/home');
    });
  });
});
