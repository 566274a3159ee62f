import type { CodeNode } from '@contract/codes';

/** One permission of a role editor's tree: a menu or page with its code (a group has children). */
export interface PermissionNode {
  code: string;
  title: string;
  children?: PermissionNode[];
}

/** A code tree (the catalogue, or the backend's franchisee tree) as a role editor's tree. */
export const fromCodeTree = (nodes: readonly CodeNode[]): PermissionNode[] =>
  nodes.map((n) => ({
    code: n.code,
    title: n.name,
    ...(n.children?.length ? { children: fromCodeTree(n.children) } : {}),
  }));

/** Every code of a tree, groups first. */
export const treeCodes = (nodes: readonly PermissionNode[]): string[] =>
  nodes.flatMap((n) => [n.code, ...treeCodes(n.children ?? [])]);

/** The codes of the tree's leaves. */
export const leafCodes = (nodes: readonly PermissionNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? leafCodes(n.children) : [n.code]));

/**
 * The codes a role holds for these checked leaves: each checked leaf, and each
 * group with at least one held code below it (a page is reachable only through
 * its menu group's code).
 */
export function heldCodes(nodes: readonly PermissionNode[], checked: ReadonlySet<string>): string[] {
  return nodes.flatMap((n) => {
    if (!n.children?.length) return checked.has(n.code) ? [n.code] : [];
    const below = heldCodes(n.children, checked);
    return below.length ? [n.code, ...below] : [];
  });
}

/** The tree cut down to the nodes whose code is held (read-only views). */
export function prunedTree(nodes: readonly PermissionNode[], held: ReadonlySet<string>): PermissionNode[] {
  return nodes.flatMap((n) => {
    const children = prunedTree(n.children ?? [], held);
    if (!held.has(n.code) && !children.length) return [];
    return [{ code: n.code, title: n.title, ...(children.length ? { children } : {}) }];
  });
}
