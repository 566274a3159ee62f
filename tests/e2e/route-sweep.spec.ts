/**
 * Route sweep (issues 6 and 10; permission codes, quality bar): each demo account that can sign in
 * does so through the form and opens every route it may see once: a page with a side-menu
 * entry by clicking the entry, any other page (details, big screens) by URL, every menu
 * group by URL (it opens its first page). On each: the document title starts with the
 * route's title, the page's main landmark shows, no console error, no uncaught exception,
 * every failed request is explained to the user (every route is a built screen: the
 * placeholder page of wave 1 is gone).
 *
 * The second visit: after each shell page, the tab of the page before it is clicked
 * again; it must come back as it was left (the same kept-alive page, marked before
 * leaving: not remounted), with no error boundary and no console error.
 *
 * Then every route the account may not see, typed as a URL, ends on #/404. The routes
 * come from the route table (src/app/routes.tsx) and the app's own access rule; nothing
 * is listed by hand, so new screens are swept as they land.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AppRoute } from '../../src/shared/nav/routeTypes';
import { checkJournalAfterEach, login } from './helpers';
import {
  closeOtherTabs,
  CRASHED,
  ERROR_SHOWN,
  escapeRe,
  Monitor,
  openRoute,
  planFor,
  siteTypeOf,
  SWEPT,
  TAB_BATCH,
  waitForHashPath,
  type Role,
  type RoutePlan,
} from './sweep';
import { scaled } from './machine';

// every session here signs in (journalled): its journal must replay to the world it left
checkJournalAfterEach();

const menuName = (title: string) => new RegExp(`(^|\\s)${escapeRe(title)}$`);
const inShell = (r: AppRoute) => r.layout !== 'blank';

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
  const visit = async (label: string, check: () => Promise<void>, quietMs = 150) => {
    visits += 1;
    mon.route = label;
    const t0 = Date.now();
    try {
      await check();
    } catch (e) {
      problems.push(`${label}: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
    }
    const t1 = Date.now();
    await mon.quiet(quietMs);
    if (process.env.SWEEP_DEBUG) console.log(`  ${label}: open ${t1 - t0} ms, quiet ${Date.now() - t1} ms`);
    // what is shown (innerText leaves out the hidden kept-alive tabs)
    const text = await page.locator('body').innerText();
    if (CRASHED.test(text)) problems.push(`${label}: the page crashed`);
    // the route shown (a group opens its first page)
    const failed = mon.failuresOf(label);
    if (failed.length && !(await page.locator(ERROR_SHOWN).filter({ visible: true }).count())) {
      unexplained.push(...failed.map((f) => `${label}: ${f.method} ${f.url} → ${f.status}`));
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

/** Marks the visible page of the active tab, so that a second visit can tell it was kept, not remounted. */
async function markActivePage(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    // each open tab's page is a child of the shell's page region; hidden tabs are display: none
    for (const el of document.querySelectorAll<HTMLElement>('section.shell-page > *')) {
      if (getComputedStyle(el).display !== 'none') el.dataset.sweepVisit = p;
    }
  }, path);
}

/** Clicks the tab of `r` in the tab bar and waits until its page shows again, kept as it was left. */
async function revisit(page: Page, r: AppRoute): Promise<void> {
  await page
    .locator(`.shell-tabs [data-tab-key="${r.path}"], .shell-tabs [data-tab-key^="${r.path}?"]`)
    .first()
    .click();
  await openRoute(page, r, 'none');
  const kept = await page.evaluate(
    (p) =>
      Array.from(document.querySelectorAll<HTMLElement>(`section.shell-page > [data-sweep-visit="${p}"]`)).some(
        (el) => getComputedStyle(el).display !== 'none',
      ),
    r.path,
  );
  if (!kept) throw new Error(`${r.path} came back remounted: its state was not kept`);
}

// the accounts' tests run in parallel when there are workers for it
test.describe.configure({ mode: 'parallel' });

/** The administrator's many routes are swept as two tests over alternate pages, so that two workers share them. */
const partsOf = (role: Role) => (role === 'admin' ? 2 : 1);

for (const { role, phone } of SWEPT)
  for (let part = 0; part < partsOf(role); part += 1) {
    const parts = partsOf(role);
    const what = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`route sweep: ${role} (${phone})${what}: every route once (menu or URL), its second visit, and the routes it may not open`, async ({
      page,
    }) => {
      test.setTimeout(scaled(12 * 60_000));
      const { plan: all, visit, finish } = await sweeper(page, role, phone);
      // part 1 also opens the group redirects and the denied routes
      const plan = {
        ...all,
        pages: all.pages.filter((_, i) => i % parts === part),
        groups: part ? [] : all.groups,
        denied: part ? [] : all.denied,
      };
      const sider = page.locator('.shell-sider');
      const menu = new Map(plan.menuLeaves.map((e) => [e.path, e]));
      let byMenu = 0;
      let again = 0;
      let previous: AppRoute | undefined;

      for (const [i, r] of plan.pages.entries()) {
        if (i && i % TAB_BATCH === 0 && inShell(r)) {
          await closeOtherTabs(page);
          previous = undefined;
        }
        const entry = menu.get(r.path);
        if (entry) {
          byMenu += 1;
          await visit(`${r.path} (menu)`, async () => {
            // back from a big screen (outside the shell): the side menu is on the home page
            if (!(await sider.isVisible())) {
              await page.goto('./#/log');
              await sider.waitFor();
            }
            // two groups may hold entries of the same name: look inside the entry's group
            const scope = entry.parent
              ? sider
                  .locator('li.ant-menu-submenu')
                  .filter({ has: page.getByRole('menuitem', { name: menuName(entry.parent) }) })
              : sider;
            // a top-level item's name starts with its icon's label ('team 用户管理')
            const item = scope.getByRole('menuitem', { name: menuName(entry.title) });
            if (entry.parent && !(await item.isVisible())) {
              await scope.getByRole('menuitem', { name: menuName(entry.parent) }).click();
              // the group opens (and the one open before closes) with an animation that may start a
              // frame later: wait until the menu stands still, or the click lands on what slid under it
              await page.evaluate(
                () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
              );
              await page.waitForFunction(() => !document.querySelector('.shell-sider [class*="ant-motion-collapse"]'));
            }
            await item.click();
            await openRoute(page, r, 'none');
          });
        } else {
          await visit(r.path, () => openRoute(page, r));
        }
        if (!inShell(r)) {
          previous = undefined;
          continue;
        }
        await markActivePage(page, r.path);
        // the second visit: back to the tab of the page before, which must be as it was left (this
        // page's own second visit comes after the next page opened; coming back to this one at once
        // checked the same kept-alive page again and cost a quarter of the sweep's visits)
        if (previous) {
          again += 1;
          const back = previous;
          await visit(`${back.path} (second visit)`, () => revisit(page, back));
        }
        previous = r;
      }

      // groups open on their first page (or 404 when that page is not this account's)
      for (const g of plan.groups) {
        const target = all.pages.find((r) => r.path === g.redirect);
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

      finish(
        `${what ? `${what.trim()}: ` : ''}${plan.pages.length} pages (${byMenu} by menu, ${plan.pages.length - byMenu} by URL), ${again} second visits, ` +
          `${plan.groups.length} group redirects, ${plan.denied.length} denied → 404`,
      );
    });
  }
