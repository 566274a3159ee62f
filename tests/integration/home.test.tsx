/**
 * The /log home (screen behaviour; issue 3 item 10) against the embedded backend:
 * welcome, shortcuts to the permitted areas, and '我的最近操作' from the operator
 * log with its loading, empty and error (retry) states.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import { http as mswHttp, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { homeApi } from '@/features/home/api';
import HomePage from '@/features/home/pages/HomePage';
import { useSession } from '@/shared/auth/session';
import { MenuContext } from '@/shared/nav/menu';
import { SAMPLE_MENU } from '../menus';
import { open } from '@/shared/utils/envelope';
import Cookies from 'js-cookie';
import { server, setupBackend, signInAs } from './harness/backend';
import { nowIso } from '@/shared/utils/clock';

setupBackend({ forgetSite: true });
afterEach(() => vi.restoreAllMocks());

const USER_LOGS = '*/ebike/v3/backend/platform/aliyunlog/userlogs';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderHome(menu = SAMPLE_MENU) {
  const user = userEvent.setup();
  const result = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <MemoryRouter initialEntries={['/log']}>
          <MenuContext.Provider value={menu}>
            <Routes>
              <Route path="/log" element={<HomePage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MenuContext.Provider>
        </MemoryRouter>
      </AntApp>
    </ConfigProvider>,
  );
  return { user, ...result };
}

const recentCard = () => screen.getByText('我的最近操作').closest('.ant-card') as HTMLElement;
const dataRows = () =>
  within(recentCard())
    .queryAllByRole('row')
    .filter((r) => r.closest('tbody') && !r.classList.contains('ant-table-placeholder'));

/** The decrypted query of every call to the operator log. */
function captureLogQueries(): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/platform/aliyunlog/userlogs')) return;
    const sealed = url.searchParams.get('params');
    seen.push(
      sealed ? open<Record<string, unknown>>(sealed, Cookies.get('_k')!) : Object.fromEntries(url.searchParams),
    );
  });
  return seen;
}

describe('/log home', () => {
  it('welcomes the operator with role level and sign-in times', async () => {
    await signInAs();
    renderHome();
    expect(screen.getByText('欢迎回来，平台管理员')).toBeInTheDocument();
    expect(screen.getByText('管理员')).toBeInTheDocument();
    expect(screen.getByText('手机号 138****0000')).toBeInTheDocument();
    expect(
      await screen.findByText(/^本次登录 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · 上次登录 \d{4}-\d{2}-\d{2}/),
    ).toBeInTheDocument();
  });

  it('a franchisee account is shown as such', async () => {
    await signInAs('13800000002');
    renderHome([]);
    expect(screen.getByText('欢迎回来，加盟商运营')).toBeInTheDocument();
    expect(screen.getByText('加盟商')).toBeInTheDocument();
  });

  it('shortcuts: one card per permitted area with its page count, opening its first page', async () => {
    await signInAs();
    const { user } = renderHome();
    const vehicle = screen.getByRole('link', { name: '车辆监控（2 个页面）' });
    expect(within(vehicle).getByText('2 个页面')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '操作日志（3 个页面）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '运营大屏（1 个页面）' })).toBeInTheDocument();
    await user.click(vehicle);
    expect(screen.getByTestId('where')).toHaveTextContent('/vehicle/operation-map');
  });

  it('a shortcut opens with the keyboard too', async () => {
    await signInAs();
    const { user } = renderHome();
    screen.getByRole('link', { name: '操作日志（3 个页面）' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/operation/vehicle-log');
  });

  it('no permitted area: no shortcut card', async () => {
    await signInAs();
    renderHome([]);
    expect(screen.queryByText('常用功能')).not.toBeInTheDocument();
  });

  it('my recent operations: this sign-in on top, at most 10 own entries, asked with opManId and pageSize 10', async () => {
    await signInAs();
    const queries = captureLogQueries();
    renderHome();
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const rows = dataRows();
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(within(rows[0]).getByText('登录系统')).toBeInTheDocument();
    expect(within(rows[0]).getByText('运营管理后台')).toBeInTheDocument();
    expect(within(rows[0]).getByText('本机')).toBeInTheDocument();
    expect(queries).toContainEqual(
      expect.objectContaining({ opManId: useSession.getState().opMan, pageSize: 10, page: 1 }),
    );
    // the operator log page is in the menu: a link to all of it
    expect(within(recentCard()).getByRole('button', { name: '查看全部' })).toBeInTheDocument();
  });

  it('says it is reading while loading', async () => {
    await signInAs();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mswHttp.get(USER_LOGS, async () => {
        await gate;
        return HttpResponse.json({ suc: true, data: { rows: [], total: 0 } });
      }),
    );
    renderHome();
    expect(await within(recentCard()).findByRole('status')).toHaveTextContent('正在读取最近操作…');
    release();
    await waitFor(() => expect(within(recentCard()).queryByRole('status')).toBeNull());
    expect(within(recentCard()).getByText('暂无操作记录')).toBeInTheDocument();
  });

  it('empty log: says there is nothing yet', async () => {
    await signInAs();
    server.use(mswHttp.get(USER_LOGS, () => HttpResponse.json({ suc: true, data: { rows: [], total: 0 } })));
    renderHome();
    expect(await within(recentCard()).findByText('暂无操作记录')).toBeInTheDocument();
  });

  it('a failing call shows the error and 重试 recovers', async () => {
    await signInAs();
    server.use(
      mswHttp.get(USER_LOGS, () =>
        HttpResponse.json({ suc: false, error: { code: 500, promt: '日志服务暂时不可用' } }, { status: 500 }),
      ),
    );
    const { user } = renderHome();
    const alert = await within(recentCard()).findByRole('alert');
    expect(within(alert).getByText('最近操作加载失败')).toBeInTheDocument();
    expect(within(alert).getByText('日志服务暂时不可用')).toBeInTheDocument();
    expect(screen.getByText('登录记录暂不可用')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(within(recentCard()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dataRows()[0]).getByText('登录系统')).toBeInTheDocument();

    // 重试 asks again for every read on screen that failed: the sign-in times recover with it
    expect(await screen.findByText(/本次登录 .* · 上次登录/)).toBeInTheDocument();
    expect(screen.queryByText('登录记录暂不可用')).not.toBeInTheDocument();
  });

  it('renders the data as plain text', async () => {
    await signInAs();
    const probe = '<img src=x onerror=alert(1)>';
    server.use(
      mswHttp.get(USER_LOGS, () =>
        HttpResponse.json({
          suc: true,
          data: {
            rows: [
              {
                id: 'OL1',
                opManId: 'OP0000',
                phone: '138****0000',
                name: '平台管理员',
                action: '新增优惠券',
                target: probe,
                ip: '10.0.0.1',
                at: nowIso(),
              },
            ],
            total: 1,
          },
        }),
      ),
    );
    renderHome();
    expect(await within(recentCard()).findByText(probe)).toBeInTheDocument();
    expect(recentCard().querySelector('img[src="x"]')).toBeNull();
  });

  it('aborts its calls when it leaves the page', async () => {
    await signInAs();
    const recent = vi.spyOn(homeApi, 'recentOperations');
    const logins = vi.spyOn(homeApi, 'recentLogins');
    // the logins' answer is held until the page has left (not a timed delay)
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    onTestFinished(() => release());
    server.use(
      mswHttp.get(USER_LOGS, async () => {
        await held;
        return HttpResponse.json({ suc: true, data: { rows: [], total: 0 } });
      }),
    );
    const { unmount } = renderHome();
    await waitFor(() => expect(recent).toHaveBeenCalled());
    await waitFor(() => expect(logins).toHaveBeenCalled());
    const signals = [...recent.mock.calls, ...logins.mock.calls].map((c) => c[1] as AbortSignal);
    expect(signals.some((sig) => sig.aborted)).toBe(false);
    unmount();
    expect(signals.every((sig) => sig.aborted)).toBe(true);
  });
});
