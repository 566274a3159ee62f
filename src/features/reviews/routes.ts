import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const reviewsRoutes = {
  studentCertificate: {
    path: '/user-manage/student-certificate',
    title: '职业认证',
    permission: ['0703'],
    page: () => import('./pages/StudentCertificatePage'),
  },
  rebind: { path: '/bindcard-list', title: '实名换绑', permission: ['0704'], page: () => import('./pages/RebindPage') },
  invoice: {
    path: '/invoicing-ticket',
    title: '开票管理',
    permission: ['20'],
    page: () => import('./pages/InvoicePage'),
  },
  returnCar: {
    path: '/carReturn-approve',
    title: '还车审核',
    permission: ['returnCarApp'],
    page: () => import('./pages/ReturnCarPage'),
  },
} satisfies Record<string, PageRoute>;
