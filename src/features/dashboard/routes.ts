import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const dashboardRoutes = {
  overview: {
    path: '/home',
    title: '运营概览',
    permission: ['02'],
    hidden: true,
    page: () => import('./pages/OverviewPage'),
  },
} satisfies Record<string, PageRoute>;
