/**
 * The books property over HTTP (issue 43), in the conformance kit's read mode, against a fresh
 * backend (it writes money records): random sequences of what a caller can drive through the
 * API — a ride under way ended by staff (结束订单), ride refunds in part or in full, balance
 * and deposit refunds, approved 还车申诉, balance adjustments, a coupon issued to a riding rider
 * and used when the ride is ended, riding cards granted — each write sealed in the console's
 * envelope with its Idempotency-Key. After each sequence, for today and the days before it,
 * for every channel, for the platform and one area, the checks of scripts/lib/booksChecks.ts
 * hold the screens (日统计, 钱包报表, 运营分析, 财务对账, 运营概览, the 营收 big screen) to each
 * other and to the records a caller reads: 交易订单's rows summed (paid when paid, in the ride's
 * area), the refund list (when handled, on its channel), the statements' top-up and card lines;
 * and the identities hold (Σ channel = 实收, 净收入 = 实收 − 退款, 结算 = 渠道 − 退款 − 手续费,
 * 钱包报表's 余额变动 = its parts, a touched rider's wallet Σ = balance).
 *
 * The backend's world lives on the wall clock: riders ride and pay while the kit reads. A
 * round of reads counts only when 日统计 and 钱包报表 of today read the same before and after
 * it (nothing was booked in between); otherwise it is read again (ROUNDS times at most).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ENDPOINTS } from '@contract/endpoints';
import { RIDER_READS } from '@contract/endpoints/riders';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { MARKETING_WRITES, REVIEW_WRITES, RIDER_WRITES } from '@contract/actions';
import type { Endpoint } from '@contract/endpoint';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';
import { isSettled, type CashChannel, type OrderStatus } from '@contract/orders';
import { zonedDay } from '../../src/shared/utils/zoneOffset';
import {
  checkAreaBooks,
  checkReconciliation,
  checkScreens,
  checkWalletReport,
  DAY,
  newTally,
  sum,
  type BooksReader,
  type BooksRecords,
  type Json,
  type Tally,
} from '../lib/booksChecks';
import { booksCoupon, opArb, type Op } from '../lib/booksOps';
import { cashLedger } from '../lib/ledgerOverHttp';
import { connect, type Client, type Options, type Row } from './kit';

/** today and the two days before, as the Vitest property reads them */
const SPAN = 3;
/** reads of a round before the kit gives up on a quiet moment */
const ROUNDS = 8;
const PAGE = 500;

export interface BooksOptions extends Options {
  /** sequences to run (default 5) */
  sequences?: number;
  /** fast-check's seed (default: random, printed) */
  seed?: number;
}

export interface BooksReport {
  rows: Row[];
  seed: number;
  sequences: number;
  steps: number;
  /** steps that found something to act on, by kind */
  done: Record<string, number>;
  days: number;
  comparisons: number;
  identities: number;
  /** rounds read again because the world booked something while they were read */
  reread: number;
  ms: number;
}

class Refused extends Error {}

function endpointAt(method: 'get' | 'post', path: string): Endpoint {
  const e = ENDPOINTS.find(
    (n) => n.endpoint.base === 'main' && n.endpoint.method === method && n.endpoint.path === path,
  );
  if (!e) throw new Error(`no endpoint ${method.toUpperCase()} ${path}`);
  return e.endpoint;
}

async function data(c: Client, e: Endpoint, input?: unknown): Promise<Json> {
  const res = await c.call(e, input);
  if (!res.body?.suc) throw new Refused(`${e.path}: HTTP ${res.status} ${JSON.stringify(res.body?.error)}`);
  return res.body.data as Json;
}

/** A write as the console sends it (money writes with a fresh Idempotency-Key); refused: thrown. */
async function send(c: Client, e: Endpoint, body: Record<string, unknown>): Promise<Json> {
  const res = await c.call(e, body, { headers: { [IDEMPOTENCY_HEADER]: randomUUID() } });
  if (!res.body?.suc) throw new Refused(`${e.path} ${JSON.stringify(body)}: ${JSON.stringify(res.body?.error)}`);
  return res.body.data as Json;
}

async function allRows(c: Client, e: Endpoint, query: Record<string, unknown>): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page++) {
    const d = await data(c, e, { ...query, page, pageSize: PAGE });
    rows.push(...(d.rows as Json[]));
    if (rows.length >= d.total || !d.rows.length) return rows;
  }
}

const dayRange = (from: string, to: string) => `${from}~${to}`;
const within = (day: string, from: string, to: string) => day >= from && day <= to;

/**
 * The records a caller reads, at `at`: 交易订单's rows (the span and the day before, for rides
 * that started before it), the refund list (two days before, for refunds handled later than
 * asked), and each statement's top-up and card lines.
 */
async function recordsOverHttp(c: Client, areaIds: string[], at: number): Promise<BooksRecords> {
  const to = zonedDay(at);
  const first = zonedDay(at - (SPAN - 1) * DAY);
  const orders = await allRows(c, RIDER_READS.orderList, { startAt: dayRange(zonedDay(at - SPAN * DAY), to) });
  const refunds = await allRows(c, RIDER_READS.refundList, {
    createdAt: dayRange(zonedDay(at - (SPAN + 1) * DAY), to),
    status: 'done',
  });
  const other = new Map<string, number>();
  for (let t = at - (SPAN - 1) * DAY; zonedDay(t) <= to; t += DAY)
    for (const channel of ['wechat', 'alipay']) {
      const day = zonedDay(t);
      const items = (await data(c, endpointAt('get', '/platform/report/reconciliation/items'), {
        date: day,
        channel,
      })) as unknown as Json[];
      const besides = items.filter((i) => i.source === 'recharge' || i.source === 'card');
      other.set(`${day}|${channel}`, sum(besides.map((i) => i.platform ?? 0)));
    }
  const paid = orders.filter((o) => isSettled(o.status as OrderStatus) && o.paidAt && Date.parse(o.paidAt) <= at);
  return {
    now: () => at,
    takings(from, until, areaId) {
      const byDay = new Map<string, Record<CashChannel, number>>();
      for (const o of paid) {
        const day = zonedDay(o.paidAt);
        if (!within(day, from, until) || (areaId && o.serviceAreaId !== areaId)) continue;
        const row = byDay.get(day) ?? { wallet: 0, wechat: 0, alipay: 0 };
        // a ride paid in full by a coupon or card paid nothing in cash
        const channel = (o.payChannel in row ? o.payChannel : 'wallet') as CashChannel;
        row[channel] += o.amount.paid;
        byDay.set(day, row);
      }
      return byDay;
    },
    refunds(from, until, kinds, areaId) {
      const byDay = new Map<string, Record<string, number>>();
      for (const f of refunds) {
        if ((kinds === 'orders' && f.kind !== 'order') || (areaId && f.serviceAreaId !== areaId)) continue;
        const when = f.handledAt ?? f.createdAt;
        const day = zonedDay(when);
        if (!within(day, from, until) || Date.parse(when) > at) continue;
        const row = byDay.get(day) ?? {};
        row[f.channel] = (row[f.channel] ?? 0) + f.amount;
        byDay.set(day, row);
      }
      return byDay;
    },
    otherTakings: (from, until) =>
      new Map([...other].filter(([k]) => within(k.slice(0, 10), from, until) && k.slice(0, 10) >= first)),
    areaIds: () => areaIds,
  };
}

/**
 * What a caller sees of today's books (the reports' default range ends on the backend's
 * today) before and after a round: the same, or the world moved.
 */
async function fingerprint(c: Client): Promise<string> {
  const daily = await data(c, endpointAt('get', '/platform/report/daily'));
  const wallet = await data(c, endpointAt('get', '/platform/report/wallet'));
  return JSON.stringify([daily.rows.at(-1), wallet.rows.at(-1)]);
}

interface World {
  c: Client;
  /** the backend's origin, for the wallet reads of scripts/lib/ledgerOverHttp.ts */
  origin: string;
  couponId: string;
  /** riders whose wallets the sequence moved */
  touched: Set<string>;
  done: Record<string, number>;
}

const nth = <T>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

async function ridesUnderWay(c: Client): Promise<Json[]> {
  return (await data(c, RIDER_READS.orderList, { status: 'riding', page: 1, pageSize: 100 })).rows as Json[];
}

async function riders(c: Client, query: Record<string, unknown> = {}): Promise<Json[]> {
  return (await data(c, RIDER_READS.userList, { ...query, page: 1, pageSize: 200 })).rows as Json[];
}

/** One step; false when there was nothing to act on. */
async function step(w: World, op: Op): Promise<boolean> {
  const { c } = w;
  switch (op.kind) {
    case 'ride': {
      const o = nth(await ridesUnderWay(c), op.minutes);
      if (!o) return false;
      await send(c, RIDER_WRITES.endOrder, { orderId: o.orderId });
      w.touched.add(o.userId);
      return true;
    }
    case 'refund': {
      const paid = (await data(c, RIDER_READS.orderList, { status: 'paid', page: 1, pageSize: 200 })).rows as Json[];
      const o = nth(
        paid.filter((x) => x.amount.paid > 0),
        op.pick,
      );
      if (!o) return false;
      const left = (await data(c, RIDER_READS.orderDetail, { orderId: o.orderId })).refundable as number;
      if (left <= 0) return false;
      const amount = op.all ? left : Math.max(1, Math.floor(op.frac * left));
      await send(c, RIDER_WRITES.refund, { kind: 'order', orderId: o.orderId, amount, reason: '账目属性退款' });
      w.touched.add(o.userId);
      return true;
    }
    case 'balanceRefund': {
      const r = nth(
        (await riders(c)).filter((x) => x.balance > 0),
        op.pick,
      );
      if (!r) return false;
      const amount = Math.max(1, Math.floor(op.frac * r.balance));
      await send(c, RIDER_WRITES.refund, { kind: 'balance', userId: r.userId, amount, reason: '账目属性退余额' });
      w.touched.add(r.userId);
      return true;
    }
    case 'depositRefund': {
      const r = nth(await riders(c, { depositStatus: 'paid' }), op.pick);
      if (!r) return false;
      await send(c, RIDER_WRITES.refund, {
        kind: 'deposit',
        userId: r.userId,
        amount: r.deposit,
        reason: '账目属性退押金',
      });
      return true;
    }
    case 'appeal': {
      const pending = (await data(c, REVIEW_READS.returnCarList, { status: 'pending', page: 1, pageSize: 100 }))
        .rows as Json[];
      const a = nth(pending, op.pick);
      if (!a) return false;
      await send(c, REVIEW_WRITES.returnCarApprove, { id: a.id });
      w.touched.add(a.userId);
      return true;
    }
    case 'adjust': {
      const r = nth(await riders(c), op.pick);
      if (!r) return false;
      const amount = r.balance + op.amount < 0 ? -r.balance : op.amount;
      if (!amount) return false;
      await send(c, RIDER_WRITES.adjustBalance, { userId: r.userId, amount, reason: '账目属性调整' });
      w.touched.add(r.userId);
      return true;
    }
    case 'coupon': {
      // a coupon issued to a rider under way (by id: no phone), used when staff end the ride
      const o = nth(await ridesUnderWay(c), op.pick);
      if (!o) return false;
      await send(c, MARKETING_WRITES.couponIssue, {
        couponId: w.couponId,
        mode: 'riders',
        userIds: [o.userId],
        perRider: 1,
      });
      await send(c, RIDER_WRITES.endOrder, { orderId: o.orderId });
      w.touched.add(o.userId);
      return true;
    }
    case 'card': {
      const r = nth(await riders(c), op.pick);
      if (!r) return false;
      await send(c, RIDER_WRITES.grantRidingCard, { userId: r.userId, name: '月卡', days: op.days });
      return true;
    }
  }
}

/**
 * The checks of one quiet round, each comparison that fails a row naming the seed, the
 * sequence, the figure and both sides; null when the world moved while it was read.
 */
async function checkRound(
  w: World,
  areaIds: string[],
  areaId: string,
  where: string,
  tally: Tally,
): Promise<Row[] | null> {
  const { c } = w;
  const before = await fingerprint(c);
  // the backend's moment (its clock may not be this machine's: a test pins it)
  const at = Date.parse((await data(c, endpointAt('get', '/platform/bigscreen/revenue'))).at as string);
  const failures: Row[] = [];
  const reader: BooksReader = {
    read: (path, query) => data(c, endpointAt('get', path), query),
    records: await recordsOverHttp(c, areaIds, at),
    same: (actual, expected, figure) => {
      if (!Object.is(actual, expected))
        failures.push({
          check: `${where}: ${figure}`,
          ok: false,
          detail: `screen ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
        });
    },
  };
  const round = newTally();
  const daily = await checkAreaBooks(reader, SPAN, round);
  await checkAreaBooks(reader, SPAN, round, areaId);
  await checkReconciliation(reader, SPAN, daily, round);
  await checkScreens(reader, daily, round);
  await checkWalletReport(reader, SPAN, round);
  // wallet Σ = balance: each rider the sequence touched
  const s = { origin: w.origin, keys: c.session.keys, token: c.session.token };
  for (const userId of w.touched) {
    const detail = await data(c, RIDER_READS.userDetail, { userId });
    const ledger = await cashLedger(s, userId);
    reader.same(sum(ledger.map((t) => t.amount as number)), detail.balance, `${userId} wallet Σ = 余额`);
    round.identities += 1;
  }
  if ((await fingerprint(c)) !== before) return null;
  tally.days += round.days;
  tally.comparisons += round.comparisons;
  tally.identities += round.identities;
  return failures;
}

export async function runBooks(o: BooksOptions): Promise<BooksReport> {
  const started = performance.now();
  const seed = o.seed ?? Math.floor(Math.random() * 2 ** 31);
  const count = o.sequences ?? 5;
  const c = await connect(o);
  // the books compare the administrator's screens and issue a coupon: a caller who may not is told so, not failed
  const revenue = endpointAt('get', '/platform/bigscreen/revenue');
  const lacking = [revenue, MARKETING_WRITES.couponCreate, RIDER_READS.userDetail].filter(
    (e) => !e.open && !e.codes.some((code) => c.session.codes.has(code)),
  );
  if (lacking.length) {
    const check = `books property: not run, this caller may not use ${lacking.map((e) => e.path).join(', ')} (run it as the administrator)`;
    const none = { days: 0, comparisons: 0, identities: 0, reread: 0 };
    return {
      rows: [{ check, ok: true }],
      seed,
      sequences: 0,
      steps: 0,
      done: {},
      ...none,
      ms: performance.now() - started,
    };
  }
  const screen = await data(c, revenue);
  const areaIds = (screen.areas as Json[]).map((a) => a.id as string);
  const coupon = await data(c, MARKETING_WRITES.couponCreate, booksCoupon(areaIds, `账目属性券${seed}`));
  const origin = o.base.replace(/\/+$/, '');
  const w: World = { c, origin, couponId: coupon.id as string, touched: new Set(), done: {} };
  const runs = fc.sample(fc.tuple(fc.nat(), fc.array(opArb, { minLength: 4, maxLength: 12 })), {
    seed,
    numRuns: count,
  });
  const rows: Row[] = [];
  const tally = newTally();
  let steps = 0;
  let reread = 0;
  for (const [i, [areaPick, ops]] of runs.entries()) {
    const areaId = areaIds[areaPick % areaIds.length]!;
    const where = `seed ${seed} sequence ${i + 1} (${areaId})`;
    w.touched = new Set();
    try {
      for (const op of ops) if (await step(w, op)) w.done[op.kind] = (w.done[op.kind] ?? 0) + 1;
    } catch (e) {
      rows.push({ check: `${where}: a step`, ok: false, detail: e instanceof Error ? e.message : String(e) });
      break;
    }
    steps += ops.length;
    let failures: Row[] | null = null;
    for (let r = 0; r < ROUNDS && !failures; r++) {
      failures = await checkRound(w, areaIds, areaId, where, tally);
      if (!failures) reread += 1;
    }
    if (!failures) {
      rows.push({ check: `${where}: a quiet moment`, ok: false, detail: `the books moved during ${ROUNDS} rounds` });
      continue;
    }
    rows.push(...failures);
    if (!failures.length)
      rows.push({ check: `${where}: ${ops.map((op) => op.kind).join(', ')} — the books agree`, ok: true });
  }
  return {
    rows,
    seed,
    sequences: runs.length,
    steps,
    done: w.done,
    days: tally.days,
    comparisons: tally.comparisons,
    identities: tally.identities,
    reread,
    ms: Math.round(performance.now() - started),
  };
}

export const booksSummary = (r: BooksReport): string =>
  `books property over HTTP: seed ${r.seed}, ${r.sequences} sequences, ${r.steps} steps ` +
  `(${Object.entries(r.done)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}), ${r.days} area-days, ${r.comparisons} screen-vs-record comparisons, ` +
  `${r.identities} identities checked, ${r.reread} rounds read again, ${(r.ms / 1000).toFixed(1)} s`;
