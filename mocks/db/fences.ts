import type { Fence } from '@contract/fences';
import { createRng } from '../lib/rng';
import { ringInside, ringsOverlap } from '../../src/shared/utils/geometry';
import { polygonAround, randomPointIn } from './geo';
import { staffFor } from './opsTasks';
import { lazy } from './lazy';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';

/** Roads of each service area (stations and zones are named after a road inside their own area). */
export const AREA_ROADS: Record<string, string[]> = {
  西湖服务区: ['文三路', '学院路', '教工路', '天目山路', '古墩路', '文二路', '紫金港路', '西溪路'],
  滨江服务区: ['江南大道', '滨盛路', '长河路', '江陵路', '网商路', '滨安路', '春晓路', '闻涛路'],
  拱墅服务区: ['莫干山路', '湖墅南路', '大关路', '登云路', '上塘路', '丰潭路', '金华路', '祥园路'],
};
const roadsOf = (areaName: string) => AREA_ROADS[areaName] ?? AREA_ROADS.西湖服务区;
const SPOTS = ['地铁站B口', '商场北门', '公交站', '写字楼广场', '小区东门', '医院南门', '大学西门', '公园入口'];

/** Parking stations each service area is seeded with. */
export const STATIONS_PER_AREA = 40;
/** The seeded id of an area's station number `n` (1-based). */
export const stationId = (areaId: string, n: number) => `P-${areaId}-${String(n).padStart(3, '0')}`;

/** Every fence: the service areas' own, parking stations and no-stop zones. */
export const getFences = lazy((): Fence[] => {
  const rng = createRng(worldSeed() + 6);
  const out: Fence[] = [];
  for (const area of getDb().serviceAreas) {
    const roads = roadsOf(area.name);
    // a name drawn twice in one area gets a number: 文三路东口停车点, 文三路东口2号停车点
    const taken = new Map<string, number>();
    const unique = (base: string, suffix: string) => {
      const n = (taken.get(base + suffix) ?? 0) + 1;
      taken.set(base + suffix, n);
      return n === 1 ? base + suffix : `${base}${n}号${suffix}`;
    };
    out.push({
      id: area.fenceId,
      name: area.name,
      kind: 'service_area',
      serviceAreaId: area.id,
      polygon: area.polygon,
      provider: 'amap',
      state: 'enabled',
      updatedAt: isoAt(epoch() - rng.int(10, 200) * 86400000),
    });
    for (let i = 0; i < STATIONS_PER_AREA; i++) {
      const c = randomPointIn(rng, area.polygon);
      out.push({
        id: stationId(area.id, i + 1),
        name: unique(`${rng.pick(roads)}${rng.pick(SPOTS)}`, '停车点'),
        kind: 'parking',
        serviceAreaId: area.id,
        polygon: polygonAround(rng, c, 25, 4),
        capacity: rng.pick([10, 15, 20, 30, 40]),
        provider: i % 5 === 0 ? 'tencent' : 'amap',
        state: rng.chance(0.95) ? 'enabled' : 'disabled',
        updatedAt: isoAt(epoch() - rng.int(1, 120) * 86400000),
      });
    }
    for (let i = 0; i < 6; i++) {
      const c = randomPointIn(rng, area.polygon);
      out.push({
        id: `N-${area.id}-${i + 1}`,
        name: unique(rng.pick(roads), '禁停区'),
        kind: 'no_stop',
        serviceAreaId: area.id,
        polygon: polygonAround(rng, c, 120, 6),
        provider: 'amap',
        state: 'enabled',
        updatedAt: isoAt(epoch() - rng.int(1, 90) * 86400000),
      });
    }
  }
  out.push(...maintainAreas());
  return out;
});

const QUARTERS = ['东', '西', '南', '北', '中'];

/**
 * Each service area's maintenance areas (运维区域): three or four districts of ~600 m
 * inside it, each with the one to three field staff who keep its vehicles.
 */
function maintainAreas(): Fence[] {
  const rng = createRng(worldSeed() + 61);
  const out: Fence[] = [];
  for (const area of getDb().serviceAreas) {
    const staff = staffFor(area);
    const n = rng.int(3, 4);
    for (let i = 0, tries = 0; i < n && tries < 200; tries++) {
      const polygon = polygonAround(rng, randomPointIn(rng, area.polygon), rng.int(600, 950), 7);
      if (!ringInside(polygon, area.polygon) || out.some((m) => ringsOverlap(m.polygon, polygon))) continue;
      const team = new Set<string>();
      for (let k = rng.int(1, 3); k > 0 && staff.length; k--) team.add(rng.pick(staff).opManId);
      out.push({
        id: `M-${area.id}-${i + 1}`,
        name: `${area.name.replace('服务区', '')}${QUARTERS[i]}片区`,
        kind: 'maintain_area',
        serviceAreaId: area.id,
        polygon,
        provider: 'amap',
        state: 'enabled',
        updatedAt: isoAt(epoch() - rng.int(1, 60) * 86400000),
        staffIds: [...team],
      });
      i += 1;
    }
  }
  return out;
}
