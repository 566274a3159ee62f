/**
 * Whole-number fields of the console's forms (days, minutes, pieces, a sort order), and the few
 * typed with a fixed number of decimals (a discount in 折, a distance in km): typed as text,
 * checked against the contract's limits with the message the server gives, never clamped or
 * rounded (a number input would turn 7.5 into 8 and −1 into its minimum on blur). What is not
 * such a number stays as typed, with the field's message under it, and the form is not sent; a
 * valid one is held as the number it reads, which is what the request sends.
 */
import { Form, Input, type FormItemProps, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { parseScaled, withinLimit, type AmountLimit } from '@contract/money';

/** A bound on the count besides its limit (e.g. not below what was already issued). */
export interface CountBound {
  max: number;
  message: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Rules of a count field: required (unless told), a number with at most `decimals` decimals
 * whose units (10^-decimals) lie within `limit`, and not below `min` when given.
 */
export function countRules(
  limit: AmountLimit,
  o: { min?: CountBound; decimals?: number; required?: boolean } = {},
): Rule[] {
  const decimals = o.decimals ?? 0;
  return [
    ...(o.required === false ? [] : [{ required: true, message: `请输入${limit.label}` }]),
    {
      validator: (_: unknown, v: unknown) => {
        if (blank(v)) return Promise.resolve();
        const n = parseScaled(v, decimals);
        if (n === null || !withinLimit(n, limit)) return Promise.reject(new Error(limit.message));
        if (o.min && n < o.min.max) return Promise.reject(new Error(o.min.message));
        return Promise.resolve();
      },
    },
  ];
}

/** A count typed in a form → its units for the request (`decimals` 1: "8.5" → 85; the form's rules have passed). */
export function countOf(v: unknown, decimals = 0): number {
  const n = parseScaled(v, decimals);
  if (n === null) throw new Error(`not a count with at most ${decimals} decimals: ${String(v)}`);
  return n;
}

/** What the form holds of typed text: the number it reads when it is one, else the text as typed (the rules refuse it). */
export const heldCount =
  (decimals = 0) =>
  (v: unknown): unknown => {
    const n = parseScaled(v, decimals);
    return n === null ? v : n / 10 ** decimals;
  };

/** A text input for counts (numeric keypad on phones). */
export function CountInput(props: InputProps) {
  return <Input inputMode={props.inputMode ?? 'numeric'} autoComplete="off" {...props} />;
}

interface CountFieldProps extends Omit<FormItemProps, 'children' | 'label'> {
  limit: AmountLimit;
  /** the field's label (the limit's by default); null: none shown (a field inside a sentence) */
  label?: string | null;
  /** 天, 分钟, 件 … */
  unit?: string;
  /** digits after the point that may be typed (the limit is in units of 10^-decimals) */
  decimals?: number;
  required?: boolean;
  bound?: CountBound;
  /** the input's accessible name (defaults to the label) */
  aria?: string;
  placeholder?: string;
  width?: number | string;
}

/** A count field with the limit's rules; `rules` add to them (e.g. against another field). */
export function CountField({
  limit,
  label = limit.label,
  unit,
  decimals = 0,
  required,
  bound,
  aria,
  placeholder,
  width = '100%',
  rules = [],
  ...item
}: CountFieldProps) {
  return (
    <Form.Item
      label={label ?? undefined}
      rules={[...countRules(limit, { min: bound, decimals, required }), ...rules]}
      normalize={heldCount(decimals)}
      {...item}
    >
      <CountInput
        aria-label={aria ?? label ?? limit.label}
        inputMode={decimals ? 'decimal' : 'numeric'}
        suffix={unit || undefined}
        placeholder={placeholder}
        style={{ width }}
      />
    </Form.Item>
  );
}
