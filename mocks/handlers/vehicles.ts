import { displayStatus, mdsState, STATUS_ORDER } from '../../src/shared/utils/vehicleStatus';
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import { MAX_ZOOM, MIN_ZOOM, type VehicleClusters } from '@contract/vehicleClusters';
import { parseBbox, ViewportGrid } from '../lib/clusters';
import { MDS_META, type DisplayStatus, type MdsState, type Vehicle } from '@contract/vehicles';
import { getFences } from '../db/fences';
import { getDb } from '../db/store';
import { addDeviceLog, addVehicleLog } from '../db/vehicleLogs';
import { deviceLogLines, vehicleLogLines } from '../db/vehicleHistory';
import { getVehicles, idleHours, vehicleIndex, vehiclesAsBuilt, vehiclesWithRides } from '../db/vehicles';
import { vehicleTrace } from '../db/vehicleTrace';
import { parkedCounts } from '../db/parking';
import { inDateRange, inNumberRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { idList, inScope, ownRecord } from '../lib/scope';
import { now, nowIso } from '../../src/shared/utils/clock';
import { FLEET_WRITES } from '@contract/actions';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { COMMAND, type Command } from '@contract/logs';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

/** The regulator's states, in the order of the contract's catalogue. */
const MDS_STATES = Object.keys(MDS_META) as MdsState[];

/** The franchisee that owns a service area now (a vehicle's data follows its area). */
function ownerOf(serviceAreaId: string) {
  const db = getDb();
  const agentId = db.serviceAreas.find((a) => a.id === serviceAreaId)?.agentId;
  return agentId ? db.agents.find((a) => a.agentId === agentId) : undefined;
}

/** The caller's vehicle by number: 未找到该车辆, or the refusal of a vehicle outside the caller's scope. */
export function findVehicle(caller: Caller, vehicleNo: string | undefined): Vehicle {
  return ownRecord(caller, vehicleNo ? vehicleIndex().get(vehicleNo) : undefined, '未找到该车辆');
}

/**
 * The vehicles' filter of the lists and maps (scope, area, keyword, battery, alarm, screening
 * conditions), without the status: the scope, and each condition the query gives (a map's view
 * asks for the scope alone: one look-up a vehicle, not eleven conditions).
 */
function vehicleFilter(caller: Caller, q: Record<string, string>): (v: Vehicle) => boolean {
  const tests: Array<(v: Vehicle) => boolean> = [inScope(caller, q)];
  const given = (condition: unknown, test: (v: Vehicle) => boolean) => void (condition && tests.push(test));
  given(q.serviceAreaId, (v) => v.serviceAreaId === q.serviceAreaId);
  given(q.keyword, (v) => matches(q.keyword, v.vehicleNo, v.imei, v.frameNo));
  given(q.battery, (v) => inNumberRange(v.battery, q.battery));
  given(q.online, (v) => String(v.online) === q.online);
  given(q.alarm, (v) => v.alarms.includes(q.alarm as Vehicle['alarms'][number]));
  given(q.firmware, (v) => v.firmware === q.firmware);
  // vehicle screening conditions
  given(q.idleHours, (v) => idleHours(v) >= Number(q.idleHours));
  given(q.noRideDays, (v) => idleHours(v) >= Number(q.noRideDays) * 24);
  given(q.batteryBelow, (v) => v.battery < Number(q.batteryBelow));
  given(q.outsideArea === 'true', (v) => v.alarms.includes('out_of_area'));
  given(q.inNoParking === 'true', (v) => v.alarms.includes('in_no_parking'));
  return tests.length === 1 ? tests[0] : (v) => tests.every((test) => test(v));
}

/**
 * The vehicles of a list or map. `rides`: the answer shows 最后骑行, read from the whole history of
 * rides (as is an idle-time condition); a map's points need not wait for that history.
 */
function filterVehicles(caller: Caller, q: Record<string, string>, rides = false): Vehicle[] {
  const statuses = idList(q.status) as DisplayStatus[] | undefined;
  const keep = vehicleFilter(caller, q);
  const all = rides || q.idleHours || q.noRideDays ? vehiclesWithRides() : getVehicles();
  return all.filter((v) => keep(v) && (!statuses || statuses.includes(displayStatus(v))));
}

/**
 * A vehicle's group (its place among `names`): its display status, or its MDS state. Most of a
 * fleet carries no ops state and no alarm, and its display status is then read from its ride
 * state and whether it is online alone (as displayStatus reads it), without a call a vehicle.
 */
function vehicleGroup(names: readonly string[], mds: boolean): (v: Vehicle) => number {
  const index = new Map(names.map((g, i) => [g, i]));
  if (mds) return (v) => index.get(mdsState(v))!;
  const plain = new Map<string, number>();
  const offline = index.get(displayStatus({ rideState: 'ready', opsStates: NONE, alarms: NONE, online: false }))!;
  return (v) => {
    if (v.opsStates.length !== 0 || v.alarms.length !== 0) return index.get(displayStatus(v))!;
    if (v.online === false) return offline;
    let g = plain.get(v.rideState);
    if (g === undefined) {
      g = index.get(displayStatus({ rideState: v.rideState, opsStates: NONE, alarms: NONE, online: true }))!;
      plain.set(v.rideState, g);
    }
    return g;
  };
}
const NONE: readonly never[] = [];

/**
 * One viewport of the fleet (bbox + zoom), grouped by display status or MDS state: the
 * legend's counts over the whole filter, the clusters and single vehicles in view.
 */
export function vehicleClusters(caller: Caller, q: Record<string, string>): VehicleClusters {
  const bbox = parseBbox(q.bbox);
  if (!bbox) throw new BizError('地图视野参数无效');
  const zoom = Number(q.zoom);
  if (q.zoom === undefined || q.zoom === '' || !Number.isFinite(zoom) || zoom < MIN_ZOOM || zoom > MAX_ZOOM)
    throw new BizError('地图缩放级别无效');
  const mds = q.group === 'mds';
  if (q.group !== undefined && q.group !== 'status' && !mds) throw new BizError('不支持的分组方式');
  const names: readonly string[] = mds ? MDS_STATES : STATUS_ORDER;
  const shownNames = idList(q.status);
  if (shownNames?.some((g) => !names.includes(g))) throw new BizError('状态参数无效');
  const shown = names.map((g) => !shownNames || shownNames.includes(g));
  const groupOf = vehicleGroup(names, mds);
  const keep = vehicleFilter(caller, q);
  const grid = new ViewportGrid(bbox, Math.floor(zoom), names);
  const counts = new Array<number>(names.length).fill(0);
  let total = 0;
  // a keyword is matched against the IMEI and the frame number too: the vehicles whole for it,
  // else as built (their identities' written parts may be left for later, mocks/db/fleet.ts)
  const vehicles = q.keyword ? getVehicles() : vehiclesAsBuilt();
  for (let i = 0; i < vehicles.length; i++) {
    const v = vehicles[i];
    if (!keep(v)) continue;
    const g = groupOf(v);
    total += 1;
    counts[g] += 1;
    if (!shown[g]) continue;
    if (grid.contains(v.lng, v.lat)) grid.add(v.vehicleNo, v.lng, v.lat, g);
  }
  const byGroup = Object.fromEntries(names.map((g, i) => [g, counts[i]]));
  return { total, byGroup, shown: counts.reduce((a, c, i) => a + (shown[i] ? c : 0), 0), ...grid.result() };
}

export const vehicleHandlers = [
  route(FLEET_READS.vehicleList, {}, ({ caller, query }) =>
    pageOf(filterVehicles(caller, query, true), query, {
      battery: (v) => v.battery,
      lastHeartbeatAt: (v) => v.lastHeartbeatAt,
      lastRideAt: (v) => v.lastRideAt,
      vehicleNo: (v) => v.vehicleNo,
      signal: (v) => v.signal,
    }),
  ),

  /** Device health of the scope: online, offline, alarms, weak signal, firmware versions. */
  route(FLEET_READS.deviceStats, {}, ({ caller, query }) => {
    const list = filterVehicles(caller, query);
    const firmware: Record<string, number> = {};
    let online = 0;
    let alarm = 0;
    let weakSignal = 0;
    for (const v of list) {
      if (v.online) online += 1;
      if (v.alarms.some((a) => a !== 'offline')) alarm += 1;
      if (v.online && v.signal < 12) weakSignal += 1;
      firmware[v.firmware] = (firmware[v.firmware] ?? 0) + 1;
    }
    return { total: list.length, online, offline: list.length - online, alarm, weakSignal, firmware };
  }),

  /**
   * Every vehicle of the scope in columns (compact enough for 50,000). `fields=mds`
   * adds the regulator's columns: imei, MDS state, last event, area, franchisee, alarms.
   */
  route(FLEET_READS.vehicleMap, {}, ({ caller, query }) => {
    const list = filterVehicles(caller, query);
    const base = {
      total: list.length,
      vehicleNo: list.map((v) => v.vehicleNo),
      lng: list.map((v) => v.lng),
      lat: list.map((v) => v.lat),
      status: list.map((v) => displayStatus(v)),
      battery: list.map((v) => v.battery),
    };
    if (query.fields !== 'mds') return base;
    return {
      ...base,
      imei: list.map((v) => v.imei),
      mds: list.map((v) => mdsState(v)),
      lastEventAt: list.map((v) => v.lastHeartbeatAt),
      serviceAreaId: list.map((v) => v.serviceAreaId),
      agentId: list.map((v) => v.agentId),
      alarms: list.map((v) => v.alarms.join(',')),
    };
  }),

  route(VEHICLE_MAP.clusters, {}, ({ caller, query }) => vehicleClusters(caller, query)),

  route(FLEET_READS.vehicleDetail, {}, ({ caller, query }) => {
    vehiclesWithRides();
    const v = findVehicle(caller, query.vehicleNo);
    return { ...v, agentName: ownerOf(v.serviceAreaId)?.company };
  }),

  route<{ vehicleNo?: string; command: Command }>(FLEET_WRITES.vehicleCommand, {}, ({ caller, body }) => {
    const v = findVehicle(caller, body.vehicleNo);
    // one of the commands (own keys: 'constructor' is none): the input schema's
    const name = COMMAND[body.command];
    if (!v.online) {
      addDeviceLog({ imei: v.imei, vehicleNo: v.vehicleNo, command: body.command, payload: '{}', result: 'timeout' });
      throw new BizError('车辆离线，指令下发失败');
    }
    if (body.command === 'unlock' && v.rideState === 'riding') throw new BizError('车辆骑行中，无需开锁');
    if (body.command === 'lock') v.locked = true;
    if (body.command === 'unlock') v.locked = false;
    v.lastHeartbeatAt = nowIso();
    addDeviceLog({
      imei: v.imei,
      vehicleNo: v.vehicleNo,
      command: body.command!,
      payload: JSON.stringify({ cmd: body.command }),
      result: 'success',
    });
    addVehicleLog({ vehicleNo: v.vehicleNo, event: name, detail: `后台远程${name}`, by: caller.operator.name });
    return v;
  }),

  route(FLEET_READS.vehicleTrace, {}, ({ caller, query }) => {
    const v = findVehicle(caller, query.vehicleNo);
    const to = query.to ? Date.parse(query.to) : now();
    const from = query.from ? Date.parse(query.from) : to - 3600000;
    if (!(from < to)) throw new BizError(COMMON_INPUT_MSG.traceOrder);
    if (to - from > 86400000) throw new BizError(COMMON_INPUT_MSG.traceSpan);
    return { vehicleNo: v.vehicleNo, points: vehicleTrace(v, from, to, now()) };
  }),

  route(FLEET_READS.fenceList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a]));
    const list = getFences().filter(
      (f) =>
        scope({ serviceAreaId: f.serviceAreaId, agentId: areas.get(f.serviceAreaId)?.agentId ?? '' }) &&
        (!query.kind || idList(query.kind)?.includes(f.kind)),
    );
    // parking stations carry the vehicles parked in them now, counted from the vehicles' positions
    // (as built: their identities' written parts are not read)
    const parked = list.some((f) => f.kind === 'parking') ? parkedCounts(list, vehiclesAsBuilt()) : undefined;
    return {
      count: list.length,
      list: parked ? list.map((f) => (parked.has(f.id) ? { ...f, parked: parked.get(f.id) } : f)) : list,
    };
  }),

  route(FLEET_READS.vehicleLogs, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const idx = vehicleIndex();
    const rows = vehicleLogLines().filter((l) => {
      const v = idx.get(l.vehicleNo);
      return (
        v &&
        scope(v) &&
        (!query.vehicleNo || l.vehicleNo === query.vehicleNo) &&
        (!query.event || l.event === query.event) &&
        matches(query.keyword, l.vehicleNo, l.event, l.detail) &&
        inDateRange(l.at, query.at)
      );
    });
    return pageOf(rows, query, { at: (l) => l.at });
  }),

  route(FLEET_READS.deviceLogs, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const idx = vehicleIndex();
    const rows = deviceLogLines().filter((l) => {
      const v = idx.get(l.vehicleNo);
      return (
        v &&
        scope(v) &&
        (!query.vehicleNo || l.vehicleNo === query.vehicleNo) &&
        (!query.result || l.result === query.result) &&
        (!query.command || l.command === query.command) &&
        matches(query.keyword, l.imei, l.vehicleNo, l.command) &&
        inDateRange(l.at, query.at)
      );
    });
    return pageOf(rows, query, { at: (l) => l.at });
  }),
];
