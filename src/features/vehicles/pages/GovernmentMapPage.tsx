import { isKeyOf } from '@contract/validators';
import { DownloadOutlined } from '@ant-design/icons';
import { ColorDot } from '@/shared/ui/ColorDot';
import { Button, Card, Col, Row, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { toast } from '@/shared/http/notify';
import { useBranding } from '@/shared/config/site';
import LoadFailed from '@/shared/ui/LoadFailed';
import MapView from '@/widgets/map/MapView';
import type { MapGroup } from '@/widgets/map/types';
import { useVehicleClusters } from '@/widgets/map/useVehicleClusters';
import { downloadText } from '@/shared/utils/csv';
import { MDS_META, type MdsState } from '@contract/vehicles';
import { vehicleApi } from '../api';
import { ComplianceTable, MdsCountTable } from '../components/MdsTables';
import RefreshIndicator from '../components/RefreshIndicator';
import { useAreaNames, useScopedAreaOptions } from '../hooks/useAreaNames';
import { useFencePolygons } from '../hooks/useFences';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useUrlState } from '../hooks/useUrlState';
import { MDS_ORDER } from '../labels';
import { buildMdsFeed, mdsCountsByArea, parkingCompliance } from '../model/mds';
import { now } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';
import { vehicleKeys } from '../keys';
import AreaSelect from '@/shared/ui/AreaSelect';

const GROUPS: MapGroup[] = MDS_ORDER.map((s) => ({ key: s, label: MDS_META[s].label, color: MDS_META[s].color }));
const REFRESH_SECONDS = 60;

/** /vehicle/government-operation-map (030601): the regulator's read-only view, in the MDS vocabulary. */
export default function GovernmentMapPage() {
  const url = useUrlState();
  const { names } = useAreaNames();
  const options = useScopedAreaOptions();
  const brand = useBranding();
  const serviceAreaId = url.get('serviceAreaId');
  const statesParam = url.get('states') ?? '';
  const states = useMemo(
    () => statesParam.split(',').filter((s): s is MdsState => isKeyOf(MDS_META, s)),
    [statesParam],
  );

  const feed = useServerQuery({
    key: [...vehicleKeys.mds, serviceAreaId ?? ''],
    fetch: (signal) => vehicleApi.mds(serviceAreaId ? { serviceAreaId } : {}, signal),
    refreshMs: REFRESH_SECONDS * 1000,
  });
  const fences = useFencePolygons(['service_area', 'no_stop'], serviceAreaId);
  const polygons = fences.polygons;
  const counts = useMemo(() => mdsCountsByArea(feed.data, names), [feed.data, names]);
  const compliance = useMemo(() => parkingCompliance(feed.data, names), [feed.data, names]);
  // the map: the backend groups the chosen MDS states in the map's view
  const map = useVehicleClusters({
    name: 'mds-map',
    filter: {
      group: 'mds',
      serviceAreaId: serviceAreaId ?? undefined,
      status: states.length ? states.join(',') : undefined,
    },
    refreshMs: REFRESH_SECONDS * 1000,
  });
  const shown = map.data?.shown ?? 0;

  const download = () => {
    const out = buildMdsFeed(feed.data, { serviceAreaId, states }, { areaNames: names, providerName: brand.company });
    downloadText(
      `mds-vehicle-status-${zoned(now()).format('YYYYMMDD-HHmmss')}.json`,
      JSON.stringify(out, null, 2),
      'application/json;charset=utf-8',
    );
    toast('success', `已下载 ${out.vehicles.length} 辆车的 MDS 状态`);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <div className="vehicle-map__toolbar" style={{ marginBottom: 0 }}>
          <Space wrap>
            <Tag color="purple">监管视图 · 只读</Tag>
            <AreaSelect
              options={options}
              style={{ width: 150 }}
              value={serviceAreaId}
              onChange={(v) => url.set({ serviceAreaId: v })}
            />
            <Select<MdsState[]>
              mode="multiple"
              allowClear
              aria-label="MDS 状态"
              placeholder="全部 MDS 状态"
              maxTagCount="responsive"
              style={{ width: 260 }}
              options={MDS_ORDER.map((s) => ({ value: s, label: `${MDS_META[s].label}（${s}）` }))}
              value={states}
              onChange={(v) => url.set({ states: v.join(',') })}
            />
            <Button type="primary" icon={<DownloadOutlined />} disabled={!feed.data} onClick={download}>
              下载 MDS 车辆状态
            </Button>
          </Space>
          <RefreshIndicator
            seconds={REFRESH_SECONDS}
            refreshedAt={feed.refreshedAt}
            loading={feed.loading}
            onRefresh={feed.reload}
          />
        </div>
      </Card>
      {feed.error ? <LoadFailed title="车辆状态加载失败" error={feed.error} onRetry={feed.reload} /> : null}
      {fences.error ? <LoadFailed title="围栏加载失败" error={fences.error} onRetry={fences.reload} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={13}>
          <Card size="small" title={`车辆分布（${shown.toLocaleString('zh-CN')} 辆）`} extra={<MdsLegend />}>
            {map.error ? (
              <LoadFailed title="地图加载失败" error={map.error} onRetry={map.reload} style={{ marginBottom: 8 }} />
            ) : null}
            <MapView
              {...map.layer}
              groups={GROUPS}
              polygons={polygons}
              fitKey={`gov-${serviceAreaId ?? ''}`}
              height={560}
              ariaLabel="监管地图"
            />
          </Card>
        </Col>
        <Col xs={24} xxl={11}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title="各服务区车辆状态（MDS）">
              <MdsCountTable rows={counts} loading={feed.loading && !feed.data} />
            </Card>
            <Card size="small" title="停放合规">
              <ComplianceTable rows={compliance} loading={feed.loading && !feed.data} />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
                违规车辆：停在禁停区或超出服务区的车辆；合规率 =（总数 − 违规）/ 总数。
              </Typography.Paragraph>
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}

function MdsLegend() {
  return (
    <Space size={10} wrap>
      {MDS_ORDER.map((s) => (
        <span key={s} style={{ fontSize: 12 }}>
          <ColorDot color={MDS_META[s].color} />
          {MDS_META[s].label}
        </span>
      ))}
    </Space>
  );
}
