/**
 * The vehicle and device logs (DESIGN.md §5 Log): their rows, labels, table columns
 * and calls, shared by the vehicle detail page and the operation-log screens.
 */
import { Tag, Typography } from 'antd';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';

export interface VehicleLog {
  id: string;
  vehicleNo: string;
  event: string;
  detail: string;
  by?: string;
  at: string;
}

export interface DeviceLog {
  id: string;
  imei: string;
  vehicleNo: string;
  command: string;
  payload: string;
  result: 'success' | 'failed' | 'timeout';
  at: string;
}

/** One entry of the operator log (DESIGN.md §5 Log). */
export interface OperatorLogRow {
  id: string;
  opManId: string;
  phone: string;
  name: string;
  action: string;
  target: string;
  ip: string;
  /** ISO-8601 */
  at: string;
}

/** The commands this console sends to a vehicle. */
export type Command = 'lock' | 'unlock' | 'ring';

export const COMMAND: Record<Command, string> = { lock: '锁车', unlock: '开锁', ring: '寻车铃' };

/** Device commands seen in the device log, with those sent from this console. */
export const DEVICE_COMMAND: Record<string, string> = {
  ...COMMAND,
  query_status: '状态查询',
  set_voltage: '设置电压方案',
  reboot: '远程重启',
};

export const COMMAND_RESULT: Record<DeviceLog['result'], { label: string; color: string }> = {
  success: { label: '成功', color: 'success' },
  failed: { label: '失败', color: 'error' },
  timeout: { label: '超时', color: 'warning' },
};

/** The events of the vehicle log, for filters. */
export const VEHICLE_EVENTS = ['开锁', '关锁', '换电', '告警', '上架', '下架', '挪车', '寻车铃', '锁车'];

export const vehicleLogColumns: ListColumn<VehicleLog>[] = [
  { key: 'at', title: '时间', width: 170, sortable: true, render: (_: unknown, l) => dateTime(l.at), csv: (l) => dateTime(l.at) },
  { key: 'event', title: '事件', dataIndex: 'event', width: 100, render: (x: unknown) => <Tag>{String(x)}</Tag> },
  { key: 'detail', title: '内容', dataIndex: 'detail' },
  { key: 'by', title: '操作人', dataIndex: 'by', width: 110, render: (x: unknown) => (x ? String(x) : '系统'), csv: (l) => l.by ?? '系统' },
];

export const deviceLogColumns: ListColumn<DeviceLog>[] = [
  { key: 'at', title: '时间', width: 170, sortable: true, render: (_: unknown, l) => dateTime(l.at), csv: (l) => dateTime(l.at) },
  { key: 'command', title: '指令', width: 120, render: (_: unknown, l) => DEVICE_COMMAND[l.command] ?? l.command, csv: (l) => DEVICE_COMMAND[l.command] ?? l.command },
  {
    key: 'result',
    title: '结果',
    width: 80,
    render: (_: unknown, l) => <Tag color={COMMAND_RESULT[l.result]?.color}>{COMMAND_RESULT[l.result]?.label ?? l.result}</Tag>,
    csv: (l) => COMMAND_RESULT[l.result]?.label ?? l.result,
  },
  { key: 'payload', title: '报文', dataIndex: 'payload', render: (x: unknown) => <Typography.Text code>{String(x)}</Typography.Text> },
  { key: 'imei', title: 'IMEI', dataIndex: 'imei', width: 160 },
];

/** `/platform/vehicle/logs` and `/platform/device/logs`, newest first; the header's selection applies. */
export const logApi = {
  vehicleLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<VehicleLog>> =>
    http.get<unknown>('/platform/vehicle/logs', q, { signal, scoped: true }).then((d) => toPage<VehicleLog>(d)),

  deviceLogs: (q: ListQuery, signal?: AbortSignal): Promise<Page<DeviceLog>> =>
    http.get<unknown>('/platform/device/logs', q, { signal, scoped: true }).then((d) => toPage<DeviceLog>(d)),
};
