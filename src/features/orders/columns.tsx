/** Column set of the order list and its CSV cells. */
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { dueOf, ORDER_STATUS, PAY_CHANNEL, type OrderRow } from '@contract/orders';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, distance, duration, maskPhone, money } from '@/shared/utils/format';
import { orderPath } from '@/shared/nav/paths';

const yuan = (fen: number) => (fen / 100).toFixed(2);

export const orderColumns: ListColumn<OrderRow>[] = [
  {
    key: 'orderId',
    title: '订单号',
    width: 150,
    fixed: 'left',
    render: (_: unknown, o) => <Link to={orderPath(o.orderId)}>{o.orderId}</Link>,
    csv: (o) => o.orderId,
  },
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
  {
    key: 'startAt',
    title: '开始时间',
    width: 170,
    sortable: true,
    render: (_: unknown, o) => dateTime(o.startAt),
    csv: (o) => dateTime(o.startAt),
  },
  {
    key: 'duration',
    title: '骑行时长',
    width: 110,
    sortable: true,
    render: (_: unknown, o) => duration(o.duration),
    csv: (o) => duration(o.duration),
  },
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
    csv: (o) => (o.status === 'riding' ? '' : yuan(dueOf(o.amount))),
  },
  {
    key: 'paid',
    title: '实付',
    width: 100,
    align: 'right',
    sortable: true,
    render: (_: unknown, o) => money(o.amount.paid),
    csv: (o) => yuan(o.amount.paid),
  },
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
