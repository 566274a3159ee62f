import { RECORD_PAGES } from '@/shared/nav/paths';
import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const ordersRoutes = {
  orderList: {
    path: '/user-order',
    title: '用户订单',
    permission: ['1601'],
    page: () => import('./pages/OrderListPage'),
  },
  orderDetail: {
    path: RECORD_PAGES.order,
    title: '订单详情',
    permission: ['1601'],
    layout: 'blank',
    hidden: true,
    page: () => import('./pages/OrderDetailPage'),
  },
} satisfies Record<string, PageRoute>;
