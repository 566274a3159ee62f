import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const parkApplicationsRoutes = {
  parkApplication: {
    path: '/data/park-application',
    title: '站点申请',
    permission: ['0910'],
    page: () => import('./pages/ParkApplicationPage'),
  },
} satisfies Record<string, PageRoute>;
