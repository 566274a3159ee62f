import { Alert, Button, Col, Flex, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { dueOf, OVER_REFUNDABLE, type OrderDetail } from '@contract/orders';
import ModalForm from '@/shared/ui/ModalForm';
import EndRideDialog from './EndRideDialog';
import { money, toFen } from '@/shared/utils/format';
import { fenOfYuan, YuanField, yuanValue } from '@/shared/ui/MoneyField';
import { MONEY_LIMITS, REFUND_DESTINATION, type AmountLimit } from '@contract/money';
import { orderApi } from '../api';
import { RIDER_WRITES } from '@contract/actions';
import NoteItem from '@/shared/ui/NoteItem';
import { MoneyEffect, MoneyEffectLine } from '@/shared/ui/MoneyEffect';
import { NOTE_RULES } from '@contract/validators';

type Open = 'adjust' | 'refund' | null;
/** The fees as typed (yuan text). */
type Fees = { base: string; time: string; dispatchFee: string; discount: string };

const FEES: Array<[keyof Fees, AmountLimit]> = [
  ['base', MONEY_LIMITS.feeBase],
  ['time', MONEY_LIMITS.feeTime],
  ['dispatchFee', MONEY_LIMITS.feeDispatch],
  ['discount', MONEY_LIMITS.feeDiscount],
];

/**
 * End a ride in progress (confirmed), adjust its fee (an unpaid ride: what is due;
 * a paid one: only lower, the difference goes back where it was paid from), refund
 * part or all of what can still be refunded, back to the channel that paid it.
 */
export default function OrderActions({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const a = order.amount;
  const adjustable = order.status === 'unpaid' || order.status === 'paid' || order.status === 'partially_refunded';
  const destination = REFUND_DESTINATION[order.refundChannel];

  // 结束订单's dialog; each opening asks for a fresh quote
  const [ending, setEnding] = useState(false);
  const [attempt, setAttempt] = useState(0);

  return (
    <Flex wrap gap={8}>
      {order.status === 'riding' ? (
        <Access code={RIDER_WRITES.endOrder}>
          <Button
            danger
            onClick={() => {
              setAttempt((n) => n + 1);
              setEnding(true);
            }}
          >
            结束订单
          </Button>
        </Access>
      ) : null}
      {adjustable ? (
        <Access code={RIDER_WRITES.adjustOrderFee}>
          <Button onClick={() => setOpen('adjust')}>调整费用</Button>
        </Access>
      ) : null}
      {order.refundable > 0 ? (
        <Access code={RIDER_WRITES.refund}>
          <Button onClick={() => setOpen('refund')}>退款</Button>
        </Access>
      ) : null}

      {ending && order.status === 'riding' ? (
        <EndRideDialog order={order} attempt={attempt} onClose={() => setEnding(false)} />
      ) : null}

      <ModalForm<Fees & { reason: string }>
        title="调整费用"
        open={open === 'adjust'}
        initialValues={{
          base: yuanValue(a.base),
          time: yuanValue(a.time),
          dispatchFee: yuanValue(a.dispatchFee),
          discount: yuanValue(a.discount),
        }}
        okText="确认调整"
        successMessage="费用已调整"
        onClose={close}
        onSubmit={async (v) => {
          await orderApi.adjust(order.orderId, {
            base: fenOfYuan(v.base),
            time: fenOfYuan(v.time),
            dispatchFee: fenOfYuan(v.dispatchFee),
            discount: fenOfYuan(v.discount),
            reason: v.reason.trim(),
          });
        }}
      >
        {order.status !== 'unpaid' ? (
          <Alert
            type="info"
            showIcon
            title={`已支付的订单只能调低费用，差额${destination}（可退 ${money(order.refundable)}）。`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Row gutter={16}>
          {FEES.map(([name, limit]) => (
            <Col span={12} key={name}>
              <YuanField name={name} limit={limit} />
            </Col>
          ))}
        </Row>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldsValue }) => {
            const v = getFieldsValue(FEES.map(([n]) => n)) as Partial<Fees>;
            const due = dueOf({
              base: toFen(v.base ?? ''),
              time: toFen(v.time ?? ''),
              dispatchFee: toFen(v.dispatchFee ?? ''),
              discount: toFen(v.discount ?? ''),
              paid: 0,
            });
            // a paid ride's lower fee: the difference goes back where it was paid from
            const back = order.status !== 'unpaid' && !Number.isNaN(due) ? order.refundable - due : null;
            return (
              <>
                <Typography.Paragraph>
                  调整前应付 {money(dueOf(a))}，调整后应付{' '}
                  <Typography.Text strong>{Number.isNaN(due) ? '-' : money(due)}</Typography.Text>
                </Typography.Paragraph>
                <MoneyEffectLine fen={back} verb="退还差额" destination={destination} />
              </>
            );
          }}
        </Form.Item>
        <NoteItem
          name="reason"
          rule={NOTE_RULES.orderAdjustReason}
          placeholder="例如：定位漂移，停车点内还车，免收调度费"
        />
      </ModalForm>

      <ModalForm<{ amount: string; reason: string }>
        title="订单退款"
        open={open === 'refund'}
        initialValues={{ amount: yuanValue(order.refundable) }}
        okText="确认退款"
        okDanger
        successMessage={`退款成功，${destination}`}
        onClose={close}
        onSubmit={async (v) => {
          await orderApi.refund(order, fenOfYuan(v.amount), v.reason.trim());
        }}
      >
        <Alert
          type="warning"
          showIcon
          title={`退款将${destination}；实付 ${money(a.paid)}，已退 ${money(order.refunded)}，可退 ${money(order.refundable)}。`}
          style={{ marginBottom: 16 }}
        />
        <YuanField
          name="amount"
          limit={MONEY_LIMITS.refund}
          bound={{ max: order.refundable, message: OVER_REFUNDABLE }}
        />
        <MoneyEffect verb="退款" destination={destination} />
        <NoteItem name="reason" rule={NOTE_RULES.refundReason} />
      </ModalForm>
    </Flex>
  );
}
