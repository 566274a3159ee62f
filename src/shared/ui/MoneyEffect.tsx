import { Alert, Form } from 'antd';
import { parseYuan } from '@contract/money';
import { money } from '@/shared/utils/format';

/**
 * What a money action does: how much, and where it goes (退款 ¥1.50，原路退回充值渠道). The
 * rider's 余额调整 and 退款 say it so; 还车审核 still words its own, and the deposit refund
 * and 订单详情's refund do not yet follow the amount as it is typed.
 */
const moneyEffect = (verb: string, fen: number, destination: string): string => `${verb} ${money(fen)}，${destination}`;

/**
 * The confirmation line of a dialog that moves money, following the yuan field `name` as it is
 * typed: 确认后将退款 ¥1.50，原路退回充值渠道 (nothing while the amount is not a valid one).
 */
export function MoneyEffect({
  name = 'amount',
  verb,
  destination,
}: {
  name?: string;
  verb: string;
  destination: string;
}) {
  const form = Form.useFormInstance();
  const typed = Form.useWatch(name, form) as unknown;
  const fen = parseYuan(typed);
  if (fen === null || fen <= 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`确认后将${moneyEffect(verb, fen, destination)}`}
      style={{ marginBottom: 16 }}
    />
  );
}
