import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { dateTime } from '@/shared/utils/format';
import { ALARM } from '@contract/vehicles';
import { ALARM_STATUS, type AlarmRow, type AlarmStatus } from '@contract/alarms';
import { textColumn, linkColumn } from '@/shared/ui/list/columns';
import { ALARM_COLUMNS } from '@contract/labels/fleet';

// tags, not badges: Badge stays in the shell's own chunk (a second user splits it out of /log's bundle)
const STATUS_COLOR: Record<AlarmStatus, string> = {
  open: 'error',
  acknowledged: 'warning',
  handling: 'processing',
  cleared: 'default',
};

const who = (by?: string, at?: string) => (by ? `${by} ${dateTime(at).slice(5)}` : '-');

/** The columns of an alarm record (设备监控's 告警记录, a vehicle's 告警与维修). */
export const alarmColumns: ListColumn<AlarmRow>[] = [
  { key: 'id', title: ALARM_COLUMNS.id, dataIndex: 'id', width: 110 },
  linkColumn('vehicleNo', ALARM_COLUMNS.vehicleNo, 100, vehiclePath),
  {
    key: 'alarm',
    title: ALARM_COLUMNS.alarm,
    width: 110,
    render: (_: unknown, r) => <Tag color="red">{ALARM[r.alarm]}</Tag>,
    csv: (r) => ALARM[r.alarm],
  },
  { key: 'serviceAreaName', title: ALARM_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 110 },
  timeColumn('raisedAt', ALARM_COLUMNS.raisedAt, { width: 150 }),
  {
    key: 'status',
    title: ALARM_COLUMNS.status,
    width: 90,
    render: (_: unknown, r) => <Tag color={STATUS_COLOR[r.status]}>{ALARM_STATUS[r.status]}</Tag>,
    csv: (r) => ALARM_STATUS[r.status],
  },
  textColumn('acknowledged', ALARM_COLUMNS.acknowledged, 150, (r) => who(r.acknowledgedBy, r.acknowledgedAt)),
  {
    key: 'taskId',
    title: ALARM_COLUMNS.taskId,
    width: 120,
    render: (_: unknown, r) => r.repairId ?? r.taskId ?? '-',
    csv: (r) => r.repairId ?? r.taskId ?? '',
  },
  {
    key: 'cleared',
    title: ALARM_COLUMNS.cleared,
    width: 200,
    render: (_: unknown, r) => (r.clearedBy ? `${who(r.clearedBy, r.clearedAt)}：${r.note ?? ''}` : '-'),
    csv: (r) => (r.clearedBy ? `${who(r.clearedBy, r.clearedAt)}：${r.note ?? ''}` : ''),
  },
];
