import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const productionRoutes = {
  importExport: {
    path: '/production/import-export',
    title: '导入导出',
    permission: ['06'],
    page: () => import('./pages/ImportExportPage'),
  },
  voltageScheme: {
    path: '/production/voltage-scheme',
    title: '电压方案',
    permission: ['06'],
    page: () => import('./pages/VoltageSchemePage'),
  },
  vehicleList: {
    path: '/production/vehicle-list',
    title: '车辆列表',
    permission: ['06'],
    page: () => import('./pages/VehicleListPage'),
  },
  vehicleEdit: {
    path: '/production/vehicle-list-edit',
    title: '编辑车辆',
    permission: ['06'],
    hidden: true,
    page: () => import('./pages/VehicleEditPage'),
  },
  voiceCustomization: {
    path: '/production/voice-customization',
    title: '语音定制',
    permission: ['06'],
    page: () => import('./pages/VoicePackPage'),
  },
  deviceUpgrade: {
    path: '/production/device-upgrade',
    title: '设备升级',
    permission: ['06'],
    page: () => import('./pages/DeviceUpgradePage'),
  },
  fixedCode: {
    path: '/production/fixedCode',
    title: '固定码',
    permission: ['06'],
    siteTypes: ['campus', 'fixedCode'],
    page: () => import('./pages/FixedCodePage'),
  },
} satisfies Record<string, PageRoute>;
