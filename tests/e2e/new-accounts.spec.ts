/**
 * Accounts the console creates can sign in (issue 15): the administrator adds a service
 * area, a franchisee working in it and a finance staff user; each then signs in through
 * the form in the same browser and sees only what it was given.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, checkJournalAfterEach, collectErrors, login, label } from './helpers';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const STAFF = '13911112222';
const FRANCHISEE = '13922223333';

/** The top-level menu titles of the side menu. */
const topMenu = (page: Page) =>
  page.locator('.ant-layout-sider .ant-menu-root > li .ant-menu-title-content').allInnerTexts();

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/login/);
}

/** The open dialog of that title (closed ones of other tabs may stay in the page). */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A field of that dialog, by its label. */
const field = (page: Page, title: string, label: string) => dialog(page, title).getByLabel(label, { exact: true });

async function save(page: Page, title: string): Promise<void> {
  await dialog(page, title)
    .getByRole('button', { name: label('保存') })
    .click();
  await expect(dialog(page, title)).toBeHidden();
}

async function choose(page: Page, title: string, label: string, option: string): Promise<void> {
  await field(page, title, label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  // close a multiple select's list by a click on the dialog's title: with motion reduced a
  // single select's list is already gone, and an Escape would close the dialog itself
  await dialog(page, title).locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a new franchisee and a new staff user sign in and see only what they were given', async ({ page }) => {
  test.setTimeout(scaled(4 * 60_000));
  const errors = collectErrors(page);
  await login(page, ACCOUNTS.admin);

  // a service area nobody has yet
  await page.goto('./#/agent/service-area-management');
  await page.getByRole('button', { name: /新增服务区/ }).click();
  await field(page, '新增服务区', '服务区名称').fill('上城服务区');
  await save(page, '新增服务区');
  // (the 服务区已新增 message may be gone by the time a busy machine has closed the dialog)
  await expect(page.getByRole('cell', { name: '上城服务区', exact: true }).filter({ visible: true })).toBeVisible();

  // the franchisee working in it
  await page.goto('./#/agent/account-management');
  await page.getByRole('button', { name: /新增加盟商/ }).click();
  await field(page, '新增加盟商', '公司名称').fill('杭州上城骑行有限公司');
  await field(page, '新增加盟商', '联系人').fill('周小川');
  await field(page, '新增加盟商', '手机号').fill(FRANCHISEE);
  await choose(page, '新增加盟商', '服务区', '上城服务区');
  await choose(page, '新增加盟商', '角色', '加盟商');
  await save(page, '新增加盟商');
  await expect(page.getByRole('cell', { name: '杭州上城骑行有限公司' })).toBeVisible();

  // a finance staff user
  await page.goto('./#/permissions/user');
  await page.getByRole('button', { name: /新增用户/ }).click();
  await field(page, '新增用户', '手机号').fill(STAFF);
  await field(page, '新增用户', '姓名').fill('孙会计');
  await choose(page, '新增用户', '角色', '财务');
  await save(page, '新增用户');
  await expect(page.getByRole('cell', { name: '孙会计' })).toBeVisible();
  const adminMenu = await topMenu(page);
  await signOut(page);

  // the staff user: the finance role's menus only
  await login(page, STAFF);
  const staffMenu = await topMenu(page);
  expect(staffMenu).toContain('报表');
  expect(staffMenu).not.toContain('权限管理');
  expect(staffMenu).not.toContain('代理商');
  expect(staffMenu.length).toBeLessThan(adminMenu.length);
  await signOut(page);

  // the franchisee: its own areas only, no franchisee picker
  await login(page, FRANCHISEE);
  const franchiseeMenu = await topMenu(page);
  expect(franchiseeMenu).not.toContain('权限管理');
  expect(franchiseeMenu).toContain('用户管理');
  await expect(page.getByRole('button', { name: '选择加盟商' })).toHaveCount(0);
  await page.getByRole('button', { name: '选择服务区' }).click();
  const areas = page.getByRole('dialog').getByRole('checkbox');
  await expect(areas).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText('上城服务区');

  expect(errors, 'console errors and page errors').toEqual([]);
});
