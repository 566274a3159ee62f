import type { Caller } from './route';

/** Splits a comma list or JSON array sent as a query value; empty means "no filter". */
export function idList(v: string | undefined): string[] | undefined {
  if (!v) return undefined;
  if (v.startsWith('[')) {
    try {
      const a = JSON.parse(v) as unknown;
      return Array.isArray(a) && a.length ? a.map(String) : undefined;
    } catch {
      return undefined;
    }
  }
  const a = v.split(',').filter(Boolean);
  return a.length ? a : undefined;
}

/** The service areas the caller may see: the token's scope, narrowed by the header selection. */
export function allowedAreas(caller: Caller, requested?: string[]): ((id: string) => boolean) {
  const own = caller.claims.opAreaIds;
  return (id) => (!own || own.includes(id)) && (!requested || requested.includes(id));
}

export function allowedAgents(caller: Caller, requested?: string[]): ((id: string) => boolean) {
  const own = caller.claims.agentIds;
  return (id) => (!own || own.includes(id)) && (!requested || requested.includes(id));
}

/**
 * The scope filter of every list: the caller's token scope narrowed by the
 * header selection sent as `agentIds` / `opAreaIds`.
 */
export function inScope(caller: Caller, query: Record<string, string>): (rec: { serviceAreaId: string; agentId: string }) => boolean {
  const area = allowedAreas(caller, idList(query.opAreaIds));
  const agent = allowedAgents(caller, idList(query.agentIds));
  return (rec) => area(rec.serviceAreaId) && agent(rec.agentId);
}
