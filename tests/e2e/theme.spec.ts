/**
 * The console's colours: antd's component styles come from its stylesheet, and the theme the
 * operator picks (界面设置 → 主题色) reaches them through the CSS variables antd writes at run
 * time. A button drawn before the pick wears the new colour at once, in the page and in a
 * dialog, and keeps it across a reload.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkJournalAfterEach, collectErrors, gotoRoute, label, login } from './helpers';

checkJournalAfterEach();

const PURPLE = 'rgb(114, 46, 209)'; // 酱紫, #722ed1

const background = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * `<style>` elements holding a component's rules (antd writing its CSS in the page), by count;
 * the theme's variables (`.css-var-….ant-btn{--ant-…}`) are not rules of the component.
 */
const componentStyleTags = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('style')).filter((s) => /\.ant-btn\{(?!--)/.test(s.textContent ?? ''))
        .length,
  );

test('the theme colour picked in 界面设置 recolours the buttons already drawn, and survives a reload', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await login(page);
  await gotoRoute(page, '/data/operation-tasks');
  const search = page.getByRole('button', { name: label('查询') });
  await expect(search).toBeVisible();
  const before = await background(search);
  expect(before, 'a primary button has a colour of its own').not.toBe('rgba(0, 0, 0, 0)');
  expect(before).not.toBe(PURPLE);
  // the styles are the stylesheet's: none written into the page
  expect(await componentStyleTags(page)).toBe(0);

  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '界面设置' }).click();
  const drawer = page.getByRole('dialog', { name: '界面设置' });
  await drawer.getByRole('button', { name: '酱紫' }).click();
  await expect(drawer.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => background(search)).toBe(PURPLE);
  await drawer.getByRole('button', { name: '关闭' }).click();

  // a dialog opened afterwards wears it too
  await page.getByRole('button', { name: '新建任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建运维任务' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => background(dialog.getByRole('button', { name: '生成任务' }))).toBe(PURPLE);
  await dialog.getByRole('button', { name: label('取消') }).click();

  await page.reload();
  await expect(search).toBeVisible();
  await expect.poll(() => background(search)).toBe(PURPLE);
  expect(await componentStyleTags(page)).toBe(0);
  expect(errors).toEqual([]);
});
