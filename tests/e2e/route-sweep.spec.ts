/**
 * Route sweep (issue 6; DESIGN.md §6, §10): each demo account that can sign in does
 * so through the form and opens every route it may see — every page by URL, every
 * side-menu entry by clicking it, and every menu group (which opens its first page).
 * On each: the document title starts with the route's title, the page's main
 * landmark shows, no console error, no uncaught exception, and every failed request
 * is explained to the user. Then every route it may not see, typed as a URL, ends on
 * #/404. The routes come from the route table (src/app/routes.tsx) and the app's
 * own access rule; nothing is listed by hand, so new screens are swept as they land.
 * Each account runs as two tests (by URL, by menu) so two workers share the work.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';
import { closeOtherTabs, CRASHED, ERROR_SHOWN, escapeRe, Monitor, openRoute, planFor, siteTypeOf, SWEPT, TAB_BATCH, waitForHashPath, type Role, type RoutePlan } from './sweep';

const menuName = (title: string) => new RegExp(`(^|\\s)${escapeRe(title)}$`);

/** A signed-in account and the checks every visited route goes through. */
async function sweeper(page: Page, role: Role, phone: string) {
  const started = Date.now();
  page.setDefaultTimeout(15_000);
  const mon = new Monitor(page);
  mon.route = '/login';
  await login(page, phone);
  const plan: RoutePlan = planFor(role, await siteTypeOf(page));
  expect(plan.pages.length, 'routes this account may open').toBeGreaterThan(0);

  // every problem is collected, so one run reports all of them
  const problems: string[] = [];
  const unexplained: string[] = [];
  let visits = 0;
  const visit = async (path: string, check: () => Promise<void>, quietMs = 150) => {
    visits += 1;
    mon.route = path;
    const t0 = Date.now();
    try {
      await check();
    } catch (e) {
      problems.push(`${path}: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
    }
    const t1 = Date.now();
    await mon.quiet(quietMs);
    if (process.env.SWEEP_DEBUG) console.log(`  ${path}: open ${t1 - t0} ms, quiet ${Date.now() - t1} ms`);
    if (CRASHED.test((await page.locator('body').textContent()) ?? '')) problems.push(`${path}: the page crashed`);
    const failed = mon.failuresOf(path);
    if (failed.length && !(await page.locator(ERROR_SHOWN).filter({ visible: true }).count())) {
      unexplained.push(...failed.map((f) => `${path}: ${f.method} ${f.url} → ${f.status}`));
    }
  };

  /** Prints the summary line and asserts that nothing went wrong. */
  const finish = (what: string) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary =
      `[route-sweep] ${role} ${phone} ${what}; ${visits} visits; ${mon.apiCalls} API calls, ` +
      `${mon.failures.length} failed, ${unexplained.length} unexplained, ${mon.consoleErrors.length} console errors, ${mon.pageErrors.length} uncaught; ${seconds} s`;
    console.log(summary);
    test.info().annotations.push({ type: 'summary', description: summary });
    expect(problems, 'routes that did not open as expected').toEqual([]);
    expect(mon.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(unexplained, 'failed requests nobody was told about').toEqual([]);
    expect(mon.consoleErrors, 'console errors').toEqual([]);
  };

  return { plan, visit, finish };
}

// the accounts' tests run in parallel when there are workers for it
test.describe.configure({ mode: 'parallel' });

for (const { role, phone } of SWEPT) {
  test(`route sweep: ${role} (${phone}) by URL, and the routes it may not open`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    const { plan, visit, finish } = await sweeper(page, role, phone);

    // every page, by URL
    for (const [i, r] of plan.pages.entries()) {
      if (i && i % TAB_BATCH === 0 && r.layout !== 'blank') await closeOtherTabs(page);
      await visit(r.path, () => openRoute(page, r));
    }

    // groups open on their first page (or 404 when that page is not this account's)
    for (const g of plan.groups) {
      const target = plan.pages.find((r) => r.path === g.redirect);
      await visit(g.path, async () => {
        await page.goto(`./#${g.path}`);
        await waitForHashPath(page, target ? g.redirect! : '/404', `${g.path} redirects`);
      });
    }

    // every route it may not open: 404
    for (const r of plan.denied) {
      await visit(
        `${r.path} (denied)`,
        async () => {
          await page.goto(`./#${r.path}`);
          await waitForHashPath(page, '/404', `${r.path} is not ${role}'s`);
          await expect(page.getByText('404', { exact: true })).toBeVisible();
        },
        50,
      );
    }

    finish(`by URL: ${plan.pages.length} pages, ${plan.groups.length} group redirects, ${plan.denied.length} denied → 404`);
  });

  test(`route sweep: ${role} (${phone}) by menu`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    const { plan, visit, finish } = await sweeper(page, role, phone);
    const sider = page.locator('.shell-sider');
    // every entry of the side menu (big screens, which open outside the shell, excepted)
    for (const [i, entry] of plan.menuLeaves.entries()) {
      if (i && i % TAB_BATCH === 0) await closeOtherTabs(page);
      const r = plan.pages.find((p) => p.path === entry.path)!;
      await visit(`${r.path} (menu)`, async () => {
        // two groups may hold entries of the same name: look inside the entry's group
        const scope = entry.parent ? sider.locator('li.ant-menu-submenu').filter({ has: page.getByRole('menuitem', { name: menuName(entry.parent) }) }) : sider;
        // a top-level item's name starts with its icon's label ('team 用户管理')
        const item = scope.getByRole('menuitem', { name: menuName(entry.title) });
        if (entry.parent && !(await item.isVisible())) await scope.getByRole('menuitem', { name: menuName(entry.parent) }).click();
        await item.click();
        await openRoute(page, r, 'none');
      });
    }
    finish(`by menu: ${plan.menuLeaves.length} menu entries`);
  });
}
