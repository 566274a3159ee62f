import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Space, Spin, Tag, Typography } from 'antd';
import MenuLink from '@/shared/nav/MenuLink';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { TASK_KIND, type TaskKind } from '@contract/tasks';
import Chart from '@/shared/ui/charts/Chart';
import { dateTime, money } from '@/shared/utils/format';
import { dashboardApi, type Overview } from '../api';
import { areaChart, hourlyChart, statusChart } from '../charts';
import KpiCard from '../components/KpiCard';
import '../dashboard.css';
import { dashboardKeys } from '../keys';
import LoadFailed from '@/shared/ui/LoadFailed';

const REFRESH_MS = 60000;
const n = (x: number) => x.toLocaleString('zh-CN');

function Figures({ o }: { o: Overview }) {
  const ratio = (part: number) => (o.fleet.total ? `${((part / o.fleet.total) * 100).toFixed(1)}%` : '-');
  const openTasks = Object.values(o.tasks.open).reduce((a, b) => a + b, 0);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title="今日骑行"
            value={n(o.today.rides)}
            current={o.today.rides}
            previous={o.yesterday.ridesSoFar}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title="今日实收"
            value={money(o.today.revenue)}
            note={`按支付时间计，同日统计；昨日全天 ${money(o.yesterday.revenue)}`}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard title="今日骑行用户" value={n(o.today.riders)} note={`昨日全天 ${n(o.yesterday.riders)}`} />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <KpiCard
            title="车辆在线率"
            value={ratio(o.fleet.online)}
            note={`${n(o.fleet.online)} / ${n(o.fleet.total)} 辆在线，低电量 ${n(o.fleet.lowBattery)} 辆`}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card size="small" title="每小时骑行（今日 / 昨日）">
            <Chart option={hourlyChart(o)} label="每小时骑行" height={300} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card
            size="small"
            title={`车辆状态（共 ${n(o.fleet.total)} 辆）`}
            extra={<MenuLink to="/vehicle/operation-map">运营地图</MenuLink>}
          >
            {o.fleet.total ? (
              <Chart option={statusChart(o)} label="车辆状态分布" height={300} />
            ) : (
              <Empty description="所选范围内没有车辆" />
            )}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card size="small" title="今日各服务区骑行">
            {o.areas.length ? (
              <Chart option={areaChart(o)} label="各服务区骑行" height={Math.max(160, o.areas.length * 40)} />
            ) : (
              <Empty description="今日暂无骑行" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card
            size="small"
            title={`未完成运维任务（${n(openTasks)}）`}
            extra={<MenuLink to="/data/operation-tasks">运维任务</MenuLink>}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {(Object.keys(o.tasks.open) as TaskKind[]).map((k) => (
                <div key={k} className="dashboard-task">
                  {/* operation tasks of the kind (维修任务), not 维修统计's repair tickets */}
                  <span>{TASK_KIND[k]}任务</span>
                  <strong>{n(o.tasks.open[k])}</strong>
                </div>
              ))}
              <div className="dashboard-task">
                <span>其中超时</span>
                {o.tasks.overdue ? <Tag color="error">{n(o.tasks.overdue)}</Tag> : <strong>0</strong>}
              </div>
            </Space>
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** /home (02): the operations overview — today's rides and takings, the fleet, open tasks; refreshed every minute. */
export default function OverviewPage() {
  const { data, error, loading, refreshedAt, reload } = useServerQuery({
    key: dashboardKeys.overview,
    fetch: dashboardApi.overview,
    refreshMs: REFRESH_MS,
  });
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <Typography.Title level={4} style={{ margin: 0 }}>
          运营概览
        </Typography.Title>
        <Space>
          {refreshedAt ? (
            <Typography.Text type="secondary">
              更新于 {dateTime(new Date(refreshedAt).toISOString())}，每分钟自动刷新
            </Typography.Text>
          ) : null}
          <Button icon={<ReloadOutlined />} loading={loading && !!data} onClick={reload}>
            刷新
          </Button>
        </Space>
      </div>
      {error ? (
        <LoadFailed
          error={data ? `${error}（显示的是上次的数据）` : error}
          onRetry={reload}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {data ? (
        <Figures o={data} />
      ) : !error ? (
        <Spin description="加载中…">
          <div style={{ height: 240 }} />
        </Spin>
      ) : null}
    </div>
  );
}
