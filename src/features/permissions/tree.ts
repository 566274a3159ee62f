import { CODE_TREE } from '@contract/codes';
import { fromCodeTree, type PermissionNode } from '@/shared/nav/permissionTree';

/** The permissions a role can hold: the code catalogue (contract/codes.ts), in its order. */
export const PERMISSION_TREE: PermissionNode[] = fromCodeTree(CODE_TREE);
