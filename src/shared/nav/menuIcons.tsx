import {
  ApartmentOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FundOutlined,
  GiftOutlined,
  HomeOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the route table's `icon` names, for the shell's menu and the home's shortcuts. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
  fund: <FundOutlined />,
  car: <CarOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  'file-search': <FileSearchOutlined />,
  safety: <SafetyOutlined />,
  gift: <GiftOutlined />,
  setting: <SettingOutlined />,
  'bar-chart': <BarChartOutlined />,
  apartment: <ApartmentOutlined />,
  build: <BuildOutlined />,
  'customer-service': <CustomerServiceOutlined />,
};

export const menuIcon = (name?: string): ReactNode => (name ? ICONS[name] : undefined);
