import { Form, Input, type FormItemProps } from 'antd';
import type { TextLimit } from '@contract/validators';

export interface TextItemProps extends Omit<FormItemProps, 'children' | 'rules' | 'label'> {
  label: string;
  /** the longest text, with its message (the backend's, where it checks the same) */
  limit: TextLimit;
  /** what 请输入… asks for, when it is not the label (卡名称: 请输入会员卡名称) */
  noun?: string;
  /** may be left empty */
  optional?: boolean;
  /** what an empty field is answered with, when not 请输入{noun} */
  missing?: string;
  /** a text area of this many rows, with its count, instead of one line */
  rows?: number;
  placeholder?: string;
}

/**
 * A text field of a form (page building blocks): required unless `optional` (请输入{noun}, a
 * blank text counts as empty), at most `limit.max` characters (refused with the limit's
 * message, and the input stops there), labelled for assistive technology by its label.
 */
export default function TextItem({
  label,
  limit,
  noun = label,
  optional,
  missing = `请输入${noun}`,
  rows,
  placeholder,
  ...item
}: TextItemProps) {
  const required = optional ? [] : [{ required: true, whitespace: true, message: missing }];
  return (
    <Form.Item label={label} rules={[...required, limit]} {...item}>
      {rows ? (
        <Input.TextArea aria-label={label} rows={rows} maxLength={limit.max} showCount placeholder={placeholder} />
      ) : (
        <Input aria-label={label} maxLength={limit.max} placeholder={placeholder} />
      )}
    </Form.Item>
  );
}
