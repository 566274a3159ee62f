import { useMemo } from 'react';
import BigScreen from '@/widgets/bigscreen/BigScreen';
import { BigScreenLayout, BigScreenPanel, BigStat, RankList } from '@/widgets/bigscreen/Panel';
import Chart from '@/shared/ui/charts/Chart';
import MapView from '@/widgets/map/MapView';
import { stationPolygon } from '@/widgets/map/stations';
import type { MapGroup, MapPolygon } from '@/widgets/map/types';
import { useVehicleClusters } from '@/widgets/map/useVehicleClusters';
import { STATUS_META, STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { n, pct } from '../format';
import { bigScreenApi, type OperationsScreen } from '../api';
import { batteryChart, hourlyChart, statusChart } from '../charts';
import AlarmTicker, { tickerEvents } from '../components/AlarmTicker';
import '../bigscreen.css';

/** Areas in the ranking; the alarm ticker takes the rest of the column. */
const TOP_AREAS = 5;
const GROUPS: MapGroup[] = STATUS_ORDER.map((s) => ({
  key: s,
  label: STATUS_META[s].label,
  color: STATUS_META[s].color,
}));

/** The screen's areas' vehicles by display status (clustered by the backend for the map's view) over the service areas' outlines and the parking stations (parked / capacity). */
function VehicleMap({ o }: { o: OperationsScreen }) {
  // the screen's own area selection: the areas it shows
  const map = useVehicleClusters({
    name: 'screen-map',
    filter: { opAreaIds: o.zones.map((z) => z.id).join(',') },
    scoped: false,
    silent: true,
    refreshMs: 30000,
  });
  const polygons = useMemo<MapPolygon[]>(
    () => [
      ...o.zones.map((z) => ({ id: z.id, path: z.polygon, color: '#22d3ee', label: z.name, fillOpacity: 0.06 })),
      ...(o.stations ?? []).map(stationPolygon),
    ],
    [o.zones, o.stations],
  );
  return (
    <div className="bs-fill">
      <MapView
        {...map.layer}
        groups={GROUPS}
        polygons={polygons}
        height="100%"
        fitKey={o.zones.map((z) => z.id).join(',')}
        ariaLabel="车辆分布地图"
      />
    </div>
  );
}

function Screen({ o }: { o: OperationsScreen }) {
  const s = o.fleet.byStatus;
  const attention = s.alarm + s.lost + s.offline;
  return (
    <BigScreenLayout
      kpis={
        <>
          <BigStat
            label="车辆总数"
            value={n(o.fleet.total)}
            unit="辆"
            note={`在线 ${n(o.fleet.online)} 辆，在线率 ${pct(o.fleet.online, o.fleet.total)}`}
          />
          <BigStat
            label="可骑行"
            value={n(s.available)}
            unit="辆"
            color={STATUS_META.available.color}
            note={`占 ${pct(s.available, o.fleet.total)}`}
          />
          <BigStat
            label="骑行中"
            value={n(o.rides.inProgress)}
            unit="辆"
            color="#22d3ee"
            note={`临停 ${n(s.temp_stop)} 辆，预约 ${n(s.reserved)} 辆`}
          />
          <BigStat
            label="今日骑行"
            value={n(o.rides.today)}
            unit="单"
            note={`昨日同时段 ${n(o.rides.yesterdaySoFar)} 单`}
          />
          <BigStat label="活跃骑手" value={n(o.rides.activeRiders)} unit="人" note="今日骑行的用户" />
          <BigStat
            label="告警 / 离线"
            value={n(attention)}
            unit="辆"
            color="#ff7875"
            note={`告警 ${n(s.alarm)}，离线 ${n(s.offline)}，疑似丢失 ${n(s.lost)}`}
          />
        </>
      }
      left={
        <>
          <BigScreenPanel title="车辆状态" extra={`共 ${n(o.fleet.total)} 辆`}>
            <Chart option={statusChart(o)} label="车辆状态分布" height={330} />
          </BigScreenPanel>
          <BigScreenPanel title="电量分布">
            <Chart option={batteryChart(o)} label="电量分布" height={330} />
          </BigScreenPanel>
        </>
      }
      center={
        <>
          <BigScreenPanel title="车辆分布" style={{ flex: 1.6 }}>
            <VehicleMap o={o} />
          </BigScreenPanel>
          <BigScreenPanel title="每小时骑行（今日 / 昨日）">
            <Chart option={hourlyChart(o)} label="每小时骑行" height={240} />
          </BigScreenPanel>
        </>
      }
      right={
        <>
          <BigScreenPanel title="服务区排行" extra="今日骑行" className="bs-panel--fit">
            <RankList
              label="服务区排行"
              empty="所选范围内没有服务区"
              rows={o.areas.slice(0, TOP_AREAS).map((a) => ({
                id: a.id,
                name: a.name,
                value: a.rides,
                text: `${n(a.rides)} 单`,
                note: `车辆 ${n(a.vehicles)} 辆 · 车均 ${a.vehicles ? (a.rides / a.vehicles).toFixed(2) : '-'} 单`,
              }))}
            />
          </BigScreenPanel>
          <BigScreenPanel
            title="实时告警"
            extra={`未清除告警 ${n(o.alarms.total)} 条 · 未完成维修工单 ${n(o.repairs?.open ?? 0)} 张`}
          >
            <AlarmTicker events={tickerEvents(o)} />
          </BigScreenPanel>
        </>
      }
    />
  );
}

/** /screenHome (0221): the operations wall screen — the fleet, today's rides, the map and live alarms; refreshed every 30 s. */
export default function OperationsScreenPage() {
  return (
    <BigScreen title="运营大屏" load={bigScreenApi.operations}>
      {(o) => <Screen o={o} />}
    </BigScreen>
  );
}
