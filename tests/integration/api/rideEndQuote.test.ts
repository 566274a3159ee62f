/**
 * 结束订单's quote: GET /platform/order/fee-quote prices a ride in progress as its end would at
 * the backend's clock, changing nothing (no coupon used, the ride still riding); the end at the
 * same clock then books exactly what was quoted. A ride not in progress has no quote.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@/shared/utils/clock';
import { getOrders } from '@mocks/db/orders';
import { getRiderCoupons } from '@mocks/db/riderCoupons';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const QUOTE = '/platform/order/fee-quote';
const quote = (s: Session, orderId: string) => call('GET', QUOTE, { session: s, query: { orderId } });

describe('结束订单 quotes the fee the end then books', () => {
  it('every ride in progress: the quote at a clock equals what ending it at that clock charges', async () => {
    const s = await signInAsPhone('13800000000');
    advanceClock(7 * 60_000 + 13_000); // the rides have been going on a while
    const riding = getOrders().filter((o) => o.status === 'riding');
    expect(riding.length).toBeGreaterThan(5);
    const sources = new Set<string>();
    for (const o of riding) {
      const coupons = JSON.stringify(getRiderCoupons().filter((rc) => rc.userId === o.userId));
      const answer = (await quote(s, o.orderId)).body;
      // the living world ended it at its planned end before the quote was answered: no quote
      if (o.status !== 'riding') {
        expect(answer.error?.promt).toBe('订单不在骑行中');
        continue;
      }
      const q = answer.data;
      // the quote changes nothing: the rider's coupons as they were
      expect(JSON.stringify(getRiderCoupons().filter((rc) => rc.userId === o.userId))).toBe(coupons);
      const ended = (await call('POST', '/platform/order/end', { session: s, body: { orderId: o.orderId } })).body.data;
      const a = ended.amount;
      expect(q, o.orderId).toEqual({
        orderId: o.orderId,
        at: ended.endAt,
        duration: ended.duration,
        base: a.base,
        time: a.time,
        dispatchFee: a.dispatchFee,
        discount: a.discount,
        ...(ended.discountSource ? { discountSource: ended.discountSource } : {}),
        due: a.base + a.time + a.dispatchFee - a.discount,
        channel: q.channel,
      });
      // what is left to pay goes through the channel quoted
      if (q.due > 0) expect(ended.payChannel).toBe(q.channel);
      sources.add(q.discountSource ?? 'none');
    }
    // the sample prices rides with and without a discount
    expect(sources.has('none')).toBe(true);
    expect(sources.size).toBeGreaterThan(1);
  });

  it('a ride no longer in progress has no quote: 订单不在骑行中', async () => {
    const s = await signInAsPhone('13800000000');
    const paid = getOrders().find((o) => o.status === 'paid')!;
    const res = await quote(s, paid.orderId);
    expect(res.body.suc).toBe(false);
    expect(res.body.error.promt).toBe('订单不在骑行中');
    const o = getOrders().find((x) => x.status === 'riding')!;
    await call('POST', '/platform/order/end', { session: s, body: { orderId: o.orderId } });
    expect((await quote(s, o.orderId)).body.error.promt).toBe('订单不在骑行中');
  });
});
