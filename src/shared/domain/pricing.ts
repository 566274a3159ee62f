/**
 * A service area's fare rule (DESIGN.md §5 "Marketing", pricing per area), as the
 * backend stores it: money in integer fen, durations in whole minutes.
 */
export interface FareRule {
  id: string;
  serviceAreaId: string;
  /** the first `startMinutes` of a ride */
  startPrice: number;
  startMinutes: number;
  /** each started `unitMinutes` after that */
  unitPrice: number;
  unitMinutes: number;
  /** the most one ride costs in riding time */
  dailyCap: number;
  /** parked outside a parking fence */
  dispatchFee: number;
  /** ended outside the service area */
  outOfAreaFee: number;
  updatedAt: string;
  updatedBy: string;
}
