import { matches } from './paging';
import { getDb } from '../db/store';
import { BizError, refuseOutOfScope, type Caller } from './route';

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

/**
 * The areas a franchisee's staff may see are read when they ask, not when they signed in: an
 * area reassigned to another franchisee (服务区管理 › 分配) leaves the old owner's scope and
 * enters the new owner's at once, without a new sign-in. Platform staff keep the token's scope.
 */
function ownAreas(caller: Caller): string[] | undefined {
  if (!caller.claims.agentId) return caller.claims.opAreaIds;
  return getDb().agents.find((a) => a.agentId === caller.claims.agentId)?.serviceAreaIds ?? [];
}

/** The service areas the caller may see: their scope, narrowed by the header selection. */
export function allowedAreas(caller: Caller, requested?: string[]): (id: string) => boolean {
  const own = ownAreas(caller);
  return (id) => (!own || own.includes(id)) && (!requested || requested.includes(id));
}

export function allowedAgents(caller: Caller, requested?: string[]): (id: string) => boolean {
  const own = caller.claims.agentIds;
  return (id) => (!own || own.includes(id)) && (!requested || requested.includes(id));
}

/**
 * The scope filter of every list: the caller's scope narrowed by the header selection sent as
 * `agentIds` / `opAreaIds`. A record belongs to the franchisee that owns its service area now:
 * its riders, rides, vehicles, alarms and takings follow the area when it is reassigned. (A
 * record's own agentId is who owned the area when it was made; it decides only for a record
 * outside every area.)
 */
export function inScope(
  caller: Caller,
  query: Record<string, string>,
): (rec: { serviceAreaId: string; agentId: string }) => boolean {
  const area = allowedAreas(caller, idList(query.opAreaIds));
  const agent = allowedAgents(caller, idList(query.agentIds));
  // decided once per service area (a list of 500,000 vehicles asks for a handful of areas)
  const byArea = new Map(getDb().serviceAreas.map((a) => [a.id, area(a.id) && agent(a.agentId)]));
  return (rec) => byArea.get(rec.serviceAreaId) ?? (area(rec.serviceAreaId) && agent(rec.agentId));
}

/**
 * The record a caller asked for by id: `missing` when there is none, and the refusal of a
 * record outside the caller's scope (403 无权查看该记录) when its service area is not the
 * caller's: the same test as the lists', without the header selection (which narrows what is
 * shown, never what may be opened).
 */
export function ownRecord<T extends { serviceAreaId: string; agentId: string }>(
  caller: Caller,
  rec: T | undefined,
  missing: string,
): T {
  if (!rec) throw new BizError(missing);
  if (!inScope(caller, {})(rec)) refuseOutOfScope();
  return rec;
}

/**
 * Whether a service area is one the caller sees: its scope narrowed by the header selection
 * (`agentIds` / `opAreaIds` of the query), as the lists test their rows.
 */
export function seenAreas(caller: Caller, query: Record<string, string>): (areaId: string) => boolean {
  const scope = inScope(caller, query);
  return (areaId) => scope({ serviceAreaId: areaId, agentId: '' });
}

/**
 * The search of a list of records made for service areas (the marketing lists): a record the
 * caller's scope shares an area with, of the `state` and the `serviceAreaId` asked for, of the
 * `exact` fields' values asked for (e.g. kind, position), and whose `text` holds the keyword.
 */
export function areaRecordSearch<T extends { serviceAreaIds: string[]; state: string }>(
  caller: Caller,
  query: Record<string, string>,
  text: (r: T) => Array<string | undefined>,
  exact: ReadonlyArray<keyof T & string> = [],
): (r: T) => boolean {
  const seen = allowedAreas(caller, idList(query.opAreaIds));
  return (r) =>
    r.serviceAreaIds.some(seen) &&
    (!query.state || r.state === query.state) &&
    (!query.serviceAreaId || r.serviceAreaIds.includes(query.serviceAreaId)) &&
    exact.every((k) => !query[k] || r[k] === query[k]) &&
    matches(query.keyword, ...text(r));
}
