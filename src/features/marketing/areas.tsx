/** Service-area pickers of the marketing screens (the operator's own areas). */
import { Form, Select, type FormItemProps } from 'antd';
import type { AreaOption } from '@/shared/scope/useServiceAreas';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

const options = (areas: AreaOption[]) => areas.map((a) => ({ value: a.id, label: a.name }));

interface Props extends Omit<FormItemProps, 'children'> {
  areas: AreaOption[];
  multiple?: boolean;
  disabled?: boolean;
}

/** A required service area (or several with `multiple`). */
export function AreaItem({ areas, multiple, disabled, label = '服务区', ...item }: Props) {
  return (
    <Form.Item label={label} rules={[{ required: true, message: COMMON_INPUT_MSG.serviceAreas }]} {...item}>
      <Select
        aria-label={String(label)}
        mode={multiple ? 'multiple' : undefined}
        disabled={disabled}
        placeholder="选择服务区"
        options={options(areas)}
      />
    </Form.Item>
  );
}
