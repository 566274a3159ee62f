import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const logsRoutes = {
  vehicleLog: {
    path: '/operation/vehicle-log',
    title: '车辆日志',
    permission: ['1402'],
    page: () => import('./pages/VehicleLogPage'),
  },
  deviceLog: {
    path: '/operation/device-log',
    title: '设备日志',
    permission: ['1403'],
    page: () => import('./pages/DeviceLogPage'),
  },
  operatorLog: {
    path: '/operation/operator-log',
    title: '操作员日志',
    permission: ['1404'],
    page: () => import('./pages/OperatorLogPage'),
  },
} satisfies Record<string, PageRoute>;
