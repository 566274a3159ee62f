import { Alert, Form } from 'antd';
import { parseYuan } from '@contract/money';
import { money } from '@/shared/utils/format';

/**
 * What a money action does, in the words every confirmation uses: how much, and where it goes
 * (退款 ¥1.50，原路退回充值渠道). One wording for refunds, balance adjustments, deposit refunds
 * and appeals, so no dialog says it its own way.
 */
export const moneyEffect = (verb: string, fen: number, destination: string): string =>
  `${verb} ${money(fen)}，${destination}`;

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
