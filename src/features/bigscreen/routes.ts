import type { PageRoute } from '@/shared/nav/routeTypes';

/**
 * The pages of this feature, as the route table (app/routes.tsx) places them in the menu: tabs
 * of the shell, and alone in the window (a wall monitor) at `?standalone=1`.
 */
export const bigscreenRoutes = {
  operationsScreen: {
    path: '/screenHome',
    title: '运营大屏',
    permission: ['0221'],
    standalone: true,
    icon: 'dashboard',
    page: () => import('./pages/OperationsScreenPage'),
  },
  revenueScreen: {
    path: '/screenHome1',
    title: '营收大屏',
    permission: ['LargeRevenueScreen'],
    standalone: true,
    icon: 'fund',
    page: () => import('./pages/RevenueScreenPage'),
  },
} satisfies Record<string, PageRoute>;
