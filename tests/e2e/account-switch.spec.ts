/**
 * Account switch (issue 10): the administrator narrows the header scope, works on a
 * screen only administrators may open, signs out there (the sign-in form, with that path as
 * its redirect) and, in the same page, the operations account signs in. It goes to the wanted
 * path, which it may not open: the 404 page. No tab and no scope selection of the
 * administrator survives, and nothing crashes or logs an error.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, checkJournalAfterEach, hashOf, login, submitLogin } from './helpers';
import { Monitor, openRoute, planFor, siteTypeOf } from './sweep';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

test('signing out on an administrator-only screen and in as operations staff leaves nothing of the administrator behind', async ({
  page,
}) => {
  test.setTimeout(scaled(3 * 60_000));
  const mon = new Monitor(page);
  await login(page, ACCOUNTS.admin);
  const siteType = await siteTypeOf(page);
  const opsPages = new Set(planFor('ops', siteType).pages.map((r) => r.path));
  const adminOnly = planFor('admin', siteType).pages.find(
    (r) => r.layout !== 'blank' && !r.hidden && !opsPages.has(r.path),
  )!;
  expect(adminOnly, 'a screen only the administrator may open').toBeDefined();

  // narrow the service areas to one
  await page.getByRole('button', { name: '选择服务区' }).click();
  const dialog = page.getByRole('dialog');
  // every area starts checked (no selection = all): clear them, then keep the first
  await expect(dialog.getByRole('checkbox').first()).toBeChecked();
  await dialog.getByRole('button', { name: '取消全选' }).click();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('scope-areas')).toContainText('1 个');

  await page.goto(`./#${adminOnly.path}`);
  await openRoute(page, adminOnly, 'none');
  await expect(page.locator('.shell-tabs .ant-tabs-tab')).toHaveCount(2);

  // sign out there: the login form remembers where the administrator was
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  const redirect = `redirect=${encodeURIComponent(adminOnly.path)}`;
  await expect.poll(() => hashOf(page)).toBe(`#/login?${redirect}`);
  await expect(page.getByLabel('手机号')).toBeEditable();

  // the operations staff signs in in the same page: the wanted path, which it may not open
  await submitLogin(page, ACCOUNTS.ops);
  await expect.poll(() => hashOf(page), { timeout: scaled(45_000) }).toBe('#/404');
  await page.goto('./#/log');
  await expect(page.getByText(/欢迎回来/).first()).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByTestId('scope-areas')).toContainText('全部');
  const tabs = page.locator('.shell-tabs .ant-tabs-tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toContainText('首页');
  expect(mon.pageErrors, 'uncaught exceptions').toEqual([]);
  expect(mon.consoleErrors, 'console errors').toEqual([]);
});
