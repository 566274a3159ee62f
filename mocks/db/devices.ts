import { DEVICE_MSG, type DeviceRecord } from '@contract/devices';
import type { OperatorRecord } from '@contract/permissions';
import { createRng, type Rng } from '../lib/rng';
import { lazy, sequence } from './lazy';
import { epoch, getDb } from './store';
import { nowIso } from '../../src/shared/utils/clock';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

/** Operators whose every device needs an administrator's authorization (sign-in protocol demo accounts). */
export const DEVICE_LOCKED: ReadonlySet<string> = new Set(['13800000004']);
const NEVER_SIGNED_IN: ReadonlySet<string> = new Set(['13800000004', '13800000005']);

const BROWSERS = ['Chrome on Windows', 'Edge on Windows', 'Chrome on macOS', 'Safari on macOS', 'Firefox on Linux'];

/**
 * The devices operators signed in from: each one that has signed in has a device
 * authorized at its first sign-in; a few ask for a new one and wait for an administrator.
 */
export const devices = lazy(
  (): DeviceRecord[] => {
    const rng = createRng(20261124);
    const out: DeviceRecord[] = [];
    let n = 0;
    const add = (op: OperatorRecord, r: Omit<DeviceRecord, 'id' | 'phone' | 'name' | 'deviceCode'>) =>
      out.push({ id: `DV${String(++n).padStart(5, '0')}`, phone: op.phone, name: op.name, deviceCode: hex(rng), ...r });
    const ops = getDb().operators.filter((o) => !NEVER_SIGNED_IN.has(o.phone));
    for (const op of ops) {
      const first = new Date(Date.parse(op.createdAt) + 3600000).toISOString();
      const last = new Date(epoch() - rng.int(1, 72 * 60) * 60000).toISOString();
      add(op, {
        deviceName: rng.pick(BROWSERS),
        state: 'authorized',
        requestedAt: first,
        decidedAt: first,
        decidedBy: SYSTEM_ACTOR,
        lastLoginAt: last,
      });
    }
    // staff asking for another browser (not the demo accounts: they sign in as they are)
    for (const op of ops.filter((o) => !o.agentId && !o.phone.startsWith('138')).slice(0, 3)) {
      const at = new Date(epoch() - rng.int(10, 300) * 60000).toISOString();
      add(op, { deviceName: rng.pick(BROWSERS), state: 'pending', requestedAt: at });
    }
    return out;
  },
  // from the seed and the operators alone: made before the fleet a replay left for later, it is the same
  { apart: true },
);

function hex(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 32; i++) s += '0123456789abcdef'[rng.int(0, 15)];
  return s;
}

export const deviceOf = (phone: string, code: string): DeviceRecord | undefined =>
  devices().find((d) => d.phone === phone && d.deviceCode === code);

/**
 * Why `phone` may not work from device `code`, as the device check words it (null: it may): a
 * device the world holds pending, refused or revoked is refused. A device the world does not
 * hold is judged as the device check judges one: refused for an operator whose every device
 * needs authorization (DEVICE_LOCKED), trusted otherwise (`unknown: 'refuse'` refuses it too:
 * a sign-in comes from a device the check has seen).
 */
export function deviceRefusal(phone: string, code: string, unknown: 'trust' | 'refuse' = 'trust'): string | null {
  const d = deviceOf(phone, code);
  if (d) return d.state === 'authorized' ? null : d.state === 'pending' ? DEVICE_MSG.pending : DEVICE_MSG.refused;
  return unknown === 'refuse' || DEVICE_LOCKED.has(phone) ? DEVICE_MSG.refused : null;
}

/** Device numbers, from the world's own sequence (a replayed journal makes the same ones). */
const nextDevice = sequence();
export function addDevice(
  op: OperatorRecord,
  code: string,
  deviceName: string,
  r: Pick<DeviceRecord, 'state'> & Partial<DeviceRecord>,
): DeviceRecord {
  const at = nowIso();
  const d: DeviceRecord = {
    id: `DVN${String(nextDevice()).padStart(5, '0')}`,
    phone: op.phone,
    name: op.name,
    deviceCode: code,
    deviceName,
    requestedAt: at,
    ...r,
  };
  devices().unshift(d);
  return d;
}
