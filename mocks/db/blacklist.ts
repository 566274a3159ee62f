/**
 * The rider blacklist (domain model Blacklist): ~120 riders seeded with reasons,
 * plus the session's additions and removals. Every entry's rider has
 * `blacklisted: true`; building this collection sets the flag, so readers of
 * riders call getBlacklist() first (the rider handlers do). Kept newest first.
 *
 * Beside it, the ban history: one record per ban and per lift (BanRecord), appended by the
 * writes that add and remove (so a replay of the journal makes the same ones), never removed:
 * a lifted ban stays in the rider's history. Each seeded ban has its record.
 */
import { createRng } from '../lib/rng';
import { lazy } from './lazy';
import { XSS_PROBES } from './names';
import { getRiders } from './riders';
import { staffNames } from './staff';
import { epoch, worldSeed } from './store';
import { isoAt } from './time';
import type { BanAction, BanRecord, BlacklistRecord as BlacklistEntry, RiderRecord as Rider } from '@contract/riders';
import { nowIso } from '../../src/shared/utils/clock';

export const BLACKLIST_SEEDED = 120;
const DAY = 86400000;

const REASONS = [
  '恶意破坏车辆（拆卸车筐、划伤车身），已报警处理',
  '多次在禁停区停车，被市民投诉',
  '长期欠费不还，累计欠费超过30天',
  '盗用他人账号骑行',
  '私自加装车锁占用车辆',
  '恶意投诉、辱骂客服人员',
  '未满16周岁骑行，家长要求停用',
  '骑行载人，屡教不改',
  '私拆电池，涉嫌盗窃',
  '利用漏洞刷单套取优惠券',
  '闯红灯、逆行被交警通报',
  '将车辆骑出服务区后遗弃',
];

interface Store {
  rows: BlacklistEntry[];
  byUser: Map<string, BlacklistEntry>;
  /** every rider's ban records, newest first */
  bans: Map<string, BanRecord[]>;
  /** how many ban records were made (their ids) */
  banCount: number;
}

/** The rider's entry on the list. */
const entryOf = (r: Rider, reason: string, addedBy: string, addedAt: string, until?: string): BlacklistEntry => ({
  userId: r.userId,
  phone: r.phone,
  name: r.name,
  serviceAreaId: r.serviceAreaId,
  agentId: r.agentId,
  reason,
  addedBy,
  addedAt,
  until,
});

const store = lazy((): Store => {
  const rng = createRng(worldSeed() + 40);
  const riders = getRiders();
  const ops = staffNames(['R001', 'R002']);
  const picked = new Set<number>();
  const rows: BlacklistEntry[] = [];
  while (rows.length < BLACKLIST_SEEDED) {
    const i = rng.int(0, riders.length - 1);
    if (picked.has(i)) continue;
    picked.add(i);
    const r = riders[i];
    const ageDays = rng.int(1, 300);
    const addedMs = epoch() - ageDays * DAY - rng.int(0, 86399) * 1000;
    // A few reasons are XSS probes: they must render as plain text.
    const reason =
      rows.length % 50 === 17 ? `${rng.pick(REASONS)} ${XSS_PROBES[(rows.length / 50) | 0]}` : rng.pick(REASONS);
    const permanent = rng.chance(0.4);
    const addedBy = rng.pick(ops);
    // Seeded bans are all still in force.
    const until = permanent ? undefined : isoAt(epoch() + rng.int(7, 365) * DAY);
    rows.push(entryOf(r, reason, addedBy, isoAt(addedMs), until));
    r.blacklisted = true;
  }
  rows.sort((a, b) => (a.addedAt < b.addedAt ? 1 : -1));
  const s: Store = { rows, byUser: new Map(rows.map((e) => [e.userId, e])), bans: new Map(), banCount: 0 };
  // each seeded ban has its record, oldest first so that the ids follow time
  for (const e of [...rows].reverse()) record(s, e.userId, 'add', e.reason, e.addedBy, e.addedAt, e.until);
  return s;
});

/** Appends a ban record to the rider's history. */
function record(
  s: Store,
  riderId: string,
  action: BanAction,
  reason: string,
  operator: string,
  at: string,
  until?: string,
): BanRecord {
  s.banCount += 1;
  const b: BanRecord = { id: `BAN${String(s.banCount).padStart(6, '0')}`, riderId, action, reason, operator, at };
  if (until) b.until = until;
  s.bans.set(riderId, [b, ...(s.bans.get(riderId) ?? [])]);
  return b;
}

/** The rider's bans and lifts, newest first (the live array: do not mutate). */
export function bansOf(riderId: string): readonly BanRecord[] {
  return store().bans.get(riderId) ?? [];
}

/** Every entry, newest first (the live array: do not mutate). */
export function getBlacklist(): readonly BlacklistEntry[] {
  return store().rows;
}

export function blacklistEntry(userId: string): BlacklistEntry | undefined {
  return store().byUser.get(userId);
}

/** Adds the rider (now), flags them and records the ban; the caller checks they are not listed yet. */
export function addToBlacklist(r: Rider, reason: string, addedBy: string, until?: string): BlacklistEntry {
  const s = store();
  const e = entryOf(r, reason, addedBy, nowIso(), until);
  s.rows.unshift(e);
  s.byUser.set(r.userId, e);
  r.blacklisted = true;
  record(s, r.userId, 'add', reason, addedBy, e.addedAt, until);
  return e;
}

/** Removes the rider's entry, clears the flag and records the lift by `by`; false when not listed. */
export function removeFromBlacklist(r: Rider, by: string): boolean {
  const s = store();
  const e = s.byUser.get(r.userId);
  if (!e) return false;
  s.byUser.delete(r.userId);
  s.rows.splice(s.rows.indexOf(e), 1);
  r.blacklisted = false;
  record(s, r.userId, 'remove', '', by, nowIso());
  return true;
}
