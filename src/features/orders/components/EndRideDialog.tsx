import { Alert, Modal, Spin, Typography } from 'antd';
import { DISCOUNT_SOURCE, END_FEE_DESTINATION, type OrderDetail, type RideEndQuote } from '@contract/orders';
import { useConfirmedRun } from '@/shared/ui/useConfirmedRun';
import { useServerQuery } from '@/shared/query/useServerQuery';
import LoadFailed from '@/shared/ui/LoadFailed';
import { moneyEffectLine } from '@/shared/ui/MoneyEffect';
import { duration, money } from '@/shared/utils/format';
import { orderApi } from '../api';
import { orderKeys } from '../keys';

/** 确认后将结算 ¥3.50，由用户通过微信支付（优惠券抵扣 ¥1.00）: the fee the end books, and who pays it how. */
export const endFeeLine = (q: RideEndQuote): string =>
  moneyEffectLine(
    '结算',
    q.due,
    `${END_FEE_DESTINATION[q.channel]}${q.discount > 0 && q.discountSource ? `（${DISCOUNT_SOURCE[q.discountSource]}抵扣 ${money(q.discount)}）` : ''}`,
  );

/**
 * 结束订单's confirmation: the backend quotes the fee as the end would book it now (the same
 * pricing), the dialog says it, and only then may the ride be ended. A quote that fails says
 * why, with 重试. `attempt` tells one opening from the next: each asks for a fresh quote.
 */
export default function EndRideDialog({
  order,
  attempt,
  onClose,
}: {
  order: Pick<OrderDetail, 'orderId' | 'vehicleNo'>;
  attempt: number;
  onClose: () => void;
}) {
  const quote = useServerQuery({
    key: [...orderKeys.endQuote, order.orderId, attempt],
    fetch: (signal) => orderApi.endQuote(order.orderId, signal),
    silent: true,
  });
  const q = quote.previous ? undefined : quote.data;
  const end = useConfirmedRun({ run: () => orderApi.end(order.orderId), done: '订单已结束', after: onClose });
  return (
    <Modal
      open
      title="结束订单"
      okText="结束订单"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: !q }}
      confirmLoading={end.busy}
      onOk={end.confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        确定结束订单 {order.orderId} 吗？车辆 {order.vehicleNo} 将被锁车，并按当前时长计费。
      </Typography.Paragraph>
      {quote.error && !q ? (
        <LoadFailed title="费用计算失败" error={quote.error} refused={quote.refused} onRetry={quote.reload} />
      ) : q ? (
        <Alert
          type="warning"
          showIcon
          title={endFeeLine(q)}
          description={`已骑行 ${duration(q.duration)}：起步价 ${money(q.base)}，时长费 ${money(q.time)}，调度费 ${money(q.dispatchFee)}`}
        />
      ) : (
        <Spin size="small" description="正在计算费用…" />
      )}
    </Modal>
  );
}
