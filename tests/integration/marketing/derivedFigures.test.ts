/**
 * Marketing figures of the seeded world agree with each other and with the rides (issue 43):
 * no coupon is issued past its stock or used more than issued; a coupon an activity or task
 * gives was issued at least as often as they gave it, and one an enabled activity or task
 * still gives has stock left; 夜骑8折 counts as participants the riders who rode in its hours
 * (20:00–24:00), not everyone who rode in its area.
 */
import { describe, expect, it } from 'vitest';
import { getCustomTasks, getFixedTasks, getRidingActivities } from '@mocks/db/activities';
import { countedCoupons } from '@mocks/db/riderCoupons';
import { getOrders } from '@mocks/db/orders';
import { dayOf } from '@mocks/lib/stats';
import type { ActivityReward } from '@contract/activities';
import { now } from '@/shared/utils/clock';
import { setupRawBackend } from '../api/backendSession';

setupRawBackend();

const HOUR = 3600000;

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

  it('夜骑8折 counts the riders who rode in its hours in its areas and period as participants', () => {
    const a = getRidingActivities().find((x) => x.name === '夜骑8折')!;
    const from = Date.parse(`${a.startDate}T00:00:00+08:00`);
    const to = Date.parse(`${a.endDate}T24:00:00+08:00`);
    const riders = new Set<string>();
    let inArea = 0;
    for (const o of getOrders()) {
      const t = Date.parse(o.startAt);
      if (o.status === 'riding' || o.status === 'cancelled' || t < from || t >= to) continue;
      if (!a.serviceAreaIds.includes(o.serviceAreaId)) continue;
      inArea += 1;
      const hour = new Date(t + 8 * HOUR).getUTCHours();
      if (hour >= a.fromHour && hour < a.toHour) riders.add(o.userId);
    }
    expect(riders.size).toBeGreaterThan(0);
    expect(riders.size).toBeLessThan(inArea);
    expect(a.participants).toBe(riders.size);
    expect(a.rewarded).toBeGreaterThan(0);
  });
});
