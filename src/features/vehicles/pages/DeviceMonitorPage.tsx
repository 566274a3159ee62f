import { Space, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import LoadFailed from '@/shared/ui/LoadFailed';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import { vehicleApi } from '../api';
import { deviceColumns } from '../columns';
import DeviceKpis from '../components/DeviceKpis';
import AlarmRecords from '../components/AlarmRecords';
import RepairTickets from '../components/RepairTickets';
import { vehiclePath } from '@/shared/nav/paths';
import { useAreaNames } from '../hooks/useAreaNames';
import { useUrlState } from '../hooks/useUrlState';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { alarmOptions } from '../labels';
import type { Vehicle } from '@contract/vehicles';
import { queryDef } from '@/shared/query/defs';
import { vehicleKeys } from '../keys';
import { yesNoFilter } from '@/shared/ui/list/filters';

/**
 * /vehicle/vehicle-visualization (0305): device monitoring — online state, signal, heartbeat
 * age, firmware, alarms; the alarm records (acknowledge, make a task or a repair ticket, clear);
 * the repair tickets (report, diagnose, parts, repair, done).
 */
export default function DeviceMonitorPage() {
  const { options, nameOf } = useAreaNames();
  // the tab shown is kept in the address (?tab=alarms|repairs), like each list's filters
  const url = useUrlState();
  const tab = url.get('tab') ?? 'devices';
  const stats = useServerQuery({
    key: vehicleKeys.deviceStats,
    fetch: (signal) => vehicleApi.deviceStats({}, signal),
    refreshMs: 60000,
  });
  const firmware = Object.keys(stats.data?.firmware ?? {}).sort();
  const areaFilter: FilterField = { name: 'serviceAreaId', label: '服务区', type: 'select', options };
  const filters: FilterField[] = [
    { name: 'keyword', label: '设备', placeholder: 'IMEI / 车辆编号' },
    yesNoFilter('online', '在线状态', '在线', '离线'),
    { name: 'alarm', label: '告警', type: 'select', options: alarmOptions },
    { name: 'firmware', label: '固件版本', type: 'select', options: firmware.map((f) => ({ value: f, label: f })) },
    areaFilter,
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {stats.error ? <LoadFailed title="设备统计加载失败" error={stats.error} onRetry={stats.reload} /> : null}
      <DeviceKpis stats={stats.data} loading={stats.loading} />
      <Tabs
        activeKey={tab}
        onChange={(k) => url.set({ tab: k === 'devices' ? undefined : k })}
        items={[
          {
            key: 'devices',
            label: '设备列表',
            children: (
              <ListPage<Vehicle>
                title="设备列表"
                rowKey="imei"
                columns={deviceColumns(nameOf)}
                source={queryDef(vehicleKeys.query, vehicleApi.list)}
                filters={filters}
                rowActionsWidth={80}
                rowActions={(v) => <Link to={vehiclePath(v.vehicleNo, 'device-logs')}>指令记录</Link>}
              />
            ),
          },
          { key: 'alarms', label: '告警记录', children: <AlarmRecords areaFilter={areaFilter} /> },
          { key: 'repairs', label: '维修工单', children: <RepairTickets areaFilter={areaFilter} /> },
        ]}
      />
    </Space>
  );
}
