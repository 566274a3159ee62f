/** Columns of the production screens and their exported cells. */
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime } from '@/shared/utils/format';
import type { FactoryVehicle, ImportRecord } from '@contract/production';

export const VEHICLE_EDIT = '/production/vehicle-list-edit';
export const editPath = (imei: string) => `${VEHICLE_EDIT}?imei=${encodeURIComponent(imei)}`;

export const vehicleColumns: ListColumn<FactoryVehicle>[] = [
  { key: 'imei', title: 'IMEI', dataIndex: 'imei', width: 160, sortable: true },
  { key: 'frameNo', title: '车架号', dataIndex: 'frameNo', width: 140 },
  { key: 'model', title: '车型', dataIndex: 'model', width: 130 },
  { key: 'batch', title: '批次', dataIndex: 'batch', width: 100 },
  timeColumn('producedAt', '生产时间'),
  {
    key: 'vehicleNo',
    title: '车辆编号',
    width: 110,
    sortable: true,
    render: (_: unknown, r) => (r.vehicleNo ? r.vehicleNo : <Tag>未绑定</Tag>),
    csv: (r) => r.vehicleNo ?? '',
  },
  {
    key: 'serviceAreaName',
    title: '服务区',
    width: 110,
    render: (_: unknown, r) => r.serviceAreaName ?? '-',
    csv: (r) => r.serviceAreaName ?? '',
  },
  { key: 'firmware', title: '固件版本', dataIndex: 'firmware', width: 90 },
  { key: 'voltageScheme', title: '电压方案', dataIndex: 'voltageScheme', width: 150 },
  { key: 'voicePack', title: '语音包', dataIndex: 'voicePack', width: 90 },
];

export const importColumns: ListColumn<ImportRecord>[] = [
  { key: 'at', title: '导入时间', width: 170, render: (_: unknown, r) => dateTime(r.at), csv: (r) => dateTime(r.at) },
  { key: 'fileName', title: '文件名', dataIndex: 'fileName', width: 220 },
  { key: 'operator', title: '操作人', dataIndex: 'operator', width: 110 },
  { key: 'imported', title: '导入行数', dataIndex: 'imported', width: 90, align: 'right' },
  { key: 'refused', title: '拒绝行数', dataIndex: 'refused', width: 90, align: 'right' },
];
