import { Form, type FormInstance } from 'antd';
import { isSmsCode, MSG } from '@/shared/utils/validators';
import SmsCodeInput from './SmsCodeInput';

type ControlProps = Omit<Parameters<typeof SmsCodeInput>[0], 'status'>;

/** The code input as the control of a Form.Item: value, onChange and id from the item, its error state too. */
function CodeControl(props: ControlProps) {
  const { status } = Form.Item.useStatus();
  return <SmsCodeInput {...props} status={status === 'error' ? 'error' : undefined} />;
}

/** The SMS code as a field of an antd Form (the register page): label, rule, and the send button. */
export default function SmsCodeField({ form, phoneField = 'userName' }: { form: FormInstance; phoneField?: string }) {
  return (
    <Form.Item
      label="验证码"
      name="smsCode"
      required
      rules={[
        {
          validator: (_, v: string = '') =>
            isSmsCode(v) ? Promise.resolve() : Promise.reject(new Error(MSG.invalidCode)),
        },
      ]}
    >
      <CodeControl getPhone={() => String(form.getFieldValue(phoneField) ?? '')} />
    </Form.Item>
  );
}
