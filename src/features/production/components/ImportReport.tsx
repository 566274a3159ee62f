import { Table } from 'antd';
import type { RowProblem } from '@contract/production';

const columns = [
  { key: 'row', title: '行号', dataIndex: 'row', width: 80 },
  { key: 'column', title: '列', dataIndex: 'column', width: 110 },
  { key: 'reason', title: '原因', dataIndex: 'reason' },
];

/** The refused rows of a file: row number in the sheet, column, reason. */
export default function ImportReport({ problems }: { problems: readonly RowProblem[] }) {
  return (
    <Table<RowProblem>
      className="production-report"
      size="small"
      rowKey={(p) => `${p.row}-${p.column}`}
      columns={columns}
      dataSource={[...problems].sort((a, b) => a.row - b.row)}
      pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 行被拒绝`, hideOnSinglePage: true }}
    />
  );
}
