/**
 * Shared steps of the end-to-end specs (Playwright in Chromium, against the demo
 * build with the embedded backend running in the page's service worker).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BackendHook } from '../../mocks/browser';
import { scaled } from './machine';

/** The embedded backend's SMS code for every demo account (sign-in protocol). */
export const DEMO_SMS_CODE = '123456';

export const ACCOUNTS = {
  admin: '13800000000',
  ops: '13800000001',
  franchisee: '13800000002',
  finance: '13800000003',
  deviceRefused: '13800000004',
  smsQuota: '13800000005',
} as const;

/** antd spaces a two-character CJK label: the login button reads '登 录'. */
export const LOGIN_BUTTON = /登\s*录/;

/** Opens a hash route of the app, e.g. gotoRoute(page, '/login'). */
export async function gotoRoute(page: Page, path: string): Promise<void> {
  await page.goto(`./#${path}`);
}

/** The hash part of the page's URL, e.g. '#/log'. */
export const hashOf = (page: Page): string => new URL(page.url()).hash;

/**
 * Collects console errors and uncaught page errors from now on; assert with
 * `expect(errors).toEqual([])` at the end of a test.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Waits until the page's finite CSS animations and transitions (antd messages,
 * notifications, drawers) have finished, so a screenshot shows the end state.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Opens the login form and waits until it can be used. */
export async function openLogin(page: Page, redirect?: string): Promise<void> {
  await gotoRoute(page, redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await expect(page.getByLabel('手机号')).toBeEditable();
  await expect(page.getByRole('button', { name: LOGIN_BUTTON })).toBeEnabled();
}

/**
 * Fills and submits the login form on the current page as a user would: phone,
 * 获取验证码 (waits for 短信发送成功), code, 登 录. Does not wait for the outcome.
 */
export async function submitLogin(page: Page, phone: string, code = DEMO_SMS_CODE): Promise<void> {
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/**
 * Signs in through the UI and waits for the home page ('#/log', '欢迎回来'), or for
 * `redirect` when given. Reusable by every spec that needs a signed-in console.
 */
export async function login(page: Page, phone: string = ACCOUNTS.admin, redirect?: string): Promise<void> {
  await openLogin(page, redirect);
  await submitLogin(page, phone);
  const target = redirect ?? '/log';
  // the first sign-in also has the embedded backend build its seeded data: slow on a busy machine
  await expect.poll(() => hashOf(page), { timeout: scaled(45_000) }).toBe(`#${target}`);
  if (!redirect) await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
}

/** ModalForm throttles its submit (1,000 ms of the page's own clock): a browser test waits it out. */
export const pastThrottle = (page: Page) => page.waitForTimeout(1100);

/** antd spaces two-character CJK button labels ('通 过'): a pattern for such a label. */
export const label = (s: string): RegExp => new RegExp(`^${s.split('').join('\\s*')}$`);

/** 通过 on a review (from its row or the review drawer's actions), confirmed in its dialog. */
export async function approveReview(page: Page, from: Locator): Promise<void> {
  await from.getByRole('button', { name: label('通过') }).click();
  // 确定通过该申请吗？, or what the approval does to the money and then 确定通过吗？ (还车审核)
  const ask = page.getByRole('dialog').filter({ hasText: /确定通过(该申请)?吗？/ });
  await ask.getByRole('button', { name: label('通过') }).click();
  await expect(page.getByText('已通过', { exact: true }).last()).toBeVisible();
}

/** The value cell of a bordered Descriptions item, by its label. */
export const field = (scope: Page | Locator, name: string | RegExp) =>
  scope
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: name })
    .locator('xpath=following-sibling::td[1]')
    .first();
/** ¥1,234.50 from yuan text such as '1234.5'. */
export const yuan = (text: string) =>
  `¥${Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Rows of the visible table (hidden tabs stay mounted in multi-tab mode). */
export const rows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]:visible');

/**
 * Inside a describe: every test signs in as the administrator first and fails
 * when the page logged console errors or threw.
 */
export function signInAsAdminWatchingErrors(): void {
  let errors: string[] = [];
  test.beforeEach(async ({ page }) => {
    errors = collectErrors(page);
    await login(page, ACCOUNTS.admin);
  });
  test.afterEach(() => {
    expect(errors, 'console errors and page errors').toEqual([]);
  });
}

/** A page of the demo build, with its backend's hook (mocks/browser.ts). */
export type Hooked = { __embeddedBackend: BackendHook };

/**
 * The journal the page kept gives back its world: replayed over the seed in the page (the demo
 * build's debug hook), the store, every collection the page read and the living world's
 * bookkeeping have the fingerprint they had. Takes seconds: call once, when the page is idle,
 * before a reload.
 */
export async function expectJournalReplays(page: Page): Promise<void> {
  const began = performance.now();
  const check = await page.evaluate(() => (window as unknown as Hooked).__embeddedBackend.checkReplay());
  console.log(
    `journal replay: ${check.replayed} entries replayed, ${check.compared} collections compared, ${check.differing.length} differing, in ${Math.round(performance.now() - began)} ms`,
  );
  expect(check.dropped, 'journal entries the replay could not apply').toBe(0);
  expect(check.differing, `parts of the world that differ after replaying ${check.replayed} journal entries`).toEqual(
    [],
  );
}

/**
 * On 通知模板 (the page open): 新增模板 with `name` and a content, saved past the double-click
 * throttle. Returns the dialog, whatever the save's answer.
 */
export async function saveNoticeTemplate(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: /新增模板/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '模板名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '模板内容' }).fill('您的订单 {orderId} 已结束，请将车辆停入停车点。');
  await pastThrottle(page);
  await dialog.getByRole('button', { name: label('保存') }).click();
  return dialog;
}

/**
 * Puts `value` into a store of the embedded backend's IndexedDB journal from the page, as another
 * tab or a damaged profile would: under `key`, or after the others (the entries).
 */
export async function putInJournalStore(
  page: Page,
  store: 'meta' | 'entries',
  value: unknown,
  key?: string,
): Promise<void> {
  await page.evaluate(
    ([store, value, key]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ebike-embedded-backend');
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          if (key === undefined) tx.objectStore(store).put(value);
          else tx.objectStore(store).put(value, key);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    [store, value, key] as const,
  );
}

/**
 * Ends the embedded backend's shared worker (the demo build's hook), as if the browser's last tab
 * of the console had closed a while ago: it outlives its pages otherwise, and the next page to
 * load would find the world live instead of starting it from the journal.
 */
export async function stopBackend(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as Hooked).__embeddedBackend.stop());
}

/**
 * The backend's own measures since it started (`backend:script`, `backend:restore`, …): each
 * one's name and when it began (ms since the epoch).
 */
export async function backendMeasures(page: Page): Promise<Array<{ name: string; at: number }>> {
  const timings = await page.evaluate(() => (window as unknown as Hooked).__embeddedBackend.timings());
  return timings.map(({ name, at }) => ({ name, at }));
}

/**
 * At file level of a spec whose sessions write (signing in is journalled too): after each test
 * that passed, the page's own journal must replay to its world. Skipped when the page no longer
 * runs the embedded backend (closed, or navigated away).
 */
export function checkJournalAfterEach(): void {
  test.afterEach(async ({ page }, info) => {
    if (info.status !== info.expectedStatus || page.isClosed()) return;
    const hooked = await page.evaluate(() => '__embeddedBackend' in window).catch(() => false);
    if (!hooked) return;
    await expectJournalReplays(page);
  });
}
