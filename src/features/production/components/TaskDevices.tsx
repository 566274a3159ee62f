import { Progress, Segmented } from 'antd';
import { useState } from 'react';
import { queryDef } from '@/shared/query/defs';
import RelatedList from '@/shared/ui/RelatedList';
import type { ListColumn } from '@/shared/ui/list/types';
import { upgradeApi } from '../api';
import { DEVICE_STATES, type DeviceState, type UpgradeDevice, type UpgradeTask } from '@contract/production';
import { productionKeys } from '../keys';
import { tagColumn } from '@/shared/ui/list/columns';

const columns: ListColumn<UpgradeDevice>[] = [
  { key: 'vehicleNo', title: '车辆编号', dataIndex: 'vehicleNo', width: 100 },
  { key: 'imei', title: 'IMEI', dataIndex: 'imei', width: 150 },
  tagColumn('state', '状态', DEVICE_STATES, (r) => r.state, 90),
  {
    key: 'progress',
    title: '进度',
    width: 180,
    render: (_: unknown, r) => (
      <Progress
        size="small"
        percent={r.progress}
        status={r.state === 'failed' ? 'exception' : r.state === 'downloading' ? 'active' : undefined}
        aria-label={`${r.vehicleNo} 进度`}
      />
    ),
  },
  { key: 'error', title: '原因', width: 110, render: (_: unknown, r) => r.error ?? '-' },
  { key: 'attempts', title: '次数', dataIndex: 'attempts', width: 60 },
];

/** The devices of a task, by state, each with its progress. */
export default function TaskDevices({ task }: { task: UpgradeTask }) {
  const [state, setState] = useState<DeviceState | 'all'>('all');
  return (
    <>
      <Segmented<DeviceState | 'all'>
        value={state}
        onChange={setState}
        options={[
          { value: 'all', label: `全部 ${task.total}` },
          ...(Object.keys(DEVICE_STATES) as DeviceState[]).map((s) => ({
            value: s,
            label: `${DEVICE_STATES[s].label} ${task.counts[s]}`,
          })),
        ]}
        style={{ marginBottom: 12 }}
      />
      <RelatedList<UpgradeDevice>
        label="设备进度"
        rowKey="vehicleNo"
        columns={columns}
        source={queryDef([...productionKeys.upgradeDevices, task.id], (q, signal) =>
          upgradeApi.devices({ ...q, id: task.id }, signal),
        )}
        filters={{ state: state === 'all' ? undefined : state }}
        pageSize={20}
      />
    </>
  );
}
