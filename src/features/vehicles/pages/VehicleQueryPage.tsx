import { Link } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import ListPage from '@/shared/ui/list/ListPage';
import type { BatchAction, FilterField } from '@/shared/ui/list/types';
import { vehicleApi } from '../api';
import { vehicleColumns } from '../columns';
import { vehiclePath } from '@/shared/nav/paths';
import { useAreaNames } from '../hooks/useAreaNames';
import { alarmOptions, statusOptions } from '../labels';
import { batchSummary, runBatch } from '../model/batch';
import type { Command } from '@contract/logs';
import type { Vehicle } from '@contract/vehicles';
import { queryDef } from '@/shared/query/defs';
import { FLEET_WRITES } from '@contract/actions';
import { vehicleKeys } from '../keys';
import { yesNoFilter } from '@/shared/ui/list/filters';

const batch = (command: Exclude<Command, 'ring'>, label: string): BatchAction<Vehicle> => ({
  key: command,
  label,
  code: FLEET_WRITES.vehicleCommand,
  confirm: `确定要对选中的 {n} 辆车${label.replace('批量', '')}吗？`,
  danger: command === 'unlock',
  run: async (rows) => {
    const r = await runBatch(
      rows.map((v) => v.vehicleNo),
      (no) => vehicleApi.command(no, command),
    );
    toast(
      r.failed.length ? (r.ok.length ? 'warning' : 'error') : 'success',
      batchSummary(command, r),
      r.failed.length ? 6 : 3,
    );
  },
});

const BATCH = [batch('lock', '批量锁车'), batch('unlock', '批量开锁')];

/** /vehicle/vehicle-query (0302): search the fleet by number, IMEI, status, battery and area; lock / unlock; export. */
export default function VehicleQueryPage() {
  const { options, nameOf } = useAreaNames();
  const filters: FilterField[] = [
    { name: 'keyword', label: '车辆', placeholder: '车辆编号 / IMEI / 车架号' },
    { name: 'status', label: '状态', type: 'select', options: statusOptions },
    { name: 'battery', label: '电量(%)', type: 'numberRange' },
    { name: 'serviceAreaId', label: '服务区', type: 'select', options },
    yesNoFilter('online', '网络', '在线', '离线'),
    { name: 'alarm', label: '告警', type: 'select', options: alarmOptions },
  ];
  return (
    <ListPage<Vehicle>
      title="车辆列表"
      rowKey="vehicleNo"
      columns={vehicleColumns(nameOf)}
      source={queryDef(vehicleKeys.query, vehicleApi.list)}
      filters={filters}
      batchActions={BATCH}
      exportJob="vehicles"
      rowActionsWidth={80}
      rowActions={(v) => <Link to={vehiclePath(v.vehicleNo)}>详情</Link>}
    />
  );
}
