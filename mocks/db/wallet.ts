/**
 * Riders' wallets (domain model WalletTxn) and deposit history.
 *
 * A rider's history is generated on first use from a per-rider seed (`hash(userId)`),
 * consistent with the rest of the data:
 * - every ride paid from the wallet is a `ride` transaction of what was paid;
 * - every seeded order refund is a `refund` transaction into the wallet;
 * - recharges (with the recharge activity's gifts) and the odd staff adjustment
 *   fill the rest, computed backwards from the rider's balance so that the last
 *   `balanceAfter` of each account is the rider's `balance` / `giftBalance` and no
 *   balance is ever negative.
 * The session's transactions (addTxn) come on top, newest first; addTxn generates
 * the history first, so it always ends at the balance before the change.
 */
import { packLists, unpackLists, type PackedLists } from '../lib/columns';
import { createRng } from '../lib/rng';
import { hash, lazy, memo } from './lazy';
import { billOf, getOrders, onNewRide } from './orders';
import { refundsOfUser } from './refunds';
import { DEPOSIT_FEN, riderIndex } from './riders';
import { staffNames } from './staff';
import { epoch, worldSeed } from './store';
import { isoAt } from './time';
import { isSettled, type Order } from '@contract/orders';
import type { DepositEvent, RiderRecord as Rider, TxnAccount, TxnChannel, TxnKind, WalletTxn } from '@contract/riders';
import { nowIso } from '../../src/shared/utils/clock';

const MIN = 60000;
const HOUR = 3600000;
const DAY = 86400000;
const TIERS = [1000, 2000, 3000, 5000, 10000];
const GIFT_OF: Record<number, number> = { 3000: 300, 5000: 800, 10000: 2000 };
const COMPENSATIONS = ['客服补偿：车辆故障', '客服补偿：计费异常', '活动奖励补发'];
const PENALTIES = ['违规停车罚款', '车辆损坏赔偿'];
const FREEZE_REASONS = ['涉嫌恶意破坏车辆，冻结押金待核实', '存在未结清的欠费订单', '账号存在异常骑行行为'];

/** When a finished ride was paid (ms): a few seconds to two minutes after the bill. */
export const paidAt = (o: Pick<Order, 'orderId' | 'endAt'>): number =>
  Date.parse(o.endAt ?? '') + 8000 + (hash(o.orderId) % 110) * 1000;

/** The rides of each rider, newest first. */
export const ordersByUser = lazy(() => {
  const map = new Map<string, Order[]>();
  for (const o of getOrders()) {
    const list = map.get(o.userId);
    if (list) list.push(o);
    else map.set(o.userId, [o]);
  }
  return map;
});

export const ordersOfUser = (userId: string): readonly Order[] => ordersByUser().get(userId) ?? [];

// a ride the living world starts is its rider's newest
onNewRide((o) => {
  if (!ordersByUser.ready()) return;
  const list = ordersByUser().get(o.userId);
  if (list) list.unshift(o);
  else ordersByUser().set(o.userId, [o]);
});

interface Store {
  history: Map<string, WalletTxn[]>;
  live: Map<string, WalletTxn[]>;
  deposit: Map<string, DepositEvent[]>;
  depositLive: Map<string, DepositEvent[]>;
}

// a line per money write: a snapshot keeps every rider's lines as columns, not an object each
const store = lazy((): Store => ({ history: new Map(), live: new Map(), deposit: new Map(), depositLive: new Map() }), {
  save: (s) => ({
    history: packLists(s.history),
    live: packLists(s.live),
    deposit: packLists(s.deposit),
    depositLive: packLists(s.depositLive),
  }),
  load: (kept) => {
    const k = kept as Record<keyof Store, PackedLists>;
    return {
      history: unpackLists<WalletTxn>(k.history),
      live: unpackLists<WalletTxn>(k.live),
      deposit: unpackLists<DepositEvent>(k.deposit),
      depositLive: unpackLists<DepositEvent>(k.depositLive),
    };
  },
  loadOnRead: true,
});

// a rider's generated history and deposit log exist once read: a world compared with this one generates the same riders'
memo({
  keys: () =>
    store.ready()
      ? [...[...store().history.keys()].map((k) => `h:${k}`), ...[...store().deposit.keys()].map((k) => `d:${k}`)]
      : [],
  fill: (keys) => {
    for (const key of keys) {
      const r = riderIndex().get(key.slice(2));
      if (r && key.startsWith('h:')) historyOf(r);
      else if (r) depositLogOf(r);
    }
  },
});

const staff = () => staffNames(['R001', 'R002']);

type Draft = Omit<WalletTxn, 'id' | 'userId' | 'createdAt'> & { at: number };

interface Event {
  at: number;
  kind: TxnKind;
  /** fixed by other data (rides, refunds); the others get their amount here */
  amount?: number;
  orderId?: string;
  refundId?: string;
  note: string;
  channel: TxnChannel;
}

function generate(r: Rider): WalletTxn[] {
  const rng = createRng((hash(r.userId) ^ worldSeed()) >>> 0);
  const names = staff();
  const events: Event[] = [];
  for (const o of ordersOfUser(r.userId)) {
    const b = isSettled(o.status) ? billOf(o) : undefined;
    if (b && b.channel === 'wallet' && b.paid > 0 && o.endAt) {
      events.push({
        at: paidAt(o),
        kind: 'ride',
        amount: -b.paid,
        orderId: o.orderId,
        note: `骑行扣费 ${o.orderId}`,
        channel: 'wallet',
      });
    }
  }
  for (const f of refundsOfUser(r.userId)) {
    if (f.seeded && f.kind === 'order' && f.status === 'done' && f.channel === 'wallet') {
      events.push({
        at: Date.parse(f.createdAt),
        kind: 'refund',
        amount: f.amount,
        orderId: f.orderId,
        refundId: f.refundId,
        note: `订单退款：${f.reason}`,
        channel: 'wallet',
      });
    }
  }
  const reg = Date.parse(r.registeredAt);
  const start = events.reduce((m, e) => Math.min(m, e.at), reg);
  const span = epoch() - start;
  for (let i = rng.int(0, 3); i > 0; i--) {
    events.push({
      at: start + Math.floor(rng.next() * span),
      kind: 'recharge',
      note: '余额充值',
      channel: rng.chance(0.6) ? 'wechat' : 'alipay',
    });
  }
  if (rng.chance(0.08))
    events.push({
      at: start + Math.floor(rng.next() * span),
      kind: 'adjust',
      note: rng.pick(COMPENSATIONS),
      channel: 'system',
    });
  events.sort((a, b) => b.at - a.at);

  // Backwards from today's balances: each step undoes one transaction.
  let cash = r.balance;
  let gift = r.giftBalance;
  let newer = epoch();
  const out: Draft[] = [];
  for (const e of events) {
    if (e.amount !== undefined) {
      if (e.amount > 0 && cash < e.amount) {
        // The balance before this refund would be negative: a staff deduction came after it.
        const d = e.amount - cash;
        out.push({
          kind: 'adjust',
          account: 'cash',
          amount: -d,
          balanceAfter: cash,
          channel: 'system',
          note: rng.pick(PENALTIES),
          by: rng.pick(names),
          at: e.at + Math.max(1000, Math.floor((newer - e.at) / 2)),
        });
        cash += d;
      }
      out.push({
        kind: e.kind,
        account: 'cash',
        amount: e.amount,
        balanceAfter: cash,
        channel: e.channel,
        note: e.note,
        orderId: e.orderId,
        refundId: e.refundId,
        at: e.at,
      });
      cash -= e.amount;
    } else if (e.kind === 'recharge') {
      const tiers = TIERS.filter((t) => t <= cash);
      if (!tiers.length) continue;
      const amount = rng.pick(tiers);
      const g = gift > 0 && GIFT_OF[amount] && rng.chance(0.7) ? Math.min(gift, GIFT_OF[amount]) : 0;
      if (g) {
        out.push({
          kind: 'gift',
          account: 'gift',
          amount: g,
          balanceAfter: gift,
          channel: 'activity',
          note: `充值活动赠送（充${amount / 100}元）`,
          at: e.at + 1000,
        });
        gift -= g;
      }
      out.push({
        kind: 'recharge',
        account: 'cash',
        amount,
        balanceAfter: cash,
        channel: e.channel,
        note: e.note,
        at: e.at,
      });
      cash -= amount;
    } else {
      const amount = rng.int(1, 10) * 100;
      if (amount > cash) continue;
      out.push({
        kind: 'adjust',
        account: 'cash',
        amount,
        balanceAfter: cash,
        channel: 'system',
        note: e.note,
        by: rng.pick(names),
        at: e.at,
      });
      cash -= amount;
    }
    newer = e.at;
  }
  // What is left was there from the start: a first recharge and the new-rider gift.
  const first = Math.min(reg + 10 * MIN, newer - HOUR);
  if (cash > 0)
    out.push({
      kind: 'recharge',
      account: 'cash',
      amount: cash,
      balanceAfter: cash,
      channel: rng.chance(0.6) ? 'wechat' : 'alipay',
      note: '首次充值',
      at: first,
    });
  if (gift > 0)
    out.push({
      kind: 'gift',
      account: 'gift',
      amount: gift,
      balanceAfter: gift,
      channel: 'activity',
      note: '新用户注册礼包',
      at: first - MIN,
    });

  const n = out.length;
  return out.map(({ at, ...d }, i) => ({
    ...d,
    id: `${r.userId}-${String(n - i).padStart(4, '0')}`,
    userId: r.userId,
    createdAt: isoAt(at),
  }));
}

function historyOf(r: Rider): WalletTxn[] {
  const s = store();
  let h = s.history.get(r.userId);
  if (!h) {
    h = generate(r);
    s.history.set(r.userId, h);
  }
  return h;
}

/** The rider's transactions, newest first: the session's, then the generated history. */
export function walletOf(r: Rider): WalletTxn[] {
  const h = historyOf(r);
  return [...(store().live.get(r.userId) ?? []), ...h];
}

/** Books a transaction now: changes the account's balance and records it. The caller checks the rules. */
export function addTxn(
  r: Rider,
  t: Omit<WalletTxn, 'id' | 'userId' | 'createdAt' | 'balanceAfter' | 'account'> & { account?: TxnAccount },
  /** when it happened (ms), if not now: a ride the living world paid a moment ago */
  at?: number,
): WalletTxn {
  const h = historyOf(r);
  const s = store();
  const live = s.live.get(r.userId) ?? [];
  const account = t.account ?? 'cash';
  if (account === 'cash') r.balance += t.amount;
  else r.giftBalance += t.amount;
  const txn: WalletTxn = {
    ...t,
    account,
    id: `${r.userId}-${String(h.length + live.length + 1).padStart(4, '0')}`,
    userId: r.userId,
    balanceAfter: account === 'cash' ? r.balance : r.giftBalance,
    createdAt: at === undefined ? nowIso() : new Date(at).toISOString(),
  };
  live.unshift(txn);
  s.live.set(r.userId, live);
  return txn;
}

function generateDeposit(r: Rider): DepositEvent[] {
  if (r.depositStatus === 'none') return [];
  const rng = createRng((hash(`${r.userId}#deposit`) ^ worldSeed()) >>> 0);
  const reg = Date.parse(r.registeredAt);
  const refund = refundsOfUser(r.userId).find((f) => f.kind === 'deposit' && f.seeded);
  const picked = rng.chance(0.6) ? 'wechat' : 'alipay';
  const channel = refund && refund.channel !== 'wallet' ? refund.channel : picked;
  const paidAt = Math.min(reg + rng.int(5, 600) * MIN, refund ? Date.parse(refund.createdAt) - DAY : epoch() - HOUR);
  const out: DepositEvent[] = [{ action: 'pay', amount: DEPOSIT_FEN, channel, note: '缴纳押金', at: isoAt(paidAt) }];
  if (r.depositStatus === 'frozen') {
    const at = paidAt + Math.floor(rng.next() * (epoch() - paidAt));
    out.push({
      action: 'freeze',
      amount: DEPOSIT_FEN,
      note: rng.pick(FREEZE_REASONS),
      by: rng.pick(staff()),
      at: isoAt(at),
    });
  } else if (refund) {
    out.push({ action: 'refund_apply', amount: refund.amount, channel, note: refund.reason, at: refund.createdAt });
    if (refund.status === 'done')
      out.push({
        action: 'refund',
        amount: refund.amount,
        channel,
        note: `押金已原路退回（${refund.refundId}）`,
        by: refund.handledBy,
        at: refund.handledAt ?? refund.createdAt,
      });
  }
  return out.reverse();
}

/** The rider's deposit history, newest first. */
export function depositLogOf(r: Rider): DepositEvent[] {
  const s = store();
  let seeded = s.deposit.get(r.userId);
  if (!seeded) {
    seeded = generateDeposit(r);
    s.deposit.set(r.userId, seeded);
  }
  return [...(s.depositLive.get(r.userId) ?? []), ...seeded];
}

/** The channel the deposit was paid through (refunds go back there). */
export function depositChannel(r: Rider): 'wechat' | 'alipay' {
  return depositLogOf(r).find((e) => e.action === 'pay')?.channel ?? 'wechat';
}

export function addDepositEvent(r: Rider, e: Omit<DepositEvent, 'at'>): DepositEvent {
  depositLogOf(r);
  const s = store();
  const ev: DepositEvent = { ...e, at: nowIso() };
  s.depositLive.set(r.userId, [ev, ...(s.depositLive.get(r.userId) ?? [])]);
  return ev;
}
