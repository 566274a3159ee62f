import { RECORD_PAGES } from '@/shared/nav/paths';
import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const usersRoutes = {
  userList: {
    path: '/user-info',
    title: '用户列表',
    permission: ['070101'],
    page: () => import('./pages/UserListPage'),
  },
  blacklist: { path: '/black-list', title: '黑名单', permission: ['08'], page: () => import('./pages/BlacklistPage') },
  userDetail: {
    path: RECORD_PAGES.rider,
    title: '用户详情',
    permission: ['070101'],
    layout: 'blank',
    hidden: true,
    page: () => import('./pages/UserDetailPage'),
  },
} satisfies Record<string, PageRoute>;
