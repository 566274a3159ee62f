import { RECORD_PAGES } from '@/shared/nav/paths';
import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const ridersRoutes = {
  riderList: {
    path: '/user-info',
    title: '用户列表',
    permission: ['070101'],
    page: () => import('./pages/RiderListPage'),
  },
  blacklist: { path: '/black-list', title: '黑名单', permission: ['08'], page: () => import('./pages/BlacklistPage') },
  riderDetail: {
    path: RECORD_PAGES.rider,
    title: '用户详情',
    permission: ['070101'],
    layout: 'blank',
    hidden: true,
    page: () => import('./pages/RiderDetailPage'),
  },
} satisfies Record<string, PageRoute>;
