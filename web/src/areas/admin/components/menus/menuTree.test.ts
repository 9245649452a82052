import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../../../../shared/contract/schemas/admin';
import { expandedKeys, flattenMenu, selfAndDescendants, toTreeNodes } from './menuTree';

const node = (id: string, children: MenuNode[] = []): MenuNode => ({
  id,
  displayName: id,
  icon: '',
  navLink: `/${id}`,
  parentId: null,
  resourceName: 'Home',
  claimName: 'View',
  order: 0,
  external: false,
  version: 1,
  children,
});
const tree = [node('home'), node('admin', [node('admin-roles'), node('admin-ref', [node('admin-sectors')])])];

describe('menu tree editing', () => {
  it('never offers an entry or anything below it as its own parent', () => {
    expect([...selfAndDescendants(tree, 'admin-ref')].sort()).toEqual(['admin-ref', 'admin-sectors']);
    expect(selfAndDescendants(tree, 'home')).toEqual(new Set(['home']));
  });

  it('lists entries in tree order with their depth', () => {
    expect(flattenMenu(tree).map(({ node: n, depth }) => `${depth}:${n.id}`)).toEqual([
      '0:home',
      '0:admin',
      '1:admin-roles',
      '1:admin-ref',
      '2:admin-sectors',
    ]);
  });

  it('opens every entry that has children, and keys tree nodes by id', () => {
    expect(expandedKeys(tree)).toEqual({ admin: true, 'admin-ref': true });
    expect(toTreeNodes(tree)[1]!.children!.map((c) => c.key)).toEqual(['admin-roles', 'admin-ref']);
  });
});
