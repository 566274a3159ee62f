/**
 * The production build as deployed: dist/ behind nginx (deploy/nginx.conf as it is) and the
 * Node backend behind that (playwright.deploy.config.ts starts them; control() stops,
 * restarts and slows down the backend). What an operator meets there that the demo build
 * (backend in the page) cannot show: proxy failures (502, 504), a restart, a session revoked
 * on the server, a reply that is not JSON, and the web server's caching and compression.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, gotoRoute, login, LOGIN_BUTTON, openLogin, pastThrottle, label, rows } from '../e2e/helpers';
import { closeOtherTabs, planFor, siteTypeOf, TAB_BATCH } from '../e2e/sweep';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';

const CONTROL = `http://127.0.0.1:${process.env.DEPLOY_CONTROL_PORT}`;
/** The backend itself (operator-state.ts's calls go to it directly, not through nginx's TLS). */
const BACKEND = `http://127.0.0.1:${process.env.DEPLOY_BACKEND_PORT}`;
const FAULTS = '/backend/repair-config';
const RIDERS = '/user-info';

/** Sets an operator's account state on the backend, as the administrator over HTTP. */
const operatorState = (phone: string, state: 'enabled' | 'disabled') =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/operator-state.ts', BACKEND, phone, state], {
    encoding: 'utf8',
  });

/** Stops the backend, or starts it (again), answering each call after `slow` ms. */
async function control(what: 'stop' | 'start', slow = 0): Promise<void> {
  const res = await fetch(`${CONTROL}/backend/${what}${slow ? `?slow=${slow}` : ''}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(200);
}

const failure = (page: Page) =>
  page.locator('.ant-alert-error').filter({ has: page.getByRole('button', { name: label('重试') }) });

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  // every test leaves the backend running at full speed
  await control('start');
});

test('index.html is never kept, hashed assets are kept for a year, and both come compressed, over HTTPS only', async ({
  request,
}) => {
  const page = await request.get('./', { headers: { 'Accept-Encoding': 'gzip' } });
  // each response has its own nonce: a kept copy would not match the next policy
  expect(page.headers()['cache-control']).toBe('no-store');
  expect(page.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  // the entry script, named by index.html's loader (it adds the script after the first paint)
  const script = /(?:src|data-entry)="\.?\/?(assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`./${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // a hashed name that is not there is not kept by a cache past the next release
  const missing = await request.get('./assets/no-such-file-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
  // the page's policy: scripts and <style> tags from this origin, index.html's own inline ones by
  // their hashes, antd's by this response's nonce (in the page's meta); nothing inline else
  const csp = page.headers()['content-security-policy'];
  const html = await page.text();
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
  const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const bodies = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  expect(csp).toContain("frame-ancestors 'none'");
  for (const [name, re] of [
    ['script-src', /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g],
    ['style-src', /<style[^>]*>([\s\S]*?)<\/style>/g],
  ] as const) {
    expect(directive(name)).toContain("'self'");
    expect(directive(name)).not.toContain('unsafe-inline');
    const inline = bodies(re);
    expect(inline.length, name).toBeGreaterThan(0);
    for (const body of inline) expect(directive(name)).toContain(hashOf(body));
  }
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(directive('style-src')).toContain(`'nonce-${nonce}'`);
  // another response, another nonce
  const again = await request.get('./');
  expect(/<meta name="csp-nonce" content="([^"]+)"/.exec(await again.text())?.[1]).not.toBe(nonce);
  expect(asset.headers()['content-security-policy']).toContain("script-src 'self'");
  // plain HTTP only redirects to the same address over HTTPS
  const plain = await request.get(`http://127.0.0.1:${process.env.DEPLOY_HTTP_PORT}/#/login?x=1`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
  expect(plain.headers().location).toBe(`https://127.0.0.1:${process.env.DEPLOY_PORT}/`);
  const plainApi = await request.get(`http://127.0.0.1:${process.env.DEPLOY_HTTP_PORT}/readyz?a=1`, {
    maxRedirects: 0,
  });
  expect(plainApi.headers().location).toBe(`https://127.0.0.1:${process.env.DEPLOY_PORT}/readyz?a=1`);
  // a monitor's checks, through nginx, with no sign-in and no envelope
  const health = await request.get('./healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await request.get('./readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready', world: true, database: true, stopping: false, requests: 0 });
  // an API path nobody serves is the backend's JSON 404, not the page
  const unknown = await request.get('./ebike/v3/backend/platform/no/such/list');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ suc: false });
});

test('sign-in has no demo accounts, the menu no settings drawer; a change made in one browser is seen by another after a refresh', async ({
  page,
  browser,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) refused.push(m.text());
  });
  await openLogin(page);
  await expect(page.getByText('演示账号')).toHaveCount(0);
  await login(page, ACCOUNTS.admin);
  // the settings drawer is a preview tool: the production build does not offer it
  await page.getByRole('button', { name: '账号菜单' }).click();
  await expect(page.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /界面设置/ })).toHaveCount(0);
  // but the white-label switch is there
  await expect(page.getByRole('menuitem', { name: /显示客户品牌/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await gotoRoute(page, FAULTS);
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const row = rows(page).first();
  await row.getByRole('button', { name: label('编辑') }).click();
  const name = `部署验证${randomUUID().slice(0, 6)}`;
  await page.getByLabel('故障名称').fill(name);
  await pastThrottle(page);
  await page.getByRole('button', { name: label('保存') }).click();
  await expect(rows(page).filter({ hasText: name })).toHaveCount(1);

  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, ACCOUNTS.admin);
  await gotoRoute(second, FAULTS);
  await expect(rows(second).filter({ hasText: name })).toHaveCount(1, { timeout: 30_000 });
  await other.close();
  // nothing the console did was refused by the page's policy
  expect(refused).toEqual([]);
});

test('the backend stopped: the list says so (502) and 重试 recovers once it is back; a reload keeps the operator signed in', async ({
  page,
}) => {
  await login(page, ACCOUNTS.admin);
  await control('stop');
  await gotoRoute(page, RIDERS);
  await expect(failure(page)).toContainText('502', { timeout: 30_000 });

  await page.reload();
  await expect(page.getByText('无法连接服务器')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).hash).not.toContain('/login');

  await control('start');
  await page
    .getByRole('button', { name: label('重试') })
    .first()
    .click();
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  // the site config the reload could not read is read again: the site's brand, not the built-in one
  await expect(page).toHaveTitle(/ - 骑享运营平台$/, { timeout: 30_000 });
});

test('a slow backend: nginx gives up (504) and the console says so', async ({ page }) => {
  await login(page, ACCOUNTS.admin);
  await control('start', 5000);
  await gotoRoute(page, RIDERS);
  await expect(failure(page)).toContainText('504', { timeout: 60_000 });
});

test('the SMS button says what failed when the backend cannot be reached', async ({ page }) => {
  await openLogin(page);
  await control('stop');
  await page.getByLabel('手机号').fill(ACCOUNTS.admin);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/502/).first()).toBeVisible();
  await expect(page.getByText('短信发送次数超量')).toHaveCount(0);
  await expect(page.getByRole('button', { name: LOGIN_BUTTON })).toBeVisible();
});

test('a reply that is not JSON (a web page) is an error, not an empty list', async ({ page }) => {
  await login(page, ACCOUNTS.admin);
  await page.route('**/platform/user/list**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>console</title>' }),
  );
  await gotoRoute(page, RIDERS);
  await expect(failure(page)).toContainText('接口返回的不是有效数据', { timeout: 30_000 });
  await expect(page.getByText('数据加载失败')).toBeVisible();
  await expect(page.getByText('暂无数据').filter({ visible: true })).toHaveCount(0);
});

test('a session revoked on the server ends at its next call: the 401 path back to sign-in', async ({ page }) => {
  await login(page, ACCOUNTS.ops);
  operatorState(ACCOUNTS.ops, 'disabled');
  try {
    // the next load of the operator's permissions is refused (401): the session ends there
    await page.reload();
    await expect(page.getByText(/授权验证失败|请求用户信息失败/).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => new URL(page.url()).hash).toContain('/login');
  } finally {
    operatorState(ACCOUNTS.ops, 'enabled');
  }
});

test('no route of the console breaks the page policy: a CSP report check over every route the administrator may open', async ({
  page,
}) => {
  // one pass over ~85 routes: 1–5 s each on a loaded machine, past the default timeout
  test.slow();
  // the browser's own report of each violation (the securitypolicyviolation event), kept in the page
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations: string[] = [];
  /** The reports since the last check, taken out of the page. */
  const check = async (where: string) => {
    const taken = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
    violations.push(...taken.map((v) => `${where}: ${v}`));
  };
  await openLogin(page);
  await check('/login');
  await login(page, ACCOUNTS.admin);
  await check('/login (signing in)');
  const plan = planFor('admin', await siteTypeOf(page));
  let clean = 0;
  for (const [i, r] of plan.pages.entries()) {
    const before = violations.length;
    // kept-alive tabs pile up and slow every page: closed now and then, as the route sweep does
    if (i % TAB_BATCH === TAB_BATCH - 1) await closeOtherTabs(page);
    const t0 = Date.now();
    // the route's page rendered (its title set): its code, styles and antd's styles are in;
    // its data may still be on the way (one pass, not the route sweep's full wait)
    await page.goto(`./#${r.path}`);
    await page.waitForFunction(
      ({ path, title }) => location.hash.replace(/^#/, '').split('?')[0] === path && document.title.startsWith(title),
      { path: r.path, title: r.meta?.title ?? '' },
      { polling: 'raf', timeout: 30_000 },
    );
    await check(r.path);
    if (process.env.SWEEP_DEBUG) console.log(`  ${r.path}: ${Date.now() - t0} ms, ${violations.length} violations`);
    if (violations.length === before) clean += 1;
  }
  console.log(`CSP: ${clean + 1} of ${plan.pages.length + 1} routes (sign-in included) with no violation`);
  expect(violations).toEqual([]);
  expect(clean).toBe(plan.pages.length);
  expect(plan.pages.length).toBeGreaterThan(40);

  // a planted violation (an inline script the policy does not name) reaches the backend's log
  // through nginx's /csp-report: the policy's report-uri works as deployed
  const reports = async () =>
    ((await (await fetch(`${CONTROL}/backend/csp-reports`)).json()) as Array<{ cspViolation: unknown }>).map((r) =>
      JSON.stringify(r.cspViolation),
    );
  expect(await reports()).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('script');
    planted.textContent = 'window.plantedRan = true';
    document.head.append(planted);
  });
  await expect.poll(async () => (await reports()).join('\n'), { timeout: 15_000 }).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { plantedRan?: boolean }).plantedRan)).toBeUndefined();
});
