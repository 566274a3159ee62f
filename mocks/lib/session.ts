import { getDb } from '../db/store';
import type { OperatorRecord as Operator } from '@contract/permissions';
import { signJwt } from './jwt';
import { JWT_SECRET } from './secrets';
import { now } from '../../src/shared/utils/clock';
import { randomHex } from '../../src/shared/utils/random';
import type { TokenClaims } from '@contract/token';

/** The claims of the access token the backend signs (scope: undefined lists mean "all"). */
export type Claims = TokenClaims;

export const TOKEN_TTL_S = 7 * 24 * 3600;

/** A token for `op`, bound to the device it signs in from (`deviceCode`), with an id of its own (`jti`). */
export function issueToken(op: Operator, deviceCode: string, nowMs = now()): string {
  const db = getDb();
  const agent = op.agentId ? db.agents.find((a) => a.agentId === op.agentId) : undefined;
  const claims: Claims = {
    userId: op.opManId,
    xcUid: op.phone,
    agentId: op.agentId,
    agentIds: agent ? [agent.agentId] : undefined,
    opAreaIds: agent ? [...agent.serviceAreaIds] : undefined,
    opAreaIdsBigScreen: agent ? [...agent.serviceAreaIds] : undefined,
    deviceCode,
    jti: randomHex(16),
    exp: Math.floor(nowMs / 1000) + TOKEN_TTL_S,
  };
  return signJwt(claims, JWT_SECRET);
}

/**
 * Revokes a token (the sign-out): the world keeps its id until it would have expired anyway,
 * so the set stays as small as the tokens still alive. Part of the world: a replay of the
 * journalled sign-out revokes it again.
 */
export function revokeToken(claims: Claims, nowMs = now()): void {
  const revoked = getDb().revokedTokens;
  const nowS = Math.floor(nowMs / 1000);
  for (const [jti, exp] of revoked) if (exp <= nowS) revoked.delete(jti);
  revoked.set(claims.jti, claims.exp);
}

export const isRevoked = (claims: Claims): boolean => getDb().revokedTokens.has(claims.jti);
