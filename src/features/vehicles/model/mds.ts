import type { MdsState, VehicleMdsData } from '@contract/vehicles';
import { MDS_ORDER } from '../labels';
import { now } from '@/shared/utils/clock';

/** One vehicle of the regulators' feed, in the MDS vocabulary (vehicle_status). */
export interface MdsVehicle {
  vehicle_id: string;
  device_id: string;
  vehicle_state: MdsState;
  /** unix ms, as MDS timestamps are */
  last_event_time: number;
  lat: number;
  lng: number;
  battery_percent: number;
  provider_id: string;
  provider_name: string;
  service_area_id: string;
  service_area_name: string;
}

export interface MdsFeed {
  version: string;
  /** unix ms */
  last_updated: number;
  provider_name: string;
  /** what the feed was cut to */
  filter: { service_area_id: string | null; vehicle_states: MdsState[] | null };
  vehicles: MdsVehicle[];
}

export interface MdsFilter {
  serviceAreaId?: string;
  /** null or empty: every state */
  states?: readonly MdsState[] | null;
}

/** Indexes of the vehicles that pass the filter. */
export function mdsIndexes(data: VehicleMdsData | undefined, f: MdsFilter): number[] {
  if (!data) return [];
  const states = f.states?.length ? new Set(f.states) : null;
  const out: number[] = [];
  for (let i = 0; i < data.vehicleNo.length; i++) {
    if (f.serviceAreaId && data.serviceAreaId[i] !== f.serviceAreaId) continue;
    if (states && !states.has(data.mds[i])) continue;
    out.push(i);
  }
  return out;
}

/** The MDS JSON feed of the vehicles of the current filter. */
export function buildMdsFeed(
  data: VehicleMdsData | undefined,
  f: MdsFilter,
  ctx: { areaNames: ReadonlyMap<string, string>; providerName: string; now?: number },
): MdsFeed {
  const vehicles = mdsIndexes(data, f).map((i): MdsVehicle => {
    const d = data!;
    return {
      vehicle_id: d.vehicleNo[i],
      device_id: d.imei[i],
      vehicle_state: d.mds[i],
      last_event_time: Date.parse(d.lastEventAt[i]),
      lat: d.lat[i],
      lng: d.lng[i],
      battery_percent: d.battery[i],
      provider_id: d.agentId[i],
      provider_name: ctx.providerName,
      service_area_id: d.serviceAreaId[i],
      service_area_name: ctx.areaNames.get(d.serviceAreaId[i]) ?? d.serviceAreaId[i],
    };
  });
  return {
    version: '2.0.0',
    last_updated: ctx.now ?? now(),
    provider_name: ctx.providerName,
    filter: { service_area_id: f.serviceAreaId ?? null, vehicle_states: f.states?.length ? [...f.states] : null },
    vehicles,
  };
}

/** Rows by service area, each made on first use with the area's name, a zero total and `zeros()`. */
function areaRows<R extends { areaId: string; areaName: string; total: number }>(
  areaNames: ReadonlyMap<string, string>,
  zeros: () => Omit<R, 'areaId' | 'areaName' | 'total'>,
) {
  const rows = new Map<string, R>();
  const row = (id: string): R => {
    let r = rows.get(id);
    if (!r) {
      r = { areaId: id, areaName: areaNames.get(id) ?? id, total: 0, ...zeros() } as R;
      rows.set(id, r);
    }
    return r;
  };
  return { rows, row };
}

export type AreaMdsRow = { areaId: string; areaName: string; total: number } & Record<MdsState, number>;

/** Vehicles per service area × MDS state, areas in the given order (ids not named come last). */
export function mdsCountsByArea(
  data: VehicleMdsData | undefined,
  areaNames: ReadonlyMap<string, string>,
): AreaMdsRow[] {
  const { rows, row } = areaRows<AreaMdsRow>(
    areaNames,
    () => Object.fromEntries(MDS_ORDER.map((s) => [s, 0])) as Record<MdsState, number>,
  );
  for (const id of areaNames.keys()) row(id);
  for (let i = 0; i < (data?.vehicleNo.length ?? 0); i++) {
    const r = row(data!.serviceAreaId[i]);
    r.total += 1;
    r[data!.mds[i]] += 1;
  }
  return [...rows.values()].filter((r) => r.total > 0);
}

export interface ComplianceRow {
  areaId: string;
  areaName: string;
  total: number;
  /** parked in a no-stop zone */
  inNoParking: number;
  /** out of the service area */
  outOfArea: number;
  /** vehicles with either alarm */
  violating: number;
  /** share of vehicles parked in compliance, 0..1 */
  rate: number;
}

/** Parking compliance per service area: vehicles with in_no_parking / out_of_area alarms against the total. */
export function parkingCompliance(
  data: VehicleMdsData | undefined,
  areaNames: ReadonlyMap<string, string>,
): ComplianceRow[] {
  const { rows, row } = areaRows<ComplianceRow>(areaNames, () => ({
    inNoParking: 0,
    outOfArea: 0,
    violating: 0,
    rate: 1,
  }));
  for (let i = 0; i < (data?.vehicleNo.length ?? 0); i++) {
    const r = row(data!.serviceAreaId[i]);
    const alarms = data!.alarms[i];
    const noParking = alarms.includes('in_no_parking');
    const outside = alarms.includes('out_of_area');
    r.total += 1;
    if (noParking) r.inNoParking += 1;
    if (outside) r.outOfArea += 1;
    if (noParking || outside) r.violating += 1;
  }
  const order = [...areaNames.keys()];
  const rank = (id: string) => (order.indexOf(id) < 0 ? order.length : order.indexOf(id));
  return [...rows.values()]
    .map((r) => ({ ...r, rate: r.total ? (r.total - r.violating) / r.total : 1 }))
    .sort((a, b) => rank(a.areaId) - rank(b.areaId));
}
