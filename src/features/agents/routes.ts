import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const agentsRoutes = {
  agentAccount: {
    path: '/agent/account-management',
    title: '账号管理',
    permission: ['1101'],
    page: () => import('./pages/AgentAccountPage'),
  },
  agentRoleList: {
    path: '/agent/role-management',
    title: '角色管理',
    permission: ['1102'],
    page: () => import('./pages/AgentRoleListPage'),
  },
  agentRoleEdit: {
    path: '/agent/add-role',
    title: '新增角色',
    editTitle: '编辑角色',
    permission: ['1102'],
    hidden: true,
    page: () => import('./pages/AgentRoleEditPage'),
  },
  serviceArea: {
    path: '/agent/service-area-management',
    title: '服务区管理',
    permission: ['1103'],
    page: () => import('./pages/ServiceAreaPage'),
  },
} satisfies Record<string, PageRoute>;
