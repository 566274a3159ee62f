/** Column set of the order list and its CSV cells. */
import { Space, Tag, Typography } from 'antd';
import { dueOf, ORDER_STATUS, PAY_CHANNEL, type OrderRow } from '@contract/orders';
import { yuanText } from '@contract/money';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, distance, duration, maskPhone, money } from '@/shared/utils/format';
import { orderPath } from '@/shared/nav/paths';
import { textColumn, moneyColumn, linkColumn } from '@/shared/ui/list/columns';
import { RIDE_COLUMNS } from '@contract/labels/orders';

export const orderColumns: ListColumn<OrderRow>[] = [
  linkColumn('orderId', RIDE_COLUMNS.orderId, 150, orderPath, { fixed: 'left' }),
  {
    key: 'user',
    title: RIDE_COLUMNS.user,
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
  { key: 'vehicleNo', title: RIDE_COLUMNS.vehicleNo, dataIndex: 'vehicleNo', width: 100 },
  { key: 'serviceAreaName', title: RIDE_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 110 },
  textColumn('startAt', RIDE_COLUMNS.startAt, 170, (o) => dateTime(o.startAt), { sortable: true }),
  textColumn('duration', RIDE_COLUMNS.duration, 110, (o) => duration(o.duration), { sortable: true }),
  {
    key: 'distance',
    title: RIDE_COLUMNS.distance,
    width: 100,
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : distance(o.distance)),
    csv: (o) => (o.status === 'riding' ? '' : distance(o.distance)),
  },
  {
    key: 'due',
    title: RIDE_COLUMNS.due,
    width: 100,
    align: 'right',
    render: (_: unknown, o) => (o.status === 'riding' ? '-' : money(dueOf(o.amount))),
    csv: (o) => (o.status === 'riding' ? '' : yuanText(dueOf(o.amount))),
  },
  moneyColumn('paid', RIDE_COLUMNS.paid, 100, (o) => o.amount.paid, { sortable: true }),
  {
    key: 'payChannel',
    title: RIDE_COLUMNS.payChannel,
    width: 100,
    render: (_: unknown, o) => PAY_CHANNEL[o.payChannel] ?? o.payChannel,
    csv: (o) => PAY_CHANNEL[o.payChannel],
  },
  {
    key: 'status',
    title: RIDE_COLUMNS.status,
    width: 90,
    render: (_: unknown, o) => (
      <Tag color={ORDER_STATUS[o.status]?.color}>{ORDER_STATUS[o.status]?.label ?? o.status}</Tag>
    ),
    csv: (o) => ORDER_STATUS[o.status]?.label,
  },
];
