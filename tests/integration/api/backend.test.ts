/**
 * Security probes of the embedded backend (bases, headers and envelope, sign-in protocol) with plain fetch
 * against msw/node: the envelope, the token, permission codes and scope, the
 * demo accounts' failures, and fault injection.
 */
import { describe, expect, it } from 'vitest';
import { seal } from '@/shared/utils/envelope';
import { getDb } from '@mocks/db/store';
import { setFaults } from '@mocks/lib/faults';
import { signJwt } from '@mocks/lib/jwt';
import { makeOriginLink } from '@mocks/lib/quickLink';
import { JWT_SECRET } from '@mocks/lib/secrets';
import {
  call,
  exchangeKeys,
  loginPhone,
  ORIGIN,
  setupRawBackend,
  readAs,
  signInAsPhone,
  TEST_DEVICE,
  USER,
  verifyDevice,
  verifySms,
  type Answer,
} from './backendSession';
import { DEVICE_HEADER } from '@contract/devices';
import { decodeToken } from '@/shared/auth/token';
import { now } from '@/shared/utils/clock';

setupRawBackend();

const ADMIN = '13800000000';
const FRANCHISEE = '13800000002';
const SIGN_INVALID = { suc: false, error: { promt: '签名无效' } };

/** A refusal carries no data. */
function expectNoData(res: Answer): void {
  expect(res.body.data ?? null).toBeNull();
  expect(res.body.suc).not.toBe(true);
}

describe('sign-in protocol', () => {
  it('site config is public and carries the RSA public key', async () => {
    const res = await call('GET', '/platform/site/config');
    expect(res.status).toBe(200);
    expect(res.body.suc).toBe(true);
    expect(res.body.data.publicKey).toMatch(/-----BEGIN PUBLIC KEY-----/);
  });

  it('the key exchange yields a ticket and a key that are not each other', async () => {
    const keys = await exchangeKeys();
    expect(keys._t).toMatch(/^[0-9a-f]+\..+$/);
    expect(keys._k).toBeTruthy();
    expect(keys._k).not.toBe(keys._t);
    const again = await exchangeKeys();
    expect(again._t).not.toBe(keys._t);
  });

  it('verifySign refuses a value that is not RSA-encrypted with its key', async () => {
    const res = await call('POST', '/auth/verifySign', { body: { params: 'not-rsa' }, plain: true });
    expect(res.body).toMatchObject({ suc: false, error: { promt: '签名校验失败' } });
    expectNoData(res);
  });

  it('admin: device check, SMS → objectId, phone login → token, allCode → every code incl. 01', async () => {
    expect((await verifyDevice(ADMIN)).body).toEqual({ suc: true, data: { authorized: true } });
    const keys = await exchangeKeys();
    const sms = await verifySms(keys, ADMIN);
    expect(sms.status).toBe(200);
    expect(sms.body.objectId).toMatch(/^U/);

    const login = await loginPhone(keys, ADMIN, sms.body.objectId as string, TEST_DEVICE);
    expect(login.body.suc).toBe(true);
    const { token, opManId } = login.body.data as { token: string; opManId: string };
    expect(token.split('.')).toHaveLength(3);

    const codes = await call('GET', '/platform/permission/allCode', { keys, token, query: { opManId } });
    expect(codes.status).toBe(200);
    // the operator's own phone too comes masked, as in every reply
    expect(codes.body.data).toMatchObject({ opManId, phone: '138****0000' });
    expect(codes.body.data.permissions).toContain('01');
    expect(codes.body.data.permissions.length).toBeGreaterThan(20);

    const op = await call('POST', '/platform/permission/login', { keys, token, body: { opManId } });
    expect(op.body).toMatchObject({ suc: true, data: { opManId, roleId: 'R001' } });
  });

  it('phone login needs the objectId of that phone', async () => {
    const keys = await exchangeKeys();
    const other = (await verifySms(keys, '13800000001')).body.objectId as string;
    const res = await call('POST', '/auth/login/phone', { keys, body: { mobilePhoneNumber: ADMIN, objectId: other } });
    expect(res.body).toMatchObject({ suc: false, error: { promt: '短信验证未通过，请重新获取验证码' } });
    expectNoData(res);
  });

  it('phone login refuses a plain (unsealed) body', async () => {
    const keys = await exchangeKeys();
    const objectId = (await verifySms(keys, ADMIN)).body.objectId as string;
    const res = await call('POST', '/auth/login/phone', {
      keys,
      plain: true,
      body: { mobilePhoneNumber: ADMIN, objectId },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
    expectNoData(res);
  });

  it('a wrong SMS code answers 400 with the error', async () => {
    const keys = await exchangeKeys();
    const res = await verifySms(keys, ADMIN, '654321');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 603, error: '验证码错误或已过期' });
    expect(res.body.objectId).toBeUndefined();
  });

  it('13800000005 requesting a code: 400 短信发送次数超量', async () => {
    const res = await call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: '13800000005' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('短信发送次数超量');
  });

  it('other phones get a code, until the daily limit', async () => {
    const send = () => call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: '13800000001' } });
    expect((await send()).status).toBe(200);
    getDb().smsSent.set('13800000001', 20);
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('短信发送次数超量');
  });

  it('13800000004: device verification fails with the prompt', async () => {
    const verify = (phone: string) =>
      call('POST', '', {
        url: `${ORIGIN}/mieba/platform/opman/device/verification`,
        body: { device_type: 1, mobilePhoneNumber: phone, device_code: 'dev-1', device_name: 'Chrome on Linux' },
      });
    const refused = await verify('13800000004');
    expect(refused.body).toMatchObject({ suc: false, error: { promt: '当前设备未授权，请联系管理员授权后登陆！' } });
    expectNoData(refused);
    expect((await verify(ADMIN)).body.suc).toBe(true);
  });
});

describe('quick login', () => {
  const quick = async (origin: string, phone?: string) => {
    await verifyDevice(phone ?? '13800000001');
    return call('POST', '/auth/login/authorized', {
      keys: await exchangeKeys(),
      body: { phone, origin },
      headers: { [DEVICE_HEADER]: TEST_DEVICE },
    });
  };

  it('a fresh signed link signs in as its phone', async () => {
    const res = await quick(makeOriginLink('13800000001'), '13800000001');
    expect(res.body.suc).toBe(true);
    expect(res.body.data).toMatchObject({
      phone: '138****0001',
      opManId: expect.any(String),
      token: expect.any(String),
    });
  });

  it('a link older than 60 s is refused', async () => {
    const res = await quick(makeOriginLink('13800000001', now() - 61000));
    expect(res.body).toMatchObject({ suc: false, error: { promt: '快捷登录链接已过期' } });
    expectNoData(res);
  });

  it('a link for one phone cannot sign in another phone', async () => {
    const res = await quick(makeOriginLink('13800000001'), ADMIN);
    expect(res.body).toMatchObject({ suc: false, error: { promt: '快捷登录链接无效' } });
    expectNoData(res);
  });

  it('a forged link is refused', async () => {
    const [, sig] = makeOriginLink('13800000001').split('.');
    const body = btoa(JSON.stringify({ phone: ADMIN, ts: now() }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const res = await quick(`${body}.${sig}`);
    expect(res.body).toMatchObject({ suc: false, error: { promt: '快捷登录链接无效' } });
    expectNoData(res);
  });
});

describe('envelope', () => {
  it('a protected call sealed with a wrong key: 签名无效, no data', async () => {
    const s = await signInAsPhone(ADMIN);
    const res = await call('GET', '/platform/permission/allCode', {
      session: s,
      plain: true,
      query: { params: seal({ opManId: s.opManId }, 'not-the-key') },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
    expectNoData(res);
  });

  it('a body sealed with a wrong key: 签名无效', async () => {
    const s = await signInAsPhone(ADMIN);
    const res = await call('POST', '/platform/permission/login', {
      session: s,
      plain: true,
      body: { params: seal({ opManId: s.opManId }, 'x') },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
    expectNoData(res);
  });

  it('without the _t header: 签名无效, even with a valid token', async () => {
    const s = await signInAsPhone(ADMIN);
    const res = await call('GET', '/platform/permission/allCode', {
      token: s.token,
      keys: null,
      plain: true,
      query: { params: seal({ opManId: s.opManId }, s.keys._k) },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
    expectNoData(res);
    const noQuery = await call('GET', '/platform/agent/account/list', { token: s.token, keys: null });
    expect(noQuery.body).toMatchObject(SIGN_INVALID);
  });

  it('a ticket the backend did not issue: 签名无效', async () => {
    const s = await signInAsPhone(ADMIN);
    const forged = { _t: `${s.keys._t.split('.')[0]}.forged`, _k: s.keys._k };
    const res = await call('GET', '/platform/permission/allCode', {
      token: s.token,
      keys: forged,
      query: { opManId: s.opManId },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
  });

  it("another session's key does not open this session's ticket", async () => {
    const a = await signInAsPhone(ADMIN);
    const b = await exchangeKeys();
    const res = await call('GET', '/platform/permission/allCode', {
      token: a.token,
      keys: { _t: a.keys._t, _k: b._k },
      query: { opManId: a.opManId },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
  });

  it('plain query parameters on a protected route: 签名无效', async () => {
    const s = await signInAsPhone(ADMIN);
    const res = await call('GET', '/platform/permission/allCode', {
      session: s,
      plain: true,
      query: { opManId: s.opManId },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
    expectNoData(res);
  });

  it('extra fields beside params: 签名无效', async () => {
    const s = await signInAsPhone(ADMIN);
    const res = await call('POST', '/platform/permission/login', {
      session: s,
      plain: true,
      body: { params: seal({ opManId: s.opManId }, s.keys._k), opManId: s.opManId },
    });
    expect(res.body).toMatchObject(SIGN_INVALID);
  });
});

describe('token', () => {
  it('a protected call without a token: HTTP 401, no data', async () => {
    const keys = await exchangeKeys();
    const res = await call('GET', '/platform/agent/account/list', { keys });
    expect(res.status).toBe(401);
    expect(res.body.error.promt).toBe('授权验证失败');
    expectNoData(res);
  });

  it('an expired token: 401', async () => {
    const s = await signInAsPhone(ADMIN);
    // the session's own claims (its device and id), only expired
    const expired = signJwt({ ...decodeToken(s.token), exp: Math.floor(now() / 1000) - 60 }, JWT_SECRET);
    const res = await call('GET', '/platform/agent/account/list', { keys: s.keys, token: expired });
    expect(res.status).toBe(401);
    expectNoData(res);
  });

  it('a token signed with another secret: 401', async () => {
    const s = await signInAsPhone(ADMIN);
    const forged = signJwt({ ...decodeToken(s.token), exp: Math.floor(now() / 1000) + 3600 }, 'guessed-secret');
    const res = await call('GET', '/platform/agent/account/list', { keys: s.keys, token: forged });
    expect(res.status).toBe(401);
    expectNoData(res);
  });

  it("a franchisee cannot widen its token's scope by editing the claims: 401", async () => {
    const s = await signInAsPhone(FRANCHISEE);
    const [h, p, sig] = s.token.split('.');
    const claims = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const widened = btoa(JSON.stringify({ ...claims, opAreaIds: undefined, agentIds: undefined, xcUid: ADMIN }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const res = await call('GET', '/platform/agent/serviceArea/opMan', {
      keys: s.keys,
      token: `${h}.${widened}.${sig}`,
    });
    expect(res.status).toBe(401);
    expectNoData(res);
  });

  it('a disabled operator is refused with a still valid token', async () => {
    const s = await signInAsPhone('13800000001');
    getDb().operators.find((o) => o.phone === '13800000001')!.state = 'disabled';
    const res = await call('GET', '/platform/agent/serviceArea/opMan', { session: s });
    expect(res.status).toBe(401);
    expectNoData(res);
  });

  it('allCode answers only for the signed-in operator', async () => {
    const s = await signInAsPhone(FRANCHISEE);
    const admin = getDb().operators.find((o) => o.phone === ADMIN)!;
    const res = await call('GET', '/platform/permission/allCode', { session: s, query: { opManId: admin.opManId } });
    expect(res.body).toMatchObject({ suc: false, error: { promt: '只能查询当前登录操作员的权限' } });
    expectNoData(res);
  });
});

describe('permissions and scope', () => {
  it('franchisee list: 403 with a message for the franchisee, 6 agents for the admin', async () => {
    const f = await signInAsPhone(FRANCHISEE);
    const refused = await call('GET', '/platform/agent/account/list', { session: f });
    expect(refused.status).toBe(403);
    expect(refused.body.error.promt).toMatch(/没有访问权限/);
    expectNoData(refused);

    const a = await signInAsPhone(ADMIN);
    const ok = await call('GET', '/platform/agent/account/list', { session: a });
    expect(ok.status).toBe(200);
    expect(ok.body.data.total).toBe(6);
    expect(ok.body.data.rows).toHaveLength(6);
    expect(ok.body.data.rows[0]).toEqual({ agentId: 'A001', company: expect.any(String), state: 'enabled' });
  });

  it("service areas: the franchisee's own 2, the admin's 3", async () => {
    const f = await signInAsPhone(FRANCHISEE);
    const own = await call('GET', '/platform/agent/serviceArea/opMan', { session: f });
    expect(own.body.data.count).toBe(2);
    expect(own.body.data.list.map((x: { id: string }) => x.id)).toEqual(['SA001', 'SA002']);

    // asking for another franchisee's areas gives nothing more (the header asks by franchisee
    // with belongToAgent; the operator's own areas take no key)
    const other = await call('GET', '/platform/agent/serviceArea/belongToAgent', {
      session: f,
      query: { agentIds: 'A002' },
    });
    expect(other.body.data.count).toBe(0);
    expect(
      (await call('GET', '/platform/agent/serviceArea/opMan', { session: f, query: { agentIds: 'A002' } })).body,
    ).toMatchObject({ suc: false, error: { code: 400, promt: '不支持的字段：agentIds' } });

    const a = await signInAsPhone(ADMIN);
    const all = await call('GET', '/platform/agent/serviceArea/opMan', { session: a });
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.list.map((x: { id: string }) => x.id)).toEqual(['SA001', 'SA002', 'SA003']);
  });

  it("the admin's selection narrows the areas", async () => {
    const a = await signInAsPhone(ADMIN);
    const res = await call('GET', '/platform/agent/serviceArea/belongToAgent', {
      session: a,
      query: { agentIds: 'A002' },
    });
    expect(res.body.data.list.map((x: { id: string }) => x.id)).toEqual(['SA003']);
  });

  it('a franchisee cannot read areas of other franchisees by asking for them', async () => {
    const f = await signInAsPhone(FRANCHISEE);
    const res = await call('GET', '/platform/agent/serviceArea/belongToAgent', {
      session: f,
      query: { agentIds: 'A001,A002' },
    });
    expect(res.body.data.list.every((x: { agentId: string }) => x.agentId === 'A001')).toBe(true);
    expect(res.body.data.count).toBe(2);
  });
});

describe('fault injection', () => {
  it('failureRate 1 makes every call answer 500; resetting restores', async () => {
    setFaults({ failureRate: 1 });
    const res = await call('GET', '/platform/site/config');
    expect(res.status).toBe(500);
    expect(res.body.suc).toBe(false);
    expectNoData(res);
    setFaults(null);
    expect((await call('GET', '/platform/site/config')).status).toBe(200);
  });
});

describe('franchisee options', () => {
  it('each option carries its state, so a disabled franchisee is shown as such', async () => {
    const s = await signInAsPhone(ADMIN);
    const agent = getDb().agents[0]!;
    agent.state = 'disabled';
    const rows = (await readAs(s, '/platform/agent/account/list')).rows as Array<Record<string, unknown>>;
    expect(rows.find((r) => r.agentId === agent.agentId)).toEqual({
      agentId: agent.agentId,
      company: agent.company,
      state: 'disabled',
    });
    expect(rows.every((r) => r.state === 'enabled' || r.state === 'disabled')).toBe(true);
  });
});
