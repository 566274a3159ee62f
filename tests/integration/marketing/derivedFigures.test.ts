/**
 * Marketing figures of the seeded world agree with each other and with the rides (issue 43):
 * no coupon is issued past its stock or used more than issued; a coupon an activity or task
 * gives was issued at least as often as they gave it, and one an enabled activity or task
 * still gives has stock left; a 时段折扣 (夜骑8折) counts as participants the riders of the rides
 * it discounted, not everyone who rode in its hours (a riding card's ride is not discounted).
 */
import { describe, expect, it } from 'vitest';
import { discountHoursAt, getCustomTasks, getFixedTasks, getRidingActivities } from '@mocks/db/activities';
import { countedCoupons } from '@mocks/db/riderCoupons';
import { getOrders } from '@mocks/db/orders';
import { dayOf } from '@mocks/lib/stats';
import type { ActivityReward } from '@contract/activities';
import type { Order } from '@contract/orders';
import { now } from '@/shared/utils/clock';
import { setupRawBackend } from '../api/backendSession';

setupRawBackend();

const ended = (o: Order) => o.status !== 'riding' && o.status !== 'cancelled';

describe('the seeded marketing figures', () => {
  it('no coupon is issued past its stock, and a coupon given by an activity or task was issued as often and is not exhausted', () => {
    const coupons = new Map(countedCoupons().map((c) => [c.id, c]));
    for (const c of coupons.values()) {
      expect(c.issued, `${c.id} ${c.name}`).toBeLessThanOrEqual(c.stock);
      expect(c.used, `${c.id} ${c.name}`).toBeLessThanOrEqual(c.issued);
    }
    const today = dayOf(now());
    const givers: Array<{ name: string; reward: ActivityReward; given: number; running: boolean }> = [
      ...getFixedTasks().map((t) => ({
        name: t.name,
        reward: t.reward,
        given: t.completed,
        running: t.state === 'enabled',
      })),
      ...getCustomTasks().map((t) => ({
        name: t.name,
        reward: t.reward,
        given: t.completed,
        running: t.state === 'enabled' && t.startDate <= today && today <= t.endDate,
      })),
      ...getRidingActivities().map((a) => ({
        name: a.name,
        reward: a.reward,
        given: a.rewarded,
        running: a.state === 'enabled' && a.startDate <= today && today <= a.endDate,
      })),
    ];
    const given = new Map<string, number>();
    for (const g of givers) {
      // a 时段折扣 activity gives no reward: a coupon reward with no coupon
      if (g.reward.kind !== 'coupon' || !g.reward.couponId) continue;
      const c = coupons.get(g.reward.couponId)!;
      given.set(c.id, (given.get(c.id) ?? 0) + g.given);
      if (g.running) expect(c.issued, `${g.name} gives ${c.name}, used up`).toBeLessThan(c.stock);
    }
    for (const [id, n] of given)
      expect(coupons.get(id)!.issued, `${id} 已发放 vs completions`).toBeGreaterThanOrEqual(n);
  });

  it("every 时段折扣's 参与人数 is the riders of the rides it discounted, never more than its 优惠单数", () => {
    const acts = getRidingActivities().filter((a) => a.kind === 'discount_hours');
    expect(acts.length).toBeGreaterThan(0);
    for (const a of acts) {
      const discounted = getOrders().filter(
        (o) =>
          ended(o) && o.discountSource === 'activity' && discountHoursAt(o.serviceAreaId, Date.parse(o.startAt)) === a,
      );
      expect(a.rewarded, `${a.id} ${a.name} 优惠单数`).toBe(discounted.length);
      expect(a.participants, `${a.id} ${a.name} 参与人数`).toBe(new Set(discounted.map((o) => o.userId)).size);
      expect(a.participants, `${a.id} ${a.name}`).toBeLessThanOrEqual(a.rewarded);
    }
    // 夜骑8折: riders in its hours on a riding card were not discounted, and do not take part
    const night = acts.find((a) => a.name === '夜骑8折')!;
    expect(night.rewarded).toBeGreaterThan(0);
    const carded = new Set(
      getOrders()
        .filter(
          (o) =>
            ended(o) &&
            o.discountSource === 'riding_card' &&
            discountHoursAt(o.serviceAreaId, Date.parse(o.startAt)) === night,
        )
        .map((o) => o.userId),
    );
    expect(carded.size).toBeGreaterThan(0);
  });
});
