/**
 * /platform/vehicle/map/clusters: a viewport of the fleet. Its counts agree with the vehicle
 * map's columns (the same filter, the same scope); the view's clusters and single vehicles add
 * up to the vehicles in view; an area selection narrows both alike; a box or a zoom that
 * is not one is refused with the reason, an account without a map's code gets 403.
 */
import { describe, expect, it } from 'vitest';
import { MDS_META } from '@contract/vehicles';
import { STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const CITY = '119.5,29.8,120.8,30.8';
const clusters = (s: Session, query: Record<string, unknown>) =>
  call('GET', '/platform/vehicle/map/clusters', { session: s, query });
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, n) => a + n, 0);
const marks = (d: Json) =>
  (d.clusters as Json[]).reduce((a, c) => a + (c.count as number), 0) + (d.points.vehicleNo as string[]).length;

describe('vehicle clusters by viewport', () => {
  it('count as the vehicle map does, and the view’s clusters and points add up to the vehicles in it', async () => {
    const s = await signInAsPhone('13800000000');
    const columns = (await call('GET', '/platform/vehicle/map', { session: s })).body.data;
    const far = (await clusters(s, { bbox: CITY, zoom: 3 })).body.data;
    expect(far.total).toBe(columns.total);
    expect(sum(far.byGroup)).toBe(far.total);
    expect(Object.keys(far.byGroup)).toEqual(STATUS_ORDER);
    for (const st of STATUS_ORDER)
      expect(far.byGroup[st]).toBe((columns.status as string[]).filter((x) => x === st).length);
    expect(marks(far)).toBe(far.inView);

    // a corner of the city at street level, two statuses shown
    const shown = ['available', 'riding'];
    const near = (await clusters(s, { bbox: '120.1,30.2,120.2,30.3', zoom: 14, status: shown.join(',') })).body.data;
    expect(near.shown).toBe(far.byGroup.available + far.byGroup.riding);
    const inBox = (columns.vehicleNo as string[]).filter(
      (_, i) =>
        shown.includes(columns.status[i]) &&
        columns.lng[i] >= 120.1 &&
        columns.lng[i] <= 120.2 &&
        columns.lat[i] >= 30.2 &&
        columns.lat[i] <= 30.3,
    );
    expect(near.inView).toBe(inBox.length);
    expect(marks(near)).toBe(inBox.length);

    // the regulator's grouping: the MDS states
    const mds = (await clusters(s, { bbox: CITY, zoom: 12, group: 'mds' })).body.data;
    expect(Object.keys(mds.byGroup)).toEqual(Object.keys(MDS_META));
    expect(sum(mds.byGroup)).toBe(columns.total);
  });

  it('an area selection narrows the counts and the marks as it narrows the vehicle map', async () => {
    const s = await signInAsPhone('13800000000');
    const all = (await clusters(s, { bbox: CITY, zoom: 5 })).body.data;
    const d = (await clusters(s, { bbox: CITY, zoom: 5, opAreaIds: 'SA001' })).body.data;
    const columns = (await call('GET', '/platform/vehicle/map', { session: s, query: { opAreaIds: 'SA001' } })).body
      .data;
    expect(d.total).toBe(columns.total);
    expect(d.total).toBeGreaterThan(0);
    expect(d.total).toBeLessThan(all.total);
    expect(new Set(d.points.vehicleNo)).toEqual(new Set(columns.vehicleNo));
  });

  it('refuses a view that is not one, and an account without a map', async () => {
    const s = await signInAsPhone('13800000000');
    for (const bbox of [undefined, '120,30,119,31', '120,30,120.5', 'a,b,c,d']) {
      const r = await clusters(s, { bbox, zoom: 12 });
      expect(r.body).toMatchObject({ suc: false, error: { promt: '地图视野参数无效' } });
    }
    for (const zoom of [undefined, 30, 'x'])
      expect((await clusters(s, { bbox: CITY, zoom })).body.error.promt).toBe('地图缩放级别无效');
    expect((await clusters(s, { bbox: CITY, zoom: 12, group: 'colour' })).body.error.promt).toBe('不支持的分组方式');
    expect((await clusters(s, { bbox: CITY, zoom: 12, status: 'flying' })).body.error.promt).toBe('状态参数无效');
    // the franchisee's account holds none of the maps' codes
    const franchisee = await signInAsPhone('13800000002');
    expect((await clusters(franchisee, { bbox: CITY, zoom: 12 })).status).toBe(403);
  });
});
