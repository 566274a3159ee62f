import type { GroupKey } from '@contract/groups';
import { lazy } from './lazy';
import { getDb } from './store';

/** One membership: who, since when. */
export interface Membership {
  opManId: string;
  addedAt: string;
}

/** Members of each permission group, seeded from the operators' levels (franchisee accounts: the franchiser group). */
export const groups = lazy((): Map<GroupKey, Membership[]> => {
  const out = new Map<GroupKey, Membership[]>((['1', '2', '4', '8', 'franchiser'] as GroupKey[]).map((k) => [k, []]));
  for (const op of getDb().operators) {
    const key: GroupKey = op.agentId ? 'franchiser' : (String(op.level) as GroupKey);
    out.get(key)?.push({ opManId: op.opManId, addedAt: op.createdAt });
  }
  return out;
});
