import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const supportRoutes = {
  ticketList: {
    path: '/work/view-tickets',
    title: '查看工单',
    permission: ['1801'],
    page: () => import('./pages/TicketListPage'),
  },
  newWorkOrder: {
    path: '/work/new-work-order',
    title: '新建工单',
    permission: ['1802'],
    page: () => import('./pages/NewWorkOrderPage'),
  },
} satisfies Record<string, PageRoute>;
