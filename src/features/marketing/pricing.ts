import type { Pricing } from '@contract/marketing';

type Fare = Pick<Pricing, 'startPrice' | 'startMinutes' | 'unitPrice' | 'unitMinutes' | 'dailyCap'>;

/**
 * The riding cost (fen) of a ride of `minutes` inside the area, parked in a fence:
 * the start price covers the first `startMinutes`, each started `unitMinutes` after
 * that costs `unitPrice`, and the ride never costs more than `dailyCap`.
 */
export function rideCost(p: Fare, minutes: number): { total: number; units: number; capped: boolean } {
  const units = Math.max(0, Math.ceil((minutes - p.startMinutes) / p.unitMinutes));
  const raw = p.startPrice + units * p.unitPrice;
  return { total: Math.min(raw, p.dailyCap), units, capped: raw > p.dailyCap };
}
