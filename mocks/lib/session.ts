import { getDb } from '../db/store';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { signJwt } from './jwt';
import { JWT_SECRET } from './secrets';
import { now } from '../../src/shared/utils/clock';

/** Scope claims of the access token (sign-in protocol). Undefined lists mean "all". */
export interface Claims {
  opAreaIds?: string[];
  opAreaIdsBigScreen?: string[];
  agentIds?: string[];
  userId: string;
  agentId?: string;
  xcUid: string;
  exp: number;
}

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
