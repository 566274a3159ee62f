/**
 * Every write endpoint × every demo role (and a role holding every page but no action):
 * the backend answers 403 exactly when the role holds none of the endpoint's declared codes.
 * The declarations (contract/actions.ts) cover every write the handlers register, and
 * route() refuses to register a write without one.
 */
import { nowIso } from '@/shared/utils/clock';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_CODES, ALL_CODES, type PermissionCode } from '@contract/codes';
import { AUTH_WRITES, RIDER_WRITES, WRITE_ENDPOINTS, type WriteEndpoint } from '@contract/actions';
import { handlers } from '@mocks/handlers';
import { ROLE_CODES } from '@mocks/db/codes';
import { getDb } from '@mocks/db/store';
import { getRiders } from '@mocks/db/riders';
import { BASE, route } from '@mocks/lib/route';
import { call, MAIN, ORIGIN, setupRawBackend, signInAsPhone, USER, type Answer, type Session } from './backendSession';

setupRawBackend();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);

const METHOD = { post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

/** The URL a client calls for an endpoint (path parameters filled with a placeholder). */
function urlOf(e: WriteEndpoint): string {
  const path = e.path.replace(/:[A-Za-z]+/g, 'X1');
  if (e.base === 'user') return `${USER}${path}`;
  if (e.base === 'mieba') return `${ORIGIN}${path}`;
  if (e.base === 'java') return `${ORIGIN}/java${path}`;
  return `${MAIN}${path}`;
}

const send = (s: Session, e: WriteEndpoint, body: Record<string, unknown> = {}): Promise<Answer> =>
  call(METHOD[e.method], '', { url: urlOf(e), session: s, body });

/** Whether a role with these codes must be refused by the endpoint. */
const refused = (codes: ReadonlySet<string>, e: WriteEndpoint) => !e.open && !e.codes.some((c) => codes.has(c));

/** Every code that names a page or group, none that names an action: a read-only viewer of everything. */
const PAGE_CODES: readonly PermissionCode[] = ALL_CODES.filter((c) => !ACTION_CODES.includes(c));

/** Signs in as `phone` and gives its operator a role of exactly these codes. */
async function withRole(phone: string, codes: readonly string[]): Promise<Session> {
  const s = await signInAsPhone(phone);
  const db = getDb();
  db.roles.push({
    id: 'RTEST',
    name: '测试角色',
    level: 2,
    codes: [...codes],
    state: 'enabled',
    remark: '',
    updatedAt: nowIso(),
  });
  db.operators.find((o) => o.phone === phone)!.roleId = 'RTEST';
  return s;
}

/** Every write, the sign-out last: it ends the session the others are sent in. */
const EVERY_WRITE = [...WRITE_ENDPOINTS].sort(
  (a, b) => Number(a === AUTH_WRITES.logout) - Number(b === AUTH_WRITES.logout),
);

/** Calls every endpoint; the endpoints whose answer was not what the codes say, with the status seen. */
async function mismatches(s: Session, codes: ReadonlySet<string>, endpoints: readonly WriteEndpoint[] = EVERY_WRITE) {
  const wrong: string[] = [];
  for (const e of endpoints) {
    const res = await send(s, e);
    if ((res.status === 403) !== refused(codes, e)) wrong.push(`${e.method.toUpperCase()} ${e.path}: ${res.status}`);
  }
  return wrong;
}

const ROLES = [
  { name: 'admin', phone: '13800000000', codes: ROLE_CODES.admin },
  { name: 'operations', phone: '13800000001', codes: ROLE_CODES.ops },
  { name: 'franchisee', phone: '13800000002', codes: ROLE_CODES.franchisee },
  { name: 'finance', phone: '13800000003', codes: ROLE_CODES.finance },
] as const;

describe('the write endpoints and who may call them', () => {
  it('the declarations cover exactly the writes the handlers register', () => {
    const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
    const declared = new Set(WRITE_ENDPOINTS.map((e) => key(e.method, `${BASE[e.base]}${e.path}`)));
    const registered = handlers
      .map((h) => (h as unknown as { info: { method: string; path: string } }).info)
      // the CORS preflight answers OPTIONS for every route and writes nothing
      .filter((i) => typeof i.method === 'string' && i.method !== 'GET' && i.method !== 'OPTIONS')
      .map((i) => key(i.method, i.path));
    expect(registered.filter((r) => !declared.has(r))).toEqual([]);
    expect([...declared].filter((d) => !registered.includes(d))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
    // every declared code is in the catalogue; only sign-in, own and public writes need none
    for (const e of WRITE_ENDPOINTS) {
      expect(
        e.codes.every((c) => ALL_CODES.includes(c)),
        e.path,
      ).toBe(true);
      expect(e.codes.length > 0 || e.open !== undefined, e.path).toBe(true);
    }
    // money never rides on a page code
    for (const e of [
      RIDER_WRITES.adjustBalance,
      RIDER_WRITES.refund,
      RIDER_WRITES.freezeDeposit,
      RIDER_WRITES.recoverDeposit,
      RIDER_WRITES.grantRidingCard,
      RIDER_WRITES.endOrder,
      RIDER_WRITES.adjustOrderFee,
    ]) {
      expect(
        e.codes.every((c) => ACTION_CODES.includes(c)),
        e.path,
      ).toBe(true);
    }
  });

  it('route() will not register a write without its declaration, or one declared otherwise', () => {
    const fn = () => null;
    // @ts-expect-error a write needs its declaration
    expect(() => route('post', `${BASE.main}/platform/user/balance/adjust`, { codes: ['070101'] }, fn)).toThrow(
      'needs its declaration',
    );
    expect(() =>
      route('post', `${BASE.main}/platform/user/balance/other`, { action: RIDER_WRITES.adjustBalance }, fn),
    ).toThrow('declared as POST');
    expect(() =>
      route('put', `${BASE.main}/platform/user/balance/adjust`, { action: RIDER_WRITES.adjustBalance }, fn),
    ).toThrow('declared as POST');
    expect(() =>
      route(
        'post',
        `${BASE.main}/platform/user/balance/adjust`,
        { action: RIDER_WRITES.adjustBalance, auth: false },
        fn,
      ),
    ).toThrow('declared open');
    const undeclared: WriteEndpoint = { base: 'main', method: 'post', path: '/platform/x', codes: [] };
    expect(() => route('post', `${BASE.main}/platform/x`, { action: undeclared }, fn)).toThrow('needs codes');
  });

  it.each(ROLES)('$name: 403 exactly on the writes whose codes it lacks', async ({ phone, codes }) => {
    const s = await signInAsPhone(phone);
    expect(await mismatches(s, new Set(codes))).toEqual([]);
  });

  it('a role with every page and no action code may write nothing but the open writes and the pages that are writes', async () => {
    const s = await withRole('13800000001', PAGE_CODES);
    const codes = new Set<string>(PAGE_CODES);
    expect(await mismatches(s, codes)).toEqual([]);
    // 新建工单 is a page whose whole point is the write it makes
    const allowed = WRITE_ENDPOINTS.filter((e) => !refused(codes, e) && !e.open).map((e) => e.path);
    expect(allowed.sort()).toEqual(['/platform/support/attachment/upload', '/platform/support/ticket/create']);
    // (the matrix ended with the sign-out: a new session of the same role)
    const again = await signInAsPhone('13800000001');
    const res = await send(again, RIDER_WRITES.adjustBalance, { userId: 'U000001', amount: 100, reason: '补偿' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ suc: false, error: { code: 403, promt: '没有访问权限（需要权限 userBalanceAdjust）' } });
  });

  it('user list and blacklist only (070101, 08): no balance adjustment, refund, riding card or ban; with the money codes, yes', async () => {
    const s = await withRole('13800000001', ['07', '070101', '08']);
    const rider = getRiders().find((r) => !r.blacklisted)!;
    const before = rider.balance;
    const adjust = await send(s, RIDER_WRITES.adjustBalance, { userId: rider.userId, amount: 100, reason: '补偿' });
    expect(adjust.status).toBe(403);
    expect(rider.balance).toBe(before);
    for (const e of [
      RIDER_WRITES.refund,
      RIDER_WRITES.grantRidingCard,
      RIDER_WRITES.freezeDeposit,
      RIDER_WRITES.addToBlacklist,
    ]) {
      expect((await send(s, e, { userId: rider.userId })).status).toBe(403);
    }
    getDb()
      .roles.find((r) => r.id === 'RTEST')!
      .codes.push('userBalanceAdjust');
    const granted = await send(s, RIDER_WRITES.adjustBalance, { userId: rider.userId, amount: 100, reason: '补偿' });
    expect(granted.body.suc).toBe(true);
    expect(rider.balance).toBe(before + 100);
  });

  it('property: for any set of codes, each write answers 403 exactly when none of its codes is held', async () => {
    const s = await withRole('13800000001', []);
    const role = getDb().roles.find((r) => r.id === 'RTEST')!;
    const guarded = WRITE_ENDPOINTS.filter((e) => !e.open);
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...ALL_CODES]),
        fc.subarray(guarded, { minLength: 1, maxLength: 4 }),
        async (codes, endpoints) => {
          role.codes = [...codes];
          expect(await mismatches(s, new Set(codes), endpoints)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
