/**
 * What the route sweep and the fault sweep share: the routes each demo account may
 * and may not open (computed from the route table, src/app/routes.tsx, with the
 * app's own access rule; the codes are those the embedded backend gives each demo
 * role), and a monitor of console errors, uncaught exceptions and failed requests.
 */
import type { Page, Request } from '@playwright/test';
import { ROLE_CODES } from '../../mocks/db/codes';
import { appRoutes } from '../../src/app/routes';
import { buildMenu, flatten, routeAllowed } from '../../src/shared/nav/routeAccess';
import type { MenuEntry } from '../../src/shared/nav/menu';
import type { AppRoute } from '../../src/shared/nav/routeTypes';
import { ACCOUNTS, type Hooked } from './helpers';
import { scaled } from './machine';

export type Role = keyof typeof ROLE_CODES;

/** The four demo accounts that can sign in, with the codes their roles hold (sign-in protocol). */
export const SWEPT: ReadonlyArray<{ role: Role; phone: string }> = [
  { role: 'admin', phone: ACCOUNTS.admin },
  { role: 'ops', phone: ACCOUNTS.ops },
  { role: 'franchisee', phone: ACCOUNTS.franchisee },
  { role: 'finance', phone: ACCOUNTS.finance },
];

export interface RoutePlan {
  /** routes with a page the account may open */
  pages: AppRoute[];
  /** menu groups the account may open: they redirect to their first page */
  groups: AppRoute[];
  /** every route (page or group) the account may not open: typed as a URL it must end on /404 */
  denied: AppRoute[];
  /** the side menu's leaves (shell pages only), for the click sample */
  menuLeaves: Array<MenuEntry & { parent?: string }>;
}

/** The plan of one account, for a site type (site config webType, e.g. 'campus'). */
export function planFor(role: Role, siteType: string | undefined): RoutePlan {
  const codes = [...ROLE_CODES[role]];
  const all = flatten(appRoutes);
  const allowed = (r: AppRoute) => routeAllowed(r, codes, siteType);
  const leaves: RoutePlan['menuLeaves'] = [];
  const walk = (entries: MenuEntry[], parent?: string) => {
    for (const e of entries) {
      if (e.children?.length) walk(e.children, e.title);
      else if (!e.blank) leaves.push({ ...e, parent });
    }
  };
  walk(buildMenu(appRoutes, codes, siteType));
  return {
    pages: all.filter((r) => r.page && allowed(r)),
    groups: all.filter((r) => !r.page && r.redirect && allowed(r)),
    denied: all.filter((r) => (r.page || r.redirect) && !allowed(r)),
    menuLeaves: leaves,
  };
}

/** The site type the embedded backend serves (public site config). */
export async function siteTypeOf(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const res = await fetch('./ebike/v3/backend/platform/site/config');
    const body = (await res.json()) as { data?: { webType?: string } };
    return body.data?.webType;
  });
}

const API = /\/(ebike\/v3\/backend|user-api|mieba|java)\//;
export const isApi = (url: string): boolean => API.test(url);

export interface Failure {
  route: string;
  url: string;
  /** HTTP status, or the network error text */
  status: number | string;
  method: string;
}

/**
 * Console errors, uncaught exceptions, failed requests and requests in flight, each
 * attributed to the route being visited (`monitor.route = path`); a failed call to the
 * route it was made on (a tab left behind may answer late, and shows it when reopened).
 */
export class Monitor {
  route = '(start)';
  readonly consoleErrors: Array<{ route: string; text: string }> = [];
  readonly pageErrors: Array<{ route: string; text: string }> = [];
  readonly failures: Failure[] = [];
  /** API calls that succeeded, with how many failures had been seen before each */
  readonly successes: Array<Failure & { index: number }> = [];
  readonly inflight = new Set<Request>();
  /** every API call asked (method, path), with how many failures had been seen before it */
  private readonly asked: Array<{ method: string; path: string; index: number }> = [];
  /** when an API call last started or ended */
  private lastActive = Date.now();
  /** the route each API call was made on: a late failure belongs to the page that asked */
  private readonly madeOn = new WeakMap<Request, string>();
  apiCalls = 0;
  /** Chromium's own console line for every 4xx/5xx response: checked as a failure instead */
  private static readonly RESOURCE = /^Failed to load resource: the server responded with a status of \d+/;

  constructor(readonly page: Page) {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (!Monitor.RESOURCE.test(text)) this.consoleErrors.push({ route: this.route, text });
    });
    page.on('pageerror', (err) => this.pageErrors.push({ route: this.route, text: `${err.name}: ${err.message}` }));
    page.on('request', (req) => {
      if (!isApi(req.url())) return;
      this.apiCalls += 1;
      this.asked.push({ method: req.method(), path: new URL(req.url()).pathname, index: this.failures.length });
      this.lastActive = Date.now();
      this.inflight.add(req);
      this.madeOn.set(req, this.route);
    });
    page.on('requestfinished', (req) => {
      this.inflight.delete(req);
      this.lastActive = Date.now();
    });
    page.on('requestfailed', (req) => {
      this.inflight.delete(req);
      this.lastActive = Date.now();
      const text = req.failure()?.errorText ?? 'failed';
      // a request the page itself dropped (navigation, AbortController) is not a failure
      if (text === 'net::ERR_ABORTED') return;
      this.failures.push({
        route: this.madeOn.get(req) ?? this.route,
        url: req.url(),
        status: text,
        method: req.method(),
      });
    });
    page.on('response', (res) => {
      const route = this.madeOn.get(res.request()) ?? this.route;
      if (res.status() >= 400)
        this.failures.push({ route, url: res.url(), status: res.status(), method: res.request().method() });
      else if (isApi(res.url()))
        this.successes.push({
          route: this.route,
          url: res.url(),
          status: res.status(),
          method: res.request().method(),
          index: this.failures.length,
        });
    });
  }

  /** No API call has been in flight for `ms` (now, without waiting). */
  calmFor(ms: number): boolean {
    return !this.inflight.size && Date.now() - this.lastActive >= ms;
  }

  /** Waits until no API request has been in flight for `quietMs` (at most `maxMs`). */
  async quiet(quietMs = 150, maxMs = 15000): Promise<void> {
    const until = Date.now() + maxMs;
    let calmSince = Date.now();
    while (Date.now() < until) {
      if (this.inflight.size) calmSince = Date.now();
      else if (Date.now() - calmSince >= quietMs) return;
      await this.page.waitForTimeout(50);
    }
  }

  /**
   * Waits for the calls a page makes on opening: until one has started since the
   * count `since` (at most `firstMs`: a page may call nothing), then until calm.
   */
  async settle(since: number, firstMs = 2500, quietMs = 200): Promise<void> {
    const until = Date.now() + firstMs;
    while (this.apiCalls === since && Date.now() < until) await this.page.waitForTimeout(50);
    await this.quiet(quietMs);
  }

  /**
   * Whether the app recovered from failure number `i` by itself: the same call (method
   * and path; GET parameters are sealed, so they differ) succeeded afterwards.
   */
  recovered(i: number): boolean {
    const f = this.failures[i];
    const path = (u: string) => new URL(u).pathname;
    return this.successes.some((ok) => ok.index > i && ok.method === f.method && path(ok.url) === path(f.url));
  }

  /**
   * Whether the app asked the call of failure number `i` again by itself (the same method and
   * path, whatever came of it): a look-up does, with a back-off growing to 8 s between tries.
   */
  askedAgain(i: number): boolean {
    const f = this.failures[i];
    const path = new URL(f.url).pathname;
    return this.asked.some((a) => a.index > i && a.method === f.method && a.path === path);
  }

  failuresOf(route: string): Failure[] {
    return this.failures.filter((f) => f.route === route);
  }
}

/** What tells the user that something failed, with a way out (notification, alert, result, message). */
export const ERROR_SHOWN = [
  '.ant-notification-notice-error',
  '.ant-notification-notice',
  '.ant-alert-error',
  '.ant-result-error',
  '.ant-result-warning',
  '.ant-message-error',
].join(', ');

/** A page that crashed inside its error boundary, or a layout that crashed in the router. */
export const CRASHED = /页面出错了|页面资源加载失败/;

/** The path part of the current hash route, e.g. '/vehicle/vehicle-query'. */
export const hashPath = (page: Page): string => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/**
 * Opens a hash route and waits until its page is there: the hash says so, the
 * document title starts with the route's title, there is exactly one main landmark
 * (big screens have none) and no lazy page in it is still loading. One in-page wait
 * (polled every animation frame), not a series of polls: the sweep opens hundreds.
 */
export async function openRoute(
  page: Page,
  r: AppRoute,
  how: 'url' | 'none' = 'url',
  timeout = scaled(20000),
): Promise<void> {
  if (how === 'url') await page.goto(`./#${r.path}`);
  const want = { path: r.path, title: r.meta?.title ?? '', bigScreen: r.layout === 'blank' && !r.hidden };
  try {
    await page.waitForFunction(
      ({ path, title, bigScreen }) => {
        if (location.hash.replace(/^#/, '').split('?')[0] !== path) return false;
        if (!document.title.startsWith(title)) return false;
        const mains = document.querySelectorAll('main, [role="main"]');
        // a kept-alive tab under <Activity mode="hidden"> keeps its DOM (display: none) and, its
        // effects stopped, may keep a spinner: only what is shown counts
        const spinning = (root: ParentNode) =>
          [...root.querySelectorAll('[role="status"] .ant-spin-spinning')].some((el) => el.checkVisibility());
        if (bigScreen) return !spinning(document);
        return mains.length === 1 && !spinning(mains[0]);
      },
      want,
      { timeout, polling: 'raf' },
    );
  } catch {
    const state = await page.evaluate(() => ({
      hash: location.hash,
      title: document.title,
      mains: document.querySelectorAll('main, [role="main"]').length,
      loading: [...document.querySelectorAll('[role="status"] .ant-spin-spinning')].some((el) => el.checkVisibility()),
    }));
    throw new Error(`${r.path} did not open (want title '${want.title}…'): ${JSON.stringify(state)}`);
  }
}

export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a page can show the user about a failure. */
const FEEDBACK = [
  '.ant-notification-notice',
  '.ant-message-notice',
  '.ant-alert-error',
  '.ant-result-error',
  '.ant-result-warning',
  '.ant-result-500',
].join(', ');

export interface Feedback {
  text: string;
  hash: string;
}

/**
 * Records every notification, message, error alert and error result the page shows
 * from now on (they come and go: antd closes notifications after 4.5 s), so a check
 * after the fact still sees them. Read with `feedbackOf(page)`.
 */
export async function recordFeedback(page: Page): Promise<void> {
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { __feedback: Array<{ text: string; hash: string }> };
    w.__feedback = [];
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const el of document.querySelectorAll(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        w.__feedback.push({ text: (el.textContent ?? '').trim().slice(0, 120), hash: location.hash });
      }
    };
    // one scan per burst of DOM changes, not one per change: a notice stays for seconds
    let pending = false;
    const later = () => {
      if (pending) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        scan();
      }, 100);
    };
    new MutationObserver(later).observe(document, { childList: true, subtree: true });
  }, FEEDBACK);
}

export const feedbackOf = (page: Page): Promise<Feedback[]> =>
  page.evaluate(() => (window as unknown as { __feedback?: Feedback[] }).__feedback ?? []);

/**
 * Sets (or with null clears) the embedded backend's fault injection: the demo build's hook keeps
 * it in the browser's localStorage (a reload keeps it) and hands it to the shared backend, which
 * reads it on every call.
 */
export async function setFaults(
  page: Page,
  faults: { latency?: [number, number]; failureRate?: number } | null,
): Promise<void> {
  await page.evaluate((value) => (window as unknown as Hooked).__embeddedBackend.setFaults(value), faults);
}

/**
 * Shortens (or restores, 1000) the first wait before a failed read is asked again: the demo
 * build's hook. The policy is unchanged (two more tries, doubling waits, then the failure is
 * shown); only the sweep that makes every call fail spends less of its time waiting.
 */
export async function setRetryBase(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (value) =>
      (window as unknown as { __consoleHooks: { setRetryBase(ms: number): void } }).__consoleHooks.setRetryBase(value),
    ms,
  );
}

/** Waits (every animation frame) until the hash route's path is `path`; says where it ended otherwise. */
export async function waitForHashPath(page: Page, path: string, what: string, timeout = scaled(15000)): Promise<void> {
  try {
    await page.waitForFunction((p) => location.hash.replace(/^#/, '').split('?')[0] === p, path, {
      timeout,
      polling: 'raf',
    });
  } catch {
    throw new Error(`${what}: expected #${path}, ended on ${new URL(page.url()).hash}`);
  }
}

/**
 * Closes every tab but the active one with each tab's close mark, as a user with many
 * tabs would. The multi-tab shell keeps every open tab's page mounted; the sweeps open
 * dozens, so they close them every few routes. (The click is dispatched on the mark:
 * no hit test, so a tab scrolled out of the bar is closed too.)
 */
export async function closeOtherTabs(page: Page): Promise<void> {
  const others = page.locator('.shell-tabs .ant-tabs-tab:not(.ant-tabs-tab-active) .shell-tabs__close');
  for (let n = await others.count(); n > 0; n = await others.count()) {
    await others.first().dispatchEvent('click');
    await page.waitForFunction(
      (before) => document.querySelectorAll('.shell-tabs .ant-tabs-tab').length < before,
      n + 1,
      { polling: 'raf' },
    );
  }
}

/** How many routes the sweeps open before closing the other tabs (SWEEP_KEEP_TABS=1: never). */
export const TAB_BATCH = process.env.SWEEP_KEEP_TABS ? Infinity : 8;

/**
 * Whether the sweep closes the route's tab before the next one: a big screen in the shell
 * (kept alive, hidden) still has its own calls under way, retried on their own; left open,
 * their failures would be counted against the page opened next.
 */
export const leavesBigScreen = (r: AppRoute | undefined): boolean => !!r?.standalone;
