/**
 * One ledger (issue 12, item 1): every money figure the backend reports derives from its
 * records, to the fen. Checked over the seeded world, then again after a random sequence
 * of the writes that move money (refund, waived dispatch fee, fee adjustment, top-up,
 * balance adjustment, deposit freeze and refund, card sale):
 * - per day of 日统计: 应收 − 优惠 = 实收 = Σ cash channels, 优惠 = Σ its sources,
 *   净收入 = 实收 − 退款, and the rows add up to what the records hold over the range;
 * - a ride's payment: its discount is never cash, anything paid went through a cash
 *   channel, refunds never exceed what was paid and go back where it came from;
 * - a rider's balance = Σ their wallet records (cash and gift accounts);
 * - the wallet, deposit and card reports add up row by row; the big screen's and the
 *   home page's takings of today are 日统计's.
 */
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '@mocks/db/cardSales';
import { fare, getOrders, pricingOf } from '@mocks/db/orders';
import { getRefunds, refundedOfOrder } from '@mocks/db/refunds';
import { getReturnCars } from '@mocks/db/reviews';
import { getRiders } from '@mocks/db/riders';
import { addTxn } from '@mocks/db/wallet';
import { createRng } from '@mocks/lib/rng';
import { getWorksheets } from '@mocks/db/worksheets';
import type { RiderRecord } from '@contract/riders';
import { advanceClock } from '@/shared/utils/clock';
import { setupRawBackend, signInAsPhone } from './backendSession';
import { checkDaily, checkReports, checkRides, checkWallet, get, paidRide, post, sellCard } from './ledgerChecks';

setupRawBackend();

describe('one ledger', () => {
  it('the seeded world adds up to the fen', { timeout: 60000 }, async () => {
    const s = await signInAsPhone('13800000000');
    const daily = await checkDaily(s);
    checkRides();
    // fares follow the area's 计费配置 (rides whose fee was not changed later)
    const off: string[] = [];
    for (const o of getOrders()) {
      if (!o.endAt) continue;
      const f = fare(o.duration, o.endedOutsideParking, pricingOf(o.serviceAreaId));
      // a waived dispatch fee (an approved appeal) is 0
      if (
        o.amount.base !== f.base ||
        o.amount.time !== f.time ||
        (o.amount.dispatchFee !== f.dispatchFee && o.amount.dispatchFee !== 0)
      )
        off.push(o.orderId);
    }
    expect(off).toEqual([]);
    for (const r of getRiders().slice(0, 400)) checkWallet(r);
    await checkReports(s, daily);
  });

  it('after three hours of the living world (rides ended, paid, started) it still adds up to the fen', {
    timeout: 90000,
  }, async () => {
    const s = await signInAsPhone('13800000000');
    // the rides and the vehicles read: from the next call on the world moves with the clock
    await get(s, '/platform/bigscreen/operations');
    await get(s, '/platform/bigscreen/operations');
    const before = new Set(getOrders().map((o) => o.orderId));
    for (let i = 0; i < 6; i++) {
      advanceClock(30 * 60000);
      await get(s, '/platform/bigscreen/operations');
    }
    const rode = getOrders().filter((o) => !before.has(o.orderId));
    expect(rode.filter(paidRide).length).toBeGreaterThan(0);
    const daily = await checkDaily(s);
    checkRides();
    const riders = new Map(getRiders().map((r) => [r.userId, r]));
    for (const o of rode) checkWallet(riders.get(o.userId)!);
    await checkReports(s, daily);
  });

  it('a complaint resolved with money back refunds it, and one about a dispatch fee names a ride that had one', async () => {
    const sheets = getWorksheets();
    const orders = new Map(getOrders().map((o) => [o.orderId, o]));
    const back = sheets.filter((w) => w.status === 'resolved' && /已退还/.test(w.resolution ?? ''));
    expect(back.length).toBeGreaterThan(10);
    for (const w of back) {
      const refund = getRefunds().find((f) => f.orderId === w.orderId && f.reason.startsWith('投诉处理'));
      expect(refund, w.id).toBeDefined();
      expect(w.resolution).toContain(`${(refund!.amount / 100).toFixed(2)}元`);
    }
    const aboutFee = sheets.filter((x) => /调度费/.test(x.content) && x.orderId);
    expect(aboutFee.length).toBeGreaterThan(10);
    for (const w of aboutFee) {
      const o = orders.get(w.orderId!)!;
      expect(o.amount.dispatchFee, w.id).toBeGreaterThan(0);
      expect(w.content, w.id).toContain(`${(o.amount.dispatchFee / 100).toFixed(2)}元`);
    }
  });

  it('after random refunds, waived fees, fee changes, top-ups, adjustments, deposit moves and card sales it still adds up', {
    timeout: 90000,
  }, async () => {
    const s = await signInAsPhone('13800000000');
    const rng = createRng(20261124);
    const riders = getRiders();
    const touched = new Set<RiderRecord>();
    const paid = () => getOrders().filter((o) => o.status === 'paid' && o.endAt && o.amount.paid > 0);
    const pool = paid().slice(0, 4000);
    const pick = <T>(xs: readonly T[]) => xs[rng.int(0, xs.length - 1)];
    const rider = (userId: string) => riders.find((r) => r.userId === userId)!;
    let refused = 0;
    for (let step = 0; step < 40; step++) {
      const op = rng.int(0, 7);
      if (op === 0) {
        // refund part of a ride, or more than is left (refused, nothing changes)
        const o = pick(pool);
        const left = o.amount.paid - refundedOfOrder(o.orderId);
        const amount = rng.chance(0.2) ? left + 1 : Math.max(1, rng.int(1, Math.max(1, left)));
        const res = await post(s, '/platform/refund', {
          kind: 'order',
          orderId: o.orderId,
          amount,
          reason: '属性测试退款',
        });
        if (amount > left) {
          expect(res.suc).toBe(false);
          refused += 1;
        } else expect(res.suc, JSON.stringify(res.error)).toBe(true);
        touched.add(rider(o.userId));
      } else if (op === 1) {
        const c = getReturnCars().find((x) => x.status === 'pending');
        if (!c) continue;
        const res = await post(s, '/platform/review/return-car/approve', { id: c.id });
        expect(res.suc, JSON.stringify(res.error)).toBe(true);
        touched.add(rider(c.userId));
      } else if (op === 2) {
        const o = pick(pool.filter((x) => x.status === 'paid' && x.amount.time >= 100));
        if (!o) continue;
        const res = await post(s, '/platform/order/adjust', {
          orderId: o.orderId,
          time: o.amount.time - 100,
          reason: '属性测试调价',
        });
        if (res.suc) touched.add(rider(o.userId));
        else refused += 1;
      } else if (op === 3) {
        const r = pick(riders);
        addTxn(r, {
          kind: 'recharge',
          amount: pick([1000, 2000, 5000]),
          channel: rng.chance(0.5) ? 'wechat' : 'alipay',
          note: '余额充值',
        });
        touched.add(r);
      } else if (op === 4) {
        const r = pick(riders);
        const amount = rng.chance(0.5) ? rng.int(1, 500) : -Math.min(r.balance, rng.int(1, 500));
        if (!amount) continue;
        const res = await post(s, '/platform/user/balance/adjust', {
          userId: r.userId,
          amount,
          reason: '属性测试调整',
        });
        expect(res.suc, JSON.stringify(res.error)).toBe(true);
        touched.add(r);
      } else if (op === 5) {
        const r = pick(riders.filter((x) => x.depositStatus === 'paid'));
        const res = await post(s, '/platform/user/deposit/freeze', { userId: r.userId, reason: '属性测试冻结' });
        expect(res.suc, JSON.stringify(res.error)).toBe(true);
      } else if (op === 6) {
        const r = pick(riders.filter((x) => x.depositStatus === 'paid'));
        const res = await post(s, '/platform/refund', {
          kind: 'deposit',
          userId: r.userId,
          amount: r.deposit,
          reason: '属性测试退押金',
        });
        expect(res.suc, JSON.stringify(res.error)).toBe(true);
        expect(r.deposit).toBe(0);
      } else {
        const r = pick(riders);
        const kind = rng.chance(0.5) ? 'riding' : 'discount';
        const card = pick(Object.keys(CARD_TYPES[kind]));
        sellCard(r, kind, card);
      }
    }
    const daily = await checkDaily(s);
    checkRides();
    for (const r of touched) checkWallet(r);
    await checkReports(s, daily);
    expect(refused).toBeGreaterThanOrEqual(0);
  });

  it('a ride its coupon paid in full has nothing to refund: no cash goes to the wallet', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'paid' && x.payChannel === 'coupon' && x.amount.paid === 0)!;
    expect(o).toBeDefined();
    const r = getRiders().find((x) => x.userId === o.userId)!;
    const before = r.balance;
    const res = await post(s, '/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: 100,
      reason: '优惠券订单退款',
    });
    expect(res.suc).toBe(false);
    expect(res.error.promt).toBe('退款金额不能超过可退金额');
    expect(r.balance).toBe(before);
  });

  it('a ride paid by WeChat is refunded to WeChat, not into the wallet', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find(
      (x) => x.status === 'paid' && x.payChannel === 'wechat' && x.amount.paid >= 200 && x.amount.discount > 0,
    )!;
    const r = getRiders().find((x) => x.userId === o.userId)!;
    const before = r.balance;
    const res = await post(s, '/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: o.amount.paid,
      reason: '计费异常',
    });
    expect(res.suc, JSON.stringify(res.error)).toBe(true);
    expect(res.data.channel).toBe('wechat');
    expect(r.balance).toBe(before);
    // the discount's value is not refundable on top
    const more = await post(s, '/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: 1,
      reason: '再退优惠',
    });
    expect(more.error.promt).toBe('退款金额不能超过可退金额');
  });

  it('resolving a complaint moves no money, whatever its words say (「已退还 x 元」 is only a note)', async () => {
    const s = await signInAsPhone('13800000000');
    const w = getWorksheets().find(
      (x) =>
        x.status === 'processing' &&
        x.orderId &&
        getOrders().find(
          (o) => o.orderId === x.orderId && o.status === 'paid' && o.payChannel === 'wallet' && o.amount.paid >= 200,
        ),
    )!;
    const o = getOrders().find((x) => x.orderId === w.orderId)!;
    const r = getRiders().find((x) => x.userId === o.userId)!;
    const before = { balance: r.balance, refunds: getRefunds().length };
    const res = await post(s, '/platform/worksheet/resolve', {
      id: w.id,
      note: '经核实已退还调度费 5.00 元至钱包余额',
    });
    expect(res.suc, JSON.stringify(res.error)).toBe(true);
    expect(w.status).toBe('resolved');
    expect(r.balance).toBe(before.balance);
    expect(getRefunds().length).toBe(before.refunds);
    expect(refundedOfOrder(o.orderId)).toBe(0);
    expect(o.status).toBe('paid');
    checkWallet(r);
  });
});
