import { Card, Space } from 'antd';
import { vehicleSources } from '../queries';
import { taskColumns } from '../columns';
import { alarmColumns } from '../alarmColumns';
import type { Vehicle } from '@contract/vehicles';
import RelatedList from '@/shared/ui/RelatedList';
import { AlarmTags, OpsTags } from './VehicleFacts';

/** Alarms and repairs of one vehicle: its current alarms and ops states, its alarm records, its operation tasks. */
export default function AlarmsTab({ vehicle }: { vehicle: Vehicle }) {
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
        <RelatedList label="告警记录" rowKey="id" columns={alarmColumns} source={vehicleSources.alarms} filters={{ vehicleNo: vehicle.vehicleNo }} />
      </Card>
      <Card size="small" title="运维与维修任务">
        <RelatedList label="运维任务" rowKey="id" columns={taskColumns} source={vehicleSources.tasks} filters={{ keyword: vehicle.vehicleNo }} />
      </Card>
    </Space>
  );
}
