import { Alert, App, Button, Col, Flex, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { dueOf, type OrderDetail } from '@contract/orders';
import ModalForm from '@/shared/ui/ModalForm';
import { confirmAction } from '@/shared/ui/confirm';
import { money, toFen } from '@/shared/utils/format';
import { orderApi } from '../api';
import { USER_WRITES } from '@contract/actions';

type Open = 'adjust' | 'refund' | null;
type Fees = { base: number; time: number; dispatchFee: number; discount: number };

const FEES: Array<[keyof Fees, string]> = [
  ['base', '起步费'],
  ['time', '时长费'],
  ['dispatchFee', '调度费'],
  ['discount', '优惠'],
];

const yuan = (fen: number) => fen / 100;

/**
 * End a ride in progress (confirmed), adjust its fee (an unpaid ride: what is due;
 * a paid one: only lower, the difference goes back to the wallet), refund it.
 */
export default function OrderActions({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const feedback = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const a = order.amount;
  const adjustable = order.status === 'unpaid' || order.status === 'paid';

  const end = () =>
    confirmAction(feedback, {
      title: '结束订单',
      content: `确定结束订单 ${order.orderId} 吗？车辆 ${order.vehicleNo} 将被锁车，并按当前时长计费。`,
      okText: '结束订单',
      danger: true,
      run: () => orderApi.end(order.orderId),
      done: '订单已结束',
      after: onDone,
    });

  return (
    <Flex wrap gap={8}>
      {order.status === 'riding' ? (
        <Access code={USER_WRITES.endOrder}>
          <Button danger onClick={end}>
            结束订单
          </Button>
        </Access>
      ) : null}
      {adjustable ? (
        <Access code={USER_WRITES.adjustOrderFee}>
          <Button onClick={() => setOpen('adjust')}>调整费用</Button>
        </Access>
      ) : null}
      {order.refundable > 0 ? (
        <Access code={USER_WRITES.refund}>
          <Button onClick={() => setOpen('refund')}>退款</Button>
        </Access>
      ) : null}

      <ModalForm<Fees & { reason: string }>
        title="调整费用"
        open={open === 'adjust'}
        initialValues={{ base: yuan(a.base), time: yuan(a.time), dispatchFee: yuan(a.dispatchFee), discount: yuan(a.discount) }}
        okText="确认调整"
        successMessage="费用已调整"
        onClose={close}
        onSubmit={async (v) => {
          await orderApi.adjust(order.orderId, {
            base: toFen(v.base),
            time: toFen(v.time),
            dispatchFee: toFen(v.dispatchFee),
            discount: toFen(v.discount),
            reason: v.reason.trim(),
          });
          onDone();
        }}
      >
        {order.status === 'paid' ? (
          <Alert type="info" showIcon title={`已支付的订单只能调低费用，差额退回用户钱包（可退 ${money(order.refundable)}）。`} style={{ marginBottom: 16 }} />
        ) : null}
        <Row gutter={16}>
          {FEES.map(([name, label]) => (
            <Col span={12} key={name}>
              <Form.Item name={name} label={label} rules={[{ required: true, message: `请输入${label}` }, { type: 'number', min: 0, message: `${label}不能为负数` }]}>
                <InputNumber<number> prefix="¥" precision={2} min={0} style={{ width: '100%' }} aria-label={label} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldsValue }) => {
            const v = getFieldsValue(FEES.map(([n]) => n)) as Partial<Fees>;
            const due = dueOf({ base: toFen(v.base ?? 0), time: toFen(v.time ?? 0), dispatchFee: toFen(v.dispatchFee ?? 0), discount: toFen(v.discount ?? 0), paid: 0 });
            return (
              <Typography.Paragraph>
                调整前应付 {money(dueOf(a))}，调整后应付 <Typography.Text strong>{Number.isNaN(due) ? '-' : money(due)}</Typography.Text>
              </Typography.Paragraph>
            );
          }}
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount aria-label="调整原因" placeholder="例如：定位漂移，停车点内还车，免收调度费" />
        </Form.Item>
      </ModalForm>

      <ModalForm<{ amount: number; reason: string }>
        title="订单退款"
        open={open === 'refund'}
        initialValues={{ amount: yuan(order.refundable) }}
        okText="确认退款"
        okDanger
        successMessage="退款成功"
        onClose={close}
        onSubmit={async (v) => {
          await orderApi.refund(order, toFen(v.amount), v.reason.trim());
          onDone();
        }}
      >
        <Alert type="warning" showIcon title={`退款将退回用户钱包余额；实付 ${money(a.paid)}，已退 ${money(order.refunded)}。`} style={{ marginBottom: 16 }} />
        <Form.Item
          name="amount"
          label="退款金额"
          rules={[
            { required: true, message: '请输入退款金额' },
            { type: 'number', min: 0.01, message: '退款金额须大于 0' },
          ]}
        >
          <InputNumber<number> prefix="¥" precision={2} style={{ width: '100%' }} aria-label="退款金额" />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount aria-label="退款原因" />
        </Form.Item>
      </ModalForm>
    </Flex>
  );
}
