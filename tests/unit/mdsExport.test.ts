import { describe, expect, it } from 'vitest';
import { buildMdsFeed, mdsCountsByArea, mdsIndexes, parkingCompliance } from '@/features/vehicles/model/mds';
import type { VehicleMdsData } from '@contract/vehicles';

const data: VehicleMdsData = {
  total: 4,
  vehicleNo: ['8600000', '8600001', '8600002', '8600003'],
  imei: ['864410000000000', '864410000007919', '864410000015838', '864410000023757'],
  lng: [120.1, 120.2, 120.15, 120.21],
  lat: [30.25, 30.2, 30.3, 30.21],
  status: ['available', 'riding', 'offline', 'alarm'],
  battery: [85, 66, 12, 40],
  mds: ['available', 'on_trip', 'non_contactable', 'available'],
  lastEventAt: [
    '2026-01-01T00:00:05.000Z',
    '2026-01-01T00:01:00.000Z',
    '2025-12-30T10:00:00.000Z',
    '2026-01-01T00:00:30.000Z',
  ],
  serviceAreaId: ['SA001', 'SA002', 'SA001', 'SA002'],
  agentId: ['A001', 'A001', 'A001', 'A001'],
  alarms: ['', '', 'offline', 'in_no_parking,out_of_area'],
};
const areaNames = new Map([
  ['SA001', '西湖服务区'],
  ['SA002', '滨江服务区'],
  ['SA003', '拱墅服务区'],
]);

describe('MDS export', () => {
  it('builds the feed in the MDS vocabulary for the current filter', () => {
    const feed = buildMdsFeed(
      data,
      { serviceAreaId: 'SA002' },
      { areaNames, providerName: '杭州骑享科技有限公司', now: 1767225600000 },
    );
    expect(feed).toEqual({
      version: '2.0.0',
      last_updated: 1767225600000,
      provider_name: '杭州骑享科技有限公司',
      filter: { service_area_id: 'SA002', vehicle_states: null },
      vehicles: [
        {
          vehicle_id: '8600001',
          device_id: '864410000007919',
          vehicle_state: 'on_trip',
          last_event_time: Date.parse('2026-01-01T00:01:00.000Z'),
          lat: 30.2,
          lng: 120.2,
          battery_percent: 66,
          provider_id: 'A001',
          provider_name: '杭州骑享科技有限公司',
          service_area_id: 'SA002',
          service_area_name: '滨江服务区',
        },
        expect.objectContaining({ vehicle_id: '8600003', vehicle_state: 'available', battery_percent: 40 }),
      ],
    });
  });

  it('filters by MDS state; no filter exports every vehicle', () => {
    expect(mdsIndexes(data, { states: ['available'] })).toEqual([0, 3]);
    expect(mdsIndexes(data, { states: [] })).toEqual([0, 1, 2, 3]);
    const feed = buildMdsFeed(data, { states: ['non_contactable'] }, { areaNames, providerName: 'p' });
    expect(feed.vehicles.map((v) => v.vehicle_id)).toEqual(['8600002']);
    expect(feed.filter).toEqual({ service_area_id: null, vehicle_states: ['non_contactable'] });
    expect(buildMdsFeed(undefined, {}, { areaNames, providerName: 'p' }).vehicles).toEqual([]);
  });

  it('survives a JSON round trip unchanged (what the download writes)', () => {
    const feed = buildMdsFeed(data, {}, { areaNames, providerName: 'p', now: 1 });
    expect(JSON.parse(JSON.stringify(feed))).toEqual(feed);
  });

  it('counts vehicles per area and MDS state, areas without vehicles left out', () => {
    const rows = mdsCountsByArea(data, areaNames);
    expect(rows.map((r) => [r.areaName, r.total, r.available, r.on_trip, r.non_contactable])).toEqual([
      ['西湖服务区', 2, 1, 0, 1],
      ['滨江服务区', 2, 1, 1, 0],
    ]);
  });

  it('measures parking compliance per area from the in_no_parking / out_of_area alarms', () => {
    expect(parkingCompliance(data, areaNames)).toEqual([
      { areaId: 'SA001', areaName: '西湖服务区', total: 2, inNoParking: 0, outOfArea: 0, violating: 0, rate: 1 },
      { areaId: 'SA002', areaName: '滨江服务区', total: 2, inNoParking: 1, outOfArea: 1, violating: 1, rate: 0.5 },
    ]);
  });
});
