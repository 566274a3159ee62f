import { ArrowLeftOutlined } from '@ant-design/icons';
import { App as AntApp, Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useBranding } from '@/shared/config/site';
import { trailOf } from '@/shared/nav/routeAccess';
import type { AppRoute } from '@/shared/nav/routeTypes';
import { StandaloneScreen } from '@/widgets/bigscreen/frame';
import LeaveGuard from '@/shared/ui/unsaved/LeaveGuard';
import ShellWatermark from './components/ShellWatermark';

/**
 * Pages outside the shell: a big screen opened standalone (`children`: the page) fills the
 * window; detail pages (the router's outlet) get a slim bar with Back.
 */
export default function BlankLayout({ table, children }: { table: AppRoute[]; children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const brand = useBranding();
  const route = trailOf(table, pathname).at(-1);
  const bigScreen = !route?.hidden;
  useEffect(() => {
    document.title = route?.meta?.title ? `${route.meta.title} - ${brand.title}` : brand.title;
  }, [route, brand.title]);
  // Its own antd <App>: App.useApp() (modal, message, notification) in these pages.
  return (
    <AntApp>
      <LeaveGuard />
      {bigScreen ? (
        // the big screen fills the window (position: fixed): so does its watermark
        <ShellWatermark style={{ position: 'fixed', inset: 0 }}>
          <StandaloneScreen.Provider value>{children ?? <Outlet />}</StandaloneScreen.Provider>
        </ShellWatermark>
      ) : (
        <ShellWatermark>
          <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
            <header
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '12px 24px',
                background: '#fff',
                boxShadow: '0 1px 4px rgba(0,21,41,.08)',
              }}
            >
              <Button
                icon={<ArrowLeftOutlined />}
                onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/log'))}
              >
                返回
              </Button>
              <h1 style={{ margin: 0, fontSize: 18 }}>{route?.meta?.title}</h1>
            </header>
            <main style={{ padding: 24 }}>
              <Outlet />
            </main>
          </div>
        </ShellWatermark>
      )}
    </AntApp>
  );
}
