import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useRef } from 'react';
import { toast } from '@/shared/http/notify';
import { canSendCode, isDigits, isSmsCode, MSG } from '@/shared/utils/validators';
import { authApi } from '../api';
import { useCountdown } from '../useCountdown';

export const CODE_COOLDOWN_S = 60;

/** The 6-digit code input with its send button (60 s cooldown), shared by login and register. */
export default function SmsCodeField({ form, phoneField = 'userName' }: { form: FormInstance; phoneField?: string }) {
  const { left, running, start } = useCountdown(CODE_COOLDOWN_S);
  const sending = useRef(false);

  const send = async () => {
    if (running || sending.current) return;
    const phone = String(form.getFieldValue(phoneField) ?? '');
    if (!phone || !canSendCode(phone)) {
      toast('warning', MSG.invalidPhone);
      return;
    }
    sending.current = true;
    try {
      await authApi.requestSmsCode(phone);
      toast('success', '短信发送成功');
      start();
    } catch (e) {
      toast('error', e instanceof Error && e.message ? e.message : '短信发送次数超量');
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="smsCode"
          noStyle
          rules={[{ validator: (_, v: string = '') => (isSmsCode(v) ? Promise.resolve() : Promise.reject(new Error(MSG.invalidCode))) }]}
          getValueFromEvent={(e: React.ChangeEvent<HTMLInputElement>) => {
            const v = e.target.value;
            if (isDigits(v)) return v;
            toast('warning', MSG.digitsOnly);
            return '';
          }}
        >
          <Input size="large" maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder="6位短信验证码" aria-label="验证码" />
        </Form.Item>
        <Button size="large" onClick={send} aria-disabled={running} style={{ minWidth: 118 }}>
          {running ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
