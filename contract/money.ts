/**
 * Money limits: one definition of every amount the console may send and the backend accepts,
 * with the message both sides show. Money is integer fen on the wire and in the records;
 * people type yuan with at most two decimals. Anything else is refused with the field's
 * message, never clamped, rounded or read generously ("0x10", "1e3", " 1", 0.015 are refused).
 */

/** A field's range, inclusive, in fen (money) or units (counts), and what is said when outside it. */
export interface AmountLimit {
  label: string;
  min: number;
  max: number;
  message: string;
  /** 0 is refused even when inside [min, max] (e.g. a balance adjustment) */
  nonZero?: boolean;
}

/** `1234` fen → `12.34`, `1000` → `10`: yuan as a person reads it in a message (exact, no float). */
export function yuanLabel(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const int = Math.floor(abs / 100);
  const dec = abs % 100;
  return `${sign}${int}${dec ? `.${String(dec).padStart(2, '0').replace(/0$/, '')}` : ''}`;
}

/** `1234` fen → `"12.34"`: the text a form's yuan field starts with (exact, two decimals). */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const fen = (label: string, min: number, max: number, extra: Partial<AmountLimit> = {}): AmountLimit => ({
  label,
  min,
  max,
  message: `${label}须在 ${yuanLabel(min)}～${yuanLabel(max)} 元之间`,
  ...extra,
});
const count = (label: string, min: number, max: number, unit: string): AmountLimit => ({
  label,
  min,
  max,
  message: `${label}须为 ${min}～${max} ${unit}`,
});

/** Every money field, in fen. */
export const MONEY_LIMITS = {
  // 计费配置
  startPrice: fen('起步价', 0, 10000),
  unitPrice: fen('续费单价', 0, 10000),
  dailyCap: fen('每日封顶', 0, 100000),
  dispatchFee: fen('调度费', 0, 100000),
  outOfAreaFee: fen('超区费', 0, 100000),
  // coupons
  couponValue: fen('优惠金额', 1, 10000),
  couponThreshold: fen('使用门槛', 0, 100000),
  // recharge activities
  rechargePay: fen('充值金额', 1, 500000),
  rechargeGift: fen('赠送金额', 0, 500000),
  // rewards of activities, tasks and invitations
  reward: fen('奖励金额', 1, 10000),
  // mall and membership cards
  cardPrice: fen('售价', 1, 100000),
  // a repair's parts
  partCost: fen('配件单价', 1, 10_000_000),
  // a custom task's spend condition
  conditionSpend: fen('骑行消费', 1, 10_000_000),
  // a rider's money
  refund: fen('退款金额', 1, 1_000_000),
  balanceAdjust: {
    ...fen('调整金额', -1_000_000, 1_000_000),
    message: '调整金额须在 -10000～10000 元之间且不为 0',
    nonZero: true,
  },
  /** the console's form: the size of an adjustment, its direction chosen apart */
  balanceAdjustSize: fen('调整金额', 1, 1_000_000),
  // a ride's fee adjustment
  feeBase: fen('起步费', 0, 100000),
  feeTime: fen('时长费', 0, 100000),
  feeDispatch: fen('调度费', 0, 100000),
  feeDiscount: fen('优惠', 0, 100000),
} as const satisfies Record<string, AmountLimit>;

/** Whole-number fields (days, minutes, pieces), and the discount in tenths of 折 (8.5 折 is 85). */
export const COUNT_LIMITS = {
  validDays: count('有效天数', 1, 365, '天'),
  cardDays: count('天数', 1, 366, '天'),
  stock: count('发放总量', 1, 1_000_000, '张'),
  // 计费配置
  startMinutes: count('起步时长', 1, 240, '分钟'),
  unitMinutes: count('续费时长', 1, 240, '分钟'),
  // coupons
  freeMinutes: count('免费时长', 1, 240, '分钟'),
  /** typed as 折 with at most one decimal (DECIMALS_OF), held in tenths */
  discount: { label: '折扣', min: 10, max: 99, message: '折扣须在 1～9.9 折之间' },
  // custom tasks' conditions
  conditionDays: count('统计周期', 1, 90, '天'),
  conditionRides: count('骑行次数', 1, 1000, '次'),
  /** metres, typed as km with at most three decimals */
  conditionDistance: { label: '骑行里程', min: 100, max: 10_000_000, message: '骑行里程须为 0.1～10000 公里' },
  // a repair's parts
  partQty: count('数量', 1, 99, '件'),
  // a parking station's fence
  parkingCapacity: count('停车容量', 1, 9999, '辆'),
} as const satisfies Record<string, AmountLimit>;

/** How many decimals a count field is typed with when not whole: its value is held in units of 10^-decimals. */
export const DECIMALS_OF: Partial<Record<keyof typeof COUNT_LIMITS, number>> = { discount: 1, conditionDistance: 3 };

export type MoneyField = keyof typeof MONEY_LIMITS;

const YUAN = /^-?\d{1,10}(\.\d{1,2})?$/;
const FEN = /^-?\d{1,13}$/;
const COUNT = /^\d{1,9}$/;

/**
 * Yuan as typed (`"12"`, `"12.5"`, `"12.50"`, or the number 12.5) → integer fen; null for
 * anything else: hex, exponents, blanks or spaces, more than two decimals, NaN, Infinity.
 * Exact: the digits are read, never multiplied and rounded.
 */
export function parseYuan(v: unknown): number | null {
  const s = decimalText(v);
  if (s === null || !YUAN.test(s)) return null;
  const negative = s.startsWith('-');
  const [int, dec = ''] = (negative ? s.slice(1) : s).split('.');
  const out = Number(int) * 100 + Number(dec.padEnd(2, '0'));
  return negative ? -out : out;
}

/** A typed or sent decimal as its text: a finite number's digits or the string itself; null otherwise. */
function decimalText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  return typeof v === 'string' ? v : null;
}

/** Fen as sent on the wire: an integer number or its decimal digits; null for anything else. */
export function parseFen(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && FEN.test(v)) return Number(v);
  return null;
}

/** A whole count (days, pieces) as a number or its digits; null for anything else. */
export function parseCount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : null;
  if (typeof v === 'string' && COUNT.test(v)) return Number(v);
  return null;
}

/**
 * A non-negative decimal as typed with at most `decimals` decimals (`"8.5"` with 1 → 85) → integer
 * units of 10^-decimals; null for anything else (more decimals, signs, exponents, hex, blanks).
 * Exact: the digits are read, never multiplied and rounded.
 */
export function parseScaled(v: unknown, decimals: number): number | null {
  const s = decimalText(v);
  if (s === null) return null;
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(s);
  if (!m || (m[2] ?? '').length > decimals) return null;
  return Number(m[1]) * 10 ** decimals + Number((m[2] ?? '').padEnd(decimals, '0') || '0');
}

/** The field's message when `v` (typed, with at most `decimals` decimals) is not within `limit` (in units of 10^-decimals), else undefined. */
export function scaledProblem(v: unknown, decimals: number, limit: AmountLimit): string | undefined {
  const n = parseScaled(v, decimals);
  return n === null || !withinLimit(n, limit) ? limit.message : undefined;
}

export const withinLimit = (n: number, limit: AmountLimit): boolean =>
  n >= limit.min && n <= limit.max && !(limit.nonZero && n === 0);

/** The field's message when `v` (fen on the wire) is not an amount within `limit`, else undefined. */
export function fenProblem(v: unknown, limit: AmountLimit): string | undefined {
  const n = parseFen(v);
  return n === null || !withinLimit(n, limit) ? limit.message : undefined;
}

/** The field's message when `v` (yuan as typed) is not an amount within `limit`, else undefined. */
export function yuanProblem(v: unknown, limit: AmountLimit): string | undefined {
  const n = parseYuan(v);
  return n === null || !withinLimit(n, limit) ? limit.message : undefined;
}

/** The field's message when `v` is not a whole count within `limit`, else undefined. */
export function countProblem(v: unknown, limit: AmountLimit): string | undefined {
  const n = parseCount(v);
  return n === null || !withinLimit(n, limit) ? limit.message : undefined;
}

/** Where a refund of a ride goes, by the channel that paid it. */
export const REFUND_DESTINATION: Record<'wallet' | 'wechat' | 'alipay', string> = {
  wallet: '退回钱包',
  wechat: '原路退回微信',
  alipay: '原路退回支付宝',
};
