/**
 * Reading the amounts a request carries: integer fen (or a whole count) within the field's
 * limits, else a BizError with the field's message. Nothing is clamped, rounded or repaired.
 */
import { countProblem, fenProblem, parseCount, parseFen, type AmountLimit } from '@contract/money';
import { BizError } from './route';

/** The amount in fen, within `limit`. */
export function fenField(v: unknown, limit: AmountLimit): number {
  const problem = fenProblem(v, limit);
  if (problem) throw new BizError(problem);
  return parseFen(v)!;
}

/** The whole count, within `limit`. */
export function countField(v: unknown, limit: AmountLimit): number {
  const problem = countProblem(v, limit);
  if (problem) throw new BizError(problem);
  return parseCount(v)!;
}
