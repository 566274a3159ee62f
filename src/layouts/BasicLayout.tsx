import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Drawer, Layout } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { useSession } from '@/shared/auth/session';
import { effectiveSettings, useDisplay } from '@/shared/config/display';
import { useBranding, useSite } from '@/shared/config/site';
import { MenuContext } from '@/shared/nav/menu';
import { buildMenu, routeAllowed, trailOf } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';
import { useScreenFocus } from '@/widgets/bigscreen/frame';
import LeaveGuard from '@/shared/ui/unsaved/LeaveGuard';
import { sidebarOpenFor } from '@/shared/utils/breakpoints';
import Breadcrumbs from './components/Breadcrumbs';
import ChatButton from './components/ChatButton';
import CommandPalette from './components/CommandPalette';
import HeaderRight from './components/HeaderRight';
import NavMenu from './components/NavMenu';
import ShellWatermark from './components/ShellWatermark';
import TabBar from './tabs/TabBar';
import TabViews from './tabs/TabViews';
import { useTabs } from './tabs/tabsStore';
import { useKeptPages } from './tabs/useKeptPages';
import { useDevice, useScrolledDown } from './useDevice';
import { useTabSync } from './useTabSync';
import './basicLayout.css';

const SIDER_WIDTH = 256;
const SIDER_COLLAPSED = 80;

function Brand({ collapsed, dark }: { collapsed?: boolean; dark: boolean }) {
  const brand = useBranding();
  return (
    <div className={`shell-brand ${dark ? 'shell-brand--dark' : ''}`}>
      <img src={brand.logo} alt="" width={32} height={32} />
      {collapsed ? null : <span>{brand.title}</span>}
    </div>
  );
}

/** antd's Watermark clips its box (overflow: hidden): the shell's sticky header needs it visible. */
const SHELL_MARK_STYLE = { overflow: 'visible' } as const;

/**
 * The console shell (screens and routes): side or top menu from the route table, header,
 * breadcrumbs, the multi-tab bar with kept-alive pages, watermark, chat and palette.
 */
export default function BasicLayout({ table, pages }: { table: AppRoute[]; pages: RouteObject[] }) {
  const { pathname, search } = useLocation();
  const codes = useSession((s) => s.codes);
  const siteType = useSite((s) => s.config?.webType);
  const settings = effectiveSettings(useDisplay());
  const device = useDevice();
  // a desktop keeps the menu folded or open with the stored preferences; a tablet opens folded
  const [tabletCollapsed, setTabletCollapsed] = useState(!sidebarOpenFor(device));
  const desktop = device === 'desktop';
  const collapsed = desktop ? settings.siderCollapsed : tabletCollapsed;
  const setCollapsed = (next: boolean) =>
    desktop ? void useDisplay.getState().set({ siderCollapsed: next }) : setTabletCollapsed(next);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenDevice, setSeenDevice] = useState(device);
  if (seenDevice !== device) {
    setSeenDevice(device);
    setTabletCollapsed(!sidebarOpenFor(device));
    setDrawerOpen(false);
  }

  const menu = useMemo(() => buildMenu(table, codes, siteType), [table, codes, siteType]);
  const trail = useMemo(() => trailOf(table, pathname), [table, pathname]);
  const page = trail[trail.length - 1];
  // a form page that also edits is titled for what it does (编辑角色, not 新增角色)
  const editing = Boolean(page?.meta?.editTitle) && new URLSearchParams(search).has('id');
  const title = editing ? page?.meta?.editTitle : page?.meta?.title;
  // a page the operator may not open answers 404 (Permitted): it gets no tab that would outlive that
  const open = trail.every((r) => routeAllowed(r, codes, siteType));
  const active = useTabSync(open ? title : undefined);
  const tabs = useTabs((s) => s.tabs);
  const leavePolicy = useKeptPages(pages, settings.multiTab);
  const brand = useBranding();
  useEffect(() => {
    document.title = title ? `${title} - ${brand.title}` : brand.title;
  }, [title, brand.title]);

  // a big screen shown alone (全屏): header, menu, breadcrumbs, tabs and chat step aside; the
  // page itself (and its timers) stays mounted
  const focused = useScreenFocus((s) => s.on);
  const top = settings.layout === 'top';
  const mobile = device === 'mobile';
  const dark = settings.navTheme === 'dark';
  const headerHidden = useScrolledDown(settings.fixedHeader && settings.autoHideHeader);
  const trailPaths = trail.map((r) => r.path);
  const siderWidth = collapsed ? SIDER_COLLAPSED : SIDER_WIDTH;

  const navMenu = (mode: 'inline' | 'horizontal', onNavigate?: () => void) => (
    <NavMenu
      entries={menu}
      trail={trailPaths}
      mode={mode}
      theme={mode === 'horizontal' && !dark ? 'light' : settings.navTheme}
      collapsed={collapsed && !mobile}
      onNavigate={onNavigate}
    />
  );

  return (
    // The shell's own antd <App>: App.useApp() (modal, message, notification) in its pages.
    <AntApp>
      <LeaveGuard policy={leavePolicy} />
      <MenuContext.Provider value={menu}>
        {/* the watermark over the whole shell: menu and header included (above their z-index) */}
        <ShellWatermark style={SHELL_MARK_STYLE}>
          <Layout className="shell" style={{ minHeight: '100vh' }}>
            {!top && !mobile && !focused ? (
              <Layout.Sider
                width={SIDER_WIDTH}
                collapsedWidth={SIDER_COLLAPSED}
                collapsed={collapsed}
                trigger={null}
                theme={settings.navTheme}
                className={settings.fixSiderbar ? 'shell-sider shell-sider--fixed' : 'shell-sider'}
              >
                <Brand collapsed={collapsed} dark={dark} />
                {navMenu('inline')}
              </Layout.Sider>
            ) : null}
            {settings.fixSiderbar && !top && !mobile && !focused ? (
              <div style={{ width: siderWidth, flex: `0 0 ${siderWidth}px` }} aria-hidden />
            ) : null}
            {mobile ? (
              <Drawer
                open={drawerOpen}
                placement="left"
                size={SIDER_WIDTH}
                onClose={() => setDrawerOpen(false)}
                styles={{ body: { padding: 0 } }}
                title={null}
                closable={false}
              >
                <div style={{ minHeight: '100%', background: dark ? '#001529' : '#fff' }}>
                  <Brand dark={dark} />
                  {navMenu('inline', () => setDrawerOpen(false))}
                </div>
              </Drawer>
            ) : null}
            <Layout>
              {focused ? null : (
                <Layout.Header
                  className={`shell-header ${top && dark ? 'shell-header--dark' : ''} ${settings.fixedHeader ? 'shell-header--fixed' : ''} ${headerHidden ? 'shell-header--hidden' : ''}`}
                >
                  <div
                    className={
                      top && settings.contentWidth === 'fixed'
                        ? 'shell-fixed-width shell-header__inner'
                        : 'shell-header__inner'
                    }
                  >
                    {top ? <Brand dark={dark} /> : null}
                    {!top || mobile ? (
                      <Button
                        type="text"
                        aria-label={collapsed ? '展开菜单' : '收起菜单'}
                        icon={collapsed || mobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                        onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
                      />
                    ) : null}
                    {top && !mobile ? navMenu('horizontal') : <div style={{ flex: 1 }} />}
                    <HeaderRight />
                  </div>
                </Layout.Header>
              )}
              <Layout.Content
                className={
                  top && settings.contentWidth === 'fixed' ? 'shell-content shell-fixed-width' : 'shell-content'
                }
              >
                {focused ? null : <Breadcrumbs trail={trail} current={title} />}
                {settings.multiTab && !focused ? <TabBar active={active} /> : null}
                {/* Layout.Content is the page's one <main>; the page itself is a named region in it */}
                <section className="shell-page" aria-label={page?.meta?.title}>
                  <TabViews pages={pages} tabs={tabs} active={active} keepAlive={settings.multiTab} />
                </section>
              </Layout.Content>
            </Layout>
            <CommandPalette />
            {focused ? null : <ChatButton />}
          </Layout>
        </ShellWatermark>
      </MenuContext.Provider>
    </AntApp>
  );
}
