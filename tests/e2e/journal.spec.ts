/**
 * Changes that survive a reload (issue 12 item 7), in Chromium against the demo build: a
 * notice template added in the console is still there after the page reloads (the embedded
 * backend replays its IndexedDB journal), 重置演示数据 in the settings drawer forgets it, and
 * a journal that cannot be read is discarded with a notice instead of a white screen.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  checkJournalAfterEach,
  collectErrors,
  gotoRoute,
  label,
  login,
  putInJournalStore,
  saveNoticeTemplate,
  settle,
  stopBackend,
} from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const TEMPLATE = '夜间还车提醒';

async function addTemplate(page: Page): Promise<void> {
  await gotoRoute(page, '/backend/notice-template');
  await saveNoticeTemplate(page, TEMPLATE);
  await expect(page.locator('.ant-table-tbody').getByText(TEMPLATE)).toBeVisible();
}

test('a change survives a reload and 重置演示数据 forgets it', async ({ page }) => {
  const errors = collectErrors(page);
  await login(page);
  await addTemplate(page);

  await page.reload();
  await expect(page.locator('.ant-table-tbody').getByText(TEMPLATE)).toBeVisible({ timeout: scaled(30_000) });

  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '界面设置' }).click();
  const drawer = page.getByRole('dialog', { name: '界面设置' });
  await expect(drawer.getByText('本浏览器保存了 1 项修改，刷新页面后仍在。')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'artifacts/screenshots/demo-data-reset.png' });
  await drawer.getByRole('button', { name: /重置演示数据/ }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: label('重置') })
    .click();

  // the page reloads onto the seeded world
  await expect(page.locator('.ant-table-tbody tr[data-row-key]').first()).toBeVisible({ timeout: scaled(30_000) });
  await expect(page.locator('.ant-table-tbody').getByText(TEMPLATE)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a journal that cannot be read is discarded with a notice, and the console opens', async ({ page }) => {
  await login(page);
  await addTemplate(page);
  // a stored entry of another shape, as another build or a damaged profile could leave
  await putInJournalStore(page, 'entries', { broken: true });
  // as when the browser opens the console again later: no backend still running
  await stopBackend(page);
  await page.reload();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '已恢复初始演示数据' });
  await expect(notice).toBeVisible({ timeout: scaled(30_000) });
  // the broken entry comes after the sign-in's steps and the change
  await expect(notice).toContainText(/修改记录已损坏（entry \d+），此前的修改已清除。/);
  // the notice comes with the worker's start, before the app has booted: the list is the reload's
  // first page, so it gets the reload's allowance, as in the test above
  await expect(page.locator('.ant-table-tbody tr[data-row-key]').first()).toBeVisible({ timeout: scaled(30_000) });
  await expect(page.locator('.ant-table-tbody').getByText(TEMPLATE)).toHaveCount(0);
});
