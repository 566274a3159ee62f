/**
 * Marketing configuration (DESIGN.md §5 "Marketing"): fare rules per service area.
 * Seeded from the platform's default fare, lazily built, kept with every change
 * until resetDb(). Money is integer fen, durations whole minutes.
 */
import type { FareRule } from '../../src/shared/domain/pricing';
import { hash, lazy } from './lazy';
import { DEFAULT_PRICING } from './orders';
import { EPOCH, getDb } from './store';
import { isoAt } from './time';

export type Pricing = FareRule;

/** Every area but the last has its own rule (the last rides on the platform default until one is set). */
export const getPricing = lazy((): Pricing[] => {
  const areas = getDb().serviceAreas;
  return areas.slice(0, -1).map((a, i) => {
    const h = hash(a.id);
    return {
      ...DEFAULT_PRICING,
      id: `PR${String(i + 1).padStart(3, '0')}`,
      serviceAreaId: a.id,
      // the second area is busier: a higher start price, a shorter unit
      ...(i === 1 ? { startPrice: 200, unitMinutes: 10 } : {}),
      updatedAt: isoAt(EPOCH - (3 + (h % 40)) * 86400000),
      updatedBy: '平台管理员',
    };
  });
});

/** The next id of a collection: prefix + the highest number + 1, zero-padded. */
export function nextId(prefix: string, ids: readonly string[]): string {
  const re = new RegExp(`^${prefix}\\d+$`);
  const max = ids.reduce((m, id) => Math.max(m, re.test(id) ? Number(id.slice(prefix.length)) : 0), 0);
  return `${prefix}${String(max + 1).padStart(3, '0')}`;
}
