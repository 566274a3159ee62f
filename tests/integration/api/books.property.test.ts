/**
 * The books property (issue 43): over random sequences of what moves money — the living
 * world's rides (started, ended, paid as the clock moves), refunds of every kind (part or all
 * of a ride, a balance refund, a deposit refund, an approved 还车申诉), balance adjustments,
 * coupons issued and used on a ride ended by staff, riding cards granted — for every day the
 * sequence touched, every channel and every area (and the platform):
 * - 日统计, 钱包报表, 运营分析, 财务对账, 运营概览 and the 营收 big screen agree with each other
 *   and with the sum over the records (rides booked when paid in the ride's area, refunds
 *   when made on their channel);
 * - the identities hold: Σ channel = 实收, 净收入 = 实收 − 退款, 应结 = 渠道 − 退款 − 手续费,
 *   and a wallet's Σ = its balance (each rider touched, and the platform's wallets over the days).
 * The runs share one world (building one costs ~2 s): each sequence goes on from where the
 * last one left it, and the checks read every day it touched. A failure is reported as it
 * happened, not shrunk (a shrunk sequence would replay on a world already moved on).
 * PROPERTY_RUNS raises the runs. It prints its figures.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOf, getOrders } from '@mocks/db/orders';
import { refundedOfOrder } from '@mocks/db/refunds';
import { getReturnCars } from '@mocks/db/reviews';
import { getRiders, riderIndex } from '@mocks/db/riders';
import { getDb, resetDb } from '@mocks/db/store';
import { walletOf } from '@mocks/db/wallet';
import { dayOf } from '@mocks/lib/stats';
import { isSettled } from '@contract/orders';
import type { RiderRecord } from '@contract/riders';
import { advanceClock, now } from '@/shared/utils/clock';
import { setupRawBackend, signInAsPhone, type Session } from './backendSession';
import { checkAreaBooks, checkReconciliation, checkScreens, checkWalletReport, newTally } from './booksChecks';
import { checkWallet, get, post, sum } from './ledgerChecks';
import { booksCoupon, opArb, type Op } from '../../../scripts/lib/booksOps';

setupRawBackend();

/** a run reads every screen of the shared world (~3 s on a loaded machine): 4 runs keep the file near 15 s */
const RUNS = Number(process.env.PROPERTY_RUNS) || 4;
/** today and the two days before: a sequence moves the clock by at most a few hours */
const SPAN = 3;

const nth = <T>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

async function ok(s: Session, path: string, body: Record<string, unknown>): Promise<void> {
  const res = await post(s, path, body);
  expect(res.suc, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.error)}`).toBe(true);
}

interface World {
  s: Session;
  couponId: string;
  /** the riders whose wallets the current sequence moved */
  touched: Set<RiderRecord>;
}

async function freshWorld(): Promise<World> {
  resetDb();
  const s = await signInAsPhone('13800000000');
  // the living world runs from the next read on
  await get(s, '/platform/bigscreen/operations');
  const created = await post(s, '/platform/marketing/coupon', booksCoupon(getDb().serviceAreas.map((a) => a.id)));
  expect(created.suc, JSON.stringify(created.error)).toBe(true);
  return { s, couponId: created.data.id as string, touched: new Set() };
}

/** The settled rides of the last day with money left to refund, newest first. */
const refundable = () =>
  getOrders()
    .slice(0, 2000)
    .filter((o) => isSettled(o.status) && o.endAt && billOf(o).paid > refundedOfOrder(o.orderId));

async function step(w: World, op: Op): Promise<void> {
  const { s } = w;
  switch (op.kind) {
    case 'ride':
      advanceClock(op.minutes * 60000);
      await get(s, '/platform/bigscreen/operations');
      return;
    case 'refund': {
      const o = nth(refundable(), op.pick);
      if (!o) return;
      const left = billOf(o).paid - refundedOfOrder(o.orderId);
      const amount = op.all ? left : Math.max(1, Math.floor(op.frac * left));
      await ok(s, '/platform/refund', { kind: 'order', orderId: o.orderId, amount, reason: '账目属性退款' });
      w.touched.add(riderIndex().get(o.userId)!);
      return;
    }
    case 'balanceRefund': {
      const r = nth(
        getRiders().filter((x) => x.balance > 0),
        op.pick,
      );
      if (!r) return;
      const amount = Math.max(1, Math.floor(op.frac * r.balance));
      await ok(s, '/platform/refund', { kind: 'balance', userId: r.userId, amount, reason: '账目属性退余额' });
      w.touched.add(r);
      return;
    }
    case 'depositRefund': {
      const r = nth(
        getRiders().filter((x) => x.depositStatus === 'paid'),
        op.pick,
      );
      if (!r) return;
      const deposit = { kind: 'deposit', userId: r.userId, amount: r.deposit, reason: '账目属性退押金' };
      await ok(s, '/platform/refund', deposit);
      return;
    }
    case 'appeal': {
      const c = nth(
        getReturnCars().filter((x) => x.status === 'pending'),
        op.pick,
      );
      if (!c) return;
      await ok(s, '/platform/review/return-car/approve', { id: c.id });
      w.touched.add(riderIndex().get(c.userId)!);
      return;
    }
    case 'adjust': {
      const r = nth(getRiders(), op.pick)!;
      const amount = r.balance + op.amount < 0 ? -r.balance : op.amount;
      if (!amount) return;
      await ok(s, '/platform/user/balance/adjust', { userId: r.userId, amount, reason: '账目属性调整' });
      w.touched.add(r);
      return;
    }
    case 'coupon': {
      // a coupon issued to a rider under way, used when staff end the ride
      const o = nth(
        getOrders()
          .slice(0, 500)
          .filter((x) => x.status === 'riding'),
        op.pick,
      );
      if (!o) return;
      const r = riderIndex().get(o.userId)!;
      await ok(s, '/platform/marketing/coupon/issue', {
        couponId: w.couponId,
        mode: 'phones',
        phones: [r.phone],
        perRider: 1,
      });
      await ok(s, '/platform/order/end', { orderId: o.orderId });
      w.touched.add(r);
      return;
    }
    case 'card': {
      const r = nth(getRiders(), op.pick)!;
      await ok(s, '/platform/user/riding-card', { userId: r.userId, name: '月卡', days: op.days });
      return;
    }
  }
}

const figures = { sequences: 0, steps: 0, days: 0, identities: 0, comparisons: 0, riders: 0 };

let world: World;

async function runSequence(areaId: string, ops: Op[]): Promise<void> {
  const w = world;
  w.touched = new Set();
  for (const op of ops) await step(w, op);
  // rides paid a moment after the last step are booked too
  advanceClock(3 * 60000);
  await get(w.s, '/platform/bigscreen/operations');
  const tally = newTally();
  const daily = await checkAreaBooks(w.s, SPAN, tally);
  await checkAreaBooks(w.s, SPAN, tally, areaId);
  await checkReconciliation(w.s, SPAN, daily, tally);
  await checkScreens(w.s, daily, tally);
  // wallet Σ = balance: each rider touched, and the platform's wallets over the days
  for (const r of w.touched) checkWallet(r);
  const from = dayOf(now() - (SPAN - 1) * 86400000);
  const wallet = await checkWalletReport(w.s, SPAN, tally);
  const first = Date.parse(`${from}T00:00:00+08:00`);
  const moved = sum(
    getRiders().flatMap((r) =>
      walletOf(r)
        .filter((t) => t.account === 'cash' && Date.parse(t.createdAt) >= first && Date.parse(t.createdAt) <= now())
        .map((t) => t.amount),
    ),
  );
  expect(sum(wallet.map((r) => r.net)), '钱包报表 余额变动 = Σ wallet records').toBe(moved);
  figures.sequences += 1;
  figures.steps += ops.length;
  figures.days += tally.days;
  figures.identities += tally.identities + 1 + w.touched.size;
  figures.comparisons += tally.comparisons;
  figures.riders += w.touched.size;
}

describe('the books agree on one basis', () => {
  afterAll(() => {
    console.info(
      `books property: ${figures.sequences} sequences, ${figures.steps} steps, ${figures.days} area-days, ` +
        `${figures.comparisons} screen-vs-record comparisons, ${figures.identities} identities checked ` +
        `(${figures.riders} wallets)`,
    );
  });

  beforeAll(async () => {
    world = await freshWorld();
  }, 60000);

  it(`every day, channel and area, the screens and the records say the same (${RUNS} runs)`, {
    timeout: 300000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('SA001', 'SA002', 'SA003'),
        fc.array(opArb, { minLength: 4, maxLength: 12 }),
        runSequence,
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
