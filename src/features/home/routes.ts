import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const homeRoutes = {
  home: {
    path: '/log',
    title: '首页',
    icon: 'home',
    permission: ['all'],
    hidden: true,
    page: () => import('./pages/HomePage'),
  },
} satisfies Record<string, PageRoute>;
