/**
 * The request envelope (bases, headers and envelope): one module seals on the client and opens in
 * the embedded backend, so a round trip with the same key must give the payload back.
 */
import { describe, expect, it } from 'vitest';
import { open, openKeys, randomHex, seal, sealKeys } from '@/shared/utils/envelope';

describe('seal / open', () => {
  const key = 'k-0123456789abcdef';

  it('opens with the same key to the original payload, Chinese text included', () => {
    const payload = {
      mobilePhoneNumber: '13800000000',
      name: '平台管理员',
      list: [1, 2, 3],
      nested: { ok: true, note: '请勿外传' },
    };
    const cipher = seal(payload, key);
    expect(typeof cipher).toBe('string');
    expect(cipher).not.toContain('13800000000');
    expect(cipher).not.toContain('平台管理员');
    expect(open(cipher, key)).toEqual(payload);
  });

  it('seals the same payload differently each time (random salt) but both open', () => {
    const a = seal({ x: 1 }, key);
    const b = seal({ x: 1 }, key);
    expect(a).not.toBe(b);
    expect(open(a, key)).toEqual({ x: 1 });
    expect(open(b, key)).toEqual({ x: 1 });
  });

  it('seals undefined as an empty object', () => {
    expect(open(seal(undefined, key), key)).toEqual({});
  });

  it('throws when opened with a wrong key', () => {
    const cipher = seal({ secret: '秘密', n: 42 }, key);
    for (const wrong of ['another-key', 'k-0123456789abcdeF', '']) {
      expect(() => open(cipher, wrong)).toThrow();
    }
  });

  it('throws on text that is not an envelope', () => {
    expect(() => open('not an envelope', key)).toThrow();
    expect(() => open('', key)).toThrow();
    expect(() => open('U2FsdGVkX1+AAAAAAAAAAA==', key)).toThrow();
  });
});

describe('sealKeys / openKeys', () => {
  it('round-trips the session keys with the random value R', () => {
    const r = randomHex(16);
    const keys = { _t: 'abc.def', _k: 'secret-key' };
    const aesKey = sealKeys(keys, r);
    expect(aesKey).not.toContain('secret-key');
    expect(openKeys(aesKey, r)).toEqual(keys);
  });

  it('throws with a different R', () => {
    const aesKey = sealKeys({ _t: 't', _k: 'k' }, randomHex(16));
    expect(() => openKeys(aesKey, randomHex(16))).toThrow();
  });

  it('throws when the decrypted value is not a pair of keys', () => {
    const r = randomHex(16);
    expect(() => openKeys(seal({ _t: 'only-t' }, r), r)).toThrow(/malformed/);
    expect(() => openKeys(seal({ _t: 1, _k: 2 }, r), r)).toThrow(/malformed/);
    expect(() => openKeys('garbage', r)).toThrow();
  });
});

describe('randomHex', () => {
  it('gives hex of twice the byte count, different each call', () => {
    const a = randomHex(16);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomHex(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(randomHex(16)).not.toBe(a);
  });
});
