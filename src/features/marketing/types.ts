/** Marketing configuration (DESIGN.md §5 "Marketing"). Money is integer fen, durations minutes. */
import type { FareRule } from '@/shared/domain/pricing';

/** A service area's fare rule, with the area's name. */
export interface Pricing extends FareRule {
  serviceAreaName: string;
}

export type PricingInput = Omit<Pricing, 'id' | 'serviceAreaName' | 'updatedAt' | 'updatedBy'> & { id?: string };
