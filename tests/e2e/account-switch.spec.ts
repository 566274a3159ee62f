/**
 * Account switch (issue 10): the administrator narrows the header scope, works on a
 * screen only administrators may open, signs out there and, in the same page, the
 * operations account signs in. It lands on its own home page; no tab, no redirect and
 * no scope selection of the administrator survives, and nothing crashes or logs an error.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS, hashOf, login, submitLogin } from './helpers';
import { Monitor, openRoute, planFor, siteTypeOf } from './sweep';
import { scaled } from './machine';

test('signing out on an administrator-only screen and in as operations staff leaves nothing of the administrator behind', async ({ page }) => {
  test.setTimeout(scaled(3 * 60_000));
  const mon = new Monitor(page);
  await login(page, ACCOUNTS.admin);
  const siteType = await siteTypeOf(page);
  const opsPages = new Set(planFor('ops', siteType).pages.map((r) => r.path));
  const adminOnly = planFor('admin', siteType).pages.find((r) => r.layout !== 'blank' && !r.hidden && !opsPages.has(r.path))!;
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
  await expect.poll(() => hashOf(page)).toMatch(new RegExp(`^#/login(-home)?\\?${redirect}$`));
  // from the sign-in entry (/login-home) to the form, in the same page
  if (hashOf(page).startsWith('#/login-home')) await page.goto(`./#/login?${redirect}`);
  await expect(page.getByLabel('手机号')).toBeEditable();

  // the operations staff signs in in the same page
  await submitLogin(page, ACCOUNTS.ops);
  await expect.poll(() => hashOf(page), { timeout: scaled(45_000) }).toBe('#/log');
  await expect(page.getByText(/欢迎回来/).first()).toBeVisible();
  await expect(page.getByTestId('scope-areas')).toContainText('全部');
  const tabs = page.locator('.shell-tabs .ant-tabs-tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toContainText('首页');
  expect(mon.pageErrors, 'uncaught exceptions').toEqual([]);
  expect(mon.consoleErrors, 'console errors').toEqual([]);
});
