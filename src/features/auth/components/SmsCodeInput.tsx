import { ApiError } from '@/shared/http/errors';
import { useRef, type ChangeEvent } from 'react';
import { toast } from '@/shared/http/notify';
import LeanButton from '@/shared/ui/LeanButton';
import { canSendCode, isDigits, MSG } from '@/shared/utils/validators';
import { authApi } from '../api';
import { useCountdown } from '../useCountdown';
import TextInput from './TextInput';

export const CODE_COOLDOWN_S = 60;

interface Props {
  /** the phone number to send the code to, read when the button is clicked */
  getPhone: () => string;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  status?: 'error';
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * The 6-digit code input with its send button (60 s cooldown that ignores clicks).
 * Non-digits are refused with 请输入数字 and clear the field (validation rules and messages). A controlled
 * input (`value`/`onChange`), so it works alone and as the child of an antd Form.Item.
 */
export default function SmsCodeInput({
  getPhone,
  value,
  onChange,
  id,
  status,
  disabled,
  'aria-describedby': describedBy,
}: Props) {
  const { left, running, start } = useCountdown(CODE_COOLDOWN_S);
  const sending = useRef(false);

  const send = async () => {
    if (running || sending.current) return;
    const phone = getPhone();
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
      // the real reason: the server's own error (短信发送次数超量 only when it says so),
      // the network's message when there was no answer, the status of a server failure
      toast('error', e instanceof ApiError ? e.message : '短信发送失败');
    } finally {
      sending.current = false;
    }
  };

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const v = e.target.value;
    if (isDigits(v)) {
      onChange?.(v);
      return;
    }
    toast('warning', MSG.digitsOnly);
    onChange?.('');
  };

  return (
    <div style={{ display: 'flex', width: '100%' }}>
      <TextInput
        id={id}
        value={value ?? ''}
        onChange={change}
        status={status}
        compactFirst
        disabled={disabled}
        aria-describedby={describedBy}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6位短信验证码"
        aria-label="验证码"
      />
      <LeanButton
        size="large"
        compactLast
        onClick={send}
        disabled={disabled}
        aria-disabled={running}
        style={{ minWidth: 118 }}
      >
        {running ? `${left}秒后重新获取` : '获取验证码'}
      </LeanButton>
    </div>
  );
}
