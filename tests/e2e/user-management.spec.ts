/**
 * User management in a real browser against the demo build (issue 4): a paid ride
 * is refunded and the refund shows in the rider's wallet; a return-car request is
 * approved from its row and the ride's own page shows the dispatch fee waived; a
 * rider is blacklisted from the rider's page and is listed on /black-list. Each
 * flow also meets a refusal on the way. Screenshots of each user-management
 * screen go to artifacts/screenshots/. (Approving from the review drawer and the
 * complaint reply + resolve are in reviews-worksheets.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import {
  approveReview,
  checkJournalAfterEach,
  field,
  gotoRoute,
  label,
  pastThrottle,
  rows,
  settle,
  signInAsAdminWatchingErrors,
  yuan,
} from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const SHOTS = 'artifacts/screenshots';
const row = (page: Page, key: string) => page.locator(`.ant-table-tbody tr[data-row-key="${key}"]:visible`);
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * Opens a list, checks that its phones are masked, keeps a screenshot, and opens
 * the first row's page by the link on its key (order or user id); returns the key.
 */
async function openFirstRow(page: Page, path: string, name: string): Promise<string> {
  await gotoRoute(page, path);
  const first = rows(page).first();
  await expect(first).toBeVisible({ timeout: scaled(20000) });
  await expect(first).toContainText(/1\d{2}\*{4}\d{4}/);
  await shot(page, name);
  const key = (await first.getAttribute('data-row-key'))!;
  await first.getByRole('link', { name: key }).click();
  return key;
}

test.describe('user management', () => {
  // The refusals below are business answers shown in the page: no console errors either.
  signInAsAdminWatchingErrors();

  test("a paid ride is refunded and the refund shows in the rider's wallet transactions", async ({ page }) => {
    // Paid from the wallet: a refund goes back where the money came from, here the wallet.
    const orderId = await openFirstRow(page, '/user-order?status=paid&payChannel=wallet', 'users-order-list');
    await expect(page.getByText(`订单 ${orderId}`)).toBeVisible({ timeout: scaled(20000) });
    await expect(page.locator('.ant-tag').filter({ hasText: '已支付' }).first()).toBeVisible();
    await expect(page.getByText('扫码开锁')).toBeVisible();
    await expect(page.getByText('支付成功')).toBeVisible();
    await shot(page, 'users-order-detail-timeline', true);

    await page.getByRole('button', { name: label('退款') }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '订单退款' });
    const paid = await modal.getByLabel('退款金额').inputValue();
    expect(Number(paid)).toBeGreaterThan(0);
    const reason = '车辆故障无法正常还车，全额退款';

    // The dialog says where the money goes: the channel that paid, here the wallet.
    await expect(modal.getByText(/退款将退回钱包/)).toBeVisible();
    // More than was paid: refused, the dialog stays with what was typed.
    await modal.getByLabel('退款金额').fill((Number(paid) + 10).toFixed(2));
    await modal.getByLabel('退款原因').fill(reason);
    await modal.getByRole('button', { name: '确认退款' }).click();
    await expect(modal.getByText('退款金额不能超过可退金额')).toBeVisible();
    await expect(modal.getByLabel('退款原因')).toHaveValue(reason);
    await expect(page.locator('.ant-tag').filter({ hasText: '已支付' }).first()).toBeVisible();

    await modal.getByLabel('退款金额').fill(paid);
    await pastThrottle(page);
    await modal.getByRole('button', { name: '确认退款' }).click();
    await expect(page.getByText('退款成功')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.locator('.ant-tag').filter({ hasText: '已退款' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: label('退款') })).toHaveCount(0);

    await page.getByRole('tab', { name: '费用明细' }).click();
    await expect(field(page, '已退款')).toHaveText(yuan(paid));
    await expect(field(page, '可退金额')).toHaveText('¥0.00');
    await expect(page.getByRole('cell', { name: reason })).toBeVisible();
    await shot(page, 'users-order-detail-refunded', true);

    // The rider's page: the refund is the newest wallet transaction.
    await field(page, '用户').getByRole('link').click();
    await expect(page.getByRole('tab', { name: '钱包流水' })).toBeVisible({ timeout: scaled(20000) });
    const newest = rows(page).first();
    await expect(newest).toContainText('退款');
    await expect(newest).toContainText(`+${yuan(paid)}`);
    await expect(newest).toContainText(`订单退款：${reason}`);
    await expect(newest.getByRole('link', { name: '查看订单' })).toBeVisible();
    // The rider's phone is masked on the detail page; an administrator reveals it.
    await expect(field(page, '手机号')).toContainText(/^1\d{2}\*{4}\d{4}/);
    await field(page, '手机号')
      .getByRole('button', { name: /查看完整手机号/ })
      .click();
    await expect(field(page, '手机号')).toHaveText(/^1\d{10}$/);
    await shot(page, 'users-detail-wallet', true);

    await page.getByRole('tab', { name: /退款记录/ }).click();
    await expect(rows(page).filter({ hasText: orderId }).first()).toContainText(yuan(paid));
    await page.getByRole('tab', { name: '押金' }).click();
    await expect(page.getByText('押金状态')).toBeVisible();
    await shot(page, 'users-detail-deposit', true);
  });

  test("a return-car request approved from its row waives the dispatch fee on the ride's page", async ({ page }) => {
    await gotoRoute(page, '/carReturn-approve');
    await expect(rows(page).nth(1)).toBeVisible({ timeout: scaled(20000) });
    const target = rows(page).first();
    const id = (await target.getAttribute('data-row-key'))!;
    const orderId = (await target.locator('a[href*="user-order-detail"]').textContent())!.trim();
    const fee = (await target.locator('td').filter({ hasText: /^¥/ }).first().textContent())!.trim();
    expect(fee).not.toBe('¥0.00');

    // Rejecting another request needs a reason; without one nothing is sent and it stays pending.
    const other = rows(page).nth(1);
    const otherId = (await other.getAttribute('data-row-key'))!;
    await other.getByRole('button', { name: label('驳回') }).click();
    const rejectDialog = page.getByRole('dialog').filter({ hasText: '驳回申请' });
    await rejectDialog.getByRole('button', { name: label('驳回') }).click();
    await expect(rejectDialog.getByText('请填写驳回原因')).toBeVisible();
    await rejectDialog.getByRole('button', { name: label('取消') }).click();
    await expect(row(page, otherId)).toBeVisible();

    // The ride before: the fee is charged.
    await gotoRoute(page, `/user-order-detail?id=${orderId}`);
    await expect(page.getByText(`订单 ${orderId}`)).toBeVisible({ timeout: scaled(20000) });
    await page.getByRole('tab', { name: '费用明细' }).click();
    await expect(field(page, '调度费')).toHaveText(fee);
    const dueBefore = (await field(page, '应付').textContent())!.trim();
    const paid = (await field(page, /^实付/).textContent())!.trim();

    await gotoRoute(page, '/carReturn-approve');
    await expect(row(page, id)).toBeVisible({ timeout: scaled(20000) });
    await approveReview(page, row(page, id));
    await expect(row(page, id)).toHaveCount(0);

    // The ride after: no dispatch fee, less due, the appeal in its timeline, and a fee
    // already paid back to the rider's wallet (what was paid stays on record).
    await gotoRoute(page, `/user-order-detail?id=${orderId}`);
    await expect(page.getByText('还车申诉通过，调度费已减免')).toBeVisible({ timeout: scaled(20000) });
    await page.getByRole('tab', { name: '费用明细' }).click();
    await expect(field(page, '调度费')).toHaveText(/^¥0\.00\s*已减免$/);
    await expect(field(page, '应付')).not.toHaveText(dueBefore);
    await expect(field(page, /^实付/)).toHaveText(paid);
    // what was paid beyond the new amount due goes back (all of the fee, or less when a
    // coupon or card had covered part of the ride)
    const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/[¥,\s]|已减免/g, '')) * 100);
    const back = Math.max(0, fen(paid) - fen(await field(page, '应付').textContent()));
    expect(back).toBeLessThanOrEqual(fen(fee));
    await expect(field(page, '已退款')).toHaveText(yuan(String(back / 100)));
    await expect(page.getByRole('cell', { name: '还车申诉通过，退还调度费' })).toHaveCount(back === 0 ? 0 : 1);
    await shot(page, 'users-order-detail-dispatch-waived', true);
  });

  test("a rider blacklisted from the rider's page is listed on /black-list", async ({ page }) => {
    const userId = await openFirstRow(page, '/user-info?blacklisted=false', 'users-list');
    await expect(page.getByRole('tab', { name: '钱包流水' })).toBeVisible({ timeout: scaled(20000) });
    await field(page, '手机号')
      .getByRole('button', { name: /查看完整手机号/ })
      .click();
    await expect(field(page, '手机号')).toHaveText(/^1\d{10}$/);
    const phone = (await field(page, '手机号').textContent())!.trim();

    await page.getByRole('button', { name: '加入黑名单' }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '加入黑名单' });
    await expect(modal.getByText('将无法扫码用车')).toBeVisible();
    // Without a reason the form refuses.
    await modal.getByRole('button', { name: '确认拉黑' }).click();
    await expect(modal.getByText('请填写拉黑原因')).toBeVisible();
    await shot(page, 'users-detail-blacklist-dialog');
    const reason = '多次恶意破坏车辆（拆卸车筐），经核实';
    await modal.getByLabel('拉黑原因').fill(reason);
    await pastThrottle(page);
    await modal.getByRole('button', { name: '确认拉黑' }).click();
    await expect(page.getByText('已加入黑名单')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.locator('.ant-tag').filter({ hasText: '黑名单' }).first()).toBeVisible();
    await expect(field(page, '拉黑原因')).toContainText(reason);
    await expect(field(page, '拉黑原因')).toContainText('永久');
    await expect(page.getByRole('button', { name: '移出黑名单' })).toBeVisible();

    await gotoRoute(page, `/black-list?keyword=${userId}`);
    const entry = row(page, userId);
    await expect(entry).toBeVisible({ timeout: scaled(20000) });
    await expect(entry).toContainText(reason);
    await expect(entry).toContainText('永久');
    await expect(entry).toContainText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    await shot(page, 'users-blacklist');

    // Adding the same rider again by phone: the server refuses and the values stay.
    await page
      .getByRole('button', { name: /加入黑名单/ })
      .filter({ visible: true })
      .click();
    const add = page.getByRole('dialog').filter({ hasText: '加入黑名单' });
    await add.getByLabel('用户').fill(phone);
    await add.getByLabel('拉黑原因').fill('重复拉黑');
    await add.getByRole('button', { name: '确认拉黑' }).click();
    await expect(add.getByText('该用户已在黑名单中')).toBeVisible();
    await expect(add.getByLabel('用户')).toHaveValue(phone);
    await add.getByRole('button', { name: label('取消') }).click();
    await expect(rows(page)).toHaveCount(1);
  });

  test("riders' names that look like markup are shown as text", async ({ page }) => {
    await gotoRoute(page, `/user-info?keyword=${encodeURIComponent('<img')}`);
    await expect(rows(page).first()).toBeVisible({ timeout: scaled(20000) });
    await expect(rows(page).first()).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('.ant-table-tbody img')).toHaveCount(0);
    await shot(page, 'users-list-xss-probe');
  });
});
