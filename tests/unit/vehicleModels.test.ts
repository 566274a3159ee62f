import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { signalLevel } from '@/features/vehicles/components/SignalBars';
import { analysisChart, analysisRows, analysisSummary } from '@/features/vehicles/model/analysis';
import { batchSummary, runBatch } from '@/features/vehicles/model/batch';
import {
  countByStatus,
  hiddenFromParam,
  paramFromHidden,
  STATUS_GROUPS,
  toggleStatus,
  toPoints,
} from '@/features/vehicles/model/mapData';
import { advance, indexAt, pathUntil, positionAt, rangeError } from '@/widgets/trace/playback';
import { ago, volts } from '@/features/vehicles/model/time';
import type { Analysis, TracePoint, VehicleMapData } from '@contract/vehicles';
import { DENSE_POINTS, fallbackOption } from '@/widgets/map/fallbackOption';
import { STATUS_ORDER } from '@/shared/utils/vehicleStatus';

const map: VehicleMapData = {
  total: 4,
  vehicleNo: ['a', 'b', 'c', 'd'],
  lng: [120.1, 120.2, 120.3, 120.4],
  lat: [30.1, 30.2, 30.3, 30.4],
  status: ['available', 'riding', 'available', 'lost'],
  battery: [80, 50, 10, 0],
};

describe('operation map data', () => {
  it('turns the columns into points grouped by status, without hidden statuses', () => {
    expect(toPoints(map)).toEqual([
      { id: 'a', position: [120.1, 30.1], group: 'available' },
      { id: 'b', position: [120.2, 30.2], group: 'riding' },
      { id: 'c', position: [120.3, 30.3], group: 'available' },
      { id: 'd', position: [120.4, 30.4], group: 'lost' },
    ]);
    expect(toPoints(map, new Set(['available'])).map((p) => p.id)).toEqual(['b', 'd']);
    expect(toPoints(undefined)).toEqual([]);
  });

  it('counts per status, every status present', () => {
    const n = countByStatus(map);
    expect(n.available).toBe(2);
    expect(n.riding).toBe(1);
    expect(n.offline).toBe(0);
    expect(Object.keys(n).sort()).toEqual([...STATUS_ORDER].sort());
  });

  it('toggles a legend entry, and keeps the shown statuses in the URL', () => {
    const hidden = toggleStatus(new Set(), 'available');
    expect([...hidden]).toEqual(['available']);
    expect(toggleStatus(hidden, 'available').size).toBe(0);
    const param = paramFromHidden(hidden)!;
    expect(param.split(',')).not.toContain('available');
    expect(hiddenFromParam(param)).toEqual(hidden);
    expect(paramFromHidden(new Set())).toBeUndefined();
    expect(hiddenFromParam(null).size).toBe(0);
  });

  it('draws a fleet-sized map as squares, every status layer in large mode', () => {
    const many: VehicleMapData = { total: DENSE_POINTS + 1, vehicleNo: [], lng: [], lat: [], status: [], battery: [] };
    for (let i = 0; i <= DENSE_POINTS; i++) {
      many.vehicleNo.push(String(i));
      many.lng.push(120 + i * 1e-6);
      many.lat.push(30);
      many.status.push(i % 2 ? 'available' : 'riding');
      many.battery.push(50);
    }
    const scatter = (pts: ReturnType<typeof toPoints>) =>
      (
        fallbackOption({ points: pts, groups: STATUS_GROUPS, polygons: [], polylines: [], bounds: null }) as {
          series: Array<{ type: string; name: string; symbol?: string; large?: boolean; largeThreshold?: number }>;
        }
      ).series.filter((s) => s.type === 'scatter' && !s.name.startsWith('__'));
    expect(scatter(toPoints(many)).every((s) => s.symbol === 'rect' && s.large && s.largeThreshold === 200)).toBe(true);
    expect(scatter(toPoints(map)).every((s) => s.symbol === 'circle')).toBe(true);
  });

  it('draws the statuses that need attention on top', () => {
    expect(STATUS_GROUPS[0].key).toBe('available');
    expect(STATUS_GROUPS.at(-1)!.key).toBe('lost');
  });
});

describe('trace playback', () => {
  const t0 = 1_700_000_000_000;
  const trace: TracePoint[] = [
    [120, 30, t0],
    [120.01, 30, t0 + 10000],
    [120.01, 30.01, t0 + 20000],
  ];

  it('finds the fix at or before a time and interpolates between fixes', () => {
    expect(indexAt(trace, t0 - 1)).toBe(0);
    expect(indexAt(trace, t0 + 10000)).toBe(1);
    expect(indexAt(trace, t0 + 15000)).toBe(1);
    expect(indexAt(trace, t0 + 99999)).toBe(2);
    expect(positionAt(trace, t0 + 5000)).toEqual([120.005, 30]);
    expect(positionAt(trace, t0 + 20000)).toEqual([120.01, 30.01]);
    expect(positionAt([], t0)).toBeNull();
  });

  it('the ridden path ends at the head', () => {
    const path = pathUntil(trace, t0 + 15000);
    expect(path.slice(0, 2)).toEqual([
      [120, 30],
      [120.01, 30],
    ]);
    expect(path[2][0]).toBeCloseTo(120.01, 9);
    expect(path[2][1]).toBeCloseTo(30.005, 9);
    expect(pathUntil(trace, t0 + 10000)).toHaveLength(2);
  });

  it('advances one minute of trace per second at 1x, never past the end', () => {
    expect(advance(t0, 1, t0 + 3600000)).toBe(t0 + 6000);
    expect(advance(t0, 16, t0 + 3600000)).toBe(t0 + 96000);
    expect(advance(t0, 16, t0 + 50000)).toBe(t0 + 50000);
  });

  it('allows a query range of at most 24 hours', () => {
    const now = dayjs('2026-01-02T12:00:00+08:00');
    expect(rangeError([now.subtract(24, 'hour'), now])).toBeNull();
    expect(rangeError([now.subtract(25, 'hour'), now])).toBe('轨迹查询范围不能超过24小时');
    expect(rangeError([now, now])).toBe('开始时间须早于结束时间');
  });
});

describe('operational analysis', () => {
  const a: Analysis = {
    from: '2026-01-01',
    to: '2026-01-02',
    fleet: 100,
    idle: { over24: 3, over48: 2, over72: 1 },
    rows: [
      { date: '2026-01-02', vehicles: 100, activeVehicles: 30, rides: 50, revenue: 10000 },
      { date: '2026-01-01', vehicles: 100, activeVehicles: 20, rides: 30, revenue: 6000 },
    ],
  };

  it('derives the per-vehicle figures of each day and of the range', () => {
    expect(analysisRows(a)[0]).toMatchObject({ ridesPerVehicle: 0.5, utilisation: 0.3, revenuePerVehicle: 100 });
    expect(analysisSummary(a.rows)).toEqual({
      days: 2,
      rides: 80,
      revenue: 16000,
      ridesPerVehiclePerDay: 0.4,
      utilisation: 0.25,
      revenuePerVehicle: 160,
    });
    expect(analysisSummary([])).toMatchObject({ rides: 0, ridesPerVehiclePerDay: 0, revenuePerVehicle: 0 });
  });

  it('charts the days oldest first: rides per vehicle (bars), takings per vehicle in yuan (line)', () => {
    const o = analysisChart(analysisRows(a)) as {
      xAxis: { data: string[] };
      series: Array<{ type: string; data: number[] }>;
    };
    expect(o.xAxis.data).toEqual(['01-01', '01-02']);
    expect(o.series.map((s) => [s.type, s.data])).toEqual([
      ['bar', [0.3, 0.5]],
      ['line', [0.6, 1]],
    ]);
  });
});

describe('helpers', () => {
  it('runs a batch command on every vehicle and summarises the outcome', async () => {
    const r = await runBatch(['1', '2', '3'], async (no) => {
      if (no === '2') throw new Error('车辆离线，指令下发失败');
    });
    expect(r.ok.sort()).toEqual(['1', '3']);
    expect(r.failed).toEqual([{ vehicleNo: '2', message: '车辆离线，指令下发失败' }]);
    expect(batchSummary('lock', r)).toBe('批量锁车：成功 2 辆，失败 1 辆（2 车辆离线，指令下发失败）');
    expect(batchSummary('unlock', { ok: ['1'], failed: [] })).toBe('批量开锁：成功 1 辆');
  });

  it('words heartbeat age, voltage and signal', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(ago('2026-01-01T11:59:30Z', now)).toBe('刚刚');
    expect(ago('2026-01-01T11:55:00Z', now)).toBe('5 分钟前');
    expect(ago('2026-01-01T09:00:00Z', now)).toBe('3 小时前');
    expect(ago('2025-12-30T12:00:00Z', now)).toBe('2 天前');
    expect(ago(undefined, now)).toBe('-');
    expect(volts(52600)).toBe('52.6 V');
    expect([0, 5, 12, 20, 31].map((s) => signalLevel(s))).toEqual([0, 1, 2, 3, 4]);
    expect(signalLevel(31, false)).toBe(0);
  });
});
