import { COMMAND_RESULT, DEVICE_COMMAND, VEHICLE_EVENTS } from '@contract/logs';
import type { FilterField } from '@/shared/ui/list/types';

const when: FilterField = { name: 'at', label: '时间', type: 'dateRange' };

export const vehicleLogFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '车辆编号 / 事件 / 内容' },
  { name: 'event', label: '事件', type: 'select', options: VEHICLE_EVENTS.map((e) => ({ value: e, label: e })) },
  when,
];

export const deviceLogFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: 'IMEI / 车辆编号' },
  {
    name: 'command',
    label: '指令',
    type: 'select',
    options: Object.entries(DEVICE_COMMAND).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'result',
    label: '结果',
    type: 'select',
    options: Object.entries(COMMAND_RESULT).map(([value, m]) => ({ value, label: m.label })),
  },
  when,
];

export const operatorLogFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '操作员 / 手机号 / 操作 / 对象 / IP' },
  when,
];
