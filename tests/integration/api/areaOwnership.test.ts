/**
 * A service area's data follows its franchisee: reassigned (服务区管理 › 分配), its vehicles,
 * rides and riders leave the old owner's scope and enter the new owner's at once, for tokens
 * issued before the move too; the old owner is refused nothing, it just sees none of them.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db/store';
import { getVehicles } from '@mocks/db/vehicles';
import { getOrders } from '@mocks/db/orders';
import { call, pageAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const total = async (s: Session, path: string, query: Record<string, unknown> = {}) =>
  (await pageAs(s, path, query)).total as number;

describe('a reassigned service area', () => {
  it('takes its vehicles and rides to the new franchisee; the old one sees none of them, without signing in again', async () => {
    const admin = await signInAsPhone('13800000000');
    const franchisee = await signInAsPhone('13800000002');
    const from = getDb().agents.find((a) => a.agentId === 'A001')!;
    const to = getDb().agents.find((a) => a.agentId !== 'A001' && a.serviceAreaIds.length > 0)!;
    const area = from.serviceAreaIds[0]!;
    const vehicles = getVehicles().filter((v) => v.serviceAreaId === area).length;
    const rides = getOrders().filter((o) => o.serviceAreaId === area).length;
    expect(vehicles).toBeGreaterThan(0);
    const before = await total(franchisee, '/platform/order/list');
    const areaRides = await total(franchisee, '/platform/order/list', { opAreaIds: area });
    expect(areaRides).toBeGreaterThan(0);

    const moved = await call('PUT', '/platform/agent/serviceArea', {
      session: admin,
      body: { id: area, agentId: to.agentId, updatedAt: getDb().serviceAreas.find((a) => a.id === area)!.updatedAt },
    });
    expect((moved.body as Json).suc).toBe(true);

    // the old owner: the area's records are gone from every list, the rest stay
    expect(await total(franchisee, '/platform/order/list')).toBe(before - areaRides);
    expect(await total(franchisee, '/platform/order/list', { opAreaIds: area })).toBe(0);
    // the new owner's selection holds them
    expect(await total(admin, '/platform/vehicle/list', { agentIds: to.agentId, opAreaIds: area })).toBe(vehicles);
    expect(await total(admin, '/platform/order/list', { agentIds: to.agentId, opAreaIds: area })).toBe(areaRides);
    expect(await total(admin, '/platform/vehicle/list', { agentIds: from.agentId, opAreaIds: area })).toBe(0);
    expect(rides).toBeGreaterThan(0);
  });

  it('goes only to an enabled franchisee: a 停用 one is refused and the area stays where it was', async () => {
    const admin = await signInAsPhone('13800000000');
    const area = getDb().serviceAreas.find((a) => a.agentId)!;
    const owner = area.agentId;
    const other = getDb().agents.find((a) => a.agentId !== owner)!;
    other.state = 'disabled';
    const moved = await call('PUT', '/platform/agent/serviceArea', {
      session: admin,
      body: { id: area.id, agentId: other.agentId, updatedAt: area.updatedAt },
    });
    expect((moved.body as Json).error?.promt).toBe('该加盟商已停用，不能分配服务区');
    expect(area.agentId).toBe(owner);
    expect(other.serviceAreaIds).not.toContain(area.id);
  });
});
