/**
 * Fare rules (计费配置): the platform default and each service area's own rule. Orders price
 * rides with them and marketing edits them; they live here, apart from both, so that neither
 * imports the other. Lazily built, kept with every change until resetDb(). Money in fen,
 * durations in whole minutes.
 */
import type { FareRule } from '@contract/marketing';
import { hash, lazy } from './lazy';
import { epoch, getDb } from './store';
import { isoAt } from './time';

/** The fare rules every area uses unless marketing changes them (fen, minutes). */
export const DEFAULT_PRICING = {
  startPrice: 150,
  startMinutes: 15,
  unitPrice: 100,
  unitMinutes: 15,
  dailyCap: 3000,
  dispatchFee: 500,
  outOfAreaFee: 1000,
};
export type FareRules = typeof DEFAULT_PRICING;

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
      updatedAt: isoAt(epoch() - (3 + (h % 40)) * 86400000),
      updatedBy: '平台管理员',
    };
  });
});

/** The area's 计费配置 in force now (marketing's rule, else the platform default). */
export function pricingOf(serviceAreaId: string): FareRules {
  return getPricing().find((p) => p.serviceAreaId === serviceAreaId) ?? DEFAULT_PRICING;
}
