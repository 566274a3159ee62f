/**
 * Amount fields of the console's forms: yuan typed as text (at most two decimals), checked
 * against the contract's limits with the message the server gives, and turned into integer fen
 * exactly (whole counts: CountField.tsx). The input never clamps or rounds what was typed (a number input
 * would turn −5 into 0 and 0.001 into 0.00 on blur): what is out of range stays as typed,
 * with the field's message under it, and the form is not sent.
 */
import { Form, Input, type FormItemProps, type InputProps } from 'antd';
import type { Rule } from 'antd/es/form';
import { parseYuan, withinLimit, yuanText, type AmountLimit } from '@contract/money';

export interface UpperBound {
  /** fen (a money field) or units (a count) */
  max: number;
  message: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Rules of a yuan field: required (unless told), a valid amount within `limit`, and below `bound` when given. */
export function yuanRules(limit: AmountLimit, o: { required?: boolean; bound?: UpperBound } = {}): Rule[] {
  return [
    ...(o.required === false ? [] : [{ required: true, message: `请输入${limit.label}` }]),
    {
      validator: (_: unknown, v: unknown) => {
        if (blank(v)) return Promise.resolve();
        const fen = parseYuan(v);
        if (fen === null || !withinLimit(fen, limit)) return Promise.reject(new Error(limit.message));
        if (o.bound && fen > o.bound.max) return Promise.reject(new Error(o.bound.message));
        return Promise.resolve();
      },
    },
  ];
}

/** Yuan typed in a form → fen for the request (the form's rules have passed). */
export function fenOfYuan(v: unknown): number {
  const fen = parseYuan(v);
  if (fen === null) throw new Error(`not an amount of yuan: ${String(v)}`);
  return fen;
}

/** fen → the text a yuan field starts with ("12.50"). */
export const yuanValue = (fen: number): string => yuanText(fen);

/** A text input for yuan (decimal keypad on phones). */
export function YuanInput(props: InputProps) {
  return <Input prefix="¥" inputMode="decimal" autoComplete="off" {...props} />;
}

interface FieldProps extends Omit<FormItemProps, 'children' | 'label' | 'rules'> {
  limit: AmountLimit;
  label?: string;
  required?: boolean;
  bound?: UpperBound;
  /** more rules after the amount's own (e.g. against another field) */
  rules?: FormItemProps['rules'];
  /** the input's accessible name (defaults to the label) */
  aria?: string;
}

/** A yuan field with the limit's rules. */
export function YuanField({ limit, label = limit.label, required, bound, rules = [], aria, ...item }: FieldProps) {
  return (
    <Form.Item label={label} rules={[...yuanRules(limit, { required, bound }), ...rules]} {...item}>
      <YuanInput aria-label={aria ?? label} suffix="元" />
    </Form.Item>
  );
}
