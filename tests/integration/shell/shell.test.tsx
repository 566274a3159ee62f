/**
 * The shell as each demo operator meets it (issue 3): exactly the menus of the
 * account's codes, logout behind its confirmation, and tabs whose hidden pages keep
 * what the user typed until the tab is refreshed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { getDb } from '@mocks/db/store';
import { DISPLAY_STORAGE_KEY, type DisplaySettings } from '@/shared/config/display';
import { storage } from '@/shared/utils/storage';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { API, server, setupBackend, signInForShell } from '../harness/backend';
import { call } from '../api/backendSession';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';
import { ROLE_MENUS } from '../../menus';

setupBackend();

withDesktopWindow();

/** The titles of the side menu's top level, in order. */
async function topMenu(): Promise<string[]> {
  const nav = await screen.findByRole('menu', {}, { timeout: SHELL_TIMEOUT });
  const tops = Array.from(nav.children).filter((li) => li.getAttribute('role') !== 'separator');
  return tops.map((li) => (li.querySelector('.ant-menu-title-content')?.textContent ?? '').trim());
}

describe('menus per demo account', SLOW, () => {
  const cases: Array<[string, keyof typeof ROLE_MENUS]> = [
    ['13800000000', 'administrator'],
    ['13800000001', 'operations'],
    ['13800000002', 'franchisee'],
    ['13800000003', 'finance'],
  ];
  for (const [phone, role] of cases) {
    it(`the ${role} (${phone}) sees exactly its menus`, async () => {
      await signInForShell(phone);
      renderApp('/log');
      await waitFor(async () => expect(await topMenu()).toEqual(ROLE_MENUS[role]), { timeout: SHELL_TIMEOUT });
    });
  }

  it('a typed address is checked against its group too: 0301 without 03 ends on /404', async () => {
    const staff = getDb().roles.find((r) => r.id === 'R002')!;
    staff.codes = [...staff.codes.filter((c) => c !== '03'), '0301'];
    await signInForShell('13800000001');
    renderApp('/vehicle/operation-map');
    await expectHash('#/404', SHELL_TIMEOUT);
  });

  it('the specification’s address of 职业认证 opens it, and the old one leads there with its query', async () => {
    await signInForShell('13800000000');
    renderApp('/student-certificate?status=approved');
    await expectHash('#/user-manage/student-certificate?status=approved', SHELL_TIMEOUT);
    expect(await screen.findByRole('tab', { name: /职业认证/ }, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
  });

  it('a page outside the account’s codes, typed as a URL, ends on /404', async () => {
    await signInForShell('13800000002');
    renderApp('/permissions/role');
    await expectHash('#/404', SHELL_TIMEOUT);
  });
});

describe('side menu', SLOW, () => {
  it('folding the menu is kept with the preferences: the next visit opens it folded', async () => {
    await signInForShell('13800000000');
    const { user, unmount } = renderApp('/black-list');
    await user.click(await screen.findByRole('button', { name: '收起菜单' }, { timeout: SHELL_TIMEOUT }));
    expect(storage.get<DisplaySettings>(DISPLAY_STORAGE_KEY)).toMatchObject({ siderCollapsed: true });
    unmount();
    renderApp('/black-list');
    expect(await screen.findByRole('button', { name: '展开菜单' }, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
  });
});

/** The sign-outs (`POST /auth/logout`) the backend receives from now on: the token each was sent with, and its status. */
function trackSignOuts(): Array<{ token: string; status?: number }> {
  const seen: Array<{ token: string; status?: number }> = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith('/auth/logout'))
      seen.push({ token: request.headers.get('Authorization') ?? '', status: response.status });
  });
  return seen;
}

/** 退出登录 from the account menu, confirmed. */
async function signOut(user: ReturnType<typeof renderApp>['user']): Promise<void> {
  await user.click(await screen.findByRole('button', { name: /账号菜单/ }, { timeout: SHELL_TIMEOUT }));
  await user.click((await screen.findAllByText('退出登录')).at(-1)!);
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

describe('logout', SLOW, () => {
  it('asks 真的要注销登录吗 ?, cancel keeps the session, confirm revokes the token, clears the session and leaves the shell', async () => {
    await signInForShell('13800000000');
    const { user } = renderApp('/log');
    const account = await screen.findByRole('button', { name: /账号菜单/ }, { timeout: SHELL_TIMEOUT });
    const token = useSession.getState().token!;
    const keys = { _t: Cookies.get('_t')!, _k: Cookies.get('_k')! };
    const signOuts = trackSignOuts();

    await user.click(account);
    await user.click((await screen.findAllByText('退出登录')).at(-1)!);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('真的要注销登录吗 ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(useSession.getState().token).toBeTruthy();
    expect(window.location.hash).toBe('#/log');

    await user.click(account);
    await user.click((await screen.findAllByText('退出登录')).at(-1)!);
    dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(useSession.getState().token).toBeFalsy());
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
    expect(Object.keys(localStorage).filter((k) => /token|objectId|opMan/i.test(k))).toEqual([]);
    // the backend was asked to revoke the token, and refuses it from then on
    await waitFor(() => expect(signOuts).toEqual([{ token: `Bearer ${token}`, status: 200 }]));
    const read = await call('GET', '/platform/permission/allCode', { keys, token, query: { opManId: 'OP0000' } });
    expect(read.status).toBe(401);
  });

  it.each([
    ['refuses it (500)', 500],
    ['has no such call (404)', 404],
  ])('signs out all the same when the backend %s, and says nothing of it', async (_, status) => {
    server.use(http.post(`${API}/auth/logout`, () => HttpResponse.json({ suc: false }, { status })));
    await signInForShell('13800000000');
    const { user } = renderApp('/log');
    const signOuts = trackSignOuts();
    await signOut(user);
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/login/));
    expect(useSession.getState().token).toBeFalsy();
    await waitFor(() => expect(signOuts).toEqual([{ token: expect.stringMatching(/^Bearer /), status }]));
    expect(screen.queryByText(/请求错误|服务器|授权验证失败/)).toBeNull();
  });
});

/** The values of every 关键词 field mounted (the shown tab's and the hidden ones'). */
const keywords = () => screen.getAllByLabelText<HTMLInputElement>('关键词').map((i) => i.value);

describe('tabs', SLOW, () => {
  it('a hidden tab keeps what was typed; 刷新当前 remounts it empty', async () => {
    await signInForShell('13800000000');
    const { user } = renderApp('/black-list');
    const phone = await screen.findByLabelText('关键词', {}, { timeout: SHELL_TIMEOUT });
    await user.type(phone, '13912');

    // open another page from the menu: a second tab, the first one hidden
    await user.click(await screen.findByText('用户订单'));
    await expectHash('#/user-order', SHELL_TIMEOUT);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(expect.arrayContaining(['黑名单', '用户订单']));

    // back to the first tab: the typed value is still there
    await user.click(screen.getByRole('tab', { name: /黑名单/ }));
    await expectHash('#/black-list');
    await waitFor(() => expect(keywords()).toContain('13912'));

    // refresh it from its context menu: a fresh page
    const label = screen.getByRole('tab', { name: /黑名单/ }).querySelector('[data-tab-key]')!;
    await user.pointer({ keys: '[MouseRight]', target: label });
    await user.click(await screen.findByText('刷新当前'));
    await waitFor(() => expect(keywords()).not.toContain('13912'), { timeout: SHELL_TIMEOUT });
    expect(keywords().length).toBeGreaterThan(0);
  });

  it('a form page that also edits is titled for what it does: 编辑角色 with a role, 新增角色 without', async () => {
    await signInForShell('13800000000');
    renderApp('/permissions/add-role?id=R002');
    expect(await screen.findByRole('tab', { name: /编辑角色/ }, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByText('编辑角色')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^编辑角色 - /));
    expect(screen.queryByRole('tab', { name: /新增角色/ })).not.toBeInTheDocument();

    // the same page without a record: its one tab now says 新增角色
    window.location.hash = '#/permissions/add-role';
    expect(await screen.findByRole('tab', { name: /新增角色/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /编辑角色/ })).not.toBeInTheDocument();
  });

  it('the only tab cannot close: its context menu warns instead', async () => {
    await signInForShell('13800000000');
    const { user } = renderApp('/black-list');
    const tab = await screen.findByRole('tab', { name: /黑名单/ }, { timeout: SHELL_TIMEOUT });
    await user.pointer({ keys: '[MouseRight]', target: tab.querySelector('[data-tab-key]')! });
    await user.click(await screen.findByText('关闭右侧'));
    expect(await screen.findByText('右侧没有标签')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });
});
