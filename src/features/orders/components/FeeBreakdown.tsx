import { Table, Tag, Typography } from 'antd';
import { Facts } from '@/shared/ui/DetailPage';
import { DISCOUNT_SOURCE, dueOf, PAY_CHANNEL, type OrderDetail, type OrderRefund } from '@contract/orders';
import { dateTime, money } from '@/shared/utils/format';

/** The fare's parts, what is due and paid, and the refunds of the ride. */
export default function FeeBreakdown({ order }: { order: OrderDetail }) {
  const a = order.amount;
  const riding = order.status === 'riding';
  return (
    <>
      <Facts
        items={[
          { key: 'base', label: '起步费', children: money(a.base) },
          { key: 'time', label: '时长费', children: money(a.time) },
          {
            key: 'dispatchFee',
            label: '调度费',
            children: (
              <>
                {money(a.dispatchFee)}
                {order.endedOutsideParking && a.dispatchFee === 0 ? <Tag style={{ marginLeft: 8 }}>已减免</Tag> : null}
              </>
            ),
          },
          {
            key: 'discount',
            label: order.discountSource ? `优惠（${DISCOUNT_SOURCE[order.discountSource]}）` : '优惠',
            children: a.discount ? `-${money(a.discount)}` : money(0),
          },
          {
            key: 'due',
            label: '应付',
            children: riding ? '骑行中，结束后计费' : <Typography.Text strong>{money(dueOf(a))}</Typography.Text>,
          },
          {
            key: 'paid',
            label: `实付（${PAY_CHANNEL[order.payChannel] ?? order.payChannel}）`,
            children: money(a.paid),
          },
          { key: 'refunded', label: '已退款', children: money(order.refunded) },
          { key: 'refundable', label: '可退金额', children: money(order.refundable) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        退款记录
      </Typography.Title>
      <Table<OrderRefund>
        rowKey="refundId"
        size="small"
        pagination={false}
        dataSource={order.refunds}
        locale={{ emptyText: '暂无退款' }}
        columns={[
          { key: 'refundId', title: '退款单号', dataIndex: 'refundId' },
          { key: 'amount', title: '金额', align: 'right', render: (_: unknown, f) => money(f.amount) },
          {
            key: 'reason',
            title: '原因',
            render: (_: unknown, f) => <span style={{ wordBreak: 'break-word' }}>{f.reason}</span>,
          },
          { key: 'createdAt', title: '时间', render: (_: unknown, f) => dateTime(f.createdAt) },
          { key: 'handledBy', title: '处理人', render: (_: unknown, f) => f.handledBy ?? '-' },
        ]}
      />
    </>
  );
}
