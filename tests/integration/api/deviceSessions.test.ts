/**
 * The server enforces the device check and the end of a session: a token is issued only to a
 * device the check holds authorized (header X-Device-Code, the device check's prompts), a token is
 * bound to that device (revoking it ends its sessions at once), and the sign-out (`POST
 * /auth/logout`, an extension) revokes the caller's token, for good: a replay of the journal keeps
 * it revoked.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db/store';
import { DEVICE_HEADER, DEVICE_MSG, DEVICE_REFUSED_CODE } from '@contract/devices';
import { makeOriginLink } from '@mocks/lib/quickLink';
import { riderIndex } from '@mocks/db/riders';
import { walletOf } from '@mocks/db/wallet';
import { now } from '@/shared/utils/clock';
import {
  call,
  exchangeKeys,
  loginPhone,
  ORIGIN,
  pageAs,
  postAs,
  setupRawBackend,
  signInAsPhone,
  verifyDevice,
  verifySms,
  type Answer,
  type Session,
} from './backendSession';
import { beginJournal, replaySession } from './journalSession';

setupRawBackend();

const ADMIN = '13800000000';
const OPS = '13800000001';
const LOCKED = '13800000004';
const DEVICES = `${ORIGIN}/mieba/v2/platform/opman/device`;
const UNAUTHORIZED = { suc: false, error: { code: 401, promt: '授权验证失败' } };

/** Key exchange and SMS check of `phone`, then its phone login from `device` (null: no device header). */
async function tokenRequest(phone: string, device: string | null): Promise<Answer> {
  const keys = await exchangeKeys();
  const sms = await verifySms(keys, phone);
  return loginPhone(keys, phone, sms.body.objectId as string, device);
}

/** The refusal of a sign-in with the device check's prompt, and no token. */
function expectDeviceRefused(res: Answer, prompt: string): void {
  expect(res.body).toEqual({ suc: false, error: { code: DEVICE_REFUSED_CODE, promt: prompt } });
}

/** The device record of `phone`'s `device`, as the administrators' list shows it. */
async function deviceRecord(admin: Session, phone: string, device: string): Promise<{ id: string; state: string }> {
  const res = await call('GET', '', {
    url: `${DEVICES}/authorize_info`,
    session: admin,
    query: { keyword: device, page: 1, pageSize: 20 },
  });
  const rows = res.body.data.rows as Array<{ id: string; state: string; phone: string }>;
  const row = rows.find((r) => r.phone === `${phone.slice(0, 3)}****${phone.slice(7)}`);
  if (!row) throw new Error(`no device ${device} of ${phone}: ${JSON.stringify(res.body)}`);
  return row;
}

const devicePost = (s: Session | null, path: string, body: Record<string, unknown>) =>
  call('POST', '', { url: `${DEVICES}/${path}`, ...(s ? { session: s } : {}), body });

/** A list read of `s`'s (the operator log's first page, open to every operator). */
const listRead = (s: Session) =>
  call('GET', '/platform/aliyunlog/userlogs', { session: s, query: { opManId: s.opManId, page: 1, pageSize: 5 } });

describe('a sign-in checks the device', () => {
  it('13800000004 gets no token from /auth/login/phone, whatever device it names, nor without one', async () => {
    // the device check refuses it (as before); the token request it could send anyway is refused too
    expectDeviceRefused(await verifyDevice(LOCKED, 'dev-attacker'), DEVICE_MSG.refused);
    expectDeviceRefused(await tokenRequest(LOCKED, 'dev-attacker'), DEVICE_MSG.refused);
    const bare = await tokenRequest(LOCKED, null);
    expect(bare.body).toEqual({ suc: false, error: { code: 400, promt: DEVICE_MSG.codeMissing } });
  });

  it('a device the check has not seen gets no token, even for an operator who needs no authorization', async () => {
    expectDeviceRefused(await tokenRequest(ADMIN, 'never-checked'), DEVICE_MSG.refused);
    // once checked, the same device signs in
    expect((await verifyDevice(ADMIN, 'never-checked')).body.suc).toBe(true);
    expect((await tokenRequest(ADMIN, 'never-checked')).body).toMatchObject({ suc: true, data: { opManId: 'OP0000' } });
  });

  it('a revoked, then pending, then refused device gets no token, each with the device check’s prompt', async () => {
    const admin = await signInAsPhone(ADMIN);
    await signInAsPhone(OPS, 'ops-laptop');
    const { id } = await deviceRecord(admin, OPS, 'ops-laptop');

    expect((await devicePost(admin, 'authorize_remove', { id })).body.suc).toBe(true);
    expectDeviceRefused(await tokenRequest(OPS, 'ops-laptop'), DEVICE_MSG.refused);

    const asked = await devicePost(null, 'permission', {
      device_type: 1,
      mobilePhoneNumber: OPS,
      device_code: 'ops-laptop',
      device_name: 'Chrome on Linux',
    });
    expect(asked.body.data).toEqual({ id, state: 'pending' });
    expectDeviceRefused(await tokenRequest(OPS, 'ops-laptop'), DEVICE_MSG.pending);

    expect((await devicePost(admin, 'authorize_confirm', { id, approve: false })).body.suc).toBe(true);
    expectDeviceRefused(await tokenRequest(OPS, 'ops-laptop'), DEVICE_MSG.refused);
  });

  it('the quick login checks the device too: 13800000004 gets no token from a genuine link', async () => {
    const quick = async (phone: string, device: string | null) =>
      call('POST', '/auth/login/authorized', {
        keys: await exchangeKeys(),
        body: { phone, origin: makeOriginLink(phone) },
        headers: device === null ? {} : { [DEVICE_HEADER]: device },
      });
    expectDeviceRefused(await quick(LOCKED, 'dev-attacker'), DEVICE_MSG.refused);
    expect((await quick(OPS, null)).body).toEqual({ suc: false, error: { code: 400, promt: DEVICE_MSG.codeMissing } });
    await verifyDevice(OPS, 'ops-tablet');
    expect((await quick(OPS, 'ops-tablet')).body).toMatchObject({ suc: true, data: { phone: '138****0001' } });
  });

  it('an administrator’s authorization lets 13800000004 sign in, on that device only', async () => {
    const admin = await signInAsPhone(ADMIN);
    const asked = await devicePost(null, 'permission', {
      device_type: 1,
      mobilePhoneNumber: LOCKED,
      device_code: 'locked-pc',
      device_name: 'Edge on Windows',
    });
    await devicePost(admin, 'authorize_confirm', { id: asked.body.data.id as string, approve: true });
    const s = await signInAsPhone(LOCKED, 'locked-pc');
    expect((await listRead(s)).body.suc).toBe(true);
    expectDeviceRefused(await tokenRequest(LOCKED, 'another-pc'), DEVICE_MSG.refused);
  });
});

describe('a token is bound to its device', () => {
  it('revoking the device refuses the token issued on it at the next read and write; another device’s session goes on', async () => {
    const admin = await signInAsPhone(ADMIN);
    const laptop = await signInAsPhone(OPS, 'ops-laptop');
    const phone = await signInAsPhone(OPS, 'ops-phone');
    expect((await listRead(laptop)).body.suc).toBe(true);

    const { id } = await deviceRecord(admin, OPS, 'ops-laptop');
    expect((await devicePost(admin, 'authorize_remove', { id })).body.data.state).toBe('removed');

    const read = await listRead(laptop);
    expect(read.status).toBe(401);
    expect(read.body).toEqual(UNAUTHORIZED);
    const write = await call('POST', '/platform/permission/login', {
      session: laptop,
      body: { opManId: laptop.opManId },
    });
    expect(write.status).toBe(401);
    expect((await listRead(phone)).body.suc).toBe(true);
  });
});

describe('the sign-out (POST /auth/logout)', () => {
  const rider = () => [...riderIndex().values()][0]!;
  const adjust = (s: Session) =>
    call('POST', '/platform/user/balance/adjust', {
      session: s,
      body: { userId: rider().userId, amount: 500, reason: '退出后的调整' },
    });

  it('revokes the token: a list read and a balance adjustment are refused with 401 and nothing is booked', async () => {
    const s = await signInAsPhone(ADMIN);
    const other = await signInAsPhone(ADMIN);
    expect((await pageAs(s, '/platform/user/list')).rows).toHaveLength(20);
    const balance = rider().balance;
    const lines = walletOf(rider()).length;

    expect(await postAs(s, '/auth/logout', {})).toEqual({ suc: true, data: { signedOut: true } });

    const list = await call('GET', '/platform/user/list', { session: s, query: { page: 1, pageSize: 20 } });
    expect(list.status).toBe(401);
    expect(list.body).toEqual(UNAUTHORIZED);
    const adjusted = await adjust(s);
    expect(adjusted.status).toBe(401);
    expect(adjusted.body).toEqual(UNAUTHORIZED);
    expect(rider().balance).toBe(balance);
    expect(walletOf(rider())).toHaveLength(lines);
    // a second sign-out of the same token is refused like any call; the operator's other session goes on
    expect((await call('POST', '/auth/logout', { session: s, body: {} })).status).toBe(401);
    expect((await adjust(other)).body.suc).toBe(true);
    expect(rider().balance).toBe(balance + 500);
  });

  it('needs a valid token: without one it is refused with 401', async () => {
    const res = await call('POST', '/auth/logout', { keys: await exchangeKeys(), body: {} });
    expect(res.status).toBe(401);
  });

  it('is kept by a replay of the journal: the signed-out token is still refused, the other session is not', async () => {
    const journal = beginJournal();
    const out = await signInAsPhone(ADMIN);
    const kept = await signInAsPhone(OPS);
    expect((await postAs(out, '/auth/logout', {})).suc).toBe(true);
    // a session step: journalled and replayed, not one of the operator's changes
    const logout = journal.entries.filter((e) => e.endpoint.endsWith('/auth/logout'));
    expect(logout).toMatchObject([{ endpoint: 'POST /ebike/v3/backend/auth/logout', session: true }]);
    // the entry names the session it ended, not its token
    expect(JSON.stringify(journal.entries)).not.toContain(out.token);

    const revoked = [...getDb().revokedTokens];
    expect(await replaySession(journal, now())).toEqual({ replayed: expect.any(Number) });
    // the same session ended, until the same time (the replay check compares them)
    expect([...getDb().revokedTokens]).toEqual(revoked);
    expect((await listRead(out)).status).toBe(401);
    expect((await adjust(out)).status).toBe(401);
    expect((await listRead(kept)).body.suc).toBe(true);
  });
});
