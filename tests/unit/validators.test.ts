/** Sign-in input rules (validation rules and messages). */
import { describe, expect, it } from 'vitest';
import { canSendCode, isDigits, isPhone, isSmsCode, MSG, PHONE_PATTERN } from '@/shared/utils/validators';

describe('phone pattern', () => {
  it.each(['13800000000', '19912345678', '15000000000', '17612345678'])('accepts %s', (p) => {
    expect(isPhone(p)).toBe(true);
    expect(PHONE_PATTERN.test(p)).toBe(true);
  });

  it.each([
    ['12345678901', 'second digit 2'],
    ['10000000000', 'second digit 0'],
    ['23800000000', 'does not start with 1'],
    ['1380000000', '10 digits'],
    ['138000000001', '12 digits'],
    ['1380000000a', 'a letter'],
    ['abcdefghijk', 'letters'],
    [' 13800000000', 'leading space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (p) => {
    expect(isPhone(p)).toBe(false);
  });
});

describe('canSendCode', () => {
  it('needs exactly 11 characters', () => {
    expect(canSendCode('13800000000')).toBe(true);
    expect(canSendCode('')).toBe(false);
    expect(canSendCode('1380000000')).toBe(false);
    expect(canSendCode('138000000001')).toBe(false);
  });

  it('checks only the length, not the format (the format has its own message)', () => {
    expect(canSendCode('12345678901')).toBe(true);
    expect(isPhone('12345678901')).toBe(false);
  });
});

describe('isSmsCode', () => {
  it('needs exactly 6 characters', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(isSmsCode('12345')).toBe(false);
    expect(isSmsCode('1234567')).toBe(false);
    expect(isSmsCode('')).toBe(false);
  });
});

describe('isDigits', () => {
  it('accepts only digits (or nothing yet)', () => {
    expect(isDigits('0123456789')).toBe(true);
    expect(isDigits('')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isDigits('12 3')).toBe(false);
    expect(isDigits('-1')).toBe(false);
    expect(isDigits('１２')).toBe(false);
  });
});

describe('messages', () => {
  it('are the texts of the validation rules and messages', () => {
    expect(MSG).toEqual({
      invalidPhone: '无效手机号',
      badPhoneFormat: '手机号码格式不正确',
      invalidCode: '无效验证码',
      digitsOnly: '请输入数字',
    });
  });
});
