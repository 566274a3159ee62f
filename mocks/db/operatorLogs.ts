/**
 * The operator log (domain model Log: opManId, action, target, ip, at): about 2,000
 * entries over the 30 days before epoch(), generated on first use from the seed, plus
 * the live actions of the session (sign-in) added with addOperatorLog(). Each
 * operator does what their role does: the finance staff export reports, the
 * maintenance staff lock and unlock vehicles, the administrator configures.
 * Kept newest first. resetDb() forgets it (lazy collection).
 */
import { callerAddress } from '../lib/clientAddress';
import { packRows, unpackRows, type PackedRows } from '../lib/columns';
import { createRng, type Rng } from '../lib/rng';
import { hash, lazy } from './lazy';
import { XSS_PROBES } from './names';
import { epoch, getDb, worldSeed } from './store';
import { worldSlot } from './world';
import { isoAt } from './time';
import type { OperatorLogRow as OperatorLog } from '@contract/logs';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { nowIso } from '../../src/shared/utils/clock';
import { LOGIN_ACTION } from '@contract/labels/logs';

export const OPERATOR_LOG_DAYS = 30;
export const OPERATOR_LOG_COUNT = 2000;
export { LOGIN_ACTION };

/** Demo accounts that never get past sign-in (sign-in protocol) have no history. */
const NEVER_SIGNED_IN: ReadonlySet<string> = new Set(['13800000004', '13800000005']);

type Target = (rng: Rng, areas: string[]) => string;

const vehicle: Target = (rng) => `车辆 ${8600000 + rng.int(0, 2999)}`;
const area: Target = (rng, areas) => rng.pick(areas);
const rows: Target = (rng) => `${rng.int(20, 5000)} 条记录`;
const order: Target = (rng) => `订单 R${rng.int(10000, 99999)}`;
const ticket: Target = (rng) => `工单 WS${String(rng.int(1, 1500)).padStart(6, '0')}`;
const rider: Target = (rng) =>
  `用户 1${rng.pick(['36', '37', '38', '39', '58', '86', '88'])}****${String(rng.int(0, 9999)).padStart(4, '0')}`;
const fixed =
  (s: string): Target =>
  () =>
    s;
const oneOf =
  (items: string[]): Target =>
  (rng) =>
    rng.pick(items);

const COUPONS = ['新用户 3 元骑行券', '周末 5 折券', '30 分钟免费骑行券', '早高峰 2 元立减券', '学生专享 8 折券'];
const REPORTS = ['日统计', '交易订单', '钱包报表', '押金报表', '骑行卡报表', '折扣卡报表'];

/** [action, target, weight] by role (PermissionRole ids of mocks/db/store.ts). */
type Act = [action: string, target: Target, weight: number];
const COMMON: Act[] = [
  [LOGIN_ACTION, fixed('运营管理后台'), 10],
  ['退出登录', fixed('运营管理后台'), 4],
];
const BY_ROLE: Record<string, Act[]> = {
  R001: [
    ['修改计费配置', area, 3],
    ['修改系统配置', fixed('站点配置'), 2],
    ['新增优惠券', oneOf(COUPONS), 3],
    ['新增角色', oneOf(['运维主管', '客服专员', '区域经理']), 1],
    ['修改角色权限', oneOf(['运营专员', '财务', '运维人员']), 2],
    ['新增后台用户', rider, 1],
    ['停用后台用户', rider, 1],
    ['编辑服务区围栏', area, 2],
    ['新增停车围栏', area, 2],
    ['导出用户列表', rows, 2],
    ['审核还车申请', order, 3],
    ['锁车', vehicle, 2],
    ['开锁', vehicle, 2],
    ['修改充值活动', fixed('充值满 50 送 10'), 1],
    ['加入黑名单', rider, 1],
  ],
  R002: [
    ['锁车', vehicle, 6],
    ['开锁', vehicle, 6],
    ['响铃寻车', vehicle, 3],
    ['车辆下架', vehicle, 2],
    ['车辆上架', vehicle, 2],
    ['派发运维任务', vehicle, 4],
    ['审核还车申请', order, 4],
    ['回复用户工单', ticket, 4],
    ['处理用户工单', ticket, 2],
    ['导出车辆列表', rows, 1],
    ['审核站点申请', area, 1],
  ],
  R003: [
    ['导出报表', oneOf(REPORTS), 6],
    ['下载财务对账单', fixed('财务对账'), 4],
    ['导出交易订单', rows, 3],
    ['审核退款申请', order, 3],
    ['查看营收大屏', fixed('营收大屏'), 2],
  ],
  R004: [
    ['锁车', vehicle, 5],
    ['开锁', vehicle, 5],
    ['响铃寻车', vehicle, 4],
    ['完成换电任务', vehicle, 5],
    ['完成维修任务', vehicle, 3],
    ['车辆下架', vehicle, 2],
    ['车辆上架', vehicle, 2],
  ],
  R005: [
    ['导入车辆', rows, 3],
    ['修改电压方案', oneOf(['48V 锂电方案', '60V 锂电方案']), 2],
    ['创建升级任务', oneOf(['固件 v2.3.1', '固件 v2.4.0']), 2],
    ['上传语音包', oneOf(['标准女声', '方言提示音']), 1],
  ],
  AR001: [
    ['导出用户列表', rows, 3],
    ['审核还车申请', order, 4],
    ['查看用户订单', order, 4],
    ['导出报表', oneOf(REPORTS), 2],
    ['回复用户工单', ticket, 2],
  ],
};

function pickWeighted(rng: Rng, acts: Act[]): Act {
  const total = acts.reduce((s, a) => s + a[2], 0);
  let r = rng.next() * total;
  for (const a of acts) {
    r -= a[2];
    if (r < 0) return a;
  }
  return acts[acts.length - 1];
}

/** A stable office IP per operator, sometimes another one (home, mobile). */
function ipOf(rng: Rng, op: Operator): string {
  const h = hash(op.opManId);
  if (rng.chance(0.85)) return `10.${20 + (h % 8)}.${(h >>> 3) % 250}.${1 + ((h >>> 11) % 250)}`;
  return `${rng.pick([36, 39, 58, 112, 115, 183, 223])}.${rng.int(1, 254)}.${rng.int(1, 254)}.${rng.int(1, 254)}`;
}

/** A time in the last 30 days before `end` (the world's epoch), mostly in working hours (UTC+8). */
function timeOf(rng: Rng, end: number): number {
  const TZ = 8 * 3600000;
  const DAY = 86400000;
  const day = Math.floor((end + TZ) / DAY) * DAY - TZ - rng.int(0, OPERATOR_LOG_DAYS - 1) * DAY;
  const hour = rng.chance(0.9) ? rng.int(8, 20) : rng.int(0, 23);
  let t = day + hour * 3600000 + rng.int(0, 3599) * 1000;
  // today's hours still to come: the same time of the day before (not all at this minute)
  while (t >= end) t -= DAY;
  return t;
}

interface Store {
  /** newest first: the actions logged since the build, then (once made whole) the seeded entries */
  rows: OperatorLog[];
  seq: number;
}

const idOf = (n: number) => `OL${String(n).padStart(7, '0')}`;

/** What the seeded entries are made of, read at the build: the operators who act (as they were), the areas' names, the epoch. */
interface Seeding {
  rng: Rng;
  weighted: Operator[];
  areas: string[];
  end: number;
}

/** The seeded entries, newest first (OPERATOR_LOG_COUNT of them, numbered from the oldest). */
function seededRows({ rng, weighted, areas, end }: Seeding): OperatorLog[] {
  const drafts: Array<[t: number, log: Omit<OperatorLog, 'id' | 'at'>]> = [];
  for (let i = 0; i < OPERATOR_LOG_COUNT; i++) {
    const op = rng.pick(weighted);
    const [action, target] = pickWeighted(rng, [...COMMON, ...(BY_ROLE[op.roleId] ?? [])]);
    drafts.push([
      timeOf(rng, end),
      { opManId: op.opManId, phone: op.phone, name: op.name, action, target: target(rng, areas), ip: ipOf(rng, op) },
    ]);
  }
  // One coupon name is an XSS probe: it must render as text.
  const probe = drafts.find(([, d]) => d.action === '新增优惠券');
  if (probe) probe[1].target = `${probe[1].target}${XSS_PROBES[0]}`;
  drafts.sort((a, b) => a[0] - b[0]);
  return drafts.map(([t, d], i): OperatorLog => ({ id: idOf(i + 1), ...d, at: isoAt(t) })).reverse();
}

/**
 * The seeded entries not made yet: what they are made of was read at the build, and they are made
 * at the first read of the whole log (2,000 of them: ~30 ms of a fresh worker's restore, whose
 * replayed sign-in only adds its line). Kept beside the collection, not in it: the log a snapshot
 * keeps or a fingerprint reads is made whole first (`whole`), so it is the same whenever they
 * were made.
 */
const unmade = worldSlot((): { of: Store | null; seeding: Seeding | null } => ({ of: null, seeding: null }));

/** Puts the seeded entries after those logged since the build, if they are not made yet. */
function whole(s: Store): void {
  const u = unmade();
  if (u.of !== s || !u.seeding) return;
  const seeding = u.seeding;
  u.seeding = null;
  for (const row of seededRows(seeding)) s.rows.push(row);
}

// a line per write (100,000 writes, 100,000 lines): a snapshot keeps them as columns, not an object each
const keptAsColumns = {
  save: (s: Store) => ({ seq: s.seq, rows: packRows(s.rows) }),
  load: (kept: unknown): Store => {
    const k = kept as { seq: number; rows: PackedRows };
    return { seq: k.seq, rows: unpackRows<OperatorLog>(k.rows) };
  },
  loadOnRead: true,
};

const store = lazy(
  (): Store => {
    const rng = createRng(worldSeed() ^ hash('operator-logs'));
    const db = getDb();
    const areas = db.serviceAreas.map((a) => a.name);
    // as they are now: an operator renamed later keeps its name in the seeded entries
    const ops = db.operators.filter((o) => !NEVER_SIGNED_IN.has(o.phone)).map((o) => ({ ...o }));
    // The demo accounts are busier than the other staff.
    const weighted = ops.flatMap((o) => (o.phone.startsWith('1380000000') ? [o, o, o, o, o, o] : [o]));
    const s: Store = { rows: [], seq: OPERATOR_LOG_COUNT };
    Object.assign(unmade(), { of: s, seeding: { rng, weighted, areas, end: epoch() } });
    return s;
  },
  // from the seed and the store alone (the world's minutes log nothing here): made before the fleet a replay left for later, it is the same
  { ...keptAsColumns, apart: true, whole },
);

/** Every entry, newest first (the live array: do not mutate). */
export function getOperatorLogs(): readonly OperatorLog[] {
  const s = store();
  whole(s);
  return s.rows;
}

/** Records a live action (now) and returns it. */
export function addOperatorLog(entry: Omit<OperatorLog, 'id' | 'at' | 'ip'> & { ip?: string }): OperatorLog {
  const s = store();
  s.seq += 1;
  const log: OperatorLog = { ...entry, id: idOf(s.seq), ip: entry.ip ?? callerAddress(), at: nowIso() };
  s.rows.unshift(log);
  return log;
}

/** The operator's own entry for an action of the session (sign-in and the like). */
export function logOperatorAction(op: Operator, action: string, target = '运营管理后台'): OperatorLog {
  return addOperatorLog({ opManId: op.opManId, phone: op.phone, name: op.name, action, target });
}
