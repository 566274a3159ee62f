// @vitest-environment jsdom
/**
 * The embedded backend of riders, wallets, refunds, the blacklist and rides:
 * generated data consistent across collections, server-side filters, sorting and
 * scope, and the money rules of each action.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import type { ApiError } from '@/shared/http/errors';
import { getBlacklist } from '@mocks/db/blacklist';
import { XSS_PROBES } from '@mocks/db/names';
import { fare, getOrders, orderIndex, pricingOf } from '@mocks/db/orders';
import { getRefunds, refundsOfOrder } from '@mocks/db/refunds';
import { DEPOSIT_FEN, getRiders, riderIndex } from '@mocks/db/riders';
import { isSettled, type Order } from '@contract/orders';
import { quoteRideEnd } from '@mocks/db/rideEnd';
import type { RiderRecord as Rider } from '@contract/riders';
import { ordersOfUser, walletOf } from '@mocks/db/wallet';
import { setupBackend, signInAs } from '../harness/backend';
import { withFullWorld } from '../../world';
import { now } from '@/shared/utils/clock';

setupBackend();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Rows<T = Json> {
  rows: T[];
  total: number;
}

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e.message,
  );
const list = <T = Json>(path: string, q: Record<string, unknown> = {}) =>
  http.get<Rows<T>>(path, { page: 1, pageSize: 20, ...q });

/** A rider's cash transactions chain: each balanceAfter follows from the older one. */
function checkWallet(r: Rider): void {
  const cash = walletOf(r).filter((t) => t.account === 'cash');
  const gift = walletOf(r).filter((t) => t.account === 'gift');
  for (const [acc, balance] of [
    [cash, r.balance],
    [gift, r.giftBalance],
  ] as const) {
    if (!acc.length) {
      expect(balance).toBe(0);
      continue;
    }
    expect(acc[0].balanceAfter).toBe(balance);
    for (let i = 0; i < acc.length - 1; i++) expect(acc[i + 1].balanceAfter + acc[i].amount).toBe(acc[i].balanceAfter);
    expect(acc.at(-1)!.balanceAfter).toBe(acc.at(-1)!.amount);
    expect(acc.every((t) => t.balanceAfter >= 0)).toBe(true);
  }
}

describe('riders, wallets and refunds: generated data', () => {
  it('~120 blacklisted riders with reasons, flagged on the rider', () => {
    const bl = getBlacklist();
    expect(bl).toHaveLength(120);
    expect(new Set(bl.map((e) => e.userId)).size).toBe(120);
    for (const e of bl) {
      const r = riderIndex().get(e.userId)!;
      expect(r.blacklisted).toBe(true);
      expect(r.phone).toBe(e.phone);
      expect(e.reason.length).toBeGreaterThan(3);
    }
    expect(getRiders().filter((r) => r.blacklisted)).toHaveLength(120);
    expect(bl.some((e) => XSS_PROBES.some((p) => e.reason.includes(p)))).toBe(true);
  });

  it('every rider registered before the first ride', () => {
    getOrders();
    for (const r of getRiders()) {
      const rides = ordersOfUser(r.userId);
      if (rides.length) expect(r.registeredAt < rides[rides.length - 1].startAt).toBe(true);
    }
  });

  it('seeded names include XSS probes and no rider is nameless', () => {
    expect(getRiders().every((r) => typeof r.name === 'string' && r.name.length > 0)).toBe(true);
    expect(getRiders().filter((r) => XSS_PROBES.includes(r.name)).length).toBeGreaterThanOrEqual(3);
  });

  it('every refunded ride has its refund, and deposit refunds match deposit states', () => {
    const refunds = getRefunds();
    for (const o of getOrders()) {
      if (o.status !== 'refunded' || o.amount.paid <= 0) continue;
      const f = refundsOfOrder(o.orderId);
      expect(f).toHaveLength(1);
      expect(f[0]).toMatchObject({ kind: 'order', amount: o.amount.paid, userId: o.userId, status: 'done' });
    }
    for (const r of getRiders()) {
      const dep = refunds.filter((f) => f.userId === r.userId && f.kind === 'deposit');
      if (r.depositStatus === 'refunded') expect(dep.map((f) => f.status)).toEqual(['done']);
      else if (r.depositStatus === 'refunding') expect(dep.map((f) => f.status)).toEqual(['pending']);
      else expect(dep).toHaveLength(0);
    }
  });

  it("wallet histories end at the rider's balances, never go negative, and hold the rider's wallet rides", () => {
    getRefunds();
    const sample = getRiders().filter((_, i) => i % 40 === 0);
    for (const r of sample) {
      checkWallet(r);
      const rides = walletOf(r)
        .filter((t) => t.kind === 'ride')
        .map((t) => t.orderId);
      const paidFromWallet = ordersOfUser(r.userId).filter(
        (o) => o.payChannel === 'wallet' && o.amount.paid > 0 && isSettled(o.status),
      );
      expect(rides.sort()).toEqual(paidFromWallet.map((o) => o.orderId).sort());
      const times = walletOf(r).map((t) => t.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });
});

describe('rider list', () => {
  describe('at full size', () => {
    withFullWorld();
    it('pages 20,000 riders newest first and filters on the server', async () => {
      await signInAs();
      const first = await list('/platform/user/list');
      expect(first.total).toBe(20000);
      expect(first.rows).toHaveLength(20);
      const regs = first.rows.map((r) => r.registeredAt as string);
      expect([...regs].sort().reverse()).toEqual(regs);
      expect(first.rows[0]).toHaveProperty('serviceAreaName');

      const target = getRiders()[1234];
      const byPhone = await list('/platform/user/list', { keyword: target.phone });
      expect(byPhone.rows.map((r) => r.userId)).toEqual([target.userId]);
      expect((await list('/platform/user/list', { keyword: target.userId })).rows[0].userId).toBe(target.userId);

      const frozen = await list('/platform/user/list', {
        depositStatus: 'frozen',
        serviceAreaId: 'SA002',
        pageSize: 500,
      });
      const expected = getRiders().filter((r) => r.depositStatus === 'frozen' && r.serviceAreaId === 'SA002');
      expect(frozen.total).toBe(expected.length);
      expect(frozen.rows.every((r) => r.depositStatus === 'frozen' && r.serviceAreaId === 'SA002')).toBe(true);

      const black = await list('/platform/user/list', { blacklisted: 'true', realNameVerified: 'true' });
      expect(black.total).toBe(getRiders().filter((r) => r.blacklisted && r.realNameVerified).length);

      const reg = await list('/platform/user/list', {
        registeredAt: '2026-01-01~2026-03-31',
        studentStatus: 'approved',
      });
      const inRange = (iso: string) => iso >= '2025-12-31T16:00:00.000Z' && iso < '2026-03-31T16:00:00.000Z';
      expect(reg.total).toBe(
        getRiders().filter((r) => r.studentStatus === 'approved' && inRange(r.registeredAt)).length,
      );
    });
  });

  it('sorts by balance and rides', async () => {
    await signInAs();
    const rich = await list('/platform/user/list', { sortField: 'balance', sortOrder: 'descend' });
    expect(rich.rows[0].balance).toBe(Math.max(...getRiders().map((r) => r.balance)));
    const rides = await list('/platform/user/list', { sortField: 'rides', sortOrder: 'ascend' });
    expect(rides.rows.map((r) => r.rides)).toEqual([...rides.rows.map((r) => r.rides)].sort((a, b) => a - b));
    expect(getRiders().reduce((s, r) => s + r.rides, 0)).toBe(getOrders().length);
  });

  it("honours the franchisee's scope and the header selection; 403 without the code", async () => {
    await signInAs('13800000002');
    const mine = await list('/platform/user/list');
    expect(mine.total).toBe(
      getRiders().filter((r) => r.serviceAreaId === 'SA001' || r.serviceAreaId === 'SA002').length,
    );
    const one = await list('/platform/user/list', { opAreaIds: 'SA002' });
    expect(one.total).toBe(getRiders().filter((r) => r.serviceAreaId === 'SA002').length);
    const outside = getRiders().find((r) => r.serviceAreaId === 'SA003')!;
    // a rider outside the scope is refused as such (403), not answered as missing
    const refused = await http
      .get('/platform/user/detail', { userId: outside.userId }, { silent: true })
      .catch((x: ApiError) => x);
    expect(refused).toMatchObject({ status: 403, code: 'OUT_OF_SCOPE', message: '无权查看该记录' });
    expect(await fail(http.get('/platform/user/detail', { userId: 'U999999' }))).toBe('未找到该用户');

    await signInAs('13800000001');
    const e = await http.get('/platform/user/list', { page: 1 }, { silent: true }).catch((x: ApiError) => x);
    expect((e as ApiError).status).toBe(403);
  });
});

describe('money actions', () => {
  it('balance adjustment needs a reason, never makes the balance negative, and books a transaction', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.balance === 500 && !x.blacklisted)!;
    expect(await fail(http.post('/platform/user/balance/adjust', { userId: r.userId, amount: 100, reason: ' ' }))).toBe(
      '请填写调整原因',
    );
    expect(
      await fail(http.post('/platform/user/balance/adjust', { userId: r.userId, amount: -501, reason: '扣款' })),
    ).toBe('调整后余额不能为负数');
    expect(
      await fail(http.post('/platform/user/balance/adjust', { userId: r.userId, amount: 1.5, reason: '补偿' })),
    ).toBe('调整金额须在 -10000～10000 元之间且不为 0');
    await http.post('/platform/user/balance/adjust', { userId: r.userId, amount: -200, reason: '违规停车罚款' });
    expect(r.balance).toBe(300);
    const w = await list<Json>('/platform/user/wallet', { userId: r.userId });
    expect(w.rows[0]).toMatchObject({ kind: 'adjust', amount: -200, balanceAfter: 300, by: '平台管理员' });
    expect(w.rows[0].note).toContain('违规停车罚款');
    checkWallet(r);
  });

  it('an order refund above what was paid fails; within it, it credits the wallet and marks the order 部分退款, then 已退款 once all went back', async () => {
    await signInAs();
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 300 && x.payChannel === 'wallet')!;
    const r = riderIndex().get(o.userId)!;
    const before = r.balance;
    expect(
      await fail(
        http.post('/platform/refund', {
          kind: 'order',
          orderId: o.orderId,
          userId: o.userId,
          amount: o.amount.paid + 1,
          reason: '计费异常',
        }),
      ),
    ).toBe('退款金额不能超过可退金额');
    const f = await http.post<Json>('/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      userId: o.userId,
      amount: 200,
      reason: '计费异常',
    });
    expect(f).toMatchObject({ kind: 'order', status: 'done', amount: 200, orderId: o.orderId });
    expect(r.balance).toBe(before + 200);
    expect(orderIndex().get(o.orderId)!.status).toBe('partially_refunded');
    const w = await list<Json>('/platform/user/wallet', { userId: r.userId });
    expect(w.rows[0]).toMatchObject({ kind: 'refund', amount: 200, balanceAfter: before + 200, refundId: f.refundId });
    checkWallet(r);
    // the rest can still be refunded, not more
    expect(
      await fail(
        http.post('/platform/refund', {
          kind: 'order',
          orderId: o.orderId,
          amount: o.amount.paid - 199,
          reason: '再退',
        }),
      ),
    ).toBe('退款金额不能超过可退金额');
    const d = await http.get<Json>('/platform/order/detail', { orderId: o.orderId });
    expect(d).toMatchObject({ refunded: 200, refundable: o.amount.paid - 200, refundChannel: 'wallet' });
    expect(d.timeline.some((t: Json) => t.kind === 'refund' && t.title === '退款 ¥2.00')).toBe(true);
    const refunds = await list<Json>('/platform/refund/list', { userId: r.userId });
    expect(refunds.rows[0].refundId).toBe(f.refundId);
    const rest = await http.post<Json>('/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: o.amount.paid - 200,
      reason: '再退',
    });
    expect(rest.destination).toBe('退回钱包');
    expect(orderIndex().get(o.orderId)!.status).toBe('refunded');
  });

  it('balance and deposit refunds follow their rules', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.depositStatus === 'paid' && x.balance >= 1000)!;
    expect(
      await fail(
        http.post('/platform/refund', { kind: 'balance', userId: r.userId, amount: r.balance + 1, reason: '退余额' }),
      ),
    ).toBe('退款金额不能超过账户余额');
    const balance = r.balance;
    await http.post('/platform/refund', { kind: 'balance', userId: r.userId, amount: 1000, reason: '退余额' });
    expect(r.balance).toBe(balance - 1000);
    checkWallet(r);

    await http.post('/platform/user/deposit/freeze', { userId: r.userId, reason: '涉嫌破坏车辆' });
    expect(r.depositStatus).toBe('frozen');
    expect(await fail(http.post('/platform/user/deposit/freeze', { userId: r.userId, reason: '再次' }))).toBe(
      '押金已冻结',
    );
    expect(
      await fail(
        http.post('/platform/refund', { kind: 'deposit', userId: r.userId, amount: DEPOSIT_FEN, reason: '退押金' }),
      ),
    ).toBe('押金已冻结，不能退款');
    await http.post('/platform/user/deposit/recover', { userId: r.userId, reason: '核实无误' });
    expect(r.depositStatus).toBe('paid');
    expect(await fail(http.post('/platform/user/deposit/recover', { userId: r.userId, reason: '再次' }))).toBe(
      '押金未冻结，无需恢复',
    );
    expect(
      await fail(http.post('/platform/refund', { kind: 'deposit', userId: r.userId, amount: 100, reason: '退押金' })),
    ).toBe('押金须全额退还（¥299.00）');
    await http.post('/platform/refund', { kind: 'deposit', userId: r.userId, amount: DEPOSIT_FEN, reason: '退押金' });
    expect(r).toMatchObject({ depositStatus: 'refunded', deposit: 0 });
    const d = await http.get<Json>('/platform/user/detail', { userId: r.userId });
    expect(d.depositLog.map((e: Json) => e.action).slice(0, 4)).toEqual(['refund', 'recover', 'freeze', 'pay']);
  });

  it('grants and extends a riding card', async () => {
    await signInAs();
    const r = getRiders().find((x) => !x.ridingCard)!;
    expect(await fail(http.post('/platform/user/riding-card', { userId: r.userId, name: '月卡', days: 0 }))).toBe(
      '天数须为 1～366 天',
    );
    await http.post('/platform/user/riding-card', { userId: r.userId, name: '月卡', days: 30 });
    const first = Date.parse(r.ridingCard!.expiresAt);
    expect(first - now()).toBeGreaterThan(29.9 * 86400000);
    await http.post('/platform/user/riding-card', { userId: r.userId, name: '月卡', days: 7 });
    expect(Date.parse(r.ridingCard!.expiresAt) - first).toBe(7 * 86400000);
  });
});

describe('blacklist', () => {
  it('adds with a reason and an optional end date, shows on the rider, removes', async () => {
    await signInAs();
    const r = getRiders().find((x) => !x.blacklisted)!;
    expect(await fail(http.post('/platform/blacklist', { userId: r.userId, reason: '' }))).toBe('请填写拉黑原因');
    expect(
      await fail(http.post('/platform/blacklist', { userId: r.userId, reason: '破坏车辆', until: '2020-01-01' })),
    ).toBe('截止日期须晚于今天');
    await http.post('/platform/blacklist', { userId: r.userId, reason: '破坏车辆', until: '2099-12-31' });
    expect(r.blacklisted).toBe(true);
    expect(await fail(http.post('/platform/blacklist', { userId: r.userId, reason: '再次' }))).toBe(
      '该用户已在黑名单中',
    );
    const bl = await list('/platform/blacklist/list');
    expect(bl.total).toBe(121);
    expect(bl.rows[0]).toMatchObject({
      userId: r.userId,
      reason: '破坏车辆',
      addedBy: '平台管理员',
      until: '2099-12-31T15:59:59.000Z',
    });
    expect((await http.get<Json>('/platform/user/detail', { userId: r.userId })).blacklist.reason).toBe('破坏车辆');

    await http.del(`/platform/blacklist/${r.userId}`);
    expect(r.blacklisted).toBe(false);
    expect((await list('/platform/blacklist/list')).total).toBe(120);
    expect(await fail(http.del(`/platform/blacklist/${r.userId}`))).toBe('该用户不在黑名单中');
  });

  it('filters by keyword and permanence', async () => {
    await signInAs();
    const e = getBlacklist()[5];
    expect((await list('/platform/blacklist/list', { keyword: e.phone })).rows.map((x) => x.userId)).toEqual([
      e.userId,
    ]);
    const perm = await list('/platform/blacklist/list', { permanent: 'true', pageSize: 500 });
    expect(perm.total).toBe(getBlacklist().filter((x) => !x.until).length);
    expect(perm.rows.every((x) => !x.until)).toBe(true);
  });
});

describe('orders', () => {
  const newest = (f: (o: Order) => boolean) => getOrders().filter(f);

  it('a 支付方式 filter lists the rides whose 支付方式 it is: the five split the paid rides', async () => {
    await signInAs();
    const paid = (await list('/platform/order/list', { status: 'paid', pageSize: 1 })).total;
    let sum = 0;
    for (const payChannel of ['wallet', 'wechat', 'alipay', 'riding_card', 'coupon']) {
      const page = await list('/platform/order/list', { status: 'paid', payChannel, pageSize: 500 });
      expect(page.rows.every((o) => o.payChannel === payChannel)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(paid);
  });

  it('filters, pages newest first and sorts on the server', async () => {
    await signInAs();
    const all = await list('/platform/order/list');
    expect(all.total).toBe(getOrders().length);
    expect(all.rows.map((o) => o.orderId)).toEqual(
      getOrders()
        .slice(0, 20)
        .map((o) => o.orderId),
    );
    expect(all.rows[0]).not.toHaveProperty('start');

    const wechat = await list('/platform/order/list', { status: 'paid', payChannel: 'wechat', serviceAreaId: 'SA003' });
    const expected = newest((o) => o.status === 'paid' && o.payChannel === 'wechat' && o.serviceAreaId === 'SA003');
    expect(wechat.total).toBe(expected.length);
    expect(wechat.rows.map((o) => o.orderId)).toEqual(expected.slice(0, 20).map((o) => o.orderId));

    const v = getOrders()[100].vehicleNo;
    const byVehicle = await list('/platform/order/list', { keyword: v, pageSize: 500 });
    expect(byVehicle.rows.every((o) => o.vehicleNo === v || o.orderId.includes(v) || o.phone.includes(v))).toBe(true);

    const day = getOrders()[3000].startAt;
    const local = new Date(Date.parse(day) + 8 * 3600000).toISOString().slice(0, 10);
    const oneDay = await list('/platform/order/list', { startAt: `${local}~${local}` });
    expect(oneDay.total).toBe(
      newest((o) => new Date(Date.parse(o.startAt) + 8 * 3600000).toISOString().slice(0, 10) === local).length,
    );
    expect(oneDay.rows.map((o) => o.orderId)).toEqual(
      newest((o) => new Date(Date.parse(o.startAt) + 8 * 3600000).toISOString().slice(0, 10) === local)
        .slice(0, 20)
        .map((o) => o.orderId),
    );
    // Open-ended ranges, and a range with a sort, give the same rows as a test of every ride.
    const localDay = (o: Order) => new Date(Date.parse(o.startAt) + 8 * 3600000).toISOString().slice(0, 10);
    expect((await list('/platform/order/list', { startAt: `${local}~` })).total).toBe(
      newest((o) => localDay(o) >= local).length,
    );
    expect((await list('/platform/order/list', { startAt: `~${local}` })).total).toBe(
      newest((o) => localDay(o) <= local).length,
    );
    const sortedDay = await list('/platform/order/list', {
      startAt: `${local}~${local}`,
      sortField: 'duration',
      sortOrder: 'descend',
      pageSize: 500,
    });
    expect(sortedDay.total).toBe(oneDay.total);
    expect(sortedDay.rows.every((o) => localDay(o as Order) === local)).toBe(true);
    expect(sortedDay.rows[0].duration).toBe(Math.max(...newest((o) => localDay(o) === local).map((o) => o.duration)));
    expect((await list('/platform/order/list', { startAt: '2000-01-01~2000-01-31' })).total).toBe(0);

    const byPaid = await list('/platform/order/list', { sortField: 'paid', sortOrder: 'descend' });
    expect(byPaid.rows[0].amount.paid).toBe(Math.max(...getOrders().map((o) => o.amount.paid)));

    const u = getOrders()[10].userId;
    const mine = await list('/platform/order/list', { userId: u, pageSize: 500 });
    expect(mine.rows.map((o) => o.orderId)).toEqual(ordersOfUser(u).map((o) => o.orderId));
  });

  it('ends a ride in progress: priced with fare(), unpaid, vehicle locked, in the timeline', async () => {
    await signInAs();
    // a ride with something to pay once discounted (a coupon the rider holds may cover a short one)
    const o = getOrders().find((x) => x.status === 'riding' && quoteRideEnd(x, now()).due > 0)!;
    const d = await http.post<Json>('/platform/order/end', { orderId: o.orderId });
    expect(d.status).toBe('unpaid');
    // priced by the ride's service area's 计费配置 (each area may have its own)
    const price = fare(d.duration, o.endedOutsideParking, pricingOf(o.serviceAreaId));
    expect(d.amount).toMatchObject({ base: price.base, time: price.time, dispatchFee: price.dispatchFee, paid: 0 });
    expect(d.endAt).toBeTruthy();
    expect(d.timeline.find((t: Json) => t.kind === 'end')).toMatchObject({ title: '后台结束订单', by: '平台管理员' });
    expect(d.timeline.at(-1)).toMatchObject({
      kind: 'bill',
      detail: `应付 ¥${((d.amount.base + d.amount.time + d.amount.dispatchFee - d.amount.discount) / 100).toFixed(2)}`,
    });
    expect(await fail(http.post('/platform/order/end', { orderId: o.orderId }))).toBe('订单不在骑行中');
  });

  it('adjusts fees: an unpaid ride changes what is due; a paid one only down, refunding the difference', async () => {
    await signInAs();
    const unpaid =
      getOrders().find((x) => x.status === 'unpaid' && x.amount.dispatchFee > 0) ??
      getOrders().find((x) => x.status === 'unpaid')!;
    expect(await fail(http.post('/platform/order/adjust', { orderId: unpaid.orderId, dispatchFee: 0 }))).toBe(
      '请填写调整原因',
    );
    const a = await http.post<Json>('/platform/order/adjust', {
      orderId: unpaid.orderId,
      base: 100,
      time: 0,
      dispatchFee: 0,
      discount: 0,
      reason: '定位漂移',
    });
    expect(a.amount).toEqual({ base: 100, time: 0, dispatchFee: 0, discount: 0, paid: 0 });
    expect(a.timeline.at(-1)).toMatchObject({ kind: 'adjust', title: '费用调整' });

    const paid = getOrders().find(
      (x) =>
        x.status === 'paid' &&
        x.amount.dispatchFee > 0 &&
        x.amount.paid > x.amount.dispatchFee &&
        x.payChannel === 'wallet',
    )!;
    const r = riderIndex().get(paid.userId)!;
    const before = r.balance;
    const fee = paid.amount.dispatchFee;
    expect(
      await fail(
        http.post('/platform/order/adjust', { orderId: paid.orderId, base: paid.amount.base + 100, reason: '加价' }),
      ),
    ).toBe('已支付的订单只能调低费用');
    const b = await http.post<Json>('/platform/order/adjust', {
      orderId: paid.orderId,
      dispatchFee: 0,
      reason: '停车点内还车',
    });
    // the difference went back: part of the payment is refunded
    expect(b.status).toBe('partially_refunded');
    expect(b.refunded).toBe(fee);
    expect(r.balance).toBe(before + fee);
    checkWallet(r);

    const riding = getOrders().find((x) => x.status === 'riding')!;
    expect(await fail(http.post('/platform/order/adjust', { orderId: riding.orderId, base: 0, reason: 'x' }))).toBe(
      '骑行中的订单请先结束订单',
    );
  });
});
