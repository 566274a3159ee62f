import { Card, Col, Row, Statistic } from 'antd';
import type { DeviceStats } from '@contract/vehicles';

const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : 0);

/** The device health strip: online rate, online / offline counts, alarms, weak signal. */
export default function DeviceKpis({ stats, loading }: { stats?: DeviceStats; loading: boolean }) {
  const items = [
    { title: '在线率', value: stats ? pct(stats.online, stats.total) : 0, suffix: '%', color: '#52c41a' },
    { title: '设备总数', value: stats?.total ?? 0 },
    { title: '在线设备', value: stats?.online ?? 0, color: '#1677ff' },
    { title: '离线设备', value: stats?.offline ?? 0, color: '#595959' },
    { title: '告警设备', value: stats?.alarm ?? 0, color: '#f5222d' },
    { title: '信号弱', value: stats?.weakSignal ?? 0, color: '#faad14' },
  ];
  return (
    <Row gutter={[12, 12]} className="vehicle-kpi" role="group" aria-label="设备概况">
      {items.map((k) => (
        <Col key={k.title} xs={12} md={8} xl={4}>
          <Card size="small" loading={loading && !stats}>
            <Statistic title={k.title} value={k.value} suffix={k.suffix} styles={{ content: { color: k.color } }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
