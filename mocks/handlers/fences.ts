import { closeRing, openRing, polygonProblem, ringInside, ringsOverlap } from '../../src/shared/utils/geometry';
import { getFences } from '../db/fences';
import { FENCE_KIND_LABEL, type Fence, type FenceKind } from '@contract/fences';
import { staffFor } from '../db/opsTasks';
import { getDb } from '../db/store';
import type { ServiceArea } from '@contract/agents';
import { matches, pageOf } from '../lib/paging';
import { isKeyOf } from '@contract/validators';
import { CONFIG_MISSING, type FenceSaveBody } from '@contract/schemas/inputs/config';
import { COMMON_INPUT_MSG, CONFIG_INPUT_MSG } from '@contract/inputMessages';
import { BizError, route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { now } from '../../src/shared/utils/clock';
import { assertCurrentVersion, nextVersion, touch } from '../lib/version';
import { sequence } from '../db/lazy';
import { CONFIG_WRITES } from '@contract/actions';
import { CONFIG_READS } from '@contract/endpoints/config';
import { COUNT_LIMITS } from '@contract/money';
import { countField } from '../lib/money';

/** The permission code that edits each kind of fence (screens and routes). */
const CODE: Record<FenceKind, string> = {
  service_area: '0503',
  parking: '0504',
  no_stop: '0505',
  maintain_area: '0908',
};

function kindOf(caller: Caller, kind: unknown): FenceKind {
  if (!isKeyOf(CODE, kind)) throw new BizError(CONFIG_INPUT_MSG.fenceKind);
  const k = kind;
  if (!caller.codes.has(CODE[k])) throw new BizError(`没有访问权限（需要权限 ${CODE[k]}）`, 403);
  return k;
}

/** The service area of a fence, if the caller (and the header selection) may see it. */
function areaInScope(caller: Caller, id: unknown, query: Record<string, string> = {}) {
  const area = getDb().serviceAreas.find((a) => a.id === id);
  return area && inScope(caller, query)({ serviceAreaId: area.id, agentId: area.agentId }) ? area : undefined;
}

function findFence(caller: Caller, id: unknown): Fence {
  const f = getFences().find((x) => x.id === id);
  if (!f || !areaInScope(caller, f.serviceAreaId)) throw new BizError(CONFIG_MISSING.fence);
  kindOf(caller, f.kind);
  return f;
}

/** Fence numbers, from the world's own sequence (a replayed journal makes the same ones). */
const nextSerial = sequence();

type SaveBody = FenceSaveBody;

/** Checks a fence as the server would, with the console's messages. */
function validate(caller: Caller, body: SaveBody, kind: FenceKind) {
  const { name } = body;
  const area = areaInScope(caller, body.serviceAreaId);
  if (!area) throw new BizError(COMMON_INPUT_MSG.serviceArea);
  const problem = polygonProblem(body.polygon);
  if (problem) throw new BizError(problem);
  if (kind !== 'service_area' && !ringInside(body.polygon, area.polygon))
    throw new BizError(`${FENCE_KIND_LABEL[kind]}须位于所属服务区内`);
  const capacity = kind === 'parking' ? countField(body.capacity, COUNT_LIMITS.parkingCapacity) : undefined;
  const twin = getFences().find(
    (f) => f.id !== body.id && f.kind === kind && f.serviceAreaId === area.id && f.name === name,
  );
  if (twin) throw new BizError('同一服务区内已有同名围栏');
  if (
    kind === 'maintain_area' &&
    getFences().some(
      (f) =>
        f.id !== body.id && f.kind === kind && f.serviceAreaId === area.id && ringsOverlap(f.polygon, body.polygon),
    )
  ) {
    throw new BizError('运维区域不能与同一服务区的其他运维区域重叠');
  }
  return {
    name,
    area,
    capacity,
    polygon: closeRing(openRing(body.polygon)),
    staffIds: kind === 'maintain_area' ? teamOf(body.staffIds, area) : undefined,
  };
}

/** A maintenance area's staff: at least one, each of the field staff who work in its service area. */
function teamOf(ids: unknown, area: ServiceArea): string[] {
  if (!Array.isArray(ids) || !ids.length) throw new BizError('请选择运维人员');
  const staff = new Set(staffFor(area).map((o) => o.opManId));
  if (!ids.every((id) => typeof id === 'string' && staff.has(id))) throw new BizError('所选运维人员不负责该服务区');
  return [...new Set(ids as string[])];
}

/** A fence as the list shows it: a maintenance area with its staff's names. */
function shown(f: Fence): Fence {
  if (!f.staffIds) return f;
  const names = new Map(getDb().operators.map((o) => [o.opManId, o.name]));
  return { ...f, staffNames: f.staffIds.map((id) => names.get(id) ?? id) };
}

/**
 * Fence editing (`/platform/fence/*`): a paged list per kind, save (create or
 * update) and delete, each with the kind's permission code and the caller's scope.
 * Saved fences are the ones the operation map's overlay reads (`/platform/fence/list`).
 */
export const fenceHandlers = [
  route(CONFIG_READS.fencePage, {}, ({ caller, query }) => {
    const kind = kindOf(caller, query.kind);
    const scope = inScope(caller, query);
    const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
    const rows = getFences().filter(
      (f) =>
        f.kind === kind &&
        scope({ serviceAreaId: f.serviceAreaId, agentId: areas.get(f.serviceAreaId)?.agentId ?? '' }) &&
        (!query.serviceAreaId || f.serviceAreaId === query.serviceAreaId) &&
        (!query.provider || f.provider === query.provider) &&
        (!query.state || f.state === query.state) &&
        matches(query.keyword, f.name, f.id),
    );
    const page = pageOf(rows, query, {
      updatedAt: (f) => f.updatedAt,
      name: (f) => f.name,
      capacity: (f) => f.capacity ?? 0,
    });
    return { ...page, rows: page.rows.map(shown) };
  }),

  route<SaveBody>(CONFIG_WRITES.fenceSave, {}, ({ caller, body }) => {
    const existing = body.id ? findFence(caller, body.id) : undefined;
    // a save of an existing fence is an edit: made on its current version
    if (existing) assertCurrentVersion(existing, body, shown);
    const kind = existing?.kind ?? kindOf(caller, body.kind);
    const { name, area, polygon, staffIds, capacity } = validate(caller, body, kind);
    if (kind === 'service_area' && existing && existing.serviceAreaId !== area.id)
      throw new BizError('服务区围栏不能改到其他服务区');
    if (
      kind === 'service_area' &&
      !existing &&
      getFences().some((f) => f.kind === 'service_area' && f.serviceAreaId === area.id)
    ) {
      throw new BizError('该服务区已有服务区围栏');
    }
    const fields = {
      name,
      serviceAreaId: area.id,
      polygon,
      capacity,
      openingHours: body.openingHours || undefined,
      state: body.state,
      staffIds,
    };
    if (existing) {
      touch(Object.assign(existing, fields));
      if (kind === 'service_area') touch(Object.assign(area, { polygon }));
      return shown(existing);
    }
    const prefix = { service_area: 'F', parking: 'P', no_stop: 'N', maintain_area: 'M' }[kind];
    const fence: Fence = {
      id: `${prefix}-${area.id}-N${now().toString(36)}${nextSerial()}`,
      kind,
      provider: body.provider,
      ...fields,
      updatedAt: nextVersion(),
    };
    getFences().unshift(fence);
    return shown(fence);
  }),

  route<{ id?: string }>(CONFIG_WRITES.fenceDelete, {}, ({ caller, body }) => {
    const f = findFence(caller, body.id);
    if (
      f.kind === 'service_area' &&
      getFences().some((x) => x.kind !== 'service_area' && x.serviceAreaId === f.serviceAreaId)
    ) {
      throw new BizError('该服务区内还有其他围栏，不能删除');
    }
    const list = getFences();
    list.splice(list.indexOf(f), 1);
    return { id: f.id };
  }),
];
