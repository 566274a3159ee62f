import type { Fence } from '../../src/shared/domain/fences';
import { createRng } from '../lib/rng';
import { polygonAround, randomPointIn } from './geo';
import { lazy } from './lazy';
import { EPOCH, getDb, SEED } from './store';
import { isoAt } from './time';

export type { Fence, FenceKind } from '../../src/shared/domain/fences';

const ROADS = ['文三路', '学院路', '教工路', '莫干山路', '江南大道', '滨盛路', '丰潭路', '湖墅南路', '天目山路', '古墩路', '钱江路', '长河路'];
const SPOTS = ['地铁站B口', '商场北门', '公交站', '写字楼广场', '小区东门', '医院南门', '大学西门', '公园入口'];

/** Parking stations each service area is seeded with. */
export const STATIONS_PER_AREA = 40;
/** The seeded id of an area's station number `n` (1-based). */
export const stationId = (areaId: string, n: number) => `P-${areaId}-${String(n).padStart(3, '0')}`;

/** Every fence: the service areas' own, parking stations and no-stop zones. */
export const getFences = lazy((): Fence[] => {
  const rng = createRng(SEED + 6);
  const out: Fence[] = [];
  for (const area of getDb().serviceAreas) {
    out.push({
      id: area.fenceId, name: area.name, kind: 'service_area', serviceAreaId: area.id, polygon: area.polygon,
      provider: 'amap', state: 'enabled', updatedAt: isoAt(EPOCH - rng.int(10, 200) * 86400000),
    });
    for (let i = 0; i < STATIONS_PER_AREA; i++) {
      const c = randomPointIn(rng, area.polygon);
      out.push({
        id: stationId(area.id, i + 1),
        name: `${rng.pick(ROADS)}${rng.pick(SPOTS)}停车点`,
        kind: 'parking', serviceAreaId: area.id, polygon: polygonAround(rng, c, 25, 4),
        capacity: rng.pick([10, 15, 20, 30, 40]), provider: i % 5 === 0 ? 'tencent' : 'amap',
        state: rng.chance(0.95) ? 'enabled' : 'disabled', updatedAt: isoAt(EPOCH - rng.int(1, 120) * 86400000),
      });
    }
    for (let i = 0; i < 6; i++) {
      const c = randomPointIn(rng, area.polygon);
      out.push({
        id: `N-${area.id}-${i + 1}`, name: `${rng.pick(ROADS)}禁停区`, kind: 'no_stop', serviceAreaId: area.id,
        polygon: polygonAround(rng, c, 120, 6), provider: 'amap', state: 'enabled', updatedAt: isoAt(EPOCH - rng.int(1, 90) * 86400000),
      });
    }
  }
  return out;
});
