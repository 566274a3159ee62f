/**
 * Review queues and complaint tickets in a real browser against the demo build
 * (issue 4): a return-car request is approved and its ride's dispatch fee becomes
 * 0; a complaint is replied to and resolved; screenshots of each screen.
 */
import { expect, test } from '@playwright/test';
import {
  approveReview,
  checkJournalAfterEach,
  gotoRoute,
  settle,
  signInAsAdminWatchingErrors,
  label,
  rows,
} from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const SHOTS = 'artifacts/screenshots';

test.describe('reviews and complaint tickets', () => {
  signInAsAdminWatchingErrors();

  test('each review queue lists its applications with the evidence', async ({ page }) => {
    for (const [path, shot] of [
      ['/user-manage/student-certificate', 'student'],
      ['/bindcard-list', 'rebind'],
      ['/invoicing-ticket', 'invoice'],
    ] as const) {
      await gotoRoute(page, path);
      await expect(rows(page).first()).toBeVisible({ timeout: scaled(20000) });
      await rows(page)
        .first()
        .getByRole('button', { name: label('详情') })
        .click();
      await expect(page.locator('.ant-drawer-body:visible')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: `${SHOTS}/reviews-${shot}.png` });
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-drawer-body:visible')).toHaveCount(0);
    }
  });

  test('approving a return-car request waives the dispatch fee of its ride', async ({ page }) => {
    await gotoRoute(page, '/carReturn-approve');
    const first = rows(page).first();
    await expect(first).toBeVisible({ timeout: scaled(20000) });
    const id = (await first.getAttribute('data-row-key'))!;
    const orderId = (await first.getByRole('link').nth(1).textContent())!.trim();
    await first.getByRole('button', { name: label('详情') }).click();
    const drawer = page.locator('.ant-drawer-content:visible, .ant-drawer-section:visible').first();
    await expect(drawer.getByText('¥5.00').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/reviews-return-car.png` });

    await approveReview(page, page.locator('.review-queue__actions'));
    await expect(page.locator(`.ant-table-tbody tr[data-row-key="${id}"]:visible`)).toHaveCount(0);

    await gotoRoute(page, `/carReturn-approve?status=approved&keyword=${orderId}`);
    const done = page.locator(`.ant-table-tbody tr[data-row-key="${id}"]:visible`);
    await expect(done).toBeVisible({ timeout: scaled(20000) });
    await done.getByRole('button', { name: label('详情') }).click();
    await expect(page.getByText('¥0.00（已免除）')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/reviews-return-car-approved.png` });
  });

  test('a complaint is replied to and resolved', async ({ page }) => {
    await gotoRoute(page, '/user-worksheet?status=open');
    await expect(rows(page).first()).toBeVisible({ timeout: scaled(20000) });
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/worksheets-list.png` });
    const id = (await rows(page).first().getAttribute('data-row-key'))!;
    await rows(page).first().getByRole('link', { name: id }).click();
    await expect(page.getByText(`工单 ${id}`)).toBeVisible({ timeout: scaled(20000) });
    await expect(page.getByText('待处理', { exact: true })).toBeVisible();

    await page.getByLabel('回复内容').fill('您好，已为您核实订单计费。');
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByRole('list', { name: '沟通记录' }).getByText('您好，已为您核实订单计费。')).toBeVisible();
    await expect(page.getByText('处理中', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: label('解决') }).click();
    const modal = page.getByRole('dialog').filter({ hasText: '解决工单' });
    await modal.getByLabel('处理结果').fill('已核实计费无误，已向用户说明');
    await modal.getByRole('button', { name: '确认解决' }).click();
    await expect(page.getByText('已解决', { exact: true })).toBeVisible();
    await expect(page.getByText('工单已解决：已核实计费无误，已向用户说明', { exact: false })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/worksheets-detail-resolved.png`, fullPage: true });
  });
});
