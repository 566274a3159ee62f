import { Card, Space } from 'antd';
import { vehicleApi } from '../api';
import { taskColumns, vehicleLogColumns } from '../columns';
import type { Vehicle } from '../types';
import PagedTable from './PagedTable';
import { AlarmTags, OpsTags } from './VehicleFacts';

/** Alarms and repairs of one vehicle: its current alarms and ops states, past alarm events, its operation tasks. */
export default function AlarmsTab({ vehicle, refreshKey }: { vehicle: Vehicle; refreshKey?: unknown }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title="当前状态">
        <Space orientation="vertical">
          <Space>
            <span>告警：</span>
            <AlarmTags alarms={vehicle.alarms} />
          </Space>
          <Space>
            <span>运维：</span>
            <OpsTags ops={vehicle.opsStates} />
          </Space>
        </Space>
      </Card>
      <Card size="small" title="告警记录">
        <PagedTable label="告警记录" rowKey="id" columns={vehicleLogColumns} fetch={vehicleApi.vehicleLogs} params={{ vehicleNo: vehicle.vehicleNo, keyword: '告警' }} refreshKey={refreshKey} />
      </Card>
      <Card size="small" title="运维与维修任务">
        <PagedTable label="运维任务" rowKey="id" columns={taskColumns} fetch={vehicleApi.tasks} params={{ keyword: vehicle.vehicleNo }} refreshKey={refreshKey} />
      </Card>
    </Space>
  );
}
