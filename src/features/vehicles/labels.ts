import { ALARM, type Alarm, type MdsState } from '@contract/vehicles';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';

export const MDS_ORDER: MdsState[] = [
  'available',
  'on_trip',
  'reserved',
  'non_operational',
  'non_contactable',
  'missing',
  'removed',
];

export const statusOptions = STATUS_ORDER.map((s) => ({ value: s, label: STATUS_META[s].label }));
export const alarmOptions = (Object.keys(ALARM) as Alarm[]).map((a) => ({ value: a, label: ALARM[a] }));
