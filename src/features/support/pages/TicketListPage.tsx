import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAccess } from '@/shared/auth/access';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField, ListColumn } from '@/shared/ui/list/types';
import { supportApi } from '../api';
import TicketDetail from '../components/TicketDetail';
import { options } from '@/shared/utils/options';
import { SUPPORT_KIND, SUPPORT_PRIORITY, SUPPORT_STATUS, type SupportTicketRow } from '@contract/support';
import { queryDef } from '@/shared/query/defs';
import { SUPPORT_WRITES } from '@contract/actions';
import { supportKeys } from '../keys';
import { tagColumn } from '@/shared/ui/list/columns';

const columns: ListColumn<SupportTicketRow>[] = [
  { key: 'id', title: '工单号', dataIndex: 'id', width: 110, fixed: 'left' },
  {
    key: 'title',
    title: '标题',
    width: 240,
    render: (_: unknown, r) => (
      <Typography.Text ellipsis={{ tooltip: r.title }} style={{ maxWidth: 220 }}>
        {r.title}
      </Typography.Text>
    ),
    csv: (r) => r.title,
  },
  {
    key: 'kind',
    title: '类型',
    width: 100,
    render: (_: unknown, r) => SUPPORT_KIND[r.kind] ?? r.kind,
    csv: (r) => SUPPORT_KIND[r.kind],
  },
  tagColumn('priority', '优先级', SUPPORT_PRIORITY, (r) => r.priority, 80),
  tagColumn('status', '状态', SUPPORT_STATUS, (r) => r.status, 90),
  { key: 'creatorName', title: '提交人', dataIndex: 'creatorName', width: 110 },
  { key: 'replyCount', title: '回复', dataIndex: 'replyCount', width: 70, align: 'right' },
  timeColumn('createdAt', '提交时间'),
  timeColumn('updatedAt', '最后更新'),
];

const filters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '工单号 / 标题 / 内容 / 提交人' },
  { name: 'kind', label: '类型', type: 'select', options: options(SUPPORT_KIND) },
  { name: 'priority', label: '优先级', type: 'select', options: options(SUPPORT_PRIORITY) },
  { name: 'status', label: '状态', type: 'select', options: options(SUPPORT_STATUS) },
  { name: 'createdAt', label: '提交时间', type: 'dateRange' },
];

/** /work/view-tickets (1801): the operators' support tickets to the platform; a ticket opens in a drawer to reply or close. */
export default function TicketListPage() {
  const canCreate = useAccess(SUPPORT_WRITES.ticketCreate);
  return (
    <ListPage<SupportTicketRow>
      title="查看工单"
      rowKey="id"
      columns={columns}
      source={queryDef(supportKeys.list, supportApi.list)}
      filters={filters}
      exportName="支持工单"
      rowActionsWidth={80}
      detail={(row) => <TicketDetail row={row} />}
      detailTitle={(row) => `工单 ${row.id}`}
      toolbar={() =>
        canCreate ? (
          <Link to="/work/new-work-order">
            <Button type="primary" icon={<PlusOutlined />}>
              新建工单
            </Button>
          </Link>
        ) : null
      }
    />
  );
}
