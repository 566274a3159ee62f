import { Alert, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { dateTime, distance, duration, money } from '@/shared/utils/format';
import ReviewScreen from '../components/ReviewScreen';
import { EvidenceImages, ReviewFacts, Section } from '../components/Evidence';
import type { ReturnCar } from '@contract/reviews';
import { isSettled, ORDER_STATUS, PAY_CHANNEL } from '@contract/orders';
import { REFUND_DESTINATION } from '@contract/money';
import { LabelTag } from '@/shared/ui/LabelTag';
import { orderPath } from '@/shared/nav/paths';
import { REVIEW_WRITES } from '@contract/actions';
import { moneyColumn } from '@/shared/ui/list/columns';
import { moneyEffectLine } from '@/shared/ui/MoneyEffect';
import { REVIEW_MSG } from '@contract/messages/reviews';

/** The ride under appeal, as it is now: an approved appeal shows the waived fee. */
function OrderFees({ r }: { r: ReturnCar }) {
  const o = r.order;
  if (!o) return <Alert type="warning" showIcon title={REVIEW_MSG.orderMissing} />;
  const waived = r.status === 'approved' && o.amount.dispatchFee === 0;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={2}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { key: 'orderId', label: '订单号', children: <Link to={orderPath(o.orderId)}>{o.orderId}</Link> },
          { key: 'status', label: '订单状态', children: <LabelTag value={o.status} labels={ORDER_STATUS} /> },
          { key: 'vehicleNo', label: '车辆编号', children: o.vehicleNo },
          { key: 'channel', label: '支付方式', children: PAY_CHANNEL[o.payChannel] ?? o.payChannel },
          { key: 'startAt', label: '开始时间', children: dateTime(o.startAt) },
          { key: 'endAt', label: '还车时间', children: dateTime(o.endAt) },
          { key: 'duration', label: '骑行时长', children: duration(o.duration) },
          { key: 'distance', label: '骑行距离', children: distance(o.distance) },
          { key: 'base', label: '起步费', children: money(o.amount.base) },
          { key: 'time', label: '时长费', children: money(o.amount.time) },
          {
            key: 'dispatchFee',
            label: '调度费',
            children: (
              <Typography.Text type={o.amount.dispatchFee > 0 ? 'danger' : undefined} strong>
                {money(o.amount.dispatchFee)}
                {waived ? '（已免除）' : ''}
              </Typography.Text>
            ),
          },
          { key: 'discount', label: '优惠', children: money(-o.amount.discount) },
          {
            key: 'paid',
            label: '实付',
            span: 2,
            children: <Typography.Text strong>{money(o.amount.paid)}</Typography.Text>,
          },
        ]}
      />
      <div style={{ marginTop: 8 }}>
        <Link to={orderPath(o.orderId)}>查看订单详情</Link>
      </div>
    </>
  );
}

const isCash = (c: string): c is keyof typeof REFUND_DESTINATION => c in REFUND_DESTINATION;

/**
 * What approving the appeal does to the ride's money, as the backend does it, in the money
 * dialogs' wording (MoneyEffect): an unpaid ride's fee is waived; a paid one's is refunded (at
 * most what is left of its payment) to the channel that paid it.
 */
export function approveEffect(r: ReturnCar): string {
  const o = r.order;
  if (!o) return '确定通过该申请吗？';
  const fee = o.amount.dispatchFee;
  if (o.status === 'unpaid') return `${moneyEffectLine('免除调度费', fee, '该订单待支付金额相应减少')}。确定通过吗？`;
  const back = Math.min(fee, o.amount.paid);
  if (!isSettled(o.status) || o.status === 'refunded' || back <= 0 || !isCash(o.payChannel))
    return `${moneyEffectLine('免除调度费', fee, '不退款（该订单没有可退的支付金额）')}。确定通过吗？`;
  const verb = o.status === 'partially_refunded' ? '退款最多' : '退款';
  return `${moneyEffectLine(verb, back, REFUND_DESTINATION[o.payChannel])}（免除调度费 ${money(fee)}）。确定通过吗？`;
}

/** /carReturn-approve (returnCarApp): appeals against the dispatch fee of a ride ended outside a parking area. */
export default function ReturnCarPage() {
  return (
    <ReviewScreen<ReturnCar>
      kind="return-car"
      code={[REVIEW_WRITES.returnCarApprove, REVIEW_WRITES.returnCarReject]}
      title="还车审核"
      keywordPlaceholder="订单号 / 车辆编号 / 手机号 / 申请编号"
      approveText="通过还车审核（免除调度费）"
      approveContent={approveEffect}
      columns={[
        {
          key: 'orderId',
          title: '订单号',
          width: 150,
          render: (_: unknown, r: ReturnCar) => <Link to={orderPath(r.orderId)}>{r.orderId}</Link>,
          csv: (r) => r.orderId,
        },
        { key: 'vehicleNo', title: '车辆编号', dataIndex: 'vehicleNo', width: 100 },
        {
          key: 'endAt',
          title: '还车时间',
          sortable: true,
          width: 170,
          render: (_: unknown, r: ReturnCar) => dateTime(r.endAt),
          csv: (r) => dateTime(r.endAt),
        },
        moneyColumn<ReturnCar>('dispatchFee', '申诉调度费', 110, (r) => r.dispatchFee, { sortable: true }),
      ]}
      detail={(r) => (
        <>
          <ReviewFacts
            row={r}
            extra={[
              { key: 'vehicleNo', label: '车辆编号', children: r.vehicleNo },
              { key: 'fee', label: '申诉调度费', children: money(r.dispatchFee) },
              { key: 'endAt', label: '还车时间', children: dateTime(r.endAt) },
              {
                key: 'end',
                label: '还车位置',
                children: (
                  <>
                    {`${r.end[0].toFixed(6)}, ${r.end[1].toFixed(6)}`} <Tag color="orange">系统判定：停车区外</Tag>
                  </>
                ),
              },
              {
                key: 'remark',
                label: '申诉说明',
                span: 2,
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{r.remark}</span>,
              },
            ]}
          />
          <Section title="还车照片">
            <EvidenceImages images={[r.photo]} captions={['用户上传的还车照片']} />
          </Section>
          <Section title="订单与费用">
            <OrderFees r={r} />
          </Section>
        </>
      )}
    />
  );
}
