import { Space } from 'antd';
import { useAccess } from '@/shared/auth/access';
import DetailPage from '@/shared/ui/DetailPage';
import LoadFailed from '@/shared/ui/LoadFailed';
import { dateTime, distance } from '@/shared/utils/format';
import { vehicleSources } from '../queries';
import AlarmsTab from '../components/AlarmsTab';
import VehicleList, { VEHICLE_LISTS } from '../components/VehicleList';
import CommandButtons from '../components/CommandButtons';
import StatusTag from '../components/StatusTag';
import TracePlayback from '../components/TracePlayback';
import { liveFacts } from '../components/VehicleFacts';
import { useAreaNames } from '../hooks/useAreaNames';
import { useFencePolygons } from '../hooks/useFences';
import type { Vehicle } from '@contract/vehicles';

/**
 * /vehicle-info?id= (outside the shell): profile and live state, remote commands,
 * trace playback, rides (with the order code 1601), alarms and repairs, vehicle and
 * device logs.
 */
export default function VehicleInfoPage() {
  const { nameOf } = useAreaNames();
  const canSeeRides = useAccess('1601');
  return (
    <DetailPage<Vehicle>
      source={vehicleSources.detail}
      title={(v) => (
        <Space>
          <span>车辆 {v.vehicleNo}</span>
          <StatusTag vehicle={v} />
        </Space>
      )}
      fields={(v) => [
        { key: 'vehicleNo', label: '车辆编号', children: v.vehicleNo },
        { key: 'imei', label: 'IMEI', children: v.imei },
        { key: 'frameNo', label: '车架号', children: v.frameNo },
        { key: 'model', label: '车型', children: v.model },
        { key: 'area', label: '服务区', children: nameOf(v.serviceAreaId) },
        { key: 'agent', label: '加盟商', children: v.agentName ?? '未分配' },
        { key: 'firmware', label: '固件版本', children: v.firmware },
        { key: 'launchedAt', label: '投放时间', children: dateTime(v.launchedAt) },
        { key: 'odometer', label: '累计里程', children: distance(v.odometer) },
        ...liveFacts(v),
        { key: 'lastRideAt', label: '最后骑行', children: dateTime(v.lastRideAt) },
        { key: 'position', label: '位置（WGS-84）', children: `${v.lng.toFixed(6)}, ${v.lat.toFixed(6)}` },
      ]}
      actions={(v) => <CommandButtons vehicle={v} />}
      tabs={(v) => [
        { key: 'trace', label: '轨迹回放', children: <TraceTab vehicle={v} /> },
        ...(canSeeRides
          ? [
              {
                key: 'rides',
                label: '骑行订单',
                children: <VehicleList list={VEHICLE_LISTS.rides} vehicleNo={v.vehicleNo} />,
              },
            ]
          : []),
        { key: 'alarms', label: '告警与维修', children: <AlarmsTab vehicle={v} /> },
        {
          key: 'vehicle-logs',
          label: '车辆日志',
          children: <VehicleList list={VEHICLE_LISTS.vehicleLogs} vehicleNo={v.vehicleNo} />,
        },
        {
          key: 'device-logs',
          label: '设备日志（远程指令）',
          children: <VehicleList list={VEHICLE_LISTS.deviceLogs} vehicleNo={v.vehicleNo} />,
        },
      ]}
    />
  );
}

function TraceTab({ vehicle }: { vehicle: Vehicle }) {
  const area = useFencePolygons(['service_area'], vehicle.serviceAreaId);
  return (
    <>
      {area.error ? (
        <LoadFailed title="服务区围栏加载失败" error={area.error} onRetry={area.reload} style={{ marginBottom: 8 }} />
      ) : null}
      <TracePlayback vehicleNo={vehicle.vehicleNo} polygons={area.polygons} />
    </>
  );
}
