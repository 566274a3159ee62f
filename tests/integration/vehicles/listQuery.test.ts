/**
 * The vehicle list (/platform/vehicle/list) as its callers read it: 车辆列表 (keyword, status,
 * battery range, area, network, alarm), 设备列表 (keyword, network, alarm, firmware, area) and
 * 车辆筛选's conditions (idle hours, battery below, out of the area, in a no-parking zone, days
 * without a ride, area). Each filter narrows the list to the vehicles it names; the query is
 * exact: a key none of them sends is refused with 不支持的字段：<names>.
 */
import { describe, expect, it } from 'vitest';
import { FLEET_READS } from '@contract/endpoints/fleet';
import type { Vehicle } from '@contract/vehicles';
import { displayStatus } from '@/shared/utils/vehicleStatus';
import { idleHours, vehiclesWithRides } from '@mocks/db/vehicles';
import { call, setupRawBackend, signInAsPhone, type Session } from '../api/backendSession';

setupRawBackend();

const LIST = FLEET_READS.vehicleList.path;
const read = async (s: Session, query: Record<string, string>) =>
  (await call('GET', LIST, { session: s, query: { page: 1, pageSize: 500, ...query } })).body;

/** Each filter a caller sends, a value that narrows the seeded fleet, and the vehicles it keeps. */
const FILTERS: ReadonlyArray<readonly [string, (v: Vehicle[]) => string, (value: string) => (v: Vehicle) => boolean]> =
  [
    ['keyword', (all) => all[7]!.imei, (k) => (v) => [v.vehicleNo, v.imei, v.frameNo].some((f) => f.includes(k))],
    ['status', () => 'low_battery', (s) => (v) => displayStatus(v) === s],
    ['battery', () => '5~15', () => (v) => v.battery >= 5 && v.battery <= 15],
    ['serviceAreaId', () => 'SA002', (a) => (v) => v.serviceAreaId === a],
    ['online', () => 'false', () => (v) => !v.online],
    ['alarm', () => 'battery_removed', (a) => (v) => v.alarms.includes(a as Vehicle['alarms'][number])],
    ['firmware', (all) => all[0]!.firmware, (f) => (v) => v.firmware === f],
    ['idleHours', () => '48', (h) => (v) => idleHours(v) >= Number(h)],
    ['batteryBelow', () => '20', (b) => (v) => v.battery < Number(b)],
    ['outsideArea', () => 'true', () => (v) => v.alarms.includes('out_of_area')],
    ['inNoParking', () => 'true', () => (v) => v.alarms.includes('in_no_parking')],
    ['noRideDays', () => '3', (d) => (v) => idleHours(v) >= Number(d) * 24],
  ];

describe('the vehicle list’s query', { timeout: 60000 }, () => {
  it.each(FILTERS)('%s narrows the list to the vehicles it names', async (name, pick, keeps) => {
    const s = await signInAsPhone();
    const all = vehiclesWithRides();
    const value = pick(all);
    const expected = all.filter(keeps(value));
    expect(expected.length, `${name}=${value} keeps some`).toBeGreaterThan(0);
    expect(expected.length, `${name}=${value} drops some`).toBeLessThan(all.length);
    const answer = await read(s, { [name]: value });
    expect(answer).toMatchObject({ suc: true, data: { total: expected.length } });
  });

  it('refuses a key no caller sends, and a network or alarm outside its set, with the field’s message', async () => {
    const s = await signInAsPhone();
    const refused = (promt: string) => ({ suc: false, error: { code: 400, promt } });
    expect(await read(s, { keyword: '', status: '', foo: '1' })).toMatchObject(refused('不支持的字段：foo'));
    expect(await read(s, { constructor: '1' })).toMatchObject(refused('不支持的字段：constructor'));
    expect(await read(s, { alarm: 'constructor' })).toMatchObject(refused('类型不正确'));
    expect(await read(s, { online: 'yes' })).toMatchObject(refused('状态不正确'));
  });
});
