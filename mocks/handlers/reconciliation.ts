/**
 * Financial reconciliation (财务对账, FinancialReconciliation): the platform's takings
 * through WeChat Pay and Alipay set against each channel's daily statement.
 *   GET /platform/report/reconciliation        date (a~b, default the last 30 days),
 *       channel, result (matched | mismatch | pending), page, pageSize → one row per day
 *       and channel, newest first: platform and channel counts and amounts, the
 *       differences, the channel's fee (0.6 %) and what it settles.
 *   GET /platform/report/reconciliation/items  date, channel, state → every transaction
 *       of that statement with its state (for the differences and the download).
 * Money in fen. What is taken: rides paid directly, wallet top-ups and card sales (so a day's
 * 微信 here is more than 日统计's, which counts rides only); what goes back: refunds to the
 * channel (原路退回), on the day they were made, as negative lines of the statement. A
 * channel issues a day's statement the next morning: today's rows are 待出账. The
 * channel's side is seeded: a few payments missing from the statement, a few amounts
 * that differ, and now and then a statement line the platform does not have.
 */
import { getCardSales } from '../db/cardSales';
import { hash, lazy } from '../db/lazy';
import { billOf, getOrders, onRidePaid } from '../db/orders';
import { isSettled, type Order } from '@contract/orders';
import { getRiders } from '../db/riders';
import { getRefunds } from '../db/refunds';
import { walletOf } from '../db/wallet';
import { pageOf, range } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { REPORTS } from '@contract/endpoints/reports';
import { inScope } from '../lib/scope';
import { dayOf } from '../lib/stats';
import { paymentTime, refundTime } from '../lib/books';
import { isoAt } from '../db/time';
import { now as clockNow } from '../../src/shared/utils/clock';

type Channel = 'wechat' | 'alipay';
type Source = 'ride' | 'recharge' | 'card' | 'refund';
type ItemState = 'matched' | 'platform_only' | 'channel_only' | 'amount_diff';

interface Item {
  tradeNo: string;
  source: Source;
  /** the ride, wallet transaction or card sale */
  ref: string;
  userId: string;
  serviceAreaId: string;
  agentId: string;
  at: string;
  /** fen (a refund's is negative); null when the platform has no record */
  platform: number | null;
  /** fen; null when the channel's statement has no line (or is not issued yet) */
  channel: number | null;
  state: ItemState;
}

const CHANNELS: Channel[] = ['wechat', 'alipay'];
const FEE_RATE = 0.006;
const DAY = 86400000;

/** The channel's side of one platform payment. */
function withChannel(p: Omit<Item, 'channel' | 'state'>): Item {
  const h = hash(`${p.ref}:stmt`);
  if (h % 997 === 3) return { ...p, channel: null, state: 'platform_only' };
  if (h % 991 === 5 && p.platform! > 100) return { ...p, channel: p.platform! - 100, state: 'amount_diff' };
  return { ...p, channel: p.platform, state: 'matched' };
}

const key = (date: string, channel: Channel) => `${date}|${channel}`;

/** One ride's payment through its channel, as the channel lists it. */
function ridePayment(o: Order): [string, Omit<Item, 'channel' | 'state'>] | null {
  const b = billOf(o);
  if (!o.endAt || !b.paid) return null;
  // booked when paid (mocks/lib/books.ts), as 日统计 books it
  return [
    b.channel,
    {
      tradeNo: `T${o.orderId}`,
      source: 'ride',
      ref: o.orderId,
      userId: o.userId,
      serviceAreaId: o.serviceAreaId,
      agentId: o.agentId,
      at: isoAt(paymentTime(o)),
      platform: b.paid,
    },
  ];
}

function addPayment(map: Map<string, Item[]>, channel: string, p: Omit<Item, 'channel' | 'state'>): void {
  if (channel !== 'wechat' && channel !== 'alipay') return;
  const k = key(dayOf(p.at), channel);
  const list = map.get(k) ?? [];
  list.push(withChannel(p));
  map.set(k, list);
}

/** Every payment through a channel, per day and channel (built once, then kept up with the rides the living world has paid). */
const payments = lazy(() => {
  const map = new Map<string, Item[]>();
  const add = (channel: string, p: Omit<Item, 'channel' | 'state'>) => addPayment(map, channel, p);
  for (const o of getOrders()) {
    if (!isSettled(o.status)) continue;
    const paid = ridePayment(o);
    if (paid) add(...paid);
  }
  for (const s of getCardSales()) {
    add(s.channel, {
      tradeNo: `T${s.id}`,
      source: 'card',
      ref: s.id,
      userId: s.userId,
      serviceAreaId: s.serviceAreaId,
      agentId: s.agentId,
      at: s.at,
      platform: s.amount,
    });
  }
  for (const r of getRiders()) {
    for (const t of walletOf(r)) {
      if (t.kind !== 'recharge' || t.account !== 'cash') continue;
      add(t.channel, {
        tradeNo: `T${t.id}`,
        source: 'recharge',
        ref: t.id,
        userId: r.userId,
        serviceAreaId: r.serviceAreaId,
        agentId: r.agentId,
        at: t.createdAt,
        platform: t.amount,
      });
    }
  }
  return map;
});

onRidePaid((o) => {
  const paid = payments.ready() && ridePayment(o);
  if (paid) addPayment(payments(), ...paid);
});

/** A statement line the platform has no payment for, on about one day in five. */
function strayLine(date: string, channel: Channel): Item | null {
  const h = hash(`${date}:${channel}:stray`);
  if (h % 5) return null;
  const sa = getRiders()[h % getRiders().length];
  return {
    tradeNo: `X${date.replaceAll('-', '')}${channel === 'wechat' ? 'W' : 'A'}${String(h % 100000).padStart(5, '0')}`,
    source: 'recharge',
    ref: '-',
    userId: '-',
    serviceAreaId: sa.serviceAreaId,
    agentId: sa.agentId,
    at: new Date(Date.parse(`${date}T00:00:00+08:00`) + (h % 86000) * 1000).toISOString(),
    platform: null,
    channel: ((Math.floor(h / 16) % 50) + 1) * 100,
    state: 'channel_only',
  };
}

/** The refunds made back to `channel` on `date` (UTC+8), as the statement's negative lines: the channel confirms each. */
function refundsOn(date: string, channel: Channel): Item[] {
  return getRefunds()
    .filter((r) => r.status === 'done' && r.channel === channel && dayOf(refundTime(r)) === date)
    .map((r) => ({
      tradeNo: `T${r.refundId}`,
      source: 'refund' as const,
      ref: r.orderId ?? r.refundId,
      userId: r.userId,
      serviceAreaId: r.serviceAreaId,
      agentId: r.agentId,
      at: isoAt(refundTime(r)),
      platform: -r.amount,
      channel: -r.amount,
      state: 'matched' as const,
    }));
}

/** One statement's transactions in the caller's scope; today's has no channel side yet. */
function itemsOf(date: string, channel: Channel, inArea: (i: Item) => boolean, today: string): Item[] {
  const now = new Date(clockNow()).toISOString();
  const mine = [...(payments().get(key(date, channel)) ?? []), ...refundsOn(date, channel)].filter(
    (i) => i.at <= now && inArea(i),
  );
  if (date >= today) return mine.map((i) => ({ ...i, channel: null, state: 'platform_only' }));
  const stray = strayLine(date, channel);
  return stray && inArea(stray) ? [...mine, stray] : mine;
}

function statement(date: string, channel: Channel, items: Item[], today: string) {
  const sum = (xs: Item[], k: 'platform' | 'channel') => xs.reduce((n, i) => n + (i[k] ?? 0), 0);
  const refunds = items.filter((i) => i.source === 'refund');
  const taken = items.filter((i) => i.source !== 'refund');
  const onPlatform = taken.filter((i) => i.platform !== null);
  const onChannel = taken.filter((i) => i.channel !== null);
  const diffs = items.filter((i) => i.state !== 'matched');
  const platformAmount = sum(onPlatform, 'platform');
  const channelAmount = sum(onChannel, 'channel');
  const refundAmount = -sum(refunds, 'platform');
  // the channel keeps its fee on what it took in
  const fee = Math.round(channelAmount * FEE_RATE);
  const pending = date >= today;
  return {
    id: key(date, channel),
    date,
    channel,
    platformCount: onPlatform.length,
    platformAmount,
    refundCount: refunds.length,
    refundAmount,
    channelCount: pending ? 0 : onChannel.length,
    channelAmount: pending ? 0 : channelAmount,
    diffCount: pending ? 0 : diffs.length,
    diffAmount: pending ? 0 : channelAmount - platformAmount,
    fee: pending ? 0 : fee,
    settlement: pending ? 0 : channelAmount - refundAmount - fee,
    result: pending ? 'pending' : diffs.length ? 'mismatch' : 'matched',
  };
}

function parseChannel(v: string | undefined): Channel {
  if (v !== 'wechat' && v !== 'alipay') throw new BizError('请选择支付渠道');
  return v;
}

export const reconciliationHandlers = [
  route(REPORTS.reconciliation, {}, ({ caller, query }) => {
    const now = clockNow();
    const today = dayOf(now);
    const [from = dayOf(now - 29 * DAY), to = today] = range(query.date);
    if (from > to) throw new BizError('开始日期不能晚于结束日期');
    const scope = inScope(caller, query);
    const channels = query.channel ? [parseChannel(query.channel)] : CHANNELS;
    const rows = [];
    for (let t = Date.parse(`${to}T00:00:00+08:00`); dayOf(t) >= from; t -= DAY) {
      const date = dayOf(t);
      if (date > today) continue;
      for (const c of channels) {
        const row = statement(date, c, itemsOf(date, c, scope, today), today);
        if (!query.result || row.result === query.result) rows.push(row);
      }
    }
    return pageOf(rows, query);
  }),

  route(REPORTS.reconciliationItems, {}, ({ caller, query }) => {
    // a day and a channel: the input schema's
    const date = query.date;
    const items = itemsOf(date, parseChannel(query.channel), inScope(caller, query), dayOf(clockNow()));
    // the area and franchisee only scope the lines; the reply's lines do not carry them
    return (query.state ? items.filter((i) => i.state === query.state) : items).map(
      ({ serviceAreaId: _a, agentId: _g, ...line }) => line,
    );
  }),
];
