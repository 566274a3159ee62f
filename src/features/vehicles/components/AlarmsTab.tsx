import { Card, Space } from 'antd';
import { useState } from 'react';
import { vehicleSources } from '../queries';
import { repairColumns } from '../repairColumns';
import type { Vehicle } from '@contract/vehicles';
import type { RepairRow } from '@contract/repairs';
import RelatedList from '@/shared/ui/RelatedList';
import AddButton from '@/shared/ui/crud/AddButton';
import type { ListColumn } from '@/shared/ui/list/types';
import { AlarmTags, OpsTags } from './VehicleFacts';
import ReportRepairModal from './ReportRepairModal';
import VehicleList, { VEHICLE_LISTS } from './VehicleList';
import { useRepairSteps } from './useRepairSteps';
import { FLEET_WRITES } from '@contract/actions';

/**
 * Alarms and repairs of one vehicle: its current alarms and ops states, its alarm records,
 * its repair tickets (报修 opens one; each open one with its next step), its operation tasks.
 */
export default function AlarmsTab({ vehicle }: { vehicle: Vehicle }) {
  const [reporting, setReporting] = useState(false);
  const { actions, modals } = useRepairSteps();
  const columns: ListColumn<RepairRow>[] = [
    ...repairColumns.filter((c) => c.key !== 'vehicleNo' && c.key !== 'serviceAreaName'),
    { key: 'actions', title: '操作', width: 230, fixed: 'right', render: (_: unknown, r) => actions(r) },
  ];
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
      <Card
        size="small"
        title="维修工单"
        extra={
          <AddButton code={FLEET_WRITES.repairReport} onClick={() => setReporting(true)}>
            报修
          </AddButton>
        }
      >
        <RelatedList
          label="维修工单"
          rowKey="id"
          columns={columns}
          source={vehicleSources.repairs}
          filters={{ vehicleNo: vehicle.vehicleNo }}
        />
      </Card>
      <Card size="small" title="告警记录">
        <VehicleList list={VEHICLE_LISTS.alarms} vehicleNo={vehicle.vehicleNo} />
      </Card>
      <Card size="small" title="运维任务">
        <VehicleList list={VEHICLE_LISTS.tasks} vehicleNo={vehicle.vehicleNo} />
      </Card>
      {modals}
      <ReportRepairModal open={reporting} vehicleNo={vehicle.vehicleNo} onClose={() => setReporting(false)} />
    </Space>
  );
}
