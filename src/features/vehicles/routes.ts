import { RECORD_PAGES } from '@/shared/nav/paths';
import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const vehiclesRoutes = {
  operationMap: {
    path: '/vehicle/operation-map',
    title: '运营地图',
    permission: ['0301'],
    page: () => import('./pages/OperationMapPage'),
    // its area filter's options (the header's scope: no franchisee picked on a cold load) and its
    // fences, asked with the session's first calls, so the map's own reads do not queue behind
    // them and the map, framed by its fences when it mounts, asks for its vehicles at once
    // (imported when called: the route table stays plain data, read by the browser tests in Node)
    prefetch: () => {
      void import('@/shared/scope/useServiceAreas').then((m) => m.prefetchServiceAreas());
      void import('./hooks/useFences').then((m) => m.prefetchMapFences());
    },
  },
  governmentMap: {
    path: '/vehicle/government-operation-map',
    title: '政府监管地图',
    permission: ['030601'],
    page: () => import('./pages/GovernmentMapPage'),
  },
  vehicleQuery: {
    path: '/vehicle/vehicle-query',
    title: '车辆查询',
    permission: ['0302'],
    page: () => import('./pages/VehicleQueryPage'),
  },
  operationalAnalysis: {
    path: '/vehicle/operational-analysis',
    title: '运营分析',
    permission: ['0304'],
    page: () => import('./pages/OperationalAnalysisPage'),
  },
  deviceMonitor: {
    path: '/vehicle/vehicle-visualization',
    title: '设备监控',
    permission: ['0305'],
    page: () => import('./pages/DeviceMonitorPage'),
  },
  vehicleScreening: {
    path: '/vehicle/vehicle-screening',
    title: '车辆筛选',
    permission: ['0307'],
    page: () => import('./pages/VehicleScreeningPage'),
  },
  vehicleInfo: {
    path: RECORD_PAGES.vehicle,
    title: '车辆详情',
    permission: ['0302', '0301'],
    layout: 'blank',
    hidden: true,
    page: () => import('./pages/VehicleInfoPage'),
  },
} satisfies Record<string, PageRoute>;
