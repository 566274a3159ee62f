import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const marketingRoutes = {
  rechargeActivity: {
    path: '/marketing/recharge-activity',
    title: '充值活动',
    permission: ['1701'],
    page: () => import('./pages/RechargeActivityPage'),
  },
  chargingConfig: {
    path: '/marketing/charging-config',
    title: '计费配置',
    permission: ['1702'],
    page: () => import('./pages/ChargingConfigPage'),
  },
  mallConfig: {
    path: '/marketing/mall-config',
    title: '商城配置',
    permission: ['1703'],
    page: () => import('./pages/MallConfigPage'),
  },
  helpConfig: {
    path: '/marketing/help-config',
    title: '帮助配置',
    permission: ['1704'],
    page: () => import('./pages/HelpConfigPage'),
  },
  membershipConfig: {
    path: '/marketing/deposit-config',
    title: '会员配置',
    permission: ['1705'],
    page: () => import('./pages/MembershipConfigPage'),
  },
  ridingActivity: {
    path: '/marketing/activity-config',
    title: '骑行活动',
    permission: ['1706'],
    page: () => import('./pages/RidingActivityPage'),
  },
  activityTask: {
    path: '/marketing/activity-task',
    title: '固定活动',
    permission: ['1707'],
    page: () => import('./pages/ActivityTaskPage'),
  },
  activityTaskEdit: {
    path: '/marketing/activity-task-edit',
    title: '编辑固定活动',
    permission: ['1707'],
    hidden: true,
    page: () => import('./pages/ActivityTaskEditPage'),
  },
  couponList: {
    path: '/marketing/coupon',
    title: '优惠券',
    permission: ['1709'],
    page: () => import('./pages/CouponListPage'),
  },
  couponEdit: {
    path: '/marketing/coupon-add',
    title: '新增优惠券',
    editTitle: '编辑优惠券',
    permission: ['1709'],
    hidden: true,
    page: () => import('./pages/CouponEditPage'),
  },
  customTask: {
    path: '/marketing/custom-activity-task',
    title: '自定义活动',
    permission: ['1710'],
    page: () => import('./pages/CustomTaskPage'),
  },
  customTaskEdit: {
    path: '/marketing/custom-activity-task-edit',
    title: '编辑自定义活动',
    permission: ['1710'],
    hidden: true,
    page: () => import('./pages/CustomTaskEditPage'),
  },
  inviteActivity: {
    path: '/marketing/invite-activity-task',
    title: '邀请有礼',
    permission: ['yqyl'],
    page: () => import('./pages/InviteActivityPage'),
  },
  inviteActivityEdit: {
    path: '/marketing/invite-activity-task-edit',
    title: '编辑邀请有礼',
    permission: ['yqyl'],
    hidden: true,
    page: () => import('./pages/InviteActivityEditPage'),
  },
  userRewards: {
    path: '/marketing/user-rewards',
    title: '用户奖励',
    permission: ['170801'],
    page: () => import('./pages/UserRewardsPage'),
  },
  adConfig: {
    path: '/marketing/ad-config',
    title: '广告配置',
    permission: ['17'],
    page: () => import('./pages/AdConfigPage'),
  },
} satisfies Record<string, PageRoute>;
