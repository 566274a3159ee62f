/**
 * Parking-station applications (`/platform/park-application/*`, code 0910): a paged
 * list in the caller's scope (status, service area, keyword, submitted-time range),
 * approve — which creates the parking station among the parking fences — and
 * reject with a required reason. An application is reviewed once.
 */
import { closeRing, openRing, ringInside } from '../../src/shared/utils/geometry';
import { getFences } from '../db/fences';
import type { Fence } from '@contract/fences';
import { metresBetween } from '../db/geo';
import type { LngLat } from '@contract/common';
import { getParkApplications, type ParkApplication } from '../db/parkApplications';
import { getDb } from '../db/store';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { nowIso } from '../../src/shared/utils/clock';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { REVIEW_MSG } from '@contract/messages/reviews';

const STATUSES: ReadonlySet<string> = new Set(['pending', 'approved', 'rejected']);
/** existing stations this close to a proposal are shown beside it on the map */
const NEARBY_M = 300;

const centre = (ring: readonly LngLat[]): LngLat => {
  const pts = openRing(ring);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
};

/**
 * A list row: the application with its area's name, the parking stations around it
 * and the nearest one (metres between centres).
 */
function view(a: ParkApplication, parking: readonly Fence[], areas: Map<string, string>) {
  const c = centre(a.polygon);
  const others = parking
    .filter((f) => f.serviceAreaId === a.serviceAreaId && f.id !== a.stationId)
    .map((f) => ({ f, metres: Math.round(metresBetween(c, centre(f.polygon))) }))
    .sort((x, y) => x.metres - y.metres);
  const nearby = others
    .filter((o) => o.metres <= NEARBY_M)
    .map(({ f }) => ({ id: f.id, name: f.name, polygon: f.polygon, capacity: f.capacity }));
  const nearest = others[0] ? { id: others[0].f.id, name: others[0].f.name, metres: others[0].metres } : undefined;
  return { ...a, serviceAreaName: areas.get(a.serviceAreaId), nearby, nearest };
}

const areaNames = () => new Map(getDb().serviceAreas.map((s) => [s.id, s.name]));
const parkingFences = () => getFences().filter((f) => f.kind === 'parking');

function find(caller: Caller, id: unknown): ParkApplication {
  if (typeof id !== 'string' || !id) throw new BizError(REVIEW_MSG.applicationIdMissing);
  const a = getParkApplications().find((x) => x.id === id);
  if (!a || !inScope(caller, {})(a)) throw new BizError('未找到该申请');
  if (a.status !== 'pending') throw new BizError('该申请已审核，请刷新后查看');
  return a;
}

/** The parking station an approval creates, checked as the fence editor checks a new one. */
function createStation(a: ParkApplication): Fence {
  const area = getDb().serviceAreas.find((s) => s.id === a.serviceAreaId);
  if (!area) throw new BizError('服务区不存在');
  if (!ringInside(a.polygon, area.polygon)) throw new BizError('拟建站点不在服务区内，不能通过');
  if (parkingFences().some((f) => f.serviceAreaId === area.id && f.name === a.stationName)) {
    throw new BizError('该服务区已有同名站点，不能通过');
  }
  const station: Fence = {
    id: `P-${area.id}-${a.id}`,
    name: a.stationName,
    kind: 'parking',
    serviceAreaId: area.id,
    polygon: closeRing(openRing(a.polygon)),
    capacity: a.capacity,
    provider: 'amap',
    state: 'enabled',
    updatedAt: nowIso(),
  };
  getFences().unshift(station);
  return station;
}

export const parkApplicationHandlers = [
  route(FLEET_READS.parkApplicationList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const status = STATUSES.has(query.status) ? query.status : undefined;
    const rows = getParkApplications().filter(
      (a) =>
        scope(a) &&
        (!status || a.status === status) &&
        (!query.serviceAreaId || a.serviceAreaId === query.serviceAreaId) &&
        inDateRange(a.createdAt, query.createdAt) &&
        matches(query.keyword, a.id, a.stationName, a.applicantName, a.applicantPhone),
    );
    const page = pageOf(rows, query, {
      createdAt: (a) => a.createdAt,
      reviewedAt: (a) => a.reviewedAt,
      capacity: (a) => a.capacity,
    });
    const areas = areaNames();
    const parking = parkingFences();
    return { rows: page.rows.map((a) => view(a, parking, areas)), total: page.total };
  }),

  route<{ id?: string }>(FLEET_WRITES.parkApprove, {}, ({ caller, body }) => {
    const a = find(caller, body.id);
    const station = createStation(a);
    Object.assign(a, {
      status: 'approved',
      stationId: station.id,
      reviewer: caller.operator.name,
      reviewedAt: nowIso(),
    });
    return view(a, parkingFences(), areaNames());
  }),

  route<{ id?: string; reason: string }>(FLEET_WRITES.parkReject, {}, ({ caller, body }) => {
    const { reason } = body;
    const a = find(caller, body.id);
    Object.assign(a, {
      status: 'rejected',
      rejectReason: reason,
      reviewer: caller.operator.name,
      reviewedAt: nowIso(),
    });
    return view(a, parkingFences(), areaNames());
  }),
];
