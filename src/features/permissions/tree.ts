import { CODE_TREE, type CodeNode } from '@contract/codes';
import type { PermissionNode } from '@/shared/nav/permissionTree';

const toNode = (n: CodeNode): PermissionNode => ({ code: n.code, title: n.name, ...(n.children ? { children: n.children.map(toNode) } : {}) });

/** The permissions a role can hold: the code catalogue (contract/codes.ts), in its order. */
export const PERMISSION_TREE: PermissionNode[] = CODE_TREE.map(toNode);
