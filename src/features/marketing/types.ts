/** Marketing configuration (DESIGN.md §5 "Marketing"). Money is integer fen, durations minutes. */
import type { FareRule, MarketingState, RechargeActivityRecord } from '@/shared/domain/marketing';

export type { RechargeTier } from '@/shared/domain/marketing';

/** A service area's fare rule, with the area's name. */
export interface Pricing extends FareRule {
  serviceAreaName: string;
}

export type PricingInput = Omit<Pricing, 'id' | 'serviceAreaName' | 'updatedAt' | 'updatedBy'> & { id?: string };

export type State = MarketingState;

export const STATE: Record<State, { label: string; color: string }> = {
  enabled: { label: '启用', color: 'success' },
  disabled: { label: '停用', color: 'default' },
};

/** A recharge activity with its areas' names. */
export interface RechargeActivity extends RechargeActivityRecord {
  serviceAreaNames: string[];
}

export type RechargeActivityInput = Pick<RechargeActivity, 'name' | 'tiers' | 'startDate' | 'endDate' | 'serviceAreaIds'> & { id?: string };
