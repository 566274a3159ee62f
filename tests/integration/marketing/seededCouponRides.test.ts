/**
 * The seeded rides' coupons are real rider coupons (issue 43): every ride a coupon discounted
 * is in its rider's 优惠券 tab as 已使用 on that order, paid with what it took off, received
 * before the ride and valid when it was paid; no coupon is issued past its stock, its 已发放 is
 * its 发放记录's count and its 已使用 the rides it discounted.
 */
import { describe, expect, it } from 'vitest';
import { isSettled } from '@contract/orders';
import { getCoupons } from '@mocks/db/marketing';
import { getOrders } from '@mocks/db/orders';
import { couponDiscount } from '@mocks/db/marketing';
import { getCouponIssues, getRiderCoupons } from '@mocks/db/riderCoupons';
import { paidAt } from '@mocks/db/wallet';
import { call, setupRawBackend, signInAsPhone } from '../api/backendSession';

setupRawBackend();

describe('the seeded rides’ coupons', () => {
  it('every coupon-discounted ride of a sample of riders is in the rider’s coupon tab, used on that order, with the same amount', async () => {
    const s = await signInAsPhone('13800000000');
    const rides = getOrders().filter((o) => o.discountSource === 'coupon' && o.status !== 'cancelled');
    expect(rides.length).toBeGreaterThan(50);
    const riders = [...new Set(rides.map((o) => o.userId))].filter((_, i) => i % 15 === 0).slice(0, 12);
    for (const userId of riders) {
      const res = await call('GET', '/platform/marketing/rider-coupon', {
        session: s,
        query: { userId, page: 1, pageSize: 100 },
      });
      expect(res.body.suc, userId).toBe(true);
      const tab = res.body.data.rows as Array<Record<string, string | number | null>>;
      for (const o of rides.filter((x) => x.userId === userId)) {
        const row = tab.find((x) => x.orderId === o.orderId);
        expect(row, `${userId} ${o.orderId}`).toMatchObject({ status: 'used', discount: o.amount.discount });
        const used = isSettled(o.status) ? paidAt(o) : Date.parse(o.endAt!);
        expect(Date.parse(row!.usedAt as string), o.orderId).toBe(used);
        expect(row!.receivedAt! < o.startAt && used <= Date.parse(row!.expiresAt as string), o.orderId).toBe(true);
        const c = getCoupons().find((x) => x.id === row!.couponId)!;
        expect(c.serviceAreaIds, o.orderId).toContain(o.serviceAreaId);
        expect(couponDiscount(c, o.amount.base + o.amount.time + o.amount.dispatchFee), o.orderId).toBe(
          o.amount.discount,
        );
      }
    }
  });

  it('no coupon is issued past its stock; 已发放 is its 发放记录 and its rows, 已使用 the rides it discounted', () => {
    const held = getRiderCoupons();
    const rides = getOrders().filter((o) => o.discountSource === 'coupon' && o.status !== 'cancelled');
    for (const c of getCoupons()) {
      expect(c.issued, c.name).toBeLessThanOrEqual(c.stock);
      const records = getCouponIssues().filter((i) => i.couponId === c.id);
      expect(
        records.reduce((n, i) => n + i.count, 0),
        c.name,
      ).toBe(c.issued);
      expect(held.filter((x) => x.couponId === c.id).length, c.name).toBe(c.issued);
      const usedOn = held.filter((x) => x.couponId === c.id && x.status === 'used').map((x) => x.orderId);
      expect(usedOn.length, c.name).toBe(c.used);
      expect(
        usedOn.every((id) => rides.some((o) => o.orderId === id)),
        c.name,
      ).toBe(true);
    }
    expect(getCoupons().reduce((n, c) => n + c.used, 0)).toBe(rides.length);
  });

  it('a rider with no coupon-discounted ride has no used coupon in the tab (failure path: an unknown rider is refused)', async () => {
    const s = await signInAsPhone('13800000000');
    const res = await call('GET', '/platform/marketing/rider-coupon', {
      session: s,
      query: { userId: 'U999999', page: 1, pageSize: 20 },
    });
    expect(res.body.suc).toBe(false);
    expect(res.body.error.promt).toBe('未找到该用户');
    const riding = new Set(
      getOrders()
        .filter((o) => o.discountSource === 'coupon')
        .map((o) => o.userId),
    );
    const other = getRiderCoupons().find((x) => !riding.has(x.userId))!;
    const tab = await call('GET', '/platform/marketing/rider-coupon', {
      session: s,
      query: { userId: other.userId, page: 1, pageSize: 100 },
    });
    expect((tab.body.data.rows as Array<{ status: string }>).filter((x) => x.status === 'used')).toEqual([]);
  });
});
