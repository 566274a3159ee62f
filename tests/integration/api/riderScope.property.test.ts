/**
 * What a franchisee sees of a rider counts its areas only. For random franchisee scopes (the
 * service areas its agent holds), random header selections and random riders, every figure of
 * the rider's page (骑行次数, 累计实付, 骑行记录（N）, …) equals the sum over the rows that scope
 * may list (the rides, refunds, wallet and coupon lists of the rider), the rider list's
 * 骑行次数 says the same, and a rider outside the scope is refused with 无权查看该记录 (403).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE } from '@contract/scope';
import { getDb } from '@mocks/db/store';
import { getRiders } from '@mocks/db/riders';
import { ordersOfUser } from '@mocks/db/wallet';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const RUNS = Number(process.env.PROPERTY_RUNS) || 40;
const AREAS = ['SA001', 'SA002', 'SA003'];

/** The franchisee A001 holds exactly `areas` (the others go to A002): its scope is read per request. */
function giveAreas(areas: readonly string[]): void {
  const db = getDb();
  db.agents.find((a) => a.agentId === 'A001')!.serviceAreaIds = [...areas];
  db.agents.find((a) => a.agentId === 'A002')!.serviceAreaIds = AREAS.filter((a) => !areas.includes(a));
  for (const sa of db.serviceAreas) sa.agentId = areas.includes(sa.id) ? 'A001' : 'A002';
}

/** Every row of a list as `s` with the header selection `header` (one page of the largest size). */
async function rowsOf(s: Session, path: string, query: Json): Promise<{ rows: Json[]; total: number }> {
  const res = await call('GET', path, { session: s, query: { page: 1, pageSize: 500, ...query } });
  expect(res.body.suc, JSON.stringify(res.body)).toBe(true);
  const data = res.body.data as { rows: Json[]; total: number };
  expect(data.rows).toHaveLength(data.total);
  return data;
}

const sum = (rows: Json[], f: (r: Json) => number) => rows.reduce((n, r) => n + f(r), 0);

describe("a rider's page as a franchisee sees it", () => {
  it('has every figure equal to the sum over the rows its scope lists, and refuses a rider outside it', async () => {
    const franchisee = await signInAsPhone('13800000002');
    const riders = getRiders();
    // riders who rode in more than one area: where a figure of the whole history differs
    const travellers = riders.filter((r) => new Set(ordersOfUser(r.userId).map((o) => o.serviceAreaId)).size > 1);
    expect(travellers.length).toBeGreaterThan(10);
    let refused = 0;
    let narrowed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(AREAS),
        fc.option(fc.subarray(AREAS, { minLength: 1 }), { nil: undefined }),
        fc.option(fc.constantFrom('A001', 'A002'), { nil: undefined }),
        fc.oneof(fc.constantFrom(...travellers), fc.constantFrom(...riders)),
        async (areas, opAreaIds, agentIds, rider) => {
          giveAreas(areas);
          const header: Json = {
            ...(opAreaIds ? { opAreaIds: opAreaIds.join(',') } : {}),
            ...(agentIds ? { agentIds } : {}),
          };
          const userId = rider.userId;
          // the rider list sorted by 骑行次数: each row counts the rides the selection sees, the most first
          const seenArea = (id: string) =>
            areas.includes(id) && (!opAreaIds || opAreaIds.includes(id)) && (!agentIds || agentIds === 'A001');
          const seenRides = (id: string) => ordersOfUser(id).filter((o) => seenArea(o.serviceAreaId)).length;
          const byRides = await call('GET', '/platform/user/list', {
            session: franchisee,
            query: { page: 1, pageSize: 20, sortField: 'rides', sortOrder: 'descend', ...header },
          });
          const top = byRides.body.data.rows as Json[];
          for (const row of top) expect(row.rides).toBe(seenRides(row.userId as string));
          const most = Math.max(0, ...riders.filter((r) => seenArea(r.serviceAreaId)).map((r) => seenRides(r.userId)));
          expect(top[0]?.rides ?? 0).toBe(most);
          const detail = await call('GET', '/platform/user/detail', {
            session: franchisee,
            query: { userId, ...header },
          });
          if (!areas.includes(rider.serviceAreaId)) {
            refused += 1;
            expect(detail.status).toBe(403);
            expect(detail.body).toEqual({
              suc: false,
              error: { code: OUT_OF_SCOPE.code, promt: '无权查看该记录' },
            });
            for (const path of ['/platform/user/wallet', '/platform/marketing/rider-coupon']) {
              const tab = await call('GET', path, { session: franchisee, query: { userId, page: 1, ...header } });
              expect(tab.status).toBe(403);
            }
            // the rider list does not list it either (the same test)
            const listed = await rowsOf(franchisee, '/platform/user/list', { keyword: userId });
            expect(listed.rows.map((r) => r.userId)).not.toContain(userId);
            return;
          }
          expect(detail.status).toBe(200);
          const d = detail.body.data as Json;
          const rides = await rowsOf(franchisee, '/platform/order/list', { userId, ...header });
          const shown = new Set(rides.rows.map((o) => o.orderId as string));
          if (rides.total < ordersOfUser(userId).length) narrowed += 1;
          // 骑行次数 and the tab's 骑行记录（N）
          expect(d.rides).toBe(rides.total);
          expect(d.stats.orders).toBe(rides.total);
          // 累计实付, coupon uses, 最近骑行
          expect(d.stats.paidTotal).toBe(sum(rides.rows, (o) => o.amount.paid as number));
          expect(d.stats.couponUses).toBe(rides.rows.filter((o) => o.payChannel === 'coupon').length);
          const newest =
            rides.rows
              .map((o) => o.startAt as string)
              .sort()
              .at(-1) ?? null;
          expect(d.stats.lastRideAt).toBe(newest);
          // refunds: what went back of the rides and the balance it sees
          const refunds = await rowsOf(franchisee, '/platform/refund/list', { userId, ...header });
          expect(d.stats.refundTotal).toBe(
            sum(refunds.rows, (f) => (f.status === 'done' && f.kind !== 'deposit' ? (f.amount as number) : 0)),
          );
          for (const f of refunds.rows) if (f.orderId) expect(shown).toContain(f.orderId);
          // wallet lines of a ride only with that ride
          const wallet = await rowsOf(franchisee, '/platform/user/wallet', { userId, ...header });
          for (const t of wallet.rows) if (t.orderId) expect(shown).toContain(t.orderId);
          // coupon lines used on a ride only with that ride
          const coupons = await rowsOf(franchisee, '/platform/marketing/rider-coupon', { userId, ...header });
          for (const c of coupons.rows) if (c.orderId) expect(shown).toContain(c.orderId);
          // the rider list's 骑行次数, where the selection lists the rider
          const listed = await rowsOf(franchisee, '/platform/user/list', { keyword: userId, ...header });
          const row = listed.rows.find((r) => r.userId === userId);
          if (row) expect(row.rides).toBe(d.rides);
        },
      ),
      { numRuns: RUNS },
    );
    // the runs met both kinds of rider: refused, and seen with figures narrowed to the scope
    expect(refused).toBeGreaterThan(0);
    expect(narrowed).toBeGreaterThan(0);
  });
});
