import { describe, expect, it } from 'vitest';
import { displayStatus, mdsState, STATUS_META, STATUS_ORDER, type StatusInput } from '@/shared/utils/vehicleStatus';

const v = (p: Partial<StatusInput>): StatusInput => ({
  rideState: 'ready',
  opsStates: [],
  alarms: [],
  online: true,
  ...p,
});

describe('vehicle display status', () => {
  it.each([
    [v({}), 'available'],
    [v({ rideState: 'riding' }), 'riding'],
    [v({ rideState: 'riding', alarms: ['out_of_area'] }), 'alarm'],
    [v({ rideState: 'riding', online: false }), 'offline'],
    [v({ alarms: ['offline', 'lost'] }), 'lost'],
    [v({ opsStates: ['low_battery'] }), 'low_battery'],
    [v({ opsStates: ['low_battery', 'repair'] }), 'repair'],
    [v({ opsStates: ['moving'] }), 'dispatch'],
    [v({ opsStates: ['off_shelf', 'low_battery'] }), 'off_shelf'],
    [v({ rideState: 'reserved' }), 'reserved'],
    [v({ rideState: 'temp_stop', opsStates: ['low_battery'] }), 'temp_stop'],
    [v({ rideState: 'in_ops' }), 'dispatch'],
    [v({ rideState: 'temp_stop' }), 'temp_stop'],
    [v({ online: false }), 'offline'],
    [v({ rideState: 'reserved', online: false }), 'offline'],
    // in the workshop: its offline, lost or other alarm is what the open ticket is about
    [v({ opsStates: ['repair'], online: false, alarms: ['offline', 'lost'] }), 'repair'],
    [v({ opsStates: ['repair'], alarms: ['in_no_parking'] }), 'repair'],
  ] as const)('%o → %s', (input, out) => expect(displayStatus(input)).toBe(out));

  it('has a label and colour for every status, each in the legend once', () => {
    expect(new Set(STATUS_ORDER).size).toBe(Object.keys(STATUS_META).length);
    for (const s of STATUS_ORDER) expect(STATUS_META[s].label).toBeTruthy();
  });

  it('maps to the MDS vocabulary', () => {
    expect(mdsState(v({}))).toBe('available');
    expect(mdsState(v({ rideState: 'riding' }))).toBe('on_trip');
    expect(mdsState(v({ rideState: 'reserved' }))).toBe('reserved');
    expect(mdsState(v({ opsStates: ['repair'] }))).toBe('non_operational');
    expect(mdsState(v({ online: false }))).toBe('non_contactable');
    expect(mdsState(v({ alarms: ['lost'] }))).toBe('missing');
    expect(mdsState(v({ opsStates: ['off_shelf'] }))).toBe('removed');
  });
});
