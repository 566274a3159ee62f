import type { Permission } from '@contract/codes';
import { bigscreenRoutes } from '@/features/bigscreen/routes';
import { homeRoutes } from '@/features/home/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { vehiclesRoutes } from '@/features/vehicles/routes';
import { ridersRoutes } from '@/features/riders/routes';
import { reviewsRoutes } from '@/features/reviews/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { worksheetsRoutes } from '@/features/worksheets/routes';
import { operationsRoutes } from '@/features/operations/routes';
import { parkApplicationsRoutes } from '@/features/parkApplications/routes';
import { logsRoutes } from '@/features/logs/routes';
import { permissionsRoutes } from '@/features/permissions/routes';
import { marketingRoutes } from '@/features/marketing/routes';
import { configRoutes } from '@/features/config/routes';
import { fencesRoutes } from '@/features/fences/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { agentsRoutes } from '@/features/agents/routes';
import { supportRoutes } from '@/features/support/routes';
import { productionRoutes } from '@/features/production/routes';
import type { AppRoute, PageRoute } from '@/shared/nav/routeTypes';

const nameOf = (path: string) => path.split('/').filter(Boolean).join('-');

/** A feature's page as an entry of the table. */
function leaf(r: PageRoute): AppRoute {
  const { path, title, editTitle, permission, icon, page, hidden, layout, standalone, siteTypes, prefetch } = r;
  return {
    path,
    name: nameOf(path),
    meta: { title, permission, ...(icon ? { icon } : {}), ...(editTitle ? { editTitle } : {}) },
    page,
    hidden,
    layout,
    ...(standalone ? { standalone } : {}),
    siteTypes,
    ...(prefetch ? { prefetch } : {}),
  };
}

function group(
  path: string,
  title: string,
  icon: string,
  permission: Permission[],
  children: PageRoute[],
  redirect = true,
): AppRoute {
  const kids = children.map(leaf);
  return {
    path,
    name: path.slice(1),
    meta: { title, icon, permission },
    redirect: redirect ? kids.find((k) => !k.hidden)?.path : undefined,
    children: kids,
  };
}

/**
 * The route table (screens and routes): menus, breadcrumbs, tab and document titles,
 * access and lazy loading all come from here. Paths are absolute.
 */
export const appRoutes: AppRoute[] = [
  leaf(homeRoutes.home),
  leaf(bigscreenRoutes.operationsScreen),
  leaf(bigscreenRoutes.revenueScreen),
  leaf(dashboardRoutes.overview),
  group(
    '/vehicle',
    '车辆监控',
    'car',
    ['03'],
    [
      vehiclesRoutes.operationMap,
      vehiclesRoutes.governmentMap,
      vehiclesRoutes.vehicleQuery,
      vehiclesRoutes.operationalAnalysis,
      vehiclesRoutes.deviceMonitor,
      vehiclesRoutes.vehicleScreening,
    ],
  ),
  group(
    '/user-manage',
    '用户管理',
    'team',
    ['07'],
    [
      ridersRoutes.riderList,
      reviewsRoutes.studentCertificate,
      ridersRoutes.blacklist,
      reviewsRoutes.rebind,
      ordersRoutes.orderList,
      worksheetsRoutes.worksheetList,
      reviewsRoutes.invoice,
      reviewsRoutes.returnCar,
    ],
  ),
  group(
    '/data',
    '运维管理',
    'tool',
    ['09'],
    [
      operationsRoutes.powerChangeStatistics,
      operationsRoutes.repairStatistics,
      operationsRoutes.inspectionStatistics,
      operationsRoutes.carParkStatistics,
      operationsRoutes.areaManagement,
      operationsRoutes.operationTasks,
      operationsRoutes.carInfoStatistics,
      operationsRoutes.stationStatistics,
      operationsRoutes.inspectReportStatistics,
      parkApplicationsRoutes.parkApplication,
    ],
  ),
  group(
    '/operation',
    '操作日志',
    'file-search',
    ['14'],
    [logsRoutes.vehicleLog, logsRoutes.deviceLog, logsRoutes.operatorLog],
  ),
  group(
    '/permissions',
    '权限管理',
    'safety',
    ['10'],
    [
      permissionsRoutes.roleList,
      permissionsRoutes.roleEdit,
      permissionsRoutes.roleDetail,
      permissionsRoutes.operatorList,
      permissionsRoutes.permissionGroups,
      permissionsRoutes.deviceAuthorization,
    ],
  ),
  group(
    '/marketing',
    '营销管理',
    'gift',
    ['17'],
    [
      marketingRoutes.rechargeActivity,
      marketingRoutes.chargingConfig,
      marketingRoutes.mallConfig,
      marketingRoutes.helpConfig,
      marketingRoutes.membershipConfig,
      marketingRoutes.ridingActivity,
      marketingRoutes.activityTask,
      marketingRoutes.activityTaskEdit,
      marketingRoutes.couponList,
      marketingRoutes.couponEdit,
      marketingRoutes.customTask,
      marketingRoutes.customTaskEdit,
      marketingRoutes.inviteActivity,
      marketingRoutes.inviteActivityEdit,
      marketingRoutes.userRewards,
      marketingRoutes.adConfig,
    ],
  ),
  group(
    '/backend',
    '运营配置',
    'setting',
    ['05'],
    [
      configRoutes.repairConfig,
      configRoutes.systemConfig,
      fencesRoutes.serviceAreaFence,
      fencesRoutes.parkingFence,
      fencesRoutes.parkingFenceTencent,
      fencesRoutes.noStopFence,
      configRoutes.noticeTemplate,
      configRoutes.messageConfig,
    ],
  ),
  group(
    '/report',
    '报表',
    'bar-chart',
    ['15'],
    [
      reportsRoutes.reconciliation,
      reportsRoutes.dailyReport,
      reportsRoutes.transactionOrder,
      reportsRoutes.walletReport,
      reportsRoutes.depositReport,
      reportsRoutes.ridingCardReport,
      reportsRoutes.discountCardReport,
    ],
  ),
  group(
    '/agent',
    '代理商',
    'apartment',
    ['11'],
    [agentsRoutes.agentAccount, agentsRoutes.agentRoleList, agentsRoutes.agentRoleEdit, agentsRoutes.serviceArea],
  ),
  group(
    '/production',
    '生产数据',
    'build',
    ['06'],
    [
      productionRoutes.importExport,
      productionRoutes.voltageScheme,
      productionRoutes.vehicleList,
      productionRoutes.vehicleEdit,
      productionRoutes.voiceCustomization,
      productionRoutes.deviceUpgrade,
      productionRoutes.fixedCode,
    ],
  ),
  group('/work', '工单', 'customer-service', ['18'], [supportRoutes.ticketList, supportRoutes.newWorkOrder]),
  leaf(vehiclesRoutes.vehicleInfo),
  leaf(worksheetsRoutes.worksheetDetail),
  leaf(ordersRoutes.orderDetail),
  leaf(ridersRoutes.riderDetail),
];

/**
 * Addresses the console answered before a route moved, and where they lead now (the
 * query string is kept), so bookmarks and links keep working.
 */
export const movedRoutes: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/student-certificate', to: reviewsRoutes.studentCertificate.path },
];
