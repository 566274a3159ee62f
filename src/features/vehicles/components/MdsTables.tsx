import { Progress, Table, type TableColumnType } from 'antd';
import { ColorDot } from '@/shared/ui/ColorDot';
import { MDS_META } from '@contract/vehicles';
import { MDS_ORDER } from '../labels';
import type { AreaMdsRow, ComplianceRow } from '../model/mds';
import { percent } from '../model/analysis';

const num = (n: number) => n.toLocaleString('zh-CN');
/** What both tables are: a row per service area, compact, every row on one page, scrolled sideways when wide. */
const perArea = { rowKey: 'areaId', size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

/** Vehicles per service area × MDS state, with a totals row. */
export function MdsCountTable({ rows, loading }: { rows: AreaMdsRow[]; loading: boolean }) {
  const columns: TableColumnType<AreaMdsRow>[] = [
    { key: 'area', title: '服务区', dataIndex: 'areaName', fixed: 'left', width: 110 },
    ...MDS_ORDER.map((s) => ({
      key: s,
      title: (
        <span title={s}>
          <ColorDot color={MDS_META[s].color} />
          {MDS_META[s].label}
        </span>
      ),
      dataIndex: s,
      align: 'right' as const,
      render: (n: number) => num(n),
    })),
    {
      key: 'total',
      title: '合计',
      dataIndex: 'total',
      align: 'right',
      render: (n: number) => <strong>{num(n)}</strong>,
    },
  ];
  return (
    <Table<AreaMdsRow>
      {...perArea}
      aria-label="各服务区车辆状态"
      loading={loading}
      columns={columns}
      dataSource={rows}
      summary={(data) =>
        data.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>合计</strong>
            </Table.Summary.Cell>
            {[...MDS_ORDER, 'total' as const].map((s, i) => (
              <Table.Summary.Cell key={s} index={i + 1} align="right">
                <strong>{num(data.reduce((sum, r) => sum + r[s], 0))}</strong>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}

/** Parking compliance per area: vehicles in no-stop zones or out of the area against the total. */
export function ComplianceTable({ rows, loading }: { rows: ComplianceRow[]; loading: boolean }) {
  const columns: TableColumnType<ComplianceRow>[] = [
    { key: 'area', title: '服务区', dataIndex: 'areaName', width: 110 },
    { key: 'total', title: '车辆总数', dataIndex: 'total', align: 'right', render: num },
    { key: 'inNoParking', title: '禁停区停放', dataIndex: 'inNoParking', align: 'right', render: num },
    { key: 'outOfArea', title: '超出服务区', dataIndex: 'outOfArea', align: 'right', render: num },
    { key: 'violating', title: '违规车辆', dataIndex: 'violating', align: 'right', render: num },
    {
      key: 'rate',
      title: '合规率',
      dataIndex: 'rate',
      width: 170,
      render: (r: number) => (
        <Progress
          percent={Math.floor(r * 1000) / 10}
          size="small"
          status={r < 0.95 ? 'exception' : 'success'}
          format={() => percent(r)}
          aria-label={`合规率 ${percent(r)}`}
        />
      ),
    },
  ];
  return (
    <Table<ComplianceRow> {...perArea} aria-label="停放合规" loading={loading} columns={columns} dataSource={rows} />
  );
}
