import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { vehiclePath } from '@/shared/nav/paths';
import { dateTime } from '@/shared/utils/format';
import { ALARM } from '@contract/vehicles';
import { ALARM_STATUS, type AlarmRow, type AlarmStatus } from '@contract/alarms';
import { textColumn, linkColumn } from '@/shared/ui/list/columns';

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
  { key: 'id', title: '告警编号', dataIndex: 'id', width: 110 },
  linkColumn('vehicleNo', '车辆编号', 100, vehiclePath),
  {
    key: 'alarm',
    title: '告警类型',
    width: 110,
    render: (_: unknown, r) => <Tag color="red">{ALARM[r.alarm]}</Tag>,
    csv: (r) => ALARM[r.alarm],
  },
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 110 },
  timeColumn('raisedAt', '发生时间', { width: 150 }),
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (_: unknown, r) => <Tag color={STATUS_COLOR[r.status]}>{ALARM_STATUS[r.status]}</Tag>,
    csv: (r) => ALARM_STATUS[r.status],
  },
  textColumn('acknowledged', '确认', 150, (r) => who(r.acknowledgedBy, r.acknowledgedAt)),
  {
    key: 'taskId',
    title: '处理任务 / 工单',
    width: 120,
    render: (_: unknown, r) => r.repairId ?? r.taskId ?? '-',
    csv: (r) => r.repairId ?? r.taskId ?? '',
  },
  {
    key: 'cleared',
    title: '清除',
    width: 200,
    render: (_: unknown, r) => (r.clearedBy ? `${who(r.clearedBy, r.clearedAt)}：${r.note ?? ''}` : '-'),
    csv: (r) => (r.clearedBy ? `${who(r.clearedBy, r.clearedAt)}：${r.note ?? ''}` : ''),
  },
];
