/**
 * The sign-in page through the UI against the embedded backend (states and transitions, validation rules and messages, error catalogue;
 * Sign-in protocol): every step, every message, and the form staying usable after a failure.
 */
import { pastThrottle } from '../../clock';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { logout } from '@/shared/auth/logout';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { isLoggedIn, useSession } from '@/shared/auth/session';
import { makeOriginLink } from '@mocks/lib/quickLink';
import { devices } from '@mocks/db/devices';
import { storage } from '@/shared/utils/storage';
import { captureRequests, server, setupBackend, trackRequests } from '../harness/backend';
import { currentHash, expectHash, renderApp, SHELL_TIMEOUT, SLOW } from '../harness/render';
import { settled } from '../harness/settled';
import { authApi } from '@/features/auth/api';
import { now } from '@/shared/utils/clock';
import { DEVICE_HEADER } from '@contract/devices';

setupBackend();

const ADMIN = '13800000000';
const SEND = /^获取验证码$/;
// antd spaces two CJK characters in a button; a finished loading icon may linger in jsdom
const LOGIN = /登\s*录/;

const phoneInput = () => screen.getByLabelText<HTMLInputElement>('手机号');
const codeInput = () => screen.getByLabelText<HTMLInputElement>('验证码');
const loginButton = () => screen.getByRole('button', { name: LOGIN });
const smsRequests = (seen: Array<{ path: string }>) => seen.filter((r) => r.path.endsWith('/requestSmsCode'));

async function openLogin(path = '/login') {
  const r = renderApp(path);
  await screen.findByRole('button', { name: LOGIN }, { timeout: SHELL_TIMEOUT });
  return r;
}

type User = Awaited<ReturnType<typeof openLogin>>['user'];

async function fill(user: User, phone: string, code: string) {
  if (phone) await user.type(phoneInput(), phone);
  if (code) await user.type(codeInput(), code);
}

/** On the sign-in form after a sign-out (with its redirect), a sign-in by `phone` in the same page. */
async function signInAgain(user: User, phone: string, redirect: string) {
  window.location.hash = `#/login?redirect=${redirect}`;
  await user.clear(await screen.findByLabelText('手机号', {}, { timeout: SHELL_TIMEOUT }));
  await user.clear(codeInput());
  await fill(user, phone, '123456');
  await pastThrottle();
  await user.click(loginButton());
}

/** The administrator signed in, then on 角色管理 (/permissions/role). */
async function adminOnRoles(): Promise<User> {
  const { user } = await openLogin();
  await fill(user, ADMIN, '123456');
  await user.click(loginButton());
  await expectHash('#/log', SHELL_TIMEOUT);
  window.location.hash = '#/permissions/role';
  await expectHash('#/permissions/role', SHELL_TIMEOUT);
  return user;
}

/** After a failure: still on /login, signed out, the form enabled with what was typed. */
async function expectUsableForm(phone: string, code?: string) {
  await waitFor(() => expect(loginButton()).not.toHaveAttribute('aria-busy'));
  expect(loginButton()).toBeEnabled();
  expect(phoneInput()).toBeEnabled();
  expect(phoneInput()).toHaveValue(phone);
  if (code !== undefined) expect(codeInput()).toHaveValue(code);
  expect(currentHash()).toMatch(/^#\/login(\?|$)/);
  expect(isLoggedIn()).toBe(false);
}

/**
 * A sign-in whose step at `path` answers `reply`: the administrator's phone and code typed and
 * submitted, `shown` said, and the form left usable with what was typed. Returns the user for more.
 */
async function refusedSignIn(path: string, reply: () => Response, shown: string): Promise<User> {
  server.use(http.post(path, reply));
  const { user } = await openLogin();
  await fill(user, ADMIN, '123456');
  await user.click(loginButton());
  expect(await screen.findByText(shown)).toBeInTheDocument();
  await expectUsableForm(ADMIN, '123456');
  return user;
}

/** The submit is throttled (1,000 ms, business limits): the clock moves past it before a second submit. */
const throttleWindow = pastThrottle;

describe('sign-in with phone and SMS code', SLOW, () => {
  it('signs in as the administrator and lands on the home page', async () => {
    const { user } = await openLogin();
    await user.type(phoneInput(), ADMIN);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('短信发送成功')).toBeInTheDocument();
    await user.type(codeInput(), '123456');
    await user.click(loginButton());

    await expectHash('#/log', SHELL_TIMEOUT);
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(await screen.findByText('登陆成功')).toBeInTheDocument();
    expect(screen.getByText('欢迎')).toBeInTheDocument();
    expect(screen.getByText('短信验证成功')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    expect(useSession.getState().codes).toContain('all');
  });

  it('submits with Enter in the code field', async () => {
    const { user } = await openLogin();
    await user.type(phoneInput(), ADMIN);
    await user.type(codeInput(), '123456{Enter}');
    await expectHash('#/log', SHELL_TIMEOUT);
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
  });

  it('goes to the redirect target after sign-in', async () => {
    const { user } = await openLogin('/login?redirect=%2F404%3Ffrom%3Dlogin');
    await fill(user, ADMIN, '123456');
    await user.click(loginButton());
    await expectHash('#/404?from=login', SHELL_TIMEOUT);
  });

  it('the tab is titled 登录 with the platform’s name, also after signing out of a screen', async () => {
    const { user } = await openLogin();
    await waitFor(() => expect(document.title).toBe('登录 - 骑享运营平台'));
    await fill(user, ADMIN, '123456');
    await user.click(loginButton());
    await expectHash('#/log', SHELL_TIMEOUT);
    window.location.hash = '#/permissions/role';
    await waitFor(() => expect(document.title).toBe('角色管理 - 骑享运营平台'), { timeout: SHELL_TIMEOUT });
    logout();
    await waitFor(() => expect(document.title).not.toMatch(/角色管理/));
    expect(document.title).toMatch(/^(登录 - )?骑享运营平台$/);
  });

  it('signing out goes to the sign-in form with the path it was on, and stays there', async () => {
    await adminOnRoles();
    logout();
    await expectHash('#/login?redirect=%2Fpermissions%2Frole');
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
    // not sent on to the public entry page afterwards: nothing left running could still move it
    await settled();
    expect(currentHash()).toBe('#/login?redirect=%2Fpermissions%2Frole');
    expect(isLoggedIn()).toBe(false);
  });

  it('whoever signs in goes to the wanted path; one the operator may not open ends on 404', async () => {
    // the administrator signed out on a screen only administrators may open
    const user = await adminOnRoles();
    logout();
    await expectHash('#/login?redirect=%2Fpermissions%2Frole');
    // the operations staff (no code 10) signs in there: the screen answers 404, never the page
    await signInAgain(user, '13800000001', '%2Fpermissions%2Frole');
    await expectHash('#/404', SHELL_TIMEOUT);
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByText('角色管理')).not.toBeInTheDocument();
    // a path it may open: it lands there, with no tab left of the screen it could not open
    window.location.hash = '#/data/operation-tasks';
    await expectHash('#/data/operation-tasks', SHELL_TIMEOUT);
    await waitFor(() => expect(useTabs.getState().tabs.map((t) => t.key)).toContain('/data/operation-tasks'), {
      timeout: SHELL_TIMEOUT,
    });
    expect(useTabs.getState().tabs.map((t) => t.key)).not.toContain('/permissions/role');
    logout();
    await expectHash('#/login?redirect=%2Fdata%2Foperation-tasks');
    await signInAgain(user, ADMIN, '%2Fdata%2Foperation-tasks');
    await expectHash('#/data/operation-tasks', SHELL_TIMEOUT);
  });
});

describe('send code', SLOW, () => {
  it('shows success, counts down and ignores clicks during the cooldown', async () => {
    const seen = trackRequests();
    const { user } = await openLogin();
    await user.type(phoneInput(), ADMIN);
    await user.click(screen.getByRole('button', { name: SEND }));

    expect(await screen.findByText('短信发送成功')).toBeInTheDocument();
    const cooling = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(smsRequests(seen)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: /^5\d秒后重新获取$/ }, { timeout: 3000 })).toBeInTheDocument();

    const ask = vi.spyOn(authApi, 'requestSmsCode');
    onTestFinished(() => ask.mockRestore());
    await user.click(cooling);
    // the click is decided at once: no code asked for (and nothing left in flight to arrive later)
    expect(ask).not.toHaveBeenCalled();
    await settled();
    expect(smsRequests(seen)).toHaveLength(1);
    expect(screen.getAllByText('短信发送成功')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: SEND })).not.toBeInTheDocument();
  });

  it('is ready again after the 60 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const seen = trackRequests();
      const { user } = renderApp('/login', { advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await screen.findByRole('button', { name: LOGIN }, { timeout: SHELL_TIMEOUT });
      await user.type(phoneInput(), ADMIN);
      await user.click(screen.getByRole('button', { name: SEND }));
      await screen.findByRole('button', { name: '60秒后重新获取' });
      for (let i = 0; i < 59; i++) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
      }
      expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      const ready = screen.getByRole('button', { name: SEND });
      await user.click(ready);
      await waitFor(() => expect(smsRequests(seen)).toHaveLength(2));
      expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['an empty phone', ''],
    ['a 10-digit phone', '1380000000'],
  ])('warns 无效手机号 and sends nothing for %s', async (_, phone) => {
    const seen = trackRequests();
    const { user } = await openLogin();
    const ask = vi.spyOn(authApi, 'requestSmsCode');
    onTestFinished(() => ask.mockRestore());
    if (phone) await user.type(phoneInput(), phone);
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('无效手机号')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    await settled();
    expect(smsRequests(seen)).toHaveLength(0);
    expect(screen.getByRole('button', { name: SEND })).toBeInTheDocument();
    await expectUsableForm(phone);
  });

  it('shows 短信发送次数超量 when the quota is exceeded and stays ready', async () => {
    const { user } = await openLogin();
    await user.type(phoneInput(), '13800000005');
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('短信发送次数超量')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEND })).toBeInTheDocument();
    expect(screen.queryByText('短信发送成功')).not.toBeInTheDocument();
    await expectUsableForm('13800000005');
  });
});

describe('SMS failures', SLOW, () => {
  it('a failed send says why: the status of a server failure, the network’s message, the SMS server’s own error; never 短信发送次数超量 unless the server says so', async () => {
    let answer: 'bare' | 'network' | 'reason' = 'bare';
    server.use(
      http.post('*/requestSmsCode', () =>
        answer === 'bare'
          ? new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })
          : answer === 'network'
            ? HttpResponse.error()
            : HttpResponse.json({ error: '短信服务维护中' }, { status: 400 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(phoneInput(), '13800000001');
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('请求失败（502）')).toBeInTheDocument();
    answer = 'network';
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('网络出现问题，请稍后再试')).toBeInTheDocument();
    answer = 'reason';
    await user.click(screen.getByRole('button', { name: SEND }));
    expect(await screen.findByText('短信服务维护中')).toBeInTheDocument();
    expect(screen.queryByText('短信发送次数超量')).not.toBeInTheDocument();
    expect(screen.queryByText('短信发送成功')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEND })).toBeInTheDocument();
  });

  it('a verification the user service refuses in a 200 ({suc:false}) is a failure: its reason, never 短信验证成功, still signed out', async () => {
    const seen = trackRequests();
    await refusedSignIn(
      '*/verifySmsCode',
      () => HttpResponse.json({ suc: false, error: { code: 'SIGN', promt: '签名无效' } }),
      '签名无效',
    );
    expect(screen.queryByText('短信验证成功')).not.toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/auth/login/phone'))).toHaveLength(0);
  });

  it('the user service failing at verification (503 with its message): that message, not the network’s', async () => {
    await refusedSignIn(
      '*/verifySmsCode',
      () => HttpResponse.json({ code: 503, error: '短信服务维护中' }, { status: 503 }),
      '短信服务维护中',
    );
    expect(screen.queryByText('网络出现问题，请稍后再试')).not.toBeInTheDocument();
    expect(screen.queryByText('短信验证成功')).not.toBeInTheDocument();
  });
});

describe('form validation', SLOW, () => {
  it('rejects a phone of the wrong format on submit, without calling the backend', async () => {
    const seen = trackRequests();
    const { user } = await openLogin();
    await fill(user, '12345678901', '123456');
    await user.click(loginButton());
    expect(await screen.findByText('手机号码格式不正确')).toBeInTheDocument();
    expect(seen.filter((r) => !r.path.endsWith('/platform/site/config'))).toHaveLength(0);
    await expectUsableForm('12345678901', '123456');
  });

  it('rejects a code shorter than 6 digits', async () => {
    const seen = trackRequests();
    const { user } = await openLogin();
    await fill(user, ADMIN, '123');
    await user.click(loginButton());
    expect(await screen.findByText('无效验证码')).toBeInTheDocument();
    expect(screen.queryByText('手机号码格式不正确')).not.toBeInTheDocument();
    expect(seen.filter((r) => !r.path.endsWith('/platform/site/config'))).toHaveLength(0);
    await expectUsableForm(ADMIN, '123');
  });

  it('rejects a letter in the code with 请输入数字 and clears the field', async () => {
    const { user } = await openLogin();
    await fill(user, ADMIN, '12');
    expect(codeInput()).toHaveValue('12');
    await user.type(codeInput(), 'a');
    expect(await screen.findByText('请输入数字')).toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
    await expectUsableForm(ADMIN, '');
  });

  it('limits the phone to 11 and the code to 6 characters', async () => {
    const { user } = await openLogin();
    await fill(user, '138000000001234', '12345678');
    expect(phoneInput()).toHaveValue('13800000000');
    expect(codeInput()).toHaveValue('123456');
  });
});

describe('sign-in failures show their message and keep the form', SLOW, () => {
  it('device not authorized (13800000004): it asks for authorization, and once an administrator grants it the sign-in goes through', async () => {
    const seen = trackRequests();
    const { user } = await openLogin();
    await fill(user, '13800000004', '123456');
    await user.click(loginButton());
    expect(await screen.findByText('当前设备未授权，请联系管理员授权后登陆！')).toBeInTheDocument();
    await expectUsableForm('13800000004', '123456');

    await user.click(await screen.findByRole('button', { name: '申请设备授权' }));
    expect(await screen.findByText('已提交授权申请，请等待管理员审核')).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/mieba/v2/platform/opman/device/permission'))).toHaveLength(1);
    // the request names this browser: the code it keeps, the device it is
    const request = devices().find((d) => d.phone === '13800000004' && d.state === 'pending');
    expect(request?.deviceCode).toBe(storage.get('device_code'));

    // still waiting: the sign-in says so
    await pastThrottle();
    await user.click(loginButton());
    expect(await screen.findByText('设备授权申请正在审核中，请等待管理员审核')).toBeInTheDocument();

    request!.state = 'authorized';
    await pastThrottle();
    await user.click(loginButton());
    await waitFor(() => expect(isLoggedIn()).toBe(true), { timeout: SHELL_TIMEOUT });
  });

  it('a failed authorization request says why and can be sent again', async () => {
    let down = true;
    server.use(
      http.post('*/mieba/v2/platform/opman/device/permission', () => (down ? HttpResponse.error() : undefined)),
    );
    const { user } = await openLogin();
    await fill(user, '13800000004', '123456');
    await user.click(loginButton());
    await user.click(await screen.findByRole('button', { name: '申请设备授权' }));
    expect(await screen.findByText('网络出现问题，请稍后再试')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: /申请设备授权/ }));
    expect(await screen.findByText('已提交授权申请，请等待管理员审核')).toBeInTheDocument();
  });

  it('wrong SMS code shows the server error, then the right code signs in', async () => {
    const { user } = await openLogin();
    await fill(user, ADMIN, '654321');
    await user.click(loginButton());
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    await expectUsableForm(ADMIN, '654321');

    await throttleWindow();
    await user.clear(codeInput());
    await user.type(codeInput(), '123456');
    await user.click(loginButton());
    await expectHash('#/log', SHELL_TIMEOUT);
  });

  // A refusal on the way in: the message shown, what must not be, and no session kept.
  it.each([
    {
      step: 'the signing key',
      url: '*/ebike/v3/backend/auth/verifySign',
      error: { code: 500, promt: '签名服务异常' },
      shown: '获取签名失败',
      hidden: '签名服务异常',
    },
    {
      step: 'the operator login (its promot)',
      url: '*/ebike/v3/backend/platform/permission/login',
      error: { code: 403, promot: '账号已冻结' },
      shown: '账号已冻结',
      hidden: '登陆成功',
    },
  ])('a refused $step shows $shown and leaves no session', async ({ url, error, shown, hidden }) => {
    await refusedSignIn(url, () => HttpResponse.json({ suc: false, error }), shown);
    expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    expect(useSession.getState().token).toBeUndefined();
  });

  it('unreachable backend at device verification shows the network message, and a retry succeeds', async () => {
    const user = await refusedSignIn(
      '*/mieba/platform/opman/device/verification',
      () => HttpResponse.error(),
      '设备授权失败，请检查当前网络环境',
    );

    server.resetHandlers();
    await throttleWindow();
    await user.click(loginButton());
    await expectHash('#/log', SHELL_TIMEOUT);
  });
});

describe('quick login (?origin=)', SLOW, () => {
  it('a fresh link asks the user service for its phone, posts the phone with the link from this device, and lands on /log', async () => {
    const seen = captureRequests('/');
    const devicesSent: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/auth/login/authorized')) devicesSent.push(request.headers.get(DEVICE_HEADER));
    });
    const link = makeOriginLink(ADMIN);
    renderApp(`/login?origin=${encodeURIComponent(link)}`);
    await expectHash('#/log', SHELL_TIMEOUT);
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(await screen.findByText('登陆成功')).toBeInTheDocument();
    expect(isLoggedIn()).toBe(true);
    // get user by phone, then the quick login with the phone: in that order
    const byPhone = seen.findIndex((r) => r.method === 'GET' && r.path.endsWith('/users'));
    const quick = seen.findIndex((r) => r.path.endsWith('/auth/login/authorized'));
    expect(seen[byPhone]?.query).toEqual({ mobilePhoneNumber: ADMIN });
    expect(seen[quick]?.body).toEqual({ phone: ADMIN, origin: link });
    expect(byPhone).toBeLessThan(quick);
    // the device check first, as for any sign-in; the token is asked for this device
    const checked = seen.findIndex((r) => r.path.endsWith('/mieba/platform/opman/device/verification'));
    expect(checked).toBeGreaterThanOrEqual(0);
    expect(checked).toBeLessThan(quick);
    expect(devicesSent).toEqual([storage.get('device_code')]);
  });

  it('a link of an account whose device is not authorized (13800000004): the device prompt, no token asked for, and 申请设备授权', async () => {
    const seen = trackRequests();
    renderApp(`/login?origin=${encodeURIComponent(makeOriginLink('13800000004'))}`);
    const prompts = await screen.findAllByText('当前设备未授权，请联系管理员授权后登陆！', undefined, {
      timeout: SHELL_TIMEOUT,
    });
    expect(prompts.length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: '申请设备授权' })).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('/auth/login/authorized'))).toHaveLength(0);
    expect(isLoggedIn()).toBe(false);
  });

  it('a link that holds no phone is refused before anything is sent: 快捷登录链接无效 and the form', async () => {
    const seen = trackRequests();
    renderApp(`/login?origin=${encodeURIComponent('bm90LWpzb24.c2ln')}`);
    expect(
      (await screen.findAllByText('快捷登录链接无效', undefined, { timeout: SHELL_TIMEOUT })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(phoneInput()).toBeEnabled());
    expect(seen.filter((r) => r.path.endsWith('/auth/login/authorized') || r.path.endsWith('/users'))).toHaveLength(0);
    expect(isLoggedIn()).toBe(false);
  });

  it('an expired link shows the expired message and the normal form, which still signs in', async () => {
    const link = makeOriginLink(ADMIN, now() - 2 * 60 * 1000);
    const { user } = renderApp(`/login?origin=${encodeURIComponent(link)}`);
    await waitFor(
      () => {
        const alert = screen.getAllByRole('alert').find((el) => el.classList.contains('ant-alert'));
        expect(alert).toBeDefined();
        expect(within(alert!).getByText(/快捷登录链接已过期/)).toBeInTheDocument();
      },
      { timeout: SHELL_TIMEOUT },
    );
    expect(isLoggedIn()).toBe(false);
    expect(currentHash()).toMatch(/^#\/login\?origin=/);

    await waitFor(() => expect(phoneInput()).toBeEnabled());
    expect(codeInput()).toBeEnabled();
    await fill(user, ADMIN, '123456');
    await user.click(loginButton());
    await expectHash('#/log', SHELL_TIMEOUT);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
