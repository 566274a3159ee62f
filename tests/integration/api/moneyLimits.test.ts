/**
 * The backend reads every money field as integer fen within the contract's limits and refuses
 * anything else with the field's message, changing nothing: "0x10" is not 16 fen, "1e3" not
 * 1000, −5 is not ¥0.00 and 0.015 is not ¥0.02.
 */
import { describe, expect, it } from 'vitest';
import { getCoupons } from '@mocks/db/marketing';
import { getPricing } from '@mocks/db/pricing';
import { getOrders } from '@mocks/db/orders';
import { getRefunds } from '@mocks/db/refunds';
import { issueCoupon } from '@mocks/db/riderCoupons';
import { getRiders, riderIndex } from '@mocks/db/riders';
import { getDb } from '@mocks/db/store';
import { MONEY_LIMITS } from '@contract/money';
import { call, pricingBody, setupRawBackend, signInAsPhone } from './backendSession';
import { post } from './ledgerChecks';

setupRawBackend();

const BAD = ['0x10', '1e3', -5, 0.015];

describe('money fields are integer fen within their limits', () => {
  it('计费配置 refuses "0x10", "1e3", −5 and 0.015 with the field\'s message and keeps the rule', async () => {
    const s = await signInAsPhone('13800000000');
    const rule = getPricing()[0];
    const before = JSON.stringify(rule);
    const body = pricingBody(rule);
    for (const v of BAD) {
      const res = await call('PUT', '/platform/marketing/pricing', { session: s, body: { ...body, startPrice: v } });
      expect(res.body.error?.promt, String(v)).toBe('起步价须在 0～100 元之间');
    }
    const cap = await call('PUT', '/platform/marketing/pricing', { session: s, body: { ...body, dailyCap: 99999999 } });
    expect(cap.body.error.promt).toBe('每日封顶须在 0～1000 元之间');
    expect(JSON.stringify(rule)).toBe(before);
  });

  it("a coupon's value, threshold and 有效天数 are refused, not rounded", async () => {
    const s = await signInAsPhone('13800000000');
    const count = getCoupons().length;
    const base = {
      name: '限额测试券',
      kind: 'amount',
      value: 200,
      threshold: 0,
      validDays: 7,
      stock: 10,
      limitPerRider: 1,
      serviceAreaIds: [getDb().serviceAreas[0].id],
    };
    for (const v of BAD)
      expect((await post(s, '/platform/marketing/coupon', { ...base, value: v })).error.promt, String(v)).toBe(
        MONEY_LIMITS.couponValue.message,
      );
    expect((await post(s, '/platform/marketing/coupon', { ...base, threshold: -1 })).error.promt).toBe(
      '使用门槛须在 0～1000 元之间',
    );
    expect((await post(s, '/platform/marketing/coupon', { ...base, validDays: 7.5 })).error.promt).toBe(
      '有效天数须为 1～365 天',
    );
    expect(getCoupons().length).toBe(count);
  });

  it('refunds and balance adjustments refuse the same inputs and move nothing', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 300 && x.payChannel === 'wallet')!;
    const r = riderIndex().get(o.userId)!;
    const before = { balance: r.balance, refunds: getRefunds().length };
    for (const v of BAD) {
      expect(
        (await post(s, '/platform/refund', { kind: 'order', orderId: o.orderId, amount: v, reason: '测试' })).error
          .promt,
        String(v),
      ).toBe(MONEY_LIMITS.refund.message);
      expect(
        (await post(s, '/platform/order/adjust', { orderId: o.orderId, time: v, reason: '测试' })).error.promt,
        String(v),
      ).toBe(MONEY_LIMITS.feeTime.message);
    }
    // a balance adjustment may be negative (a deduction), never 0, hex, an exponent or a part of a fen
    for (const v of ['0x10', '1e3', 0.015, 0, 1_000_001]) {
      expect(
        (await post(s, '/platform/user/balance/adjust', { userId: r.userId, amount: v, reason: '测试' })).error.promt,
        String(v),
      ).toBe(MONEY_LIMITS.balanceAdjust.message);
    }
    expect({ balance: r.balance, refunds: getRefunds().length }).toEqual(before);
    expect(o.status).toBe('paid');
  });

  it('a refund names its destination; part of a payment refunded reads 部分退款, all of it 已退款', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'paid' && x.amount.paid >= 300 && x.payChannel === 'alipay')!;
    const part = await post(s, '/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: 100,
      reason: '部分退款',
    });
    expect(part.data).toMatchObject({ channel: 'alipay', destination: '原路退回支付宝' });
    expect(o.status).toBe('partially_refunded');
    const rest = await post(s, '/platform/refund', {
      kind: 'order',
      orderId: o.orderId,
      amount: o.amount.paid - 100,
      reason: '余下部分',
    });
    expect(rest.suc, JSON.stringify(rest.error)).toBe(true);
    expect(o.status).toBe('refunded');
    const list = await call('GET', '/platform/order/list', {
      session: s,
      query: { status: 'partially_refunded', page: 1, pageSize: 5 },
    });
    expect((list.body.data.rows as Array<{ status: string }>).every((x) => x.status === 'partially_refunded')).toBe(
      true,
    );
  });

  it('a ride its coupon covers in full ends paid at ¥0.00, never 待支付', async () => {
    const s = await signInAsPhone('13800000000');
    const o = getOrders().find((x) => x.status === 'riding')!;
    const r = getRiders().find((x) => x.userId === o.userId)!;
    const made = await post(s, '/platform/marketing/coupon', {
      name: '全免测试券',
      kind: 'amount',
      value: 10000,
      threshold: 0,
      validDays: 7,
      stock: 10,
      limitPerRider: 1,
      serviceAreaIds: getDb().serviceAreas.map((a) => a.id),
    });
    issueCoupon({
      coupon: getCoupons().find((c) => c.id === made.data.id)!,
      riders: [r],
      perRider: 1,
      mode: 'phones',
      target: '测试',
      by: '测试',
      source: 'issue',
    });
    const ended = await post(s, '/platform/order/end', { orderId: o.orderId });
    expect(ended.suc, JSON.stringify(ended.error)).toBe(true);
    const a = ended.data.amount;
    if (a.discount === a.base + a.time + a.dispatchFee)
      expect(ended.data).toMatchObject({ status: 'paid', amount: { paid: 0 } });
    else expect(ended.data.status).toBe('unpaid');
    expect(
      getOrders().filter(
        (x) => x.status === 'unpaid' && x.amount.base + x.amount.time + x.amount.dispatchFee === x.amount.discount,
      ),
    ).toEqual([]);
  });
});
