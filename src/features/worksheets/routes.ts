import { RECORD_PAGES } from '@/shared/nav/paths';
import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const worksheetsRoutes = {
  worksheetList: {
    path: '/user-worksheet',
    title: '用户工单',
    permission: ['0401'],
    page: () => import('./pages/WorksheetListPage'),
  },
  worksheetDetail: {
    path: RECORD_PAGES.worksheet,
    title: '工单详情',
    permission: ['0401'],
    layout: 'blank',
    hidden: true,
    page: () => import('./pages/WorksheetDetailPage'),
  },
} satisfies Record<string, PageRoute>;
