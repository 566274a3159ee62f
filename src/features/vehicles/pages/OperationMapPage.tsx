import { Card, Input, Space, Typography } from 'antd';
import LoadFailed from '@/shared/ui/LoadFailed';
import { useCallback, useMemo, useState } from 'react';
import type { LngLat } from '@contract/common';
import { toast } from '@/shared/http/notify';
import MapView from '@/widgets/map/MapView';
import { useVehicleClusters } from '@/widgets/map/useVehicleClusters';
import { STATUS_ORDER } from '@/shared/utils/vehicleStatus';
import { type DisplayStatus } from '@contract/vehicles';
import { vehicleApi } from '../api';
import MapFilters, { type MapFilterValues } from '../components/MapFilters';
import RefreshIndicator from '../components/RefreshIndicator';
import StationSummary from '../components/StationSummary';
import StatusLegend from '../components/StatusLegend';
import VehicleCard from '../components/VehicleCard';
import { useAreaNames, useScopedAreaOptions } from '../hooks/useAreaNames';
import { MAP_FENCES, useFencePolygons } from '../hooks/useFences';
import { useUrlState } from '../hooks/useUrlState';
import { countsOf, hiddenFromParam, paramFromHidden, STATUS_GROUPS, toggleStatus } from '../model/mapData';
import type { FenceKind } from '@contract/fences';

export const REFRESH_SECONDS = 30;
const FENCE_KINDS: readonly string[] = ['service_area', 'parking', 'no_stop'];

/** /vehicle/operation-map (0301): every vehicle by status, filters, fences, the vehicle card, auto refresh. */
export default function OperationMapPage() {
  const url = useUrlState();
  const { nameOf } = useAreaNames();
  const areaOptions = useScopedAreaOptions();
  const statusParam = url.get('status') ?? null;
  const hidden = useMemo(() => hiddenFromParam(statusParam), [statusParam]);
  const server = { battery: url.get('battery'), serviceAreaId: url.get('serviceAreaId'), alarm: url.get('alarm') };
  const fences = (url.get('fences') ?? MAP_FENCES).split(',').filter((f) => FENCE_KINDS.includes(f)) as FenceKind[];
  const selected = url.get('vehicle') ?? null;

  const filter = {
    serviceAreaId: server.serviceAreaId ?? undefined,
    battery: server.battery ?? undefined,
    alarm: server.alarm ?? undefined,
  };
  // the backend clusters the shown statuses of the filter in the map's view
  const map = useVehicleClusters({
    name: 'vehicle-map',
    filter: { ...filter, status: statusParam ?? undefined },
    refreshMs: REFRESH_SECONDS * 1000,
  });
  const fenceLoad = useFencePolygons(fences, server.serviceAreaId);
  const polygons = fenceLoad.polygons;
  const counts = useMemo(() => countsOf(map.data?.byGroup), [map.data]);
  const { points, clusters } = map;
  const [drawn, setDrawn] = useState<number | null>(null);
  const [located, setLocated] = useState<{ no: string; at: LngLat } | null>(null);

  const filters: MapFilterValues = {
    statuses: hidden.size ? STATUS_ORDER.filter((s) => !hidden.has(s)) : [],
    battery: server.battery,
    serviceAreaId: server.serviceAreaId,
    alarm: server.alarm,
    fences,
  };
  const onFilters = (patch: Partial<MapFilterValues>) => {
    const next: Record<string, string | undefined> = {};
    if ('statuses' in patch) next.status = patch.statuses?.length ? patch.statuses.join(',') : undefined;
    if ('battery' in patch) next.battery = patch.battery;
    if ('serviceAreaId' in patch) next.serviceAreaId = patch.serviceAreaId;
    if ('alarm' in patch) next.alarm = patch.alarm;
    if ('fences' in patch)
      next.fences = patch.fences?.join(',') === MAP_FENCES ? undefined : patch.fences?.join(',') || 'none';
    url.set(next);
  };
  const onToggle = (s: DisplayStatus) => url.set({ status: paramFromHidden(toggleStatus(hidden, s)) ?? '' });
  const setUrl = url.set;
  const select = useCallback((id: string | null) => setUrl({ vehicle: id }), [setUrl]);
  // a vehicle of the filter (any status) by its number: its card, and a mark where it stands
  const locate = (no: string) => {
    const v = no.trim();
    if (!v) return;
    vehicleApi.map({ ...filter, keyword: v }).then(
      (hit) => {
        const i = hit.vehicleNo.indexOf(v);
        if (i < 0) return toast('warning', `未找到车辆 ${v}（不在当前筛选范围内）`);
        setLocated({ no: v, at: [hit.lng[i], hit.lat[i]] });
        select(v);
      },
      () => undefined, // the client announced the failure
    );
  };
  const shown = map.data?.shown ?? 0;
  const inView = map.data?.inView ?? 0;
  const loaded = map.data !== undefined && !map.loading;

  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <div className="vehicle-map__toolbar">
        <MapFilters value={filters} onChange={onFilters} areaOptions={areaOptions} />
        <Space wrap>
          <Input.Search
            allowClear
            aria-label="定位车辆"
            placeholder="输入车辆编号定位"
            style={{ width: 200 }}
            onSearch={locate}
          />
          <RefreshIndicator
            seconds={REFRESH_SECONDS}
            refreshedAt={map.refreshedAt}
            loading={map.loading}
            onRefresh={map.reload}
          />
        </Space>
      </div>
      <div className="vehicle-map__toolbar">
        <StatusLegend counts={counts} hidden={hidden} onToggle={onToggle} />
        <Typography.Text type="secondary">
          共 {(map.data?.total ?? 0).toLocaleString('zh-CN')} 辆，地图显示 {shown.toLocaleString('zh-CN')} 辆
          {inView < shown ? `，当前视野内 ${inView.toLocaleString('zh-CN')} 辆` : ''}
        </Typography.Text>
      </div>
      {fences.includes('parking') ? <StationSummary stations={fenceLoad.stations} /> : null}
      {map.error ? (
        <LoadFailed title="车辆位置加载失败" error={map.error} onRetry={map.reload} style={{ marginBottom: 8 }} />
      ) : null}
      {fenceLoad.error ? (
        <LoadFailed
          title="围栏加载失败"
          error={fenceLoad.error}
          onRetry={fenceLoad.reload}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <div
        className="vehicle-map"
        data-testid="operation-map"
        data-points-drawn={loaded && drawn === points.length + clusters.length ? drawn : undefined}
      >
        <MapView
          points={points}
          clusters={clusters}
          onViewChange={map.onViewChange}
          shapesLoading={!fenceLoad.loaded}
          marksLoading={map.data === undefined && !map.error}
          marker={located && located.no === selected ? located.at : null}
          groups={STATUS_GROUPS}
          polygons={polygons}
          selectedId={selected}
          onSelect={select}
          onRendered={setDrawn}
          fitKey="operation-map"
          height="max(460px, calc(100vh - 340px))"
          ariaLabel="运营地图"
        />
        {selected ? (
          <div className="vehicle-map__card">
            <VehicleCard
              vehicleNo={selected}
              refreshMs={REFRESH_SECONDS * 1000}
              areaName={nameOf}
              onClose={() => select(null)}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
