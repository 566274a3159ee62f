/**
 * Route sweep (issue 6; DESIGN.md §6, §10): each demo account signs in through the
 * form and opens every route it may see — by URL, and a sample by clicking the side
 * menu. On each: the document title starts with the route's title, the page's main
 * landmark shows, no console error, no uncaught exception, and every failed request
 * is explained to the user. Then every route it may not see, typed as a URL, ends on
 * #/404. The routes come from the route table (src/app/routes.tsx) and the app's
 * own access rule; nothing is listed by hand, so new screens are swept as they land.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';
import { closeOtherTabs, CRASHED, ERROR_SHOWN, escapeRe, Monitor, openRoute, planFor, siteTypeOf, SWEPT, TAB_BATCH, waitForHashPath } from './sweep';

const menuName = (title: string) => new RegExp(`(^|\\s)${escapeRe(title)}$`);

// one signed-in page per account; the accounts run in parallel when there are workers for it
test.describe.configure({ mode: 'parallel' });

for (const { role, phone } of SWEPT) {
  test(`route sweep: ${role} (${phone})`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const started = Date.now();
    page.setDefaultTimeout(15_000);
    const mon = new Monitor(page);
    mon.route = '/login';
    await login(page, phone);
    const plan = planFor(role, await siteTypeOf(page));
    expect(plan.pages.length, 'routes this account may open').toBeGreaterThan(0);

    const unexplained: string[] = [];
    // every problem is collected, so one run reports all of them
    const problems: string[] = [];
    const visit = async (path: string, check: () => Promise<void>, quietMs = 150) => {
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

    // a sample by clicking the side menu: the first page of each group, and the top-level pages
    await page.goto('./#/log');
    await expect(page.getByRole('main')).toBeVisible();
    const sider = page.locator('.shell-sider');
    const seenGroups = new Set<string>();
    const sample = plan.menuLeaves.filter((e) => {
      const key = e.parent ?? e.path;
      if (seenGroups.has(key)) return false;
      seenGroups.add(key);
      return true;
    });
    for (const entry of sample) {
      const r = plan.pages.find((p) => p.path === entry.path)!;
      await visit(`${r.path} (menu)`, async () => {
        // a top-level item's name starts with its icon's label ('team 用户管理')
        const item = sider.getByRole('menuitem', { name: menuName(entry.title) });
        if (entry.parent && !(await item.isVisible())) await sider.getByRole('menuitem', { name: menuName(entry.parent) }).click();
        await item.click();
        await openRoute(page, r, 'none');
      });
    }

    // every route it may not open: 404
    for (const r of plan.denied) {
      await visit(`${r.path} (denied)`, async () => {
        await page.goto(`./#${r.path}`);
        await waitForHashPath(page, '/404', `${r.path} is not ${role}'s`);
        await expect(page.getByText('404', { exact: true })).toBeVisible();
      }, 50);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary =
      `[route-sweep] ${role} ${phone}: ${plan.pages.length} routes by URL, ${plan.groups.length} group redirects, ` +
      `${sample.length} by menu, ${plan.denied.length} denied → 404; ${mon.apiCalls} API calls, ` +
      `${mon.failures.length} failed, ${mon.consoleErrors.length} console errors, ${mon.pageErrors.length} uncaught; ${seconds} s`;
    console.log(summary);
    test.info().annotations.push({ type: 'summary', description: summary });

    expect(problems, 'routes that did not open as expected').toEqual([]);
    expect(mon.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(mon.consoleErrors, 'console errors').toEqual([]);
    expect(unexplained, 'failed requests nobody was told about').toEqual([]);
  });
}
