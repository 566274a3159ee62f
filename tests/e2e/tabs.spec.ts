/**
 * Two tabs of one browser (two pages of one Playwright context) share one embedded backend
 * (issue 40): a write in one is what the other reads, the other refreshes what it changed, and a
 * session that ends in one ends in both.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNTS,
  backendMeasures,
  checkJournalAfterEach,
  collectErrors,
  expectJournalReplays,
  field,
  gotoRoute,
  hashOf,
  label,
  login,
  pastThrottle,
  putInJournalStore,
  rows,
  saveNoticeTemplate,
  stopBackend,
  submitLogin,
  yuan,
} from './helpers';
import { scaled } from './machine';

checkJournalAfterEach();

/** Another tab of the browser that `page` runs in, on the same route (its session and backend shared). */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await gotoRoute(other, path);
  return other;
}

/**
 * Signs in as a browser without SharedWorker would (some mobile browsers: every page of this
 * context), then reloads: the console says when it starts that it runs in this tab alone.
 */
async function signInWithoutSharedWorker(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  await login(page);
  await page.reload();
  await expect(page.getByText('演示数据只在本标签页中运行')).toBeVisible();
}

test('a refund made in one tab cannot be made again in the other, and is there after a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await login(page);
  // a ride paid from the wallet, refundable in full
  await gotoRoute(page, '/user-order?status=paid&payChannel=wallet');
  const first = rows(page).first();
  await expect(first).toBeVisible({ timeout: scaled(20000) });
  const orderId = (await first.getAttribute('data-row-key'))!;
  await first.getByRole('link', { name: orderId }).click();
  await expect(page.getByText(`订单 ${orderId}`)).toBeVisible({ timeout: scaled(20000) });
  const path = hashOf(page).slice(1);

  const other = await secondTab(page, path);
  const otherErrors = collectErrors(other);
  await expect(other.getByText(`订单 ${orderId}`)).toBeVisible({ timeout: scaled(20000) });
  // the other tab opens the refund dialog first: it offers what was refundable then
  await other.getByRole('button', { name: label('退款') }).click();
  const stale = other.getByRole('dialog').filter({ hasText: '订单退款' });
  const refundable = await stale.getByLabel('退款金额').inputValue();
  expect(Number(refundable)).toBeGreaterThan(0);
  await stale.getByLabel('退款原因').fill('另一个标签页：重复退款');

  // this tab refunds it all
  await page.getByRole('button', { name: label('退款') }).click();
  const modal = page.getByRole('dialog').filter({ hasText: '订单退款' });
  await expect(modal.getByLabel('退款金额')).toHaveValue(refundable);
  await modal.getByLabel('退款原因').fill('车辆故障，全额退款');
  await pastThrottle(page);
  await modal.getByRole('button', { name: '确认退款' }).click();
  await expect(page.getByText(/退款成功/).first()).toBeVisible();
  await expect(page.locator('.ant-tag').filter({ hasText: '已退款' }).first()).toBeVisible();

  // the other tab, not reloaded, cannot refund it again
  await pastThrottle(other);
  await stale.getByRole('button', { name: '确认退款' }).click();
  await expect(stale.getByText('退款金额不能超过可退金额')).toBeVisible();
  await expect(other.getByText(/退款成功/)).toHaveCount(0);
  await stale.getByRole('button', { name: /取\s*消/ }).click();
  // and shows what this tab did, without a reload: refunded, nothing left to refund
  await expect(other.locator('.ant-tag').filter({ hasText: '已退款' }).first()).toBeVisible();
  await expect(other.getByRole('button', { name: label('退款') })).toHaveCount(0);
  await other.getByRole('tab', { name: '费用明细' }).click();
  await expect(field(other, '可退金额')).toHaveText('¥0.00');
  await expect(field(other, '已退款')).toHaveText(yuan(refundable));

  // the refund is kept: a reload of either tab finds it, once
  await other.reload();
  await other.getByRole('tab', { name: '费用明细' }).click({ timeout: scaled(30000) });
  await expect(field(other, '已退款')).toHaveText(yuan(refundable));
  await expect(field(other, '可退金额')).toHaveText('¥0.00');
  await other.close();
  expect([...errors, ...otherErrors]).toEqual([]);
});

test('signing out in one tab sends the other to the sign-in form; signing in there reloads it as the new account', async ({
  page,
}) => {
  await login(page);
  const other = await secondTab(page, '/log');
  await expect(other.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
  const account = (p: Page) => p.getByRole('button', { name: '账号菜单' });
  const admin = await account(other).innerText();

  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => hashOf(page)).toMatch(/^#\/login/);
  // the other tab, not touched, is signed out too
  await expect.poll(() => hashOf(other)).toMatch(/^#\/login/);
  await expect(other.getByLabel('手机号')).toBeEditable();

  // the finance staff signs in in the first tab: the other opens as that account
  await submitLogin(page, ACCOUNTS.finance);
  await expect.poll(() => hashOf(page), { timeout: scaled(45_000) }).not.toMatch(/^#\/login/);
  await expect.poll(() => hashOf(other), { timeout: scaled(45_000) }).not.toMatch(/^#\/login/);
  const finance = await account(page).innerText({ timeout: scaled(20000) });
  expect(finance).not.toBe(admin);
  await expect(account(other)).toHaveText(finance, { timeout: scaled(20000) });
  await other.close();
});

test('a reload finds the backend live: the journal is not replayed nor the world built again, until the backend has ended', async ({
  page,
}) => {
  await login(page);
  /** when the backend's journal was replayed, each time it was since the backend's script ran */
  const restores = async () =>
    (await backendMeasures(page)).filter((m) => m.name === 'backend:restore').map((m) => m.at);
  const first = await restores();
  expect(first).toHaveLength(1);

  // the only tab reloads: its backend outlived it, and answers the new page from the same world
  await page.reload();
  await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
  expect(await restores()).toEqual(first);

  // once it has ended (no page for a while), the next page starts a new one: the journal replayed anew
  await stopBackend(page);
  await page.reload();
  await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
  const again = await restores();
  expect(again).toHaveLength(1);
  expect(again[0]).toBeGreaterThan(first[0]);
});

test('without SharedWorker the console says it runs in this tab alone, and a second tab tells the first to close', async ({
  page,
}) => {
  await signInWithoutSharedWorker(page);
  await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });

  const other = await secondTab(page, '/log');
  await expect(other.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20000) });
  const told = page.locator('.ant-notification-notice').filter({ hasText: '演示数据已在另一个标签页中打开' });
  await expect(told).toBeVisible();
  await expect(told).toContainText('请关闭此标签页');
  // the journal is the second tab's now: it gives back that tab's world (the first tab's is stale)
  await expectJournalReplays(other);
  await page.close();
});

test('without SharedWorker, a tab whose journal a newer tab has taken refuses a write instead of acknowledging it', async ({
  page,
}) => {
  await signInWithoutSharedWorker(page);
  await gotoRoute(page, '/backend/notice-template');
  await expect(rows(page).first()).toBeVisible({ timeout: scaled(20000) });
  // a newer tab has claimed the journal (the owner kept beside its header) before its word reached this tab
  await putInJournalStore(page, 'meta', 'a newer tab', 'owner');
  const name = '夜间还车提醒';
  const dialog = await saveNoticeTemplate(page, name);
  // its entry refused by the journal: the write is refused and the tab told to close, the form kept
  const told = page.locator('.ant-notification-notice').filter({ hasText: '演示数据已在另一个标签页中打开' });
  await expect(told).toBeVisible();
  await expect(told).toContainText('请关闭此标签页');
  await expect(dialog.getByRole('textbox', { name: '模板名称' })).toHaveValue(name);
  await expect(page.locator('.ant-table-tbody').getByText(name)).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/screenshots/in-page-write-refused.png' });
  // reloaded, this tab takes the journal again: the refused write is nowhere
  await page.reload();
  await expect(rows(page).first()).toBeVisible({ timeout: scaled(30000) });
  await expect(page.locator('.ant-table-tbody').getByText(name)).toHaveCount(0);
});
