import type { AppRoute } from './routeTypes';

/** The route table (SPEC.md §2): menus, breadcrumbs, titles and access all come from here. */
export const shellRoutes: AppRoute[] = [
  {
    path: '/log',
    name: 'Log',
    meta: { title: '首页', icon: 'home', permission: ['all'] },
    hidden: true,
    page: () => import('@/features/home/pages/HomePage'),
  },
];
