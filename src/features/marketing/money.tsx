/** Money fields of the marketing forms: typed in yuan (text, at most two decimals), sent and stored as integer fen. */
import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { COUNT_LIMITS, type AmountLimit } from '@contract/money';
import { toFen } from '@/shared/utils/format';
import { yuanRules, YuanInput, yuanValue } from '@/shared/ui/MoneyField';
import { CountField } from '@/shared/ui/CountField';

/** fen → the yuan text a form shows ("12.50") */
export const toYuan = (fen: number): string => yuanValue(fen);

/** The same record with `keys` turned from yuan (form) into fen (API; NaN when not an amount), or back. */
export function fenOf<T extends object, K extends keyof T>(values: T, keys: readonly K[]): T {
  const out = { ...values };
  for (const k of keys) out[k] = toFen(values[k] as string) as T[K];
  return out;
}
export function yuanOf<T extends object, K extends keyof T>(values: T, keys: readonly K[]): T {
  const out = { ...values };
  for (const k of keys) out[k] = toYuan(values[k] as number) as T[K];
  return out;
}

interface Props extends Omit<FormItemProps, 'children' | 'label'> {
  label: string;
  /** the field's limits (else 0 or 0.01 up to `max` yuan) */
  limit?: AmountLimit;
  /** the most that may be typed, in yuan */
  max?: number;
  /** may be 0 (free) */
  zero?: boolean;
  /** the input's accessible name when several share a label (defaults to the label) */
  aria?: string;
}

/** A required yuan amount with at most two decimals, refused (never clamped) outside its limits. */
export function YuanItem({ label, limit, max = 1000, zero = true, aria, rules = [], ...item }: Props) {
  const l = limit ?? {
    label,
    min: zero ? 0 : 1,
    max: max * 100,
    message: `${label}须在 ${zero ? 0 : 0.01}～${max} 元之间`,
  };
  return (
    <Form.Item label={label} rules={[...yuanRules({ ...l, label }), ...rules]} {...item}>
      <YuanInput aria-label={aria ?? label} suffix="元" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** A required whole number of minutes within `limit` (起步时长, 续费时长, 免费时长), refused (never rounded) otherwise. */
export function MinutesItem({
  limit,
  ...item
}: Omit<FormItemProps, 'children' | 'label' | 'rules'> & { limit: AmountLimit }) {
  return <CountField limit={limit} unit="分钟" {...item} />;
}

/** A required discount in 折 with at most one decimal, 1 to 9.9 (held as typed; tenths on the wire: countOf(v, 1)). */
export function DiscountItem(item: Omit<FormItemProps, 'children' | 'label' | 'rules'>) {
  return <CountField limit={COUNT_LIMITS.discount} decimals={1} unit="折" {...item} />;
}

/** Two fields side by side (e.g. a price and its minutes). */
export function Pair({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>{children}</div>;
}
