import {
  CheckOutlined,
  DownOutlined,
  LogoutOutlined,
  SearchOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { logout } from '@/shared/auth/logout';
import { useSession } from '@/shared/auth/session';
import { useDisplay } from '@/shared/config/display';
import { lazyPart } from '@/shared/ui/lazyPart';
import ScopeSelector from './ScopeSelector';
import DownloadCenterButton from '@/features/downloads/DownloadCenterButton';
import { openPalette } from './paletteEvents';

// The settings drawer (Radio, Switch, Alert…) loads when it is first opened, not with the shell.
const SettingsDrawer = lazyPart(() => import('./SettingsDrawer'));

/**
 * The drawer is a preview tool (its own notice: 配置栏只在开发环境用于预览，生产环境不会展现): offered in
 * development and the demo, never in the production build an operator deploys.
 */
export const SETTINGS_OFFERED = import.meta.env.MODE !== 'production';

/**
 * Header right side: scope selectors, search, the operator menu (settings, the white-label
 * switch 显示客户品牌, log out). The switch is here, not only in the preview drawer, so that
 * the deployed console has it: off, the whole console shows the built-in brand (title, logo,
 * watermark) instead of the site's.
 */
export default function HeaderRight() {
  const profile = useSession((s) => s.profile);
  const whiteLabel = useDisplay((s) => s.whiteLabel);
  const { modal } = App.useApp();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsShown, setSettingsShown] = useState(false);

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      // the dialog closes at once: the sign-out does not wait for the backend's revoking of the token
      onOk: () => void logout(),
    });

  return (
    <Space size="middle" className="shell-header__right">
      <ScopeSelector />
      <Tooltip title="搜索页面（Ctrl+K）">
        <Button type="text" aria-label="搜索页面" icon={<SearchOutlined />} onClick={openPalette} />
      </Tooltip>
      <DownloadCenterButton />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...(SETTINGS_OFFERED ? [{ key: 'settings', icon: <SettingOutlined />, label: '界面设置' }] : []),
            {
              key: 'brand',
              // a tick while the site's brand is shown, and the state in words
              icon: whiteLabel ? <span className="anticon" aria-hidden /> : <CheckOutlined />,
              label: '显示客户品牌',
              extra: whiteLabel ? '关' : '开',
            },
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') {
              confirmLogout();
              return;
            }
            if (key === 'brand') {
              useDisplay.getState().set({ whiteLabel: !whiteLabel });
              return;
            }
            setSettingsShown(true);
            setSettingsOpen(true);
          },
        }}
      >
        <Button type="text" aria-label="账号菜单">
          <Avatar size="small" icon={<UserOutlined />} />
          <span>{profile?.name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {settingsShown ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Space>
  );
}
