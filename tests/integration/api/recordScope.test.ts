/**
 * A ride, a vehicle or a complaint ticket outside the caller's service areas is refused as
 * such, 403 with the code OUT_OF_SCOPE and 无权查看该记录, on its page's reads and on the
 * actions taken on it (which then change nothing); a record that does not exist is still 未找到…; a ride or a ticket of the
 * caller's area says whether its rider is the caller's to open (the page's link).
 */
import { describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE } from '@contract/scope';
import { getOrders } from '@mocks/db/orders';
import { riderIndex } from '@mocks/db/riders';
import { getDb } from '@mocks/db/store';
import { getVehicles } from '@mocks/db/vehicles';
import { getWorksheets } from '@mocks/db/worksheets';
import { call, setupRawBackend, signInAsPhone, type Answer, type Session } from './backendSession';

setupRawBackend();

const own = (areaId: string) => areaId === 'SA001' || areaId === 'SA002';
const REFUSED = { suc: false, error: { code: OUT_OF_SCOPE.code, promt: '无权查看该记录' } };

const get = (s: Session, path: string, query: Record<string, unknown>) => call('GET', path, { session: s, query });
const post = (s: Session, path: string, body: Record<string, unknown>) => call('POST', path, { session: s, body });

function expectRefused(res: Answer): void {
  expect(res.status).toBe(403);
  expect(res.body).toEqual(REFUSED);
}

describe('a ride outside the franchisee’s areas', () => {
  it('is refused on its detail, its track and its end, and stays as it was', async () => {
    const franchisee = await signInAsPhone('13800000002');
    const theirs = getOrders().find((o) => o.serviceAreaId === 'SA003' && o.status === 'riding')!;
    expectRefused(await get(franchisee, '/platform/order/detail', { orderId: theirs.orderId }));
    expectRefused(await get(franchisee, '/platform/order/track', { orderId: theirs.orderId }));
    expectRefused(await post(franchisee, '/platform/order/end', { orderId: theirs.orderId }));
    expect(theirs.status).toBe('riding');
    // a ride that does not exist is missing, not refused
    const missing = await get(franchisee, '/platform/order/detail', { orderId: 'R0000000000000' });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ suc: false, error: { promt: '未找到该订单' } });
    // the platform's staff open it
    const admin = await signInAsPhone('13800000000');
    expect((await get(admin, '/platform/order/detail', { orderId: theirs.orderId })).body.data.orderId).toBe(
      theirs.orderId,
    );
  });

  it('a ride in its areas links its rider only when the rider is the franchisee’s too', async () => {
    const franchisee = await signInAsPhone('13800000002');
    const homeOf = (userId: string) => riderIndex().get(userId)!.serviceAreaId;
    const visitor = getOrders().find((o) => own(o.serviceAreaId) && !own(homeOf(o.userId)))!;
    const local = getOrders().find((o) => own(o.serviceAreaId) && own(homeOf(o.userId)))!;
    const visitorRide = await get(franchisee, '/platform/order/detail', { orderId: visitor.orderId });
    expect(visitorRide.body.data).toMatchObject({ orderId: visitor.orderId, userInScope: false });
    // the rider behind it is refused, as the page's link would have led to
    expectRefused(await get(franchisee, '/platform/user/detail', { userId: visitor.userId }));
    const localRide = await get(franchisee, '/platform/order/detail', { orderId: local.orderId });
    expect(localRide.body.data).toMatchObject({ orderId: local.orderId, userInScope: true });
  });
});

describe('a vehicle outside the caller’s areas', () => {
  it('is refused on its detail, its trace and a command, which changes nothing', async () => {
    // the franchisee's role given the vehicle codes (a role an administrator may widen)
    const role = getDb().roles.find((r) => r.id === 'AR001')!;
    role.codes = [...role.codes, '0302', 'vehicleCommand'];
    const franchisee = await signInAsPhone('13800000002');
    const theirs = getVehicles().find((v) => v.serviceAreaId === 'SA003' && v.online && !v.locked)!;
    const mine = getVehicles().find((v) => own(v.serviceAreaId))!;
    expectRefused(await get(franchisee, '/platform/vehicle/detail', { vehicleNo: theirs.vehicleNo }));
    expectRefused(await get(franchisee, '/platform/vehicle/trace', { vehicleNo: theirs.vehicleNo }));
    expectRefused(
      await post(franchisee, '/platform/vehicle/command', { vehicleNo: theirs.vehicleNo, command: 'lock' }),
    );
    expect(theirs.locked).toBe(false);
    const seen = await get(franchisee, '/platform/vehicle/detail', { vehicleNo: mine.vehicleNo });
    expect(seen.body.data).toMatchObject({ vehicleNo: mine.vehicleNo, serviceAreaId: mine.serviceAreaId });
    const missing = await get(franchisee, '/platform/vehicle/detail', { vehicleNo: 'NOPE' });
    expect(missing.body).toMatchObject({ suc: false, error: { promt: '未找到该车辆' } });
  });
});

describe('a complaint ticket outside the franchisee’s areas', () => {
  it('is refused; one of its areas links its rider only when the rider is the franchisee’s too', async () => {
    const franchisee = await signInAsPhone('13800000002');
    const homeOf = (userId: string) => riderIndex().get(userId)!.serviceAreaId;
    const theirs = getWorksheets().find((w) => w.serviceAreaId === 'SA003')!;
    expectRefused(await get(franchisee, '/platform/worksheet/detail', { id: theirs.id }));
    const visitor = getWorksheets().find((w) => own(w.serviceAreaId) && !own(homeOf(w.userId)))!;
    const local = getWorksheets().find((w) => own(w.serviceAreaId) && own(homeOf(w.userId)))!;
    expect((await get(franchisee, '/platform/worksheet/detail', { id: visitor.id })).body.data).toMatchObject({
      id: visitor.id,
      userInScope: false,
    });
    expect((await get(franchisee, '/platform/worksheet/detail', { id: local.id })).body.data).toMatchObject({
      id: local.id,
      userInScope: true,
    });
  });
});
