import type { MenuEntry } from '@/shared/nav/menu';

/** The side menu's top level each demo role is shown, in order (the shell's test and the route table's). */
export const ROLE_MENUS = {
  administrator: [
    '运营大屏',
    '营收大屏',
    '车辆监控',
    '用户管理',
    '运维管理',
    '操作日志',
    '权限管理',
    '营销管理',
    '运营配置',
    '报表',
    '代理商',
    '生产数据',
    '工单',
  ],
  operations: ['车辆监控', '用户管理', '运维管理', '操作日志', '工单'],
  franchisee: ['用户管理', '报表'],
  finance: ['运营大屏', '营收大屏', '用户管理', '报表'],
  production: ['生产数据'],
} as const;

/** A small menu of three groups for the home page's and the command palette's tests. */
export const SAMPLE_MENU: MenuEntry[] = [
  { path: '/screenHome', title: '运营大屏', icon: 'dashboard' },
  {
    path: '/vehicle',
    title: '车辆监控',
    icon: 'car',
    children: [
      { path: '/vehicle/operation-map', title: '运营地图' },
      { path: '/vehicle/vehicle-query', title: '车辆查询' },
    ],
  },
  {
    path: '/operation',
    title: '操作日志',
    icon: 'file-search',
    children: [
      { path: '/operation/vehicle-log', title: '车辆日志' },
      { path: '/operation/device-log', title: '设备日志' },
      { path: '/operation/operator-log', title: '操作员日志' },
    ],
  },
];
