/**
 * Sign-in in a real browser against the demo build (screens and routes, states and transitions, error catalogue): the
 * administrator reaches the home page, an unauthorized device is refused, a
 * visitor is sent to login-home; no console errors; screenshots for review.
 */
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  checkJournalAfterEach,
  collectErrors,
  gotoRoute,
  hashOf,
  login,
  openLogin,
  settle,
  stopBackend,
  submitLogin,
} from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const SHOTS = 'artifacts/screenshots';

test.describe('sign-in', () => {
  let errors: string[] = [];

  test.beforeEach(({ page }) => {
    errors = collectErrors(page);
  });

  test.afterEach(() => {
    expect(errors, 'console errors and page errors').toEqual([]);
  });

  test('the administrator signs in through the form and lands on the home page', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/signin-login.png`, fullPage: true });

    await submitLogin(page, ACCOUNTS.admin);
    // the notification is raised when the sign-in completes, before the shell loads
    await expect(page.getByText('登陆成功')).toBeVisible({ timeout: scaled(20000) });
    await expect.poll(() => hashOf(page), { timeout: scaled(20000) }).toBe('#/log');
    await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/signin-home.png`, fullPage: true });
  });

  test('a signed-in user who opens /login is sent home', async ({ page }) => {
    await login(page, ACCOUNTS.admin);
    await gotoRoute(page, '/login');
    await expect.poll(() => hashOf(page)).toBe('#/log');
    await expect(page.getByText(/欢迎回来/).first()).toBeVisible();
    await expect(page.getByLabel('验证码')).toHaveCount(0);
  });

  test('a signed-in reload renders the app while the backend starts; its first calls wait and are answered once', async ({
    page,
  }) => {
    await login(page, ACCOUNTS.admin);
    const calls: Array<{ path: string; json: boolean }> = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/(ebike|user-api|java)\//.test(pathname))
        calls.push({ path: pathname, json: /json/.test(r.headers()['content-type'] ?? '') });
    });
    // no backend running, as when the browser opens the console again later
    await stopBackend(page);
    await page.reload();
    await expect(page.getByText(/欢迎回来/).first()).toBeVisible();
    const mark = (name: string) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);
    // the app began to render before msw intercepted the page's requests
    expect(await mark('app:render')).toBeLessThan((await mark('backend:ready')) ?? 0);
    // its first calls, made meanwhile, went once each and were answered by the embedded backend
    // (JSON), none by the web server (its index.html) or twice
    const first = calls.filter((c) => /\/(site\/config|permission\/allCode)$/.test(c.path));
    expect(first.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/ebike/v3/backend/platform/permission/allCode', json: true },
      { path: '/ebike/v3/backend/platform/site/config', json: true },
    ]);
    expect(calls.filter((c) => !c.json)).toEqual([]);
  });

  test('an unauthorized device is refused with the exact message and stays on the form', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, ACCOUNTS.deviceRefused);
    const refused = page.getByText('当前设备未授权，请联系管理员授权后登陆！');
    await expect(refused).toBeVisible();
    // shown for 2 s (error catalogue): hovering pauses antd's close timer for the screenshot
    await refused.hover();
    await settle(page);
    await expect(refused).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/signin-device-refused.png`, fullPage: true });
    expect(hashOf(page)).toBe('#/login');
    await expect(page.getByLabel('手机号')).toHaveValue(ACCOUNTS.deviceRefused);
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeEnabled();
  });

  test('a visitor opening the home is sent to login-home with the redirect', async ({ page }) => {
    await gotoRoute(page, '/log');
    await expect.poll(() => hashOf(page)).toBe('#/login-home?redirect=%2Flog');
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  });
});
