import type { TreeNode } from 'primereact/treenode';
import type { MenuNode } from '../../../../../../shared/contract/schemas/admin';

/** The menu tree as PrimeReact tree-table nodes, keyed by entry id. */
export const toTreeNodes = (tree: readonly MenuNode[]): TreeNode[] =>
  tree.map((node) => ({ key: node.id, data: node, children: toTreeNodes(node.children) }));

/** An entry and everything below it: none of them may become its parent. */
export function selfAndDescendants(tree: readonly MenuNode[], id: string): Set<string> {
  const found = new Set<string>();
  const collect = (node: MenuNode) => {
    found.add(node.id);
    node.children.forEach(collect);
  };
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.id === id) collect(node);
      else walk(node.children);
    }
  };
  walk(tree);
  return found;
}

/** Every entry with its depth, in tree order, for the parent choice ('— Roles and Claims'). */
export function flattenMenu(tree: readonly MenuNode[], depth = 0): { node: MenuNode; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flattenMenu(node.children, depth + 1)]);
}

/** The entries whose ids should start expanded: every entry with children. */
export function expandedKeys(tree: readonly MenuNode[]): Record<string, boolean> {
  return Object.fromEntries(
    flattenMenu(tree)
      .filter(({ node }) => node.children.length > 0)
      .map(({ node }) => [node.id, true]),
  );
}
