/**
 * Access tokens (sign-in protocol): the embedded backend signs and verifies HS256
 * JWTs; the client only decodes them.
 */
import { describe, expect, it } from 'vitest';
import { decodeToken } from '@/shared/auth/token';
import { base64UrlDecode } from '@/shared/utils/base64url';
import { signJwt, verifyJwt } from '@mocks/lib/jwt';
import { now } from '@/shared/utils/clock';

const SECRET = 'test-secret';
const nowS = () => Math.floor(now() / 1000);

const claims = () => ({
  userId: 'OP0002',
  xcUid: '13800000002',
  agentId: 'A001',
  agentIds: ['A001'],
  opAreaIds: ['SA001', 'SA002'],
  opAreaIdsBigScreen: ['SA001', 'SA002'],
  exp: nowS() + 3600,
});

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('signJwt / verifyJwt', () => {
  it('round-trips the payload', () => {
    const c = claims();
    const token = signJwt(c, SECRET);
    expect(token.split('.')).toHaveLength(3);
    expect(token).not.toMatch(/[+/=]/);
    expect(JSON.parse(base64UrlDecode(token.split('.')[0]))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyJwt(token, SECRET)).toEqual(c);
  });

  it('rejects a tampered payload', () => {
    const token = signJwt(claims(), SECRET);
    const [h, , s] = token.split('.');
    const forged = b64url(
      JSON.stringify({ ...claims(), agentIds: undefined, opAreaIds: undefined, xcUid: '13800000000' }),
    );
    expect(verifyJwt(`${h}.${forged}.${s}`, SECRET)).toBeNull();
  });

  it('rejects a tampered signature', () => {
    const token = signJwt(claims(), SECRET);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyJwt(token.slice(0, -1) + last, SECRET)).toBeNull();
  });

  it('rejects a token signed with another secret', () => {
    expect(verifyJwt(signJwt(claims(), 'other-secret'), SECRET)).toBeNull();
  });

  it('rejects an expired token', () => {
    const token = signJwt({ ...claims(), exp: nowS() - 1 }, SECRET);
    expect(verifyJwt(token, SECRET)).toBeNull();
  });

  it('checks expiry against the given time', () => {
    const exp = nowS() + 60;
    const token = signJwt({ ...claims(), exp }, SECRET);
    expect(verifyJwt(token, SECRET, exp * 1000 - 1)).not.toBeNull();
    expect(verifyJwt(token, SECRET, exp * 1000)).toBeNull();
  });

  it('rejects tokens that are not three parts', () => {
    expect(verifyJwt('a.b', SECRET)).toBeNull();
    expect(verifyJwt('', SECRET)).toBeNull();
    expect(verifyJwt('a.b.c.d', SECRET)).toBeNull();
  });
});

describe('decodeToken', () => {
  it('reads the claims without the secret', () => {
    const c = claims();
    expect(decodeToken(signJwt(c, SECRET))).toEqual(c);
  });

  it('reads claims with non-ASCII values (UTF-8 in the payload)', () => {
    const token = signJwt({ ...claims(), name: '加盟商运营' }, SECRET);
    expect(decodeToken(token)).toMatchObject({ xcUid: '13800000002', name: '加盟商运营' });
  });

  it('returns null for missing or garbage tokens', () => {
    expect(decodeToken(undefined)).toBeNull();
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.b')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
    expect(decodeToken(`x.${b64url('not json')}.y`)).toBeNull();
    expect(decodeToken(`x.${b64url('null')}.y`)).toBeNull();
  });
});
