/** Column set of the order list and its CSV cells. */
import { Space, Tag, Typography } from 'antd';
import { dueOf, ORDER_STATUS, PAY_CHANNEL, type OrderRow } from '@contract/orders';
import { yuanText } from '@contract/money';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, distance, duration, maskPhone, money } from '@/shared/utils/format';
import { orderPath } from '@/shared/nav/paths';
import { textColumn, moneyColumn, linkColumn } from '@/shared/ui/list/columns';

export const orderColumns: ListColumn<OrderRow>[] = [
  linkColumn('orderId', '订单号', 150, orderPath, { fixed: 'left' }),
  {
    key: 'user',
    title: '用户',
    width: 130,
    // a rider's name is plain text
    render: (_: unknown, o) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text ellipsis={{ tooltip: o.userName }} style={{ maxWidth: 120 }}>
          {o.userName ?? o.userId}
        </Typography.Text>
        <Typography.Text type="secondary">{maskPhone(o.phone)}</Typography.Text>
      </Space>
    ),
    csv: (o) => `${o.userName ?? ''}（${maskPhone(o.phone)}）`,
  },
  { key: 'vehicleNo', title: '车辆编号', dataIndex: 'vehicleNo', width: 100 },
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 110 },
  textColumn('startAt', '开始时间', 170, (o) => dateTime(o.startAt), { sortable: true }),
  textColumn('duration', '骑行时长', 110, (o) => duration(o.duration), { sortable: true }),
  {
    key: 'distance',
    title: '里程',
    width: 100,
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : distance(o.distance)),
    csv: (o) => (o.status === 'riding' ? '' : distance(o.distance)),
  },
  {
    key: 'due',
    title: '应付',
    width: 100,
    align: 'right',
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : money(dueOf(o.amount))),
    csv: (o) => (o.status === 'riding' ? '' : yuanText(dueOf(o.amount))),
  },
  moneyColumn('paid', '实付', 100, (o) => o.amount.paid, { sortable: true }),
  {
    key: 'payChannel',
    title: '支付方式',
    width: 100,
    render: (_: unknown, o) => PAY_CHANNEL[o.payChannel] ?? o.payChannel,
    csv: (o) => PAY_CHANNEL[o.payChannel],
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (_: unknown, o) => (
      <Tag color={ORDER_STATUS[o.status]?.color}>{ORDER_STATUS[o.status]?.label ?? o.status}</Tag>
    ),
    csv: (o) => ORDER_STATUS[o.status]?.label,
  },
];
