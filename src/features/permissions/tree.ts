import { appRoutes } from '@/app/routes';
import { permissionTree, type PermissionNode } from '@/shared/nav/permissionTree';

/**
 * The permissions a role can hold: every menu and page of the route table with its
 * code, plus the codes that gate a control rather than a page (SPEC.md §6: 01).
 */
export const PERMISSION_TREE: PermissionNode[] = [{ code: '01', title: '加盟商选择（顶栏）' }, ...permissionTree(appRoutes)];
