// @vitest-environment jsdom
/**
 * The embedded backend's vehicle endpoints added for the monitoring screens:
 * the analysis per day (from the orders), device stats, the regulator's map
 * columns, scope and validation.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { useScope } from '@/shared/scope/store';
import { mdsState } from '@/shared/utils/vehicleStatus';
import type { Analysis, DeviceStats, Vehicle, VehicleMdsData } from '@contract/vehicles';
import { now } from '@/shared/utils/clock';
import { billOf, getOrders } from '@mocks/db/orders';
import { paidAt } from '@mocks/db/wallet';
import { getVehicles, idleHours } from '@mocks/db/vehicles';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { setupBackend, signInAs } from '../harness/backend';
import { isSettled } from '@contract/orders';

setupBackend();

const localDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 10);

describe('vehicle backend', { timeout: 60000 }, () => {
  it('answers the analysis per day from the orders: rides, vehicles ridden, takings; and the idle counts', async () => {
    await signInAs();
    const days = [...new Set(getOrders().map((o) => localDay(o.startAt)))].sort();
    const [from, to] = [days[days.length - 8], days[days.length - 2]];
    const a = await http.get<Analysis>('/platform/vehicle/analysis', { from, to, areaId: 'SA002' });
    expect(a.rows.map((r) => r.date)).toEqual(days.slice(-8, -1).reverse());
    for (const r of a.rows) {
      const orders = getOrders().filter(
        (o) => localDay(o.startAt) === r.date && o.serviceAreaId === 'SA002' && o.status !== 'cancelled',
      );
      expect(r.rides).toBe(orders.length);
      expect(r.activeVehicles).toBe(new Set(orders.map((o) => o.vehicleNo)).size);
      // takings as 日统计 books them: what paid rides (refunded later or not) were paid, on the day they were paid
      const paid = getOrders().filter(
        (o) =>
          o.endAt &&
          localDay(new Date(paidAt(o)).toISOString()) === r.date &&
          o.serviceAreaId === 'SA002' &&
          isSettled(o.status),
      );
      expect(r.revenue).toBe(paid.reduce((s, o) => s + billOf(o).paid, 0));
      expect(r.vehicles).toBeLessThanOrEqual(a.fleet);
    }
    const fleet = getVehicles().filter((v) => v.serviceAreaId === 'SA002');
    expect(a.fleet).toBe(fleet.length);
    expect(a.idle.over24).toBe(fleet.filter((v) => v.rideState !== 'riding' && idleHours(v) > 24).length);
    expect(a.idle.over72).toBeLessThanOrEqual(a.idle.over48);
    expect(a.idle.over48).toBeLessThanOrEqual(a.idle.over24);
  });

  it("a vehicle's 最后骑行 is the end of its newest ride in the orders; 闲置 screening and counts follow it", async () => {
    await signInAs();
    // the list before anything else read the history: the history is made for it
    const page = await http.get<{ rows: Vehicle[] }>('/platform/vehicle/list', { page: 1, pageSize: 50 });
    const newest = new Map<string, string>();
    for (const o of getOrders())
      if (o.endAt && o.endAt > (newest.get(o.vehicleNo) ?? '')) newest.set(o.vehicleNo, o.endAt);
    for (const v of page.rows) expect(v.lastRideAt, v.vehicleNo).toBe(newest.get(v.vehicleNo));
    for (const v of getVehicles()) expect(v.lastRideAt, v.vehicleNo).toBe(newest.get(v.vehicleNo));
    // 闲置超过48小时: no ride of theirs ended in the last 48 hours, and every other standing vehicle had one
    const idle = await http.get<{ rows: Vehicle[]; total: number }>('/platform/vehicle/list', {
      page: 1,
      pageSize: 500,
      idleHours: '48',
    });
    const since = new Date(now() - 48 * 3600000).toISOString();
    const ridden = new Set(
      getOrders()
        .filter((o) => (o.endAt ?? '9') >= since)
        .map((o) => o.vehicleNo),
    );
    expect(idle.total).toBe(getVehicles().filter((v) => !ridden.has(v.vehicleNo)).length);
    expect(idle.rows.every((v) => !ridden.has(v.vehicleNo))).toBe(true);
  });

  it("books each day's takings as 日统计 does: the analysis and the daily report agree day by day", async () => {
    await signInAs();
    const days = [...new Set(getOrders().map((o) => localDay(o.startAt)))].sort();
    const [from, to] = [days[days.length - 10], days[days.length - 1]];
    for (const areaId of ['SA001', 'SA003']) {
      const a = await http.get<Analysis>('/platform/vehicle/analysis', { from, to, areaId });
      const d = await http.get<{ rows: { date: string; paid: number }[] }>('/platform/report/daily', {
        from,
        to,
        areaId,
      });
      const daily = new Map(d.rows.map((r) => [r.date, r.paid]));
      expect(a.rows.length).toBe(10);
      for (const r of a.rows) expect([r.date, r.revenue]).toEqual([r.date, daily.get(r.date)]);
      expect(a.rows.some((r) => r.revenue > 0)).toBe(true);
    }
  });

  it('refuses an inverted or over-long analysis range with a message', async () => {
    await signInAs();
    await expect(http.get('/platform/vehicle/analysis', { from: '2026-02-10', to: '2026-02-01' })).rejects.toThrow(
      '开始日期不能晚于结束日期',
    );
    await expect(http.get('/platform/vehicle/analysis', { from: '2024-01-01', to: '2026-01-01' })).rejects.toThrow(
      '统计范围不能超过一年',
    );
  });

  it('honours the header scope in the analysis and the device stats', async () => {
    await signInAs();
    useScope.getState().setAreas(['SA003']);
    const a = await http.get<Analysis>('/platform/vehicle/analysis', {}, { scoped: true });
    expect(a.fleet).toBe(getVehicles().filter((v) => v.serviceAreaId === 'SA003').length);
    expect(a.rows).toHaveLength(30);
    const s = await http.get<DeviceStats>('/platform/device/stats', {}, { scoped: true });
    const area = getVehicles().filter((v) => v.serviceAreaId === 'SA003');
    expect(s).toMatchObject({
      total: area.length,
      online: area.filter((v) => v.online).length,
      offline: area.filter((v) => !v.online).length,
    });
    expect(Object.values(s.firmware).reduce((x, y) => x + y, 0)).toBe(area.length);
  });

  it("adds the regulator's columns to the map with fields=mds", async () => {
    await signInAs();
    const d = await http.get<VehicleMdsData>('/platform/vehicle/map', { fields: 'mds', serviceAreaId: 'SA001' });
    const fleet = getVehicles().filter((v) => v.serviceAreaId === 'SA001');
    expect(d.total).toBe(fleet.length);
    expect(d.imei).toEqual(fleet.map((v) => v.imei));
    expect(d.mds).toEqual(fleet.map((v) => mdsState(v)));
    expect(d.alarms).toEqual(fleet.map((v) => v.alarms.join(',')));
    const plain = await http.get<Record<string, unknown>>('/platform/vehicle/map', { serviceAreaId: 'SA001' });
    expect(Object.keys(plain).sort()).toEqual(['battery', 'lat', 'lng', 'status', 'total', 'vehicleNo']);
  });

  it('a franchisee without code 0304 may not read the analysis', async () => {
    await signInAs('13800000002');
    await expect(http.get('/platform/vehicle/analysis', {}, { silent: true })).rejects.toMatchObject({ status: 403 });
  });
  it('refuses a command it does not know, an inherited name included, and logs nothing', async () => {
    await signInAs();
    const v = getVehicles().find((x) => x.online)!;
    const logged = getVehicleLogs().device.length;
    for (const command of ['explode', 'constructor', 'toString', '__proto__', ''])
      await expect(http.post('/platform/vehicle/command', { vehicleNo: v.vehicleNo, command })).rejects.toThrow(
        '不支持的指令',
      );
    expect(getVehicleLogs().device.length).toBe(logged);
    // a known one goes through and is logged
    await http.post('/platform/vehicle/command', { vehicleNo: v.vehicleNo, command: 'ring' });
    expect(getVehicleLogs().device[0]).toMatchObject({ vehicleNo: v.vehicleNo, command: 'ring', result: 'success' });
  });
});
