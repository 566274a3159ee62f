import { getDb } from '../db/store';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { signJwt } from './jwt';
import { JWT_SECRET } from './secrets';
import { now } from '../../src/shared/utils/clock';
import type { TokenClaims } from '@contract/token';

/** The claims of the access token the backend signs (scope: undefined lists mean "all"). */
export type Claims = TokenClaims;

export const TOKEN_TTL_S = 7 * 24 * 3600;

export function issueToken(op: Operator, nowMs = now()): string {
  const db = getDb();
  const agent = op.agentId ? db.agents.find((a) => a.agentId === op.agentId) : undefined;
  const claims: Claims = {
    userId: op.opManId,
    xcUid: op.phone,
    agentId: op.agentId,
    agentIds: agent ? [agent.agentId] : undefined,
    opAreaIds: agent ? [...agent.serviceAreaIds] : undefined,
    opAreaIdsBigScreen: agent ? [...agent.serviceAreaIds] : undefined,
    exp: Math.floor(nowMs / 1000) + TOKEN_TTL_S,
  };
  return signJwt(claims, JWT_SECRET);
}
