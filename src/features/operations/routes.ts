import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const operationsRoutes = {
  powerChangeStatistics: {
    path: '/data/power-change-statistics',
    title: '换电统计',
    permission: ['0901'],
    page: () => import('./pages/PowerChangeStatisticsPage'),
  },
  repairStatistics: {
    path: '/data/repair-statistics',
    title: '维修统计',
    permission: ['090201'],
    page: () => import('./pages/RepairStatisticsPage'),
  },
  inspectionStatistics: {
    path: '/data/inspection-statistics',
    title: '巡检统计',
    permission: ['090301'],
    page: () => import('./pages/InspectionStatisticsPage'),
  },
  carParkStatistics: {
    path: '/data/car-park-statistics',
    title: '挪车统计',
    permission: ['0904'],
    page: () => import('./pages/CarParkStatisticsPage'),
  },
  areaManagement: {
    path: '/data/area-management',
    title: '区域管理',
    permission: ['0908'],
    page: () => import('./pages/AreaManagementPage'),
  },
  operationTasks: {
    path: '/data/operation-tasks',
    title: '运维任务',
    permission: ['0909'],
    page: () => import('./pages/OperationTasksPage'),
  },
  carInfoStatistics: {
    path: '/data/car-info-statistics',
    title: '车辆信息统计',
    permission: ['0906'],
    page: () => import('./pages/CarInfoStatisticsPage'),
  },
  stationStatistics: {
    path: '/data/station-statistics',
    title: '站点统计',
    permission: ['0907'],
    page: () => import('./pages/StationStatisticsPage'),
  },
  inspectReportStatistics: {
    path: '/data/inspect-report-statistics',
    title: '巡检报告统计',
    permission: ['0905'],
    page: () => import('./pages/InspectReportStatisticsPage'),
  },
} satisfies Record<string, PageRoute>;
