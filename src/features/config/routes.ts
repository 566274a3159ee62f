import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const configRoutes = {
  repairConfig: {
    path: '/backend/repair-config',
    title: '维修配置',
    permission: ['0501'],
    page: () => import('./pages/RepairConfigPage'),
  },
  systemConfig: {
    path: '/backend/system-config',
    title: '系统配置',
    permission: ['0502'],
    page: () => import('./pages/SystemConfigPage'),
  },
  noticeTemplate: {
    path: '/backend/notice-template',
    title: '通知模板',
    permission: ['0506'],
    page: () => import('./pages/NoticeTemplatePage'),
  },
  messageConfig: {
    path: '/backend/message-config',
    title: '首页消息',
    permission: ['0506'],
    hidden: true,
    page: () => import('./pages/MessageConfigPage'),
  },
} satisfies Record<string, PageRoute>;
