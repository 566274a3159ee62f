/**
 * Accessibility (issue 6): axe-core in Chromium on the login page, a list, a form
 * and a map page — no serious or critical violation (the rest are printed) — and
 * the shell by keyboard: Tab reaches the side menu (its items by arrow keys, as
 * menus do), the header's buttons, the tab bar and the chat button; the account
 * menu opens with Enter.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appRoutes } from '../../src/app/routes';
import { flatten } from '../../src/shared/nav/routeAccess';
import { ACCOUNTS, checkJournalAfterEach, gotoRoute, login, openLogin, settle } from './helpers';
import { openRoute } from './sweep';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page; returns the serious and critical violations, prints every one. */
async function audit(page: Page, name: string): Promise<string[]> {
  await page.mouse.move(0, 0); // no hover state: axe measures the colours shown
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const lines = violations.map(
    (v) =>
      `${v.impact ?? '?'} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')})`,
  );
  console.log(
    `[a11y] ${name}: ${violations.length} rule(s) violated${lines.length ? `\n  ${lines.join('\n  ')}` : ''}`,
  );
  if (process.env.A11Y_DEBUG) {
    for (const v of violations)
      for (const n of v.nodes)
        console.log(
          `    ${v.id} ${n.target.join(' ')}: ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' / ')}`,
        );
  }
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${name}: ${v.id} (${v.nodes.length}×) ${v.help}`);
}

const route = (path: string) => flatten(appRoutes).find((r) => r.path === path)!;

test.describe('accessibility', () => {
  test('public pages: login and the franchisee application form', async ({ page }) => {
    await openLogin(page);
    const found = await audit(page, '/login');
    await gotoRoute(page, '/register');
    await expect(page.getByRole('heading', { name: '加盟商申请' })).toBeVisible();
    // the form with its validation messages showing
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('请输入公司名称')).toBeVisible();
    found.push(...(await audit(page, '/register (with errors)')));
    expect(found, 'serious or critical violations').toEqual([]);
  });

  test('signed in: a list page, a list with data, and the map page', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await login(page, ACCOUNTS.admin);
    const found: string[] = [];
    for (const path of ['/user-info', '/user-worksheet', '/vehicle/operation-map']) {
      await openRoute(page, route(path), 'url', 30_000);
      await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0, {
        timeout: scaled(20_000),
      });
      found.push(...(await audit(page, path)));
    }
    expect(found, 'serious or critical violations').toEqual([]);
  });

  test('keyboard: Tab reaches the side menu, the header buttons, the tab bar and the chat button', async ({ page }) => {
    await login(page, ACCOUNTS.admin);
    // a second tab, so the tab bar holds more than the home page
    await openRoute(page, route('/user-info'), 'url', 30_000);
    await page.locator('body').focus();
    const reached = { menu: false, menuItem: false, tab: false, header: new Set<string>(), other: new Set<string>() };
    const wanted = ['收起菜单', '搜索页面', '账号菜单'];
    const done = () =>
      reached.menu && reached.tab && reached.other.has('在线客服') && wanted.every((w) => reached.header.has(w));
    for (let i = 0; i < 120 && !done(); i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return { zone: 'none', name: '' };
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim();
        if (el.closest('.shell-sider')) return { zone: 'menu', name: el.getAttribute('role') ?? '' };
        if (el.closest('header')) return { zone: 'header', name };
        if (el.closest('.shell-tabs') && el.getAttribute('role') === 'tab') return { zone: 'tabs', name };
        return { zone: 'other', name };
      });
      if (where.zone === 'menu' && !reached.menu) {
        reached.menu = true;
        // inside a menu the arrow keys move between items (WAI-ARIA menu pattern)
        await page.keyboard.press('ArrowDown');
        // the menu moves focus in its own handler: on a busy machine a frame or two later
        reached.menuItem = await page
          .waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem', undefined, {
            timeout: scaled(3000),
            polling: 'raf',
          })
          .then(
            () => true,
            () => false,
          );
      }
      if (where.zone === 'header') reached.header.add(where.name);
      if (where.zone === 'tabs') reached.tab = true;
      if (where.zone === 'other') reached.other.add(where.name);
    }
    console.log(
      `[a11y] keyboard: side menu ${reached.menu ? 'reached' : 'NOT reached'}, items by arrows ${reached.menuItem}; tab bar ${reached.tab}; ` +
        `header buttons: ${[...reached.header].join(', ')}; chat button ${reached.other.has('在线客服')}`,
    );
    expect(reached.menu, 'Tab reaches the side menu').toBe(true);
    expect(reached.menuItem, 'arrow keys reach the menu items').toBe(true);
    expect([...reached.header], 'header buttons reached by Tab').toEqual(expect.arrayContaining(wanted));
    expect(reached.tab, 'Tab reaches the tab bar').toBe(true);
    expect([...reached.other], 'Tab reaches the chat button').toContain('在线客服');

    // the account menu opens from the keyboard and offers its items
    await page.getByRole('button', { name: '账号菜单' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /界面设置/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /退出登录/ })).toBeVisible();
  });
});
