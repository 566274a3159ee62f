/** Sign-in input rules of the validation rules and messages (the phone pattern is the contract's). */
import { PHONE_FORMAT_MESSAGE, PHONE_PATTERN } from '@contract/validators';

export { PHONE_PATTERN };

export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
/** Send-code precondition: non-empty and exactly 11 characters. */
export const canSendCode = (v: string): boolean => v.length === 11;
export const isSmsCode = (v: string): boolean => v.length === 6;
export const isDigits = (v: string): boolean => /^\d*$/.test(v);

export const MSG = {
  invalidPhone: '无效手机号',
  badPhoneFormat: PHONE_FORMAT_MESSAGE,
  invalidCode: '无效验证码',
  digitsOnly: '请输入数字',
} as const;
