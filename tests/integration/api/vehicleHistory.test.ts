/**
 * A vehicle's 车辆日志 in the seeded world is derived from its records (issue 43 item 2): no
 * repair line without a repair ticket of that vehicle, no alarm line (越界 or any) without an
 * alarm of that vehicle, no 开锁 on a day without a ride of that vehicle. Read through the log's
 * own list, as the vehicle's page reads it, for a sample of vehicles.
 */
import { describe, expect, it } from 'vitest';
import { getAlarms } from '@mocks/db/alarms';
import { getOrders } from '@mocks/db/orders';
import { getRepairs } from '@mocks/db/repairs';
import { getVehicles } from '@mocks/db/vehicles';
import { get } from './ledgerChecks';
import { setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 10);
const idIn = (detail: string, re: RegExp) => re.exec(detail)?.[1];

describe('the seeded vehicle log', () => {
  it('has every line backed by a record of that vehicle: rides, alarms, repair tickets', async () => {
    const s = await signInAsPhone('13800000000');
    const rideDays = new Map<string, Set<string>>();
    for (const o of getOrders()) {
      if (!rideDays.has(o.vehicleNo)) rideDays.set(o.vehicleNo, new Set());
      rideDays.get(o.vehicleNo)!.add(day(o.startAt));
    }
    const alarms = new Map(getAlarms().map((a) => [a.id, a]));
    const repairs = new Map(getRepairs().map((t) => [t.id, t]));
    // a sample: vehicles with a repair ticket, with an out-of-area alarm, and the riders' latest vehicles
    const sample = new Set([
      ...getRepairs()
        .slice(0, 8)
        .map((t) => t.vehicleNo),
      ...getAlarms()
        .filter((a) => a.alarm === 'out_of_area')
        .slice(0, 8)
        .map((a) => a.vehicleNo),
      ...getOrders()
        .slice(0, 8)
        .map((o) => o.vehicleNo),
    ]);
    const events = new Map<string, number>();
    for (const vehicleNo of sample) {
      const { rows } = await get(s, '/platform/vehicle/logs', { vehicleNo, page: 1, pageSize: 500 });
      expect(rows.length, vehicleNo).toBeGreaterThan(0);
      for (const l of rows as Array<{ event: string; detail: string; at: string; vehicleNo: string }>) {
        events.set(l.event, (events.get(l.event) ?? 0) + 1);
        expect(l.vehicleNo).toBe(vehicleNo);
        if (/维修|报修|下架/.test(l.event + l.detail)) {
          const t = repairs.get(idIn(l.detail, /维修工单 (WX\d+)/) ?? '');
          expect(t?.vehicleNo, `${vehicleNo} ${l.event} ${l.detail}`).toBe(vehicleNo);
        }
        if (/告警|越界|超出服务区/.test(l.event + l.detail)) {
          const a = alarms.get(idIn(l.detail, /（(AL\d+)）/) ?? '');
          expect(a?.vehicleNo, `${vehicleNo} ${l.event} ${l.detail}`).toBe(vehicleNo);
          if (l.event === '告警') expect(a?.raisedAt).toBe(l.at);
        }
        if (l.event === '开锁') expect(rideDays.get(vehicleNo)?.has(day(l.at)), `${vehicleNo} 开锁 ${l.at}`).toBe(true);
      }
    }
    // the sample saw each kind of line
    for (const e of ['开锁', '关锁', '告警', '报修']) expect(events.get(e) ?? 0, e).toBeGreaterThan(0);
  });

  it('a vehicle with no record has an empty log, and a vehicle number nobody has answers no rows', async () => {
    const s = await signInAsPhone('13800000000');
    const { rows, total } = await get(s, '/platform/vehicle/logs', { vehicleNo: 'NOSUCH01', page: 1, pageSize: 20 });
    expect(rows).toEqual([]);
    expect(total).toBe(0);
  });
});

describe('the seeded device log', () => {
  it("has every command backed by a ride of that vehicle: 开锁 at the ride's start, 锁车 at its end", async () => {
    const s = await signInAsPhone('13800000000');
    const rides = new Map(getOrders().map((o) => [o.orderId, o]));
    const sample = [
      ...new Set(
        getOrders()
          .slice(0, 40)
          .map((o) => o.vehicleNo),
      ),
    ].slice(0, 8);
    let checked = 0;
    for (const vehicleNo of sample) {
      const { rows } = await get(s, '/platform/device/logs', { vehicleNo, page: 1, pageSize: 500 });
      expect(rows.length, vehicleNo).toBeGreaterThan(0);
      for (const l of rows as Array<{
        vehicleNo: string;
        command: string;
        payload: string;
        result: string;
        at: string;
      }>) {
        expect(l.vehicleNo).toBe(vehicleNo);
        const o = rides.get((JSON.parse(l.payload) as { orderId?: string }).orderId ?? '');
        expect(o?.vehicleNo, `${vehicleNo} ${l.command} ${l.at} ${l.payload}`).toBe(vehicleNo);
        expect(l.at).toBe(l.command === 'unlock' ? o!.startAt : o!.endAt);
        expect(l.result).toBe('success');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('a vehicle with no ride has no seeded command', async () => {
    const s = await signInAsPhone('13800000000');
    const ridden = new Set(getOrders().map((o) => o.vehicleNo));
    const idle = getVehicles().find((v) => !ridden.has(v.vehicleNo));
    const probe = idle?.vehicleNo ?? 'NOSUCH01';
    const { rows, total } = await get(s, '/platform/device/logs', { vehicleNo: probe, page: 1, pageSize: 20 });
    expect(rows).toEqual([]);
    expect(total).toBe(0);
  });
});
