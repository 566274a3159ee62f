/**
 * Forms keep work, in a real browser against the demo build (issue 23): a page part that
 * failed to load (the connection dropped) comes with 重试, which fetches it again for
 * real and shows the page without reloading the console; a form with unsaved changes asks before its console tab is closed, and
 * the browser asks (beforeunload) before the browser tab is closed; without multi-tab, an
 * address typed into the address bar asks too (the router's blocker alone cannot stop it).
 */
import { expect, test } from '@playwright/test';
import { checkJournalAfterEach, gotoRoute, hashOf, login, label } from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

test.describe('forms keep work', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('重试 loads a page part that failed to load, without a reload', async ({ page }) => {
    let offline = true;
    const asked: string[] = [];
    // the route sees the service worker's requests too (the embedded backend passes assets through)
    await page.context().route('**/assets/BlacklistPage-*.js*', async (route) => {
      asked.push(new URL(route.request().url()).search);
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await gotoRoute(page, '/black-list');
    await expect(page.getByText('页面资源加载失败')).toBeVisible({ timeout: scaled(20000) });
    expect(asked.length).toBeGreaterThan(0);

    offline = false;
    const failed = asked.length;
    await page.getByRole('button', { name: label('重试') }).click();
    await expect(page.locator('.shell-page .ant-table:visible')).toBeVisible({ timeout: scaled(20000) });
    await expect(page.getByText('页面资源加载失败')).toHaveCount(0);
    // fetched again (this Chromium keeps no failed import: the same address; a browser that
    // keeps one gets the chunk under ?retry=N), in the same document
    expect(asked.length).toBeGreaterThan(failed);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a form with unsaved changes asks before its console tab or the browser tab closes', async ({ page }) => {
    await gotoRoute(page, '/work/new-work-order');
    const title = page.getByRole('textbox', { name: '标题' });
    await title.fill('电池仓锁不上');
    const tab = page.locator('[data-tab-key="/work/new-work-order"]');
    await tab.locator('.shell-tabs__close').click();
    const ask = page.getByRole('dialog', { name: '有未保存的修改，确定离开吗？' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: label('取消') }).click();
    await expect(ask).toBeHidden();
    await expect(title).toHaveValue('电池仓锁不上');

    // closing the browser tab: the browser's own question
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const d = await dialog;
    expect(d.type()).toBe('beforeunload');
    await d.dismiss();
  });

  test('without multi-tab, an address typed by hand asks before the form is thrown away', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('ebike_display', JSON.stringify({ v: { multiTab: false } })));
    await gotoRoute(page, '/work/new-work-order');
    await page.reload();
    const title = page.getByRole('textbox', { name: '标题' });
    await title.fill('电池仓锁不上');
    // what the address bar does with a typed address: a navigation the console did not make
    const typeAddress = () =>
      page.evaluate(() => {
        window.location.hash = '#/work/view-tickets';
      });
    const ask = page.getByRole('dialog', { name: '有未保存的修改，确定离开吗？' });
    await typeAddress();
    await expect(ask).toBeVisible();
    expect(hashOf(page)).toBe('#/work/new-work-order');
    await ask.getByRole('button', { name: label('取消') }).click();
    await expect(ask).toBeHidden();
    await expect(title).toHaveValue('电池仓锁不上');

    await typeAddress();
    await ask.getByRole('button', { name: label('离开') }).click();
    await expect(page).toHaveURL(/#\/work\/view-tickets$/);
    await expect(title).toBeHidden();
  });
});
