/**
 * A write's body names every field it takes: a field it does not name is refused (400,
 * 不支持的字段：<name>) and nothing changes, read back through the API. Before, the exact bodies
 * dropped an unknown field without a word and the write went through; an inherited name
 * (`constructor`, `__proto__`) as an extra key is refused alike.
 */
import { describe, expect, it } from 'vitest';
import { MARKETING_WRITES, RIDER_WRITES } from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { RIDER_READS } from '@contract/endpoints/riders';
import { unsupportedField } from '@contract/inputMessages';
import { ACCESS_WRITES, AUTH_WRITES } from '@contract/actions';
import { ACCESS_READS } from '@contract/endpoints/access';
import {
  call,
  couponBody,
  exchangeKeys,
  TEST_DEVICE,
  verifyDevice,
  verifySms,
  pageAs,
  pricingBody,
  setupRawBackend,
  signInAsPhone,
  type Session,
} from './backendSession';
import type { Pricing } from '@contract/marketing';

setupRawBackend();

/** `body` with `key` as an own field (an object literal's `__proto__:` would set the prototype instead). */
const withField = (body: Record<string, unknown>, key: string, value: unknown = 'x'): Record<string, unknown> =>
  JSON.parse(JSON.stringify({ ...body, [key === '__proto__' ? 'KEY' : key]: value }).replace('"KEY"', `"${key}"`));

const refusal = (key: string) => ({ suc: false, error: { code: 400, promt: unsupportedField([key]) } });

const coupons = async (s: Session) => pageAs(s, pathOf(MARKETING_READS.coupon), { pageSize: 500 });
const pricing = async (s: Session) => (await pageAs(s, pathOf(MARKETING_READS.pricing))).rows as Pricing[];

describe('a field the body does not name is refused, not dropped', () => {
  it('a new coupon carrying foo, constructor or __proto__: refused naming it, the coupon list unchanged', async () => {
    const s = await signInAsPhone('13800000000');
    const before = await coupons(s);
    for (const key of ['foo', 'constructor', '__proto__']) {
      const body = withField(couponBody(`多字段券${key}`), key);
      expect(Object.keys(body)).toContain(key);
      const res = await call('POST', pathOf(MARKETING_WRITES.couponCreate), { session: s, body });
      expect(res.body, key).toEqual(refusal(key));
    }
    expect(await coupons(s)).toEqual(before);
    // the same coupon without the extra field is taken
    const ok = await call('POST', pathOf(MARKETING_WRITES.couponCreate), { session: s, body: couponBody('多字段券') });
    expect(ok.body.suc).toBe(true);
    expect((await coupons(s)).total).toBe(before.total + 1);
  });

  it('an edit carrying a field of the row it was opened on is refused and the rule keeps its fares', async () => {
    const s = await signInAsPhone('13800000000');
    const [rule] = await pricing(s);
    const body = { ...pricingBody(rule!), startPrice: rule!.startPrice + 100 };
    for (const key of ['serviceAreaName', '__proto__']) {
      const res = await call('PUT', pathOf(MARKETING_WRITES.pricingUpdate), { session: s, body: withField(body, key) });
      expect(res.body, key).toEqual(refusal(key));
    }
    expect((await pricing(s))[0]).toEqual(rule);
  });

  it('two extra fields on a money write are both named, and the wallet is untouched', async () => {
    const s = await signInAsPhone('13800000000');
    const riders = await pageAs(s, pathOf(RIDER_READS.userList));
    const rider = riders.rows[0] as { id: string; balance: number };
    const res = await call('POST', pathOf(RIDER_WRITES.adjustBalance), {
      session: s,
      body: { userId: rider.id, amount: 500, reason: '补偿', seeded: true, toString: 'x' },
    });
    expect(res.body).toEqual({ suc: false, error: { code: 400, promt: '不支持的字段：seeded、toString' } });
    const after = (await pageAs(s, pathOf(RIDER_READS.userList))).rows as Array<{ id: string; balance: number }>;
    expect(after.find((r) => r.id === rider.id)?.balance).toBe(rider.balance);
  });
});

describe('the record forms and the sign-in steps name their fields too', () => {
  it('a new role carrying its state is refused naming it, and the role list is unchanged; without it the role is added', async () => {
    const s = await signInAsPhone('13800000000');
    const roles = async () => pageAs(s, pathOf(ACCESS_READS.role), { pageSize: 500 });
    const before = await roles();
    const role = { name: '多字段角色', level: 2, remark: '', codes: ['1001'] };
    const res = await call('POST', pathOf(ACCESS_WRITES.roleCreate), {
      session: s,
      body: { ...role, state: 'enabled' },
    });
    expect(res.body).toEqual(refusal('state'));
    expect(await roles()).toEqual(before);
    const ok = await call('POST', pathOf(ACCESS_WRITES.roleCreate), { session: s, body: role });
    expect(ok.body.suc).toBe(true);
    expect((await roles()).total).toBe(before.total + 1);
  });

  it('the phone sign-in with a field beside the sealed phone and object id is refused and gives no token', async () => {
    const phone = '13800000000';
    await verifyDevice(phone);
    const keys = await exchangeKeys();
    const { objectId } = (await verifySms(keys, phone)).body as { objectId: string };
    const login = (body: Record<string, unknown>) =>
      call('POST', pathOf(AUTH_WRITES.loginPhone), { keys, body, headers: { 'X-Device-Code': TEST_DEVICE } });
    const refused = await login({ mobilePhoneNumber: phone, objectId, constructor: 'x' });
    expect(refused.body).toEqual(refusal('constructor'));
    const ok = await login({ mobilePhoneNumber: phone, objectId });
    expect(ok.body.suc).toBe(true);
    expect(typeof ok.body.data.token).toBe('string');
  });
});
