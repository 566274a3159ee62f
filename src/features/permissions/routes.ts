import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const permissionsRoutes = {
  roleList: {
    path: '/permissions/role',
    title: '角色管理',
    permission: ['1001'],
    page: () => import('./pages/RoleListPage'),
  },
  roleEdit: {
    path: '/permissions/add-role',
    title: '新增角色',
    editTitle: '编辑角色',
    permission: ['1001'],
    hidden: true,
    page: () => import('./pages/RoleEditPage'),
  },
  roleDetail: {
    path: '/permissions/role-detail',
    title: '角色详情',
    permission: ['1001'],
    hidden: true,
    page: () => import('./pages/RoleDetailPage'),
  },
  operatorList: {
    path: '/permissions/user',
    title: '后台用户',
    permission: ['1002'],
    page: () => import('./pages/OperatorListPage'),
  },
  permissionGroups: {
    path: '/permissions/group',
    title: '权限组',
    permission: ['1004'],
    page: () => import('./pages/PermissionGroupsPage'),
  },
  deviceAuthorization: {
    path: '/permissions/device',
    title: '设备授权',
    permission: ['1003'],
    page: () => import('./pages/DeviceAuthorizationPage'),
  },
} satisfies Record<string, PageRoute>;
