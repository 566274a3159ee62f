/**
 * The vehicle-screening condition builder (screen behaviour): which conditions are on,
 * with their numbers, and the request (and URL) parameters they become. The
 * parameter names are the backend's (`/platform/vehicle/list|map`).
 */
export interface ScreeningConditions {
  idleOn: boolean;
  /** idle (no ride) for at least this many hours */
  idleHours: number;
  batteryOn: boolean;
  /** battery below this percentage */
  batteryBelow: number;
  /** out of the service area (out_of_area alarm) */
  outsideArea: boolean;
  /** parked in a no-stop zone (in_no_parking alarm) */
  inNoParking: boolean;
  noRideOn: boolean;
  /** no ride for at least this many days */
  noRideDays: number;
  serviceAreaId?: string;
}

export const DEFAULT_CONDITIONS: ScreeningConditions = {
  idleOn: false,
  idleHours: 48,
  batteryOn: false,
  batteryBelow: 20,
  outsideArea: false,
  inNoParking: false,
  noRideOn: false,
  noRideDays: 3,
};

export const LIMITS = {
  idleHours: [1, 720],
  batteryBelow: [1, 100],
  noRideDays: [1, 90],
} as const;

export type ScreeningParams = Partial<
  Record<'idleHours' | 'batteryBelow' | 'outsideArea' | 'inNoParking' | 'noRideDays' | 'serviceAreaId', string>
>;

const anyOn = (c: ScreeningConditions) => c.idleOn || c.batteryOn || c.outsideArea || c.inNoParking || c.noRideOn;

/** Why the conditions cannot be run, or null. */
export function validateScreening(c: ScreeningConditions): string | null {
  if (!anyOn(c)) return '请至少选择一个筛选条件';
  const bad = (v: number, [min, max]: readonly [number, number]) => !Number.isInteger(v) || v < min || v > max;
  if (c.idleOn && bad(c.idleHours, LIMITS.idleHours))
    return `闲置时长须为 ${LIMITS.idleHours[0]}–${LIMITS.idleHours[1]} 小时的整数`;
  if (c.batteryOn && bad(c.batteryBelow, LIMITS.batteryBelow))
    return `电量阈值须为 ${LIMITS.batteryBelow[0]}–${LIMITS.batteryBelow[1]} 的整数`;
  if (c.noRideOn && bad(c.noRideDays, LIMITS.noRideDays))
    return `无骑行天数须为 ${LIMITS.noRideDays[0]}–${LIMITS.noRideDays[1]} 的整数`;
  return null;
}

/** Conditions → request parameters: only the conditions that are on, numbers as text, flags as 'true'. */
export function screeningParams(c: ScreeningConditions): ScreeningParams {
  const p: ScreeningParams = {};
  if (c.idleOn) p.idleHours = String(c.idleHours);
  if (c.batteryOn) p.batteryBelow = String(c.batteryBelow);
  if (c.outsideArea) p.outsideArea = 'true';
  if (c.inNoParking) p.inNoParking = 'true';
  if (c.noRideOn) p.noRideDays = String(c.noRideDays);
  if (c.serviceAreaId) p.serviceAreaId = c.serviceAreaId;
  return p;
}

/** The inverse, for conditions kept in the URL: unknown or bad values fall back to the defaults (off). */
export function conditionsFromParams(get: (name: string) => string | null): ScreeningConditions {
  const num = (name: string, [min, max]: readonly [number, number]) => {
    const v = Number(get(name));
    return get(name) !== null && Number.isInteger(v) && v >= min && v <= max ? v : null;
  };
  const idle = num('idleHours', LIMITS.idleHours);
  const battery = num('batteryBelow', LIMITS.batteryBelow);
  const noRide = num('noRideDays', LIMITS.noRideDays);
  return {
    idleOn: idle !== null,
    idleHours: idle ?? DEFAULT_CONDITIONS.idleHours,
    batteryOn: battery !== null,
    batteryBelow: battery ?? DEFAULT_CONDITIONS.batteryBelow,
    outsideArea: get('outsideArea') === 'true',
    inNoParking: get('inNoParking') === 'true',
    noRideOn: noRide !== null,
    noRideDays: noRide ?? DEFAULT_CONDITIONS.noRideDays,
    serviceAreaId: get('serviceAreaId') || undefined,
  };
}

/** Whether the parameters hold any condition (an area alone is not a screening). */
export const hasConditions = (p: ScreeningParams) =>
  Boolean(p.idleHours || p.batteryBelow || p.outsideArea || p.inNoParking || p.noRideDays);

/** A human summary of the conditions, e.g. '闲置超过48小时 且 电量低于20%'. */
export function describeScreening(c: ScreeningConditions): string {
  const parts: string[] = [];
  if (c.idleOn) parts.push(`闲置超过${c.idleHours}小时`);
  if (c.batteryOn) parts.push(`电量低于${c.batteryBelow}%`);
  if (c.outsideArea) parts.push('不在服务区内');
  if (c.inNoParking) parts.push('停在禁停区');
  if (c.noRideOn) parts.push(`${c.noRideDays}天无骑行`);
  return parts.join(' 且 ');
}
