import { Alert, Button, Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, type TableColumnType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/shared/http/notify';
import type { QueryDef } from '@/shared/query/defs';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { downloadText, toCsv } from '@/shared/utils/csv';
import Chart from './charts/Chart';
import type { ChartOption } from './charts/echarts';
import type { ListColumn } from './list/types';
import { now } from '@/shared/utils/clock';
import { zonedDay } from '@/shared/utils/zone';
import LoadFailed from './LoadFailed';
import AreaSelect from './AreaSelect';

export interface StatsQuery {
  from: string;
  to: string;
  areaId?: string;
}

export interface Kpi {
  title: string;
  value: ReactNode;
  hint?: string;
}

export interface StatsPageProps<D, R> {
  /** what the screen reads for a range and area: `queryDef(reportKeys.daily, reportApi.daily)` */
  source: QueryDef<StatsQuery, D>;
  rows: (data: D) => R[];
  kpis: (data: D) => Kpi[];
  chart: (data: D) => ChartOption;
  chartLabel: string;
  columns: ListColumn<R>[];
  rowKey: keyof R & string;
  /** the totals row (first column gets '合计'), by each column's dataIndex, else its key */
  totals?: (rows: R[]) => Partial<Record<string, ReactNode>>;
  exportName: string;
  /** default range in days, ending today (30 unless said) */
  defaultDays?: number;
  /** rows a page of the table holds (default 31: a month of days) */
  pageSize?: number;
  /** `false` hides the service-area filter (shown unless said) */
  areaFilter?: boolean;
  /** what the figures count and on which day and area they are booked, above the figures */
  basis?: string;
}

const FMT = 'YYYY-MM-DD';

/** On a wide screen the KPI cards share one row: four or five to a row. */
const kpiWidth = (n: number) => `${100 / Math.max(4, Math.min(n, 5))}%`;

/**
 * A statistics screen (page building blocks): date range and area filter kept in the URL,
 * KPI cards, a chart, and a table with a totals row; CSV export.
 */
export default function StatsPage<D, R extends object>(props: StatsPageProps<D, R>) {
  const { source, defaultDays = 30, pageSize = 31 } = props;
  const [params, setParams] = useSearchParams();
  const [rowsPerPage, setRowsPerPage] = useState(pageSize);
  // the default range ends on the service areas' today (UTC+8), whatever the browser's zone
  const today = dayjs(zonedDay(now()));
  const from = params.get('from') ?? today.subtract(defaultDays - 1, 'day').format(FMT);
  const to = params.get('to') ?? today.format(FMT);
  const areaId = params.get('areaId') ?? undefined;
  const areas = useServiceAreas();
  const q: StatsQuery = { from, to, areaId };
  const state = useServerQuery({ key: [...source.key, q], fetch: (signal) => source.fetch(q, signal) });
  const { reload, loading } = state;

  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) {
          if (v) n.set(k, v);
          else n.delete(k);
        }
        return n;
      },
      { replace: true },
    );

  const rows = state.data ? props.rows(state.data) : [];
  const kpis = state.data ? props.kpis(state.data) : [];
  const cols: TableColumnType<R>[] = props.columns.map(({ sortable: _s, csv: _c, noExport: _n, ...c }) => c);
  const totals = props.totals?.(rows);

  const exportCsv = () => {
    const ex = props.columns.filter((c) => !c.noExport);
    const body = rows.map((r) => ex.map((c) => (c.csv ? c.csv(r) : c.dataIndex ? (r[c.dataIndex] as unknown) : '')));
    downloadText(
      `${props.exportName}-${from}-${to}.csv`,
      toCsv(
        ex.map((c) => c.title),
        body,
      ),
    );
    toast('success', `已导出 ${rows.length} 条`);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>统计日期</span>
          <DatePicker.RangePicker
            aria-label="统计日期"
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            disabledDate={(d: Dayjs) => d.isAfter(today, 'day')}
            onChange={(v) => v?.[0] && v[1] && set({ from: v[0].format(FMT), to: v[1].format(FMT) })}
            presets={[
              { label: '近7天', value: [today.subtract(6, 'day'), today] },
              { label: '近30天', value: [today.subtract(29, 'day'), today] },
              { label: '本月', value: [today.startOf('month'), today] },
            ]}
          />
          {props.areaFilter !== false ? (
            <AreaSelect
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
              style={{ minWidth: 180 }}
              value={areaId}
              onChange={(v) => set({ areaId: v })}
            />
          ) : null}
          <Button onClick={reload}>刷新</Button>
          <Button onClick={exportCsv} disabled={!rows.length}>
            导出
          </Button>
        </Space>
      </Card>
      {props.basis ? <Alert type="info" showIcon title={props.basis} /> : null}
      {state.error && !loading ? <LoadFailed error={state.error} onRetry={reload} /> : null}
      <Row gutter={[16, 16]}>
        {kpis.map((k) => (
          <Col key={k.title} xs={12} md={8} xl={{ flex: kpiWidth(kpis.length) }}>
            <Card size="small" loading={loading && !state.data} style={{ height: '100%' }}>
              <Statistic title={k.title} value={k.value as string} />
              {k.hint ? <div style={{ color: 'rgba(0,0,0,.55)', fontSize: 12 }}>{k.hint}</div> : null}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" loading={loading && !state.data}>
        {state.data && rows.length ? (
          <Chart option={props.chart(state.data)} label={props.chartLabel} />
        ) : (
          <Empty description="所选范围内没有数据" />
        )}
      </Card>
      <Card size="small">
        <Table<R>
          rowKey={props.rowKey}
          size="small"
          loading={loading}
          columns={cols}
          dataSource={rows}
          pagination={
            rows.length > pageSize
              ? {
                  pageSize: rowsPerPage,
                  onShowSizeChange: (_, size) => setRowsPerPage(size),
                  showSizeChanger: true,
                  pageSizeOptions: [pageSize, 50, 100, 200],
                  showTotal: (t) => `共 ${t} 条`,
                }
              : false
          }
          scroll={{ x: 'max-content' }}
          summary={
            totals && rows.length
              ? () => (
                  <Table.Summary fixed>
                    <Table.Summary.Row>
                      {props.columns.map((c, i) => (
                        <Table.Summary.Cell key={c.key} index={i} align={c.align}>
                          <strong>{i === 0 ? '合计' : (totals[c.dataIndex ?? c.key] ?? '')}</strong>
                        </Table.Summary.Cell>
                      ))}
                    </Table.Summary.Row>
                  </Table.Summary>
                )
              : undefined
          }
        />
      </Card>
    </Space>
  );
}
