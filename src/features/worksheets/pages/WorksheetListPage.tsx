import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListColumn } from '@/shared/ui/list/types';
import { maskPhone } from '@/shared/utils/format';
import { worksheetApi } from '../api';
import {
  WORKSHEET_STATUS,
  WORKSHEET_TYPE,
  type WorksheetRow,
  type WorksheetStatus,
  type WorksheetType,
} from '@contract/worksheets';
import { queryDef } from '@/shared/query/defs';
import { worksheetPath } from '@/shared/nav/paths';
import { worksheetKeys } from '../keys';
import { linkColumn, tagColumn } from '@/shared/ui/list/columns';
import { WORKSHEET_COLUMNS } from '@contract/labels/worksheets';

const columns: ListColumn<WorksheetRow>[] = [
  linkColumn('id', WORKSHEET_COLUMNS.id, 150, worksheetPath, { fixed: 'left' }),
  {
    key: 'type',
    title: WORKSHEET_COLUMNS.type,
    width: 100,
    render: (_: unknown, r) => <Tag>{WORKSHEET_TYPE[r.type] ?? r.type}</Tag>,
    csv: (r) => WORKSHEET_TYPE[r.type],
  },
  tagColumn('status', WORKSHEET_COLUMNS.status, WORKSHEET_STATUS, (r) => r.status, 90),
  {
    key: 'content',
    title: WORKSHEET_COLUMNS.content,
    width: 300,
    ellipsis: true,
    // plain text: riders' texts may hold markup
    render: (_: unknown, r) => (
      <Typography.Text ellipsis={{ tooltip: r.content }} style={{ maxWidth: 280 }}>
        {r.content}
      </Typography.Text>
    ),
    csv: (r) => r.content,
  },
  {
    key: 'user',
    title: WORKSHEET_COLUMNS.user,
    width: 140,
    render: (_: unknown, r) => (
      <Space orientation="vertical" size={0}>
        <span>{r.userName || r.userId}</span>
        <Typography.Text type="secondary">{maskPhone(r.phone)}</Typography.Text>
      </Space>
    ),
    csv: (r) => `${r.userName ?? ''}（${r.userId}）`,
  },
  {
    key: 'assigneeName',
    title: WORKSHEET_COLUMNS.assigneeName,
    dataIndex: 'assigneeName',
    width: 110,
    render: (v: unknown) => (v ? String(v) : '未指派'),
  },
  {
    key: 'orderId',
    title: WORKSHEET_COLUMNS.orderId,
    dataIndex: 'orderId',
    width: 150,
    render: (v: unknown) => (v ? String(v) : '-'),
  },
  { key: 'serviceAreaName', title: WORKSHEET_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 110 },
  { key: 'replyCount', title: WORKSHEET_COLUMNS.replyCount, dataIndex: 'replyCount', width: 70, align: 'right' },
  timeColumn('createdAt', WORKSHEET_COLUMNS.createdAt),
  timeColumn('updatedAt', WORKSHEET_COLUMNS.updatedAt),
];

const filters = [
  { name: 'keyword', label: '关键词', placeholder: '工单号 / 手机号 / 订单号 / 车辆编号 / 内容' },
  {
    name: 'status',
    label: '状态',
    type: 'select' as const,
    options: (Object.keys(WORKSHEET_STATUS) as WorksheetStatus[]).map((k) => ({
      value: k,
      label: WORKSHEET_STATUS[k].label,
    })),
  },
  {
    name: 'type',
    label: '类型',
    type: 'select' as const,
    options: (Object.keys(WORKSHEET_TYPE) as WorksheetType[]).map((k) => ({ value: k, label: WORKSHEET_TYPE[k] })),
  },
  { name: 'createdAt', label: '创建时间', type: 'dateRange' as const },
  { name: 'userId', label: '用户ID' },
];

/** /user-worksheet (0401): riders' complaint tickets. */
export default function WorksheetListPage() {
  return (
    <ListPage<WorksheetRow>
      title="用户工单"
      rowKey="id"
      columns={columns}
      source={queryDef(worksheetKeys.list, worksheetApi.list)}
      filters={filters}
      exportJob="worksheets"
      rowActionsWidth={80}
      rowActions={(r) => (
        <Link to={worksheetPath(r.id)}>{r.status === 'open' || r.status === 'processing' ? '处理' : '查看'}</Link>
      )}
    />
  );
}
