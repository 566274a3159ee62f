import { Alert, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import LoadFailed from '@/shared/ui/LoadFailed';
import type { MapPolygon } from '@/widgets/map/types';
import TracePlayer from '@/widgets/trace/TracePlayer';
import { useServerQuery } from '@/shared/query/useServerQuery';
import type { FenceKind } from '@contract/fences';
import type { OrderDetail } from '@contract/orders';
import { orderApi } from '../api';
import { orderKeys } from '../keys';

const STYLE: Record<FenceKind, Pick<MapPolygon, 'color' | 'fillOpacity' | 'dashed'>> = {
  service_area: { color: '#1677ff', fillOpacity: 0.03, dashed: true },
  parking: { color: '#13c2c2', fillOpacity: 0.25 },
  no_stop: { color: '#f5222d', fillOpacity: 0.2 },
  maintain_area: { color: '#8c8c8c', fillOpacity: 0.05 },
};
const STATION_GROUP = [{ key: 'station', label: '最近停车点', color: '#13c2c2' }];

/**
 * A ride's route on the map with its playback: start, end, the route, the fences of its
 * service area, and where it ended against the nearest parking station.
 */
export default function RideTrackMap({ order }: { order: Pick<OrderDetail, 'orderId' | 'endAt'> }) {
  const track = useServerQuery({
    key: [...orderKeys.track, order.orderId, order.endAt ?? ''],
    fetch: (signal) => orderApi.track(order.orderId, signal),
  });
  const data = track.data;
  const polygons = useMemo(
    () => (data?.fences ?? []).map((f) => ({ id: f.id, path: f.polygon, label: f.name, ...STYLE[f.kind] })),
    [data],
  );
  const station = data?.nearestStation;
  const extra = useMemo(
    () => ({
      points: station ? [{ id: station.id, position: station.position, group: 'station' }] : [],
      groups: STATION_GROUP,
    }),
    [station],
  );

  if (track.error) return <LoadFailed title="骑行轨迹加载失败" error={track.error} onRetry={track.reload} />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {station ? (
        <Typography.Text data-testid="ride-end">
          {order.endAt ? '还车位置' : '当前位置'}：
          {station.inside ? (
            <Tag color="success">在停车点「{station.name}」内</Tag>
          ) : (
            <Tag color="warning">停车点外</Tag>
          )}
          最近停车点「{station.name}」，距离 {station.metres.toLocaleString('zh-CN')} 米
        </Typography.Text>
      ) : null}
      {data?.endedInNoStop ? (
        <Alert type="error" showIcon title={`还车位置在禁停区「${data.endedInNoStop}」内`} />
      ) : null}
      <TracePlayer
        points={data?.points ?? []}
        dataKey={data}
        polygons={polygons}
        extra={extra}
        fitKey={`order-${order.orderId}`}
        loading={track.loading}
        empty="该订单没有轨迹"
      />
    </Space>
  );
}
