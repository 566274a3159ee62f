import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const fencesRoutes = {
  serviceAreaFence: {
    path: '/electronic/service-area-fence',
    title: '服务区围栏',
    permission: ['0503'],
    page: () => import('./pages/ServiceAreaFencePage'),
  },
  parkingFence: {
    path: '/electronic/parking-fence',
    title: '停车围栏',
    permission: ['0504'],
    page: () => import('./pages/ParkingFencePage'),
  },
  parkingFenceTencent: {
    path: '/electronic/parking-fence-tencent',
    title: '停车围栏（腾讯地图）',
    permission: ['0504'],
    page: () => import('./pages/ParkingFenceTencentPage'),
  },
  noStopFence: {
    path: '/electronic/no-stop-fence',
    title: '禁停围栏',
    permission: ['0505'],
    page: () => import('./pages/NoStopFencePage'),
  },
} satisfies Record<string, PageRoute>;
