import type { PageLoader } from '@/shared/ui/lazyPage';
import type { Permission } from '@contract/codes';
import { RECORD_PAGES } from '@/shared/nav/paths';
import type { AppRoute } from '@/shared/nav/routeTypes';

/** Routes whose screen has not landed yet render the shared pending page. */
export const pending: PageLoader = () => import('@/shared/ui/PendingPage');

type Leaf = [path: string, title: string, permission: Permission[], extra?: Partial<AppRoute>];

const leaf = ([path, title, permission, extra]: Leaf): AppRoute => ({
  path,
  name: path.split('/').filter(Boolean).join('-'),
  meta: { title, permission },
  page: pending,
  ...extra,
});

function group(path: string, title: string, icon: string, permission: Permission[], children: Leaf[], redirect = true): AppRoute {
  const kids = children.map(leaf);
  return {
    path,
    name: path.slice(1),
    meta: { title, icon, permission },
    redirect: redirect ? kids.find((k) => !k.hidden)?.path : undefined,
    children: kids,
  };
}

const hidden = { hidden: true } as const;
const blank = { layout: 'blank' } as const;

/**
 * The route table (SPEC.md §2): menus, breadcrumbs, tab and document titles,
 * access and lazy loading all come from here. Paths are absolute.
 */
export const appRoutes: AppRoute[] = [
  {
    path: '/log', name: 'log', hidden: true,
    meta: { title: '首页', icon: 'home', permission: ['all'] },
    page: () => import('@/features/home/pages/HomePage'),
  },
  leaf(['/screenHome', '运营大屏', ['0221'], { ...blank, meta: { title: '运营大屏', icon: 'dashboard', permission: ['0221'] }, page: () => import('@/features/bigscreen/pages/OperationsScreenPage') }]),
  leaf(['/screenHome1', '营收大屏', ['LargeRevenueScreen'], { ...blank, meta: { title: '营收大屏', icon: 'fund', permission: ['LargeRevenueScreen'] }, page: () => import('@/features/bigscreen/pages/RevenueScreenPage') }]),
  leaf(['/home', '运营概览', ['02'], { ...hidden, page: () => import('@/features/dashboard/pages/OverviewPage') }]),
  group('/vehicle', '车辆监控', 'car', ['03'], [
    ['/vehicle/operation-map', '运营地图', ['0301'], { page: () => import('@/features/vehicles/pages/OperationMapPage') }],
    ['/vehicle/government-operation-map', '政府监管地图', ['030601'], { page: () => import('@/features/vehicles/pages/GovernmentMapPage') }],
    ['/vehicle/vehicle-query', '车辆查询', ['0302'], { page: () => import('@/features/vehicles/pages/VehicleQueryPage') }],
    ['/vehicle/operational-analysis', '运营分析', ['0304'], { page: () => import('@/features/vehicles/pages/OperationalAnalysisPage') }],
    ['/vehicle/vehicle-visualization', '设备监控', ['0305'], { page: () => import('@/features/vehicles/pages/DeviceMonitorPage') }],
    ['/vehicle/vehicle-screening', '车辆筛选', ['0307'], { page: () => import('@/features/vehicles/pages/VehicleScreeningPage') }],
  ]),
  group('/user-manage', '用户管理', 'team', ['07'], [
    ['/user-info', '用户列表', ['070101'], { page: () => import('@/features/users/pages/UserListPage') }],
    ['/student-certificate', '职业认证', ['0703'], { page: () => import('@/features/reviews/pages/StudentCertificatePage') }],
    ['/black-list', '黑名单', ['08'], { page: () => import('@/features/users/pages/BlacklistPage') }],
    ['/bindcard-list', '实名换绑', ['0704'], { page: () => import('@/features/reviews/pages/RebindPage') }],
    ['/user-order', '用户订单', ['1601'], { page: () => import('@/features/orders/pages/OrderListPage') }],
    ['/user-worksheet', '用户工单', ['0401'], { page: () => import('@/features/worksheets/pages/WorksheetListPage') }],
    ['/invoicing-ticket', '开票管理', ['20'], { page: () => import('@/features/reviews/pages/InvoicePage') }],
    ['/carReturn-approve', '还车审核', ['returnCarApp'], { page: () => import('@/features/reviews/pages/ReturnCarPage') }],
  ]),
  group('/data', '运维管理', 'tool', ['09'], [
    ['/data/power-change-statistics', '换电统计', ['0901'], { page: () => import('@/features/operations/pages/PowerChangeStatisticsPage') }],
    ['/data/repair-statistics', '维修统计', ['090201'], { page: () => import('@/features/operations/pages/RepairStatisticsPage') }],
    ['/data/inspection-statistics', '巡检统计', ['090301'], { page: () => import('@/features/operations/pages/InspectionStatisticsPage') }],
    ['/data/car-park-statistics', '挪车统计', ['0904'], { page: () => import('@/features/operations/pages/CarParkStatisticsPage') }],
    ['/data/area-management', '区域管理', ['0908'], { page: () => import('@/features/operations/pages/AreaManagementPage') }],
    ['/data/operation-tasks', '运维任务', ['0909'], { page: () => import('@/features/operations/pages/OperationTasksPage') }],
    ['/data/car-info-statistics', '车辆信息统计', ['0906'], { page: () => import('@/features/operations/pages/CarInfoStatisticsPage') }],
    ['/data/station-statistics', '站点统计', ['0907'], { page: () => import('@/features/operations/pages/StationStatisticsPage') }],
    ['/data/inspect-report-statistics', '巡检报告统计', ['0905'], { page: () => import('@/features/operations/pages/InspectReportStatisticsPage') }],
    ['/data/park-application', '站点申请', ['0910'], { page: () => import('@/features/parkApplications/pages/ParkApplicationPage') }],
  ]),
  group('/operation', '操作日志', 'file-search', ['14'], [
    ['/operation/vehicle-log', '车辆日志', ['1402'], { page: () => import('@/features/logs/pages/VehicleLogPage') }],
    ['/operation/device-log', '设备日志', ['1403'], { page: () => import('@/features/logs/pages/DeviceLogPage') }],
    ['/operation/operator-log', '操作员日志', ['1404'], { page: () => import('@/features/logs/pages/OperatorLogPage') }],
  ]),
  group('/permissions', '权限管理', 'safety', ['10'], [
    ['/permissions/role', '角色管理', ['1001'], { page: () => import('@/features/permissions/pages/RoleListPage') }],
    ['/permissions/add-role', '新增角色', ['1001'], { ...hidden, page: () => import('@/features/permissions/pages/RoleEditPage') }],
    ['/permissions/role-detail', '角色详情', ['1001'], { ...hidden, page: () => import('@/features/permissions/pages/RoleDetailPage') }],
    ['/permissions/user', '后台用户', ['1002'], { page: () => import('@/features/permissions/pages/OperatorListPage') }],
  ]),
  group('/marketing', '营销管理', 'gift', ['17'], [
    ['/marketing/recharge-activity', '充值活动', ['1701'], { page: () => import('@/features/marketing/pages/RechargeActivityPage') }],
    ['/marketing/charging-config', '计费配置', ['1702'], { page: () => import('@/features/marketing/pages/ChargingConfigPage') }],
    ['/marketing/mall-config', '商城配置', ['1703'], { page: () => import('@/features/marketing/pages/MallConfigPage') }],
    ['/marketing/help-config', '帮助配置', ['1704'], { page: () => import('@/features/marketing/pages/HelpConfigPage') }],
    ['/marketing/deposit-config', '会员配置', ['1705'], { page: () => import('@/features/marketing/pages/MembershipConfigPage') }],
    ['/marketing/activity-config', '骑行活动', ['1706']],
    ['/marketing/activity-task', '固定活动', ['1707']],
    ['/marketing/activity-task-edit', '编辑固定活动', ['1707'], hidden],
    ['/marketing/coupon', '优惠券', ['1709'], { page: () => import('@/features/marketing/pages/CouponListPage') }],
    ['/marketing/coupon-add', '新增优惠券', ['1709'], { ...hidden, page: () => import('@/features/marketing/pages/CouponEditPage') }],
    ['/marketing/custom-activity-task', '自定义活动', ['1710']],
    ['/marketing/custom-activity-task-edit', '编辑自定义活动', ['1710'], hidden],
    ['/marketing/invite-activity-task', '邀请有礼', ['yqyl'], { page: () => import('@/features/marketing/pages/InviteActivityPage') }],
    ['/marketing/invite-activity-task-edit', '编辑邀请有礼', ['yqyl'], { ...hidden, page: () => import('@/features/marketing/pages/InviteActivityEditPage') }],
    ['/marketing/user-rewards', '用户奖励', ['170801'], { page: () => import('@/features/marketing/pages/UserRewardsPage') }],
    ['/marketing/ad-config', '广告配置', ['17'], { page: () => import('@/features/marketing/pages/AdConfigPage') }],
  ]),
  group('/backend', '运营配置', 'setting', ['05'], [
    ['/backend/repair-config', '维修配置', ['0501'], { page: () => import('@/features/config/pages/RepairConfigPage') }],
    ['/backend/system-config', '系统配置', ['0502'], { page: () => import('@/features/config/pages/SystemConfigPage') }],
    ['/electronic/service-area-fence', '服务区围栏', ['0503'], { page: () => import('@/features/fences/pages/ServiceAreaFencePage') }],
    ['/electronic/parking-fence', '停车围栏', ['0504'], { page: () => import('@/features/fences/pages/ParkingFencePage') }],
    ['/electronic/parking-fence-tencent', '停车围栏（腾讯地图）', ['0504'], { page: () => import('@/features/fences/pages/ParkingFenceTencentPage') }],
    ['/electronic/no-stop-fence', '禁停围栏', ['0505'], { page: () => import('@/features/fences/pages/NoStopFencePage') }],
    ['/backend/notice-template', '通知模板', ['0506'], { page: () => import('@/features/config/pages/NoticeTemplatePage') }],
    ['/backend/message-config', '首页消息', ['0506'], { ...hidden, page: () => import('@/features/config/pages/MessageConfigPage') }],
  ]),
  group('/report', '报表', 'bar-chart', ['15'], [
    ['/report/download-statistics', '财务对账', ['FinancialReconciliation'], { page: () => import('@/features/reports/pages/ReconciliationPage') }],
    ['/report/financial-statistics', '日统计', ['150101'], { page: () => import('@/features/reports/pages/DailyReportPage') }],
    ['/report/transaction-order', '交易订单', ['1502'], { page: () => import('@/features/reports/pages/TransactionOrderPage') }],
    ['/report/wallet-report', '钱包报表', ['150301'], { page: () => import('@/features/reports/pages/WalletReportPage') }],
    ['/report/deposit-report', '押金报表', ['150401'], { page: () => import('@/features/reports/pages/DepositReportPage') }],
    ['/report/riding-card-report', '骑行卡报表', ['150501'], { page: () => import('@/features/reports/pages/RidingCardReportPage') }],
    ['/report/discount-card-report', '折扣卡报表', ['150601'], { page: () => import('@/features/reports/pages/DiscountCardReportPage') }],
  ]),
  group('/agent', '代理商', 'apartment', ['11'], [
    ['/agent/account-management', '账号管理', ['1101'], { page: () => import('@/features/agents/pages/AgentAccountPage') }],
    ['/agent/role-management', '角色管理', ['1102'], { page: () => import('@/features/agents/pages/AgentRoleListPage') }],
    ['/agent/add-role', '新增角色', ['1102'], { ...hidden, page: () => import('@/features/agents/pages/AgentRoleEditPage') }],
    ['/agent/service-area-management', '服务区管理', ['1103'], { page: () => import('@/features/agents/pages/ServiceAreaPage') }],
  ]),
  group('/production', '生产数据', 'build', ['all'], [
    ['/production/import-export', '导入导出', ['all']],
    ['/production/voltage-scheme', '电压方案', ['all']],
    ['/production/vehicle-list', '车辆列表', ['all']],
    ['/production/vehicle-list-edit', '编辑车辆', ['all'], hidden],
    ['/production/voice-customization', '语音定制', ['all']],
    ['/production/device-upgrade', '设备升级', ['all']],
    ['/production/fixedCode', '固定码', ['all'], { siteTypes: ['campus', 'fixedCode'] }],
  ]),
  group('/work', '工单', 'customer-service', ['18'], [
    ['/work/view-tickets', '查看工单', ['1801'], { page: () => import('@/features/support/pages/TicketListPage') }],
    ['/work/new-work-order', '新建工单', ['1802'], { page: () => import('@/features/support/pages/NewWorkOrderPage') }],
  ]),
  leaf([RECORD_PAGES.vehicle, '车辆详情', ['0302', '0301'], { ...blank, hidden: true, page: () => import('@/features/vehicles/pages/VehicleInfoPage') }]),
  leaf([RECORD_PAGES.worksheet, '工单详情', ['0401'], { ...blank, hidden: true, page: () => import('@/features/worksheets/pages/WorksheetDetailPage') }]),
  leaf([RECORD_PAGES.order, '订单详情', ['1601'], { ...blank, hidden: true, page: () => import('@/features/orders/pages/OrderDetailPage') }]),
  leaf([RECORD_PAGES.rider, '用户详情', ['070101'], { ...blank, hidden: true, page: () => import('@/features/users/pages/UserDetailPage') }]),
];
