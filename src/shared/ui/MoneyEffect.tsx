import { Alert, Form } from 'antd';
import { parseYuan } from '@contract/money';
import { money } from '@/shared/utils/format';

/**
 * What a money action does: how much, and where it goes (退款 ¥1.50，原路退回微信). Every dialog
 * and confirmation that moves money says it in these words: the rider's 余额调整, 退款 (balance,
 * deposit, order) and 赠送骑行卡, 订单详情's 退款 and 调整费用, 还车审核's 通过, 优惠券's 发放 and a
 * complaint's compensation coupon.
 */
export const moneyEffect = (verb: string, fen: number, destination: string): string =>
  `${verb} ${money(fen)}，${destination}`;

/** The sentence a confirmation shows: 确认后将退款 ¥1.50，原路退回微信. */
export const moneyEffectLine = (verb: string, fen: number, destination: string): string =>
  `确认后将${moneyEffect(verb, fen, destination)}`;

interface Effect {
  verb: string;
  destination: string;
}

/** The confirmation line of a dialog for an amount known beforehand (nothing for none). */
export function MoneyEffectLine({ fen, verb, destination }: Effect & { fen: number | null }) {
  if (fen === null || !Number.isFinite(fen) || fen <= 0) return null;
  return <Alert type="warning" showIcon title={moneyEffectLine(verb, fen, destination)} style={{ marginBottom: 16 }} />;
}

/**
 * The confirmation line of a dialog that moves money, following the yuan field `name` as it is
 * typed: 确认后将退款 ¥1.50，原路退回充值渠道 (nothing while the amount is not a valid one).
 */
export function MoneyEffect({ name = 'amount', verb, destination }: Effect & { name?: string }) {
  const form = Form.useFormInstance();
  const typed = Form.useWatch(name, form) as unknown;
  return <MoneyEffectLine fen={parseYuan(typed)} verb={verb} destination={destination} />;
}

/**
 * The line of a dialog that gives coupons: a 满减券 is money the platform gives, said as such
 * (确认后将向每位用户发放 2 张满减券，价值 ¥10.00，…); other coupons have no amount (nothing).
 */
export function CouponEffect({
  coupon,
  count,
  to,
}: {
  coupon: { kind: string; value: number } | undefined;
  count: number;
  /** 每位用户, 该用户 */
  to: string;
}) {
  if (coupon?.kind !== 'amount' || !Number.isInteger(count) || count <= 0) return null;
  return (
    <MoneyEffectLine
      fen={coupon.value * count}
      verb={`向${to}发放 ${count} 张满减券，价值`}
      destination="计入用户的优惠券，骑行时抵扣，由平台承担"
    />
  );
}
