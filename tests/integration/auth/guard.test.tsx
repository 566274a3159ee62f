/**
 * The route guards of the screens and routes, states and transitions (RequireAuth, PublicOnly, the catch-all)
 * and the public register pages, with the real router against the embedded backend.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@/features/auth/api';
import { isLoggedIn, useSession } from '@/shared/auth/session';
import { storage } from '@/shared/utils/storage';
import { server, setupBackend, signInForShell, trackRequests } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW } from '../harness/render';
import { settled } from '../harness/settled';

setupBackend();

afterEach(() => {
  vi.restoreAllMocks();
});

const ALL_CODE = '*/ebike/v3/backend/platform/permission/allCode';

/** A reload of a signed-in session: the session comes back from storage, not from a sign-in on this page. */
const reloaded = () => useSession.setState({ fresh: false });

/** Every hash the router writes (it replaces history entries on redirects). */
/** /log opened right after signing in: 请求用户信息失败，请重试, then signed out on /login-home with the way back. */
async function expectSignedOutOnOpen(): Promise<void> {
  renderApp('/log');
  expect(
    await screen.findByText('请求用户信息失败，请重试', undefined, { timeout: SHELL_TIMEOUT }),
  ).toBeInTheDocument();
  await expectHash('#/login-home?redirect=%2Flog');
  expect(isLoggedIn()).toBe(false);
}

function recordHashes(): string[] {
  const seen: string[] = [];
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    vi.spyOn(window.history, method).mockImplementation((data: unknown, unused: string, url?: string | URL | null) => {
      if (url != null) seen.push(new URL(String(url), window.location.href).hash);
      original(data, unused, url);
    });
  }
  return seen;
}

describe('signed out', SLOW, () => {
  it('a protected route sends the visitor to /login-home with the wanted path', async () => {
    renderApp('/log');
    await expectHash('#/login-home?redirect=%2Flog');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeInTheDocument();
    expect(screen.getByText('登录后将返回您要访问的页面。')).toBeInTheDocument();
    expect(screen.queryByText(/欢迎回来/)).not.toBeInTheDocument();
  });

  it('keeps the query of the wanted path in the redirect', async () => {
    renderApp('/log?from=mail');
    await expectHash(`#/login-home?redirect=${encodeURIComponent('/log?from=mail')}`);
  });

  it('the root also needs sign-in', async () => {
    renderApp('/');
    await expectHash('#/login-home?redirect=%2F');
  });

  it('login-home leads to the login form, carrying the redirect', async () => {
    const { user } = renderApp('/log');
    await expectHash('#/login-home?redirect=%2Flog');
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }));
    await expectHash('#/login?redirect=%2Flog');
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
  });

  it('an unknown path goes to /404', async () => {
    renderApp('/nope');
    await expectHash('#/404');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('a stored token without the _t cookie is not signed in', async () => {
    await signInForShell('13800000000');
    document.cookie = '_t=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    renderApp('/log');
    await expectHash('#/login-home?redirect=%2Flog');
  });
});

describe('signed in', SLOW, () => {
  it('/ redirects to /log, the home', async () => {
    await signInForShell('13800000000');
    renderApp('/');
    await expectHash('#/log', SHELL_TIMEOUT);
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
  });

  it('opening /login goes to / and from there to /log', async () => {
    await signInForShell('13800000000');
    const hashes = recordHashes();
    renderApp('/login');
    await expectHash('#/log', SHELL_TIMEOUT);
    expect(hashes).toContain('#/');
    expect(hashes.indexOf('#/')).toBeLessThan(hashes.lastIndexOf('#/log'));
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
  });

  it('an unknown path goes to /404', async () => {
    await signInForShell('13800000000');
    renderApp('/nope');
    await expectHash('#/404');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('fetches the permission codes once, after sign-in', async () => {
    await signInForShell('13800000000');
    const seen = trackRequests();
    renderApp('/log');
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/platform/permission/allCode'))).toHaveLength(1);
    expect(useSession.getState().codes).toContain('all');
  });

  it('the server unreachable on a reload (502 from the proxy): still signed in, 无法连接服务器 with 重试, which loads the shell once it answers', async () => {
    await signInForShell('13800000000');
    reloaded();
    let down = true;
    server.use(
      http.get(ALL_CODE, () =>
        down
          ? new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            })
          : undefined,
      ),
    );
    const { user } = renderApp('/log');
    expect(await screen.findByText('无法连接服务器', undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(screen.getByText('请求失败（502）')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    expect(storage.get('access_token')).toBeDefined();
    expect(window.location.hash).toBe('#/log');

    down = false;
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
  });

  const onReload: Array<[string, () => Response, string, string]> = [
    [
      'no answer at all: the network’s message',
      () => HttpResponse.error(),
      '无法连接服务器',
      '网络出现问题，请稍后再试',
    ],
    [
      'a business refusal of user info: its reason',
      () => HttpResponse.json({ suc: false, error: { code: 400, promt: '查询失败' } }),
      '请求用户信息失败',
      '查询失败',
    ],
  ];
  for (const [what, reply, title, reason] of onReload) {
    it(`${what} on a reload, with 重试, still signed in`, async () => {
      await signInForShell('13800000000');
      reloaded();
      server.use(http.get(ALL_CODE, reply));
      renderApp('/log');
      expect(await screen.findByText(title, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
      expect(isLoggedIn()).toBe(true);
    });
  }

  it('right after a fresh sign-in, user info failing (a 502) says 请求用户信息失败，请重试 and signs out to /login-home', async () => {
    await signInForShell('13800000000');
    server.use(
      http.get(
        ALL_CODE,
        () =>
          new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expectSignedOutOnOpen();
    expect(storage.get('access_token')).toBeUndefined();
    expect(screen.queryByText('无法连接服务器')).not.toBeInTheDocument();
  });

  it('a refused signature (the server no longer knows this _t) means signing in again: signs out and goes to /login-home', async () => {
    await signInForShell('13800000000');
    server.use(http.get(ALL_CODE, () => HttpResponse.json({ suc: false, error: { code: 'SIGN', promt: '签名无效' } })));
    await expectSignedOutOnOpen();
    expect(useSession.getState().token).toBeUndefined();
    expect(storage.get('access_token')).toBeUndefined();
    expect(storage.get('object_id')).toBeUndefined();
    expect(storage.get('opMan')).toBeUndefined();
  });

  it('a 401 from user info ends signed out, on the sign-in form with the redirect', async () => {
    await signInForShell('13800000000');
    server.use(
      http.get(ALL_CODE, () =>
        HttpResponse.json({ suc: false, error: { code: 401, promt: '授权验证失败' } }, { status: 401 }),
      ),
    );
    renderApp('/log');
    await expectHash('#/login?redirect=%2Flog');
    expect(await screen.findByText('授权验证失败')).toBeInTheDocument();
    await waitFor(() => expect(isLoggedIn()).toBe(false));
    expect(useSession.getState().token).toBeUndefined();
    expect(storage.get('access_token')).toBeUndefined();
    expect(screen.queryByText(/欢迎回来/)).not.toBeInTheDocument();
  });
});

describe('a 401 on a page', SLOW, () => {
  it('says 未授权 / 授权验证失败 and goes to the sign-in form with the path it was on, not to the entry page', async () => {
    await signInForShell('13800000000');
    renderApp('/log');
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    server.use(
      http.get('*/ebike/v3/backend/platform/permission/role', () =>
        HttpResponse.json({ suc: false, error: { code: 401, promt: 'token expired' } }, { status: 401 }),
      ),
    );
    window.location.hash = '#/permissions/role';
    await expectHash('#/login?redirect=%2Fpermissions%2Frole', SHELL_TIMEOUT);
    expect(await screen.findByText('授权验证失败')).toBeInTheDocument();
    expect(screen.getByText('未授权')).toBeInTheDocument();
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
    // nothing left running that could still move the address on
    await settled();
    expect(window.location.hash).toBe('#/login?redirect=%2Fpermissions%2Frole');
    expect(isLoggedIn()).toBe(false);
  });
});

describe('register', SLOW, () => {
  const fillApplication = async (user: ReturnType<typeof renderApp>['user'], phone = '13911112222') => {
    await user.type(screen.getByLabelText('公司名称'), '杭州新骑科技有限公司');
    await user.type(screen.getByLabelText('联系人'), '王伟');
    await user.type(screen.getByLabelText('所在城市'), '杭州市');
    await user.type(screen.getByLabelText('手机号'), phone);
  };

  it('an empty submit shows the required messages and sends nothing', async () => {
    const seen = trackRequests();
    const { user } = renderApp('/register');
    // the register page's chunk may still be loading on a busy machine
    await user.click(await screen.findByRole('button', { name: '提交申请' }, { timeout: SHELL_TIMEOUT }));
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人')).toBeInTheDocument();
    expect(screen.getByText('请输入所在城市')).toBeInTheDocument();
    expect(screen.getByText('手机号码格式不正确')).toBeInTheDocument();
    expect(screen.getByText('无效验证码')).toBeInTheDocument();
    expect(seen.filter((r) => r.path.includes('/platform/agent/apply'))).toHaveLength(0);
  });

  it('a valid application ends on its result page', async () => {
    const { user } = renderApp('/register');
    await screen.findByRole('button', { name: '提交申请' });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('短信发送成功')).toBeInTheDocument();
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    await expectHash('#/register-result?id=AP0001');
    expect(
      await screen.findByText('申请已提交，等待平台审核', undefined, { timeout: SHELL_TIMEOUT }),
    ).toBeInTheDocument();
    expect(screen.getByText('AP0001')).toBeInTheDocument();
    expect(screen.getByText('杭州新骑科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('139****2222')).toBeInTheDocument();
  });

  it('a duplicate pending application shows the server message and keeps the values', async () => {
    await authApi.apply({
      company: '先到公司',
      contact: '李娜',
      phone: '13911112222',
      smsCode: '123456',
      city: '杭州市',
    });
    const { user } = renderApp('/register');
    await screen.findByRole('button', { name: '提交申请' });
    await fillApplication(user);
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    expect(
      (await screen.findAllByText('该手机号已有待审核的申请', undefined, { timeout: SHELL_TIMEOUT })).length,
    ).toBeGreaterThan(0);
    expect(window.location.hash).toBe('#/register');
    expect(screen.getByLabelText('公司名称')).toHaveValue('杭州新骑科技有限公司');
    expect(screen.getByLabelText('联系人')).toHaveValue('王伟');
    expect(screen.getByLabelText('所在城市')).toHaveValue('杭州市');
    expect(screen.getByLabelText('手机号')).toHaveValue('13911112222');
    expect(screen.getByLabelText('验证码')).toHaveValue('123456');
    // enabled again (jsdom never ends the loading icon's leave animation: its label may linger in the name)
    await waitFor(() => expect(screen.getByRole('button', { name: /提交申请$/ })).toBeEnabled());
  });
});
