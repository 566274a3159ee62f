import type { Domain } from './keys';

/**
 * What each accepted write changes, by the start of its path: the domains whose reads are
 * asked again. The first matching entry counts (longer paths first where two share a start).
 * In this world writes reach beyond their own screen — a refund moves the ride, the wallet,
 * the rider and the reports — and every write is entered in the operator log and the journal
 * (ALWAYS). A write not listed refreshes everything: a forgotten entry costs requests, never
 * a stale screen.
 */
const MONEY: readonly Domain[] = ['riders', 'orders', 'reports'];

const EFFECTS: ReadonlyArray<readonly [string, readonly Domain[]]> = [
  // sign-in and the caller's own session: a new token drops all server state anyway
  ['/requestSmsCode', []],
  ['/obs/requestSmsCode', []],
  ['/verifySmsCode', []],
  ['/auth/', []],
  ['/platform/permission/login', []],
  ['/platform/permission/user/bangwo8', []],
  ['/mieba/platform/opman/device/verification', []],
  ['/mieba/v2/platform/opman/device/permission', ['access']],
  ['/platform/agent/apply', ['agents']],
  // riders, their money and rides (a phone shown in full is only logged)
  ['/platform/privacy/phone', ['logs']],
  ['/platform/user/', MONEY],
  ['/platform/blacklist', ['riders']],
  ['/platform/refund', MONEY],
  ['/platform/order/', [...MONEY, 'fleet']],
  // complaints and review queues
  ['/platform/worksheet/', ['worksheets', 'riders']],
  ['/platform/review/', ['reviews', 'riders', 'fleet']],
  // the fleet and its work
  ['/platform/vehicle/', ['fleet', 'tasks']],
  ['/platform/alarm/', ['fleet', 'tasks']],
  ['/platform/repair/', ['fleet', 'tasks']],
  ['/platform/ops/', ['tasks', 'fleet', 'reports']],
  ['/platform/park-application/', ['parkApplications', 'fences']],
  ['/platform/fence/', ['fences', 'agents', 'fleet']],
  // operators, roles, devices, franchisees
  ['/platform/permission/', ['access']],
  ['/mieba/v2/platform/opman/device/', ['access']],
  ['/platform/agent/', ['agents', 'access']],
  // settings, marketing, production, support
  ['/platform/config/', ['config']],
  ['/platform/site/', ['config']],
  ['/platform/marketing/coupon/issue', ['marketing', 'riders']],
  ['/platform/marketing/', ['marketing']],
  ['/platform/production/', ['production', 'fleet']],
  ['/platform/support/', ['support']],
];

/** Every write is entered here: the operator log (home's recent operations too) and the journal's count. */
const ALWAYS: readonly Domain[] = ['logs', 'journal'];

/** The domains a successful write to `url` (the client's path, before its base) changes, or 'all' when the path is not listed. */
export function domainsChangedBy(url: string): ReadonlySet<Domain> | 'all' {
  const path = url.split('?')[0];
  const hit = EFFECTS.find(([start]) => path.startsWith(start));
  if (!hit) return 'all';
  return hit[1].length ? new Set([...hit[1], ...ALWAYS]) : new Set();
}
