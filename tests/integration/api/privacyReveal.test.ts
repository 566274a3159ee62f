/**
 * The audited reveal and what the backend does with phone numbers it is sent: the
 * reveal answers one record's number to a holder of 0705 in whose scope the record is,
 * and logs who, whose (masked), when and from which IP; a masked string is never taken
 * for a phone; a full number still searches; writes answer masked like reads. A
 * property: over random sequences of writes that bring new numbers in, no reply of the
 * lists that show them ever carries a full number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, REVEAL_ACTION } from '@contract/privacy';
import { getRiders } from '@mocks/db/riders';
import { getDb, resetDb } from '@mocks/db/store';
import { getWorksheets } from '@mocks/db/worksheets';
import { getOperatorLogs, LOGIN_ACTION } from '@mocks/db/operatorLogs';
import { nowIso } from '@/shared/utils/clock';
import { call, pageAs, postAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';
import { fullNumbersIn } from './personalData';

setupRawBackend();

const ADMIN = '13800000000';
const FRANCHISEE = '13800000002';
const REVEAL = '/platform/privacy/phone';
const RUNS = Number(process.env.PROPERTY_RUNS) || 12;

const reveal = (s: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call('POST', REVEAL, { session: s, body, headers });

/** A franchisee that also holds the reveal code (the demo franchisee role does not). */
function grantRevealToFranchisee(): void {
  getDb()
    .roles.find((r) => r.id === 'AR001')!
    .codes.push('0705');
}

describe('the reveal', () => {
  it("answers one rider's number by reference and logs who, whose (masked), when and the caller's one address", async () => {
    const s = await signInAsPhone(ADMIN);
    const rider = getRiders()[7];
    // no proxy stands between the page and its backend: what the caller writes in these headers is not believed
    const forged = { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '6.6.6.7' };
    const res = await reveal(s, { kind: 'rider', id: rider.userId }, forged);
    expect(res.body).toEqual({ suc: true, data: { phone: rider.phone } });
    const entry = getOperatorLogs()[0];
    expect(entry).toMatchObject({
      opManId: s.opManId,
      action: REVEAL_ACTION,
      target: `用户 ${rider.userId}（${maskPhoneNumber(rider.phone)}）`,
      ip: '本机',
      at: nowIso(),
    });
    // the same caller's sign-in line names the same address
    const login = await call('POST', '/platform/permission/login', {
      session: s,
      body: { opManId: s.opManId },
      headers: forged,
    });
    expect(login.body.suc).toBe(true);
    expect(getOperatorLogs()[0]).toMatchObject({ opManId: s.opManId, action: LOGIN_ACTION, ip: '本机' });
    // and the log, read back, shows the number masked
    const logs = await pageAs(s, '/platform/aliyunlog/userlogs', { opManId: s.opManId, pageSize: 5 });
    expect(JSON.stringify(logs.rows[1])).toContain(maskPhoneNumber(rider.phone));
    expect(fullNumbersIn(JSON.stringify(logs))).toEqual([]);
  });

  it('names 本机 when no proxy says where the call came from; an order and a worksheet reveal their rider', async () => {
    const s = await signInAsPhone(ADMIN);
    const ws = getWorksheets()[0];
    const res = await reveal(s, { kind: 'worksheet', id: ws.id });
    expect(res.body.data).toEqual({ phone: ws.phone });
    expect(getOperatorLogs()[0]).toMatchObject({ ip: '本机', target: `工单 ${ws.id}（${maskPhoneNumber(ws.phone)}）` });
    const order = (await pageAs(s, '/platform/order/list')).rows[0] as Json;
    const byOrder = await reveal(s, { kind: 'order', id: order.orderId });
    expect(byOrder.body.data.phone).toMatch(/^1[3-9]\d{9}$/);
    expect(maskPhoneNumber(byOrder.body.data.phone)).toBe(order.phone);
  });

  it('is refused without 0705 (403), and nothing is logged', async () => {
    const s = await signInAsPhone(FRANCHISEE);
    const before = getOperatorLogs().length;
    const res = await reveal(s, { kind: 'rider', id: getRiders()[0].userId });
    expect(res.status).toBe(403);
    expect(res.body.suc).toBe(false);
    expect(res.body.data ?? null).toBeNull();
    expect(getOperatorLogs().length).toBe(before);
  });

  it("refuses a record outside the caller's scope, and a number sent instead of a reference", async () => {
    grantRevealToFranchisee();
    const s = await signInAsPhone(FRANCHISEE);
    const own = (await pageAs(s, '/platform/user/list')).rows[0] as Json;
    const agentId = getDb().operators.find((o) => o.phone === FRANCHISEE)!.agentId;
    const other = getRiders().find((r) => r.agentId !== agentId)!;
    const before = getOperatorLogs().length;

    const outside = await reveal(s, { kind: 'rider', id: other.userId });
    expect(outside.body).toMatchObject({ suc: false, error: { promt: '未找到该记录' } });
    expect(JSON.stringify(outside.body)).not.toContain(other.phone);
    const platformOperator = await reveal(s, {
      kind: 'operator',
      id: getDb().operators.find((o) => o.phone === ADMIN)!.opManId,
    });
    expect(platformOperator.body).toMatchObject({ suc: false, error: { promt: '未找到该记录' } });
    const byNumber = await reveal(s, { phone: other.phone, subject: '用户' });
    expect(byNumber.body).toMatchObject({ suc: false, error: { promt: '请指明要查看的记录类型' } });
    expect(getOperatorLogs().length).toBe(before);

    const inside = await reveal(s, { kind: 'rider', id: own.userId });
    expect(maskPhoneNumber(inside.body.data.phone)).toBe(own.phone);
    expect(getOperatorLogs().length).toBe(before + 1);
  });
});

describe('phone numbers sent to the backend', () => {
  it('a masked string is refused as a phone (a new back-office user, an agent edit) with 手机号码格式不正确', async () => {
    const s = await signInAsPhone(ADMIN);
    const created = await postAs(s, '/platform/permission/user', {
      phone: '139****1234',
      name: '张三',
      roleId: 'R002',
    });
    expect(created).toMatchObject({ suc: false, error: { promt: '手机号码格式不正确' } });
    const agent = getDb().agents[0];
    const sent = {
      agentId: agent.agentId,
      updatedAt: agent.updatedAt,
      company: agent.company,
      contact: agent.contact,
      roleId: agent.roleId,
    };
    const masked = await call('PUT', '/platform/agent/account', {
      session: s,
      body: { ...sent, phone: maskPhoneNumber(agent.phone) },
    });
    expect(masked.body).toMatchObject({ suc: false, error: { promt: '手机号码格式不正确' } });
    const member = await postAs(s, '/platform/permission/group/8/member', { phone: '138****0003' });
    expect(member).toMatchObject({ suc: false, error: { promt: '手机号码格式不正确' } });
  });

  it('an agent edit without a phone keeps the number; the reply carries it masked', async () => {
    const s = await signInAsPhone(ADMIN);
    const agent = getDb().agents[0];
    const phone = agent.phone;
    const res = await call('PUT', '/platform/agent/account', {
      session: s,
      body: {
        agentId: agent.agentId,
        updatedAt: agent.updatedAt,
        company: agent.company,
        contact: '新联系人',
        roleId: agent.roleId,
      },
    });
    expect(res.body.suc).toBe(true);
    expect(res.body.data.phone).toBe(maskPhoneNumber(phone));
    expect(getDb().agents[0]).toMatchObject({ contact: '新联系人', phone });
  });

  it('a full number still searches on the server; the row comes back masked', async () => {
    const s = await signInAsPhone(ADMIN);
    const rider = getRiders()[42];
    const page = await pageAs(s, '/platform/user/list', { keyword: rider.phone });
    expect(page.rows.map((r: Json) => r.userId)).toContain(rider.userId);
    expect(page.rows.find((r: Json) => r.userId === rider.userId).phone).toBe(maskPhoneNumber(rider.phone));
  });

  it('a write answers masked too, numbers typed in free text included', async () => {
    const s = await signInAsPhone(ADMIN);
    const ws = getWorksheets().find((w) => w.status !== 'closed' && w.status !== 'resolved') ?? getWorksheets()[0];
    const res = await postAs(s, '/platform/worksheet/reply', {
      id: ws.id,
      content: '请回电 13912345678，身份证 330106199001011234',
    });
    const detail = await call('GET', '/platform/worksheet/detail', { session: s, query: { id: ws.id } });
    for (const text of [JSON.stringify(res), JSON.stringify(detail.body)]) {
      expect(fullNumbersIn(text)).toEqual([]);
    }
    expect(JSON.stringify(detail.body)).toContain('139****5678');
    expect(JSON.stringify(detail.body)).toContain('330***********1234');
  });
});

describe('property: new numbers never leave the backend in full', () => {
  const phoneArb = fc
    .tuple(fc.constantFrom('13', '15', '16', '17', '18', '19'), fc.integer({ min: 0, max: 999_999_999 }))
    .map(([head, n]) => `${head}${String(n).padStart(9, '0')}`);
  const opArb = fc.oneof(
    fc.record({ kind: fc.constant('operator' as const), phone: phoneArb }),
    fc.record({ kind: fc.constant('blacklist' as const), rider: fc.nat({ max: 500 }) }),
    fc.record({ kind: fc.constant('reply' as const), worksheet: fc.nat({ max: 50 }), phone: phoneArb }),
    fc.record({ kind: fc.constant('agent' as const), agent: fc.nat({ max: 3 }), phone: phoneArb }),
  );

  it('after every write, the lists and details that show it carry masked numbers only', async () => {
    const s = await signInAsPhone(ADMIN);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
        resetDb();
        for (const op of ops) {
          let reply: Json;
          let reads: Array<[string, Record<string, unknown>]>;
          if (op.kind === 'operator') {
            reply = await postAs(s, '/platform/permission/user', { phone: op.phone, name: '测试用户', roleId: 'R002' });
            reads = [
              ['/platform/permission/user', { keyword: op.phone, pageSize: 50 }],
              ['/platform/aliyunlog/userlogs', { pageSize: 20 }],
            ];
          } else if (op.kind === 'blacklist') {
            const rider = getRiders()[op.rider % getRiders().length];
            reply = await postAs(s, '/platform/blacklist', { phone: rider.phone, reason: '恶意停车' });
            reads = [
              ['/platform/blacklist/list', { keyword: rider.phone, pageSize: 50 }],
              ['/platform/user/detail', { userId: rider.userId }],
            ];
          } else if (op.kind === 'reply') {
            const ws = getWorksheets()[op.worksheet % getWorksheets().length];
            reply = await postAs(s, '/platform/worksheet/reply', { id: ws.id, content: `已联系 ${op.phone}` });
            reads = [
              ['/platform/worksheet/detail', { id: ws.id }],
              ['/platform/worksheet/list', { pageSize: 50 }],
            ];
          } else {
            const agent = getDb().agents[op.agent % getDb().agents.length];
            reply = (
              await call('PUT', '/platform/agent/account', {
                session: s,
                body: {
                  agentId: agent.agentId,
                  updatedAt: agent.updatedAt,
                  company: agent.company,
                  contact: agent.contact,
                  roleId: agent.roleId,
                  phone: op.phone,
                },
              })
            ).body;
            reads = [
              ['/platform/agent/account', { pageSize: 50 }],
              ['/platform/permission/group/franchiser/member', { pageSize: 50 }],
            ];
          }
          if (reply.suc) accepted += 1;
          expect(fullNumbersIn(JSON.stringify(reply))).toEqual([]);
          for (const [path, query] of reads) {
            const res = await call('GET', path, { session: s, query: { page: 1, ...query } });
            expect(fullNumbersIn(JSON.stringify(res.body)), path).toEqual([]);
          }
        }
      }),
      { numRuns: RUNS },
    );
    // the writes brought new numbers in (not only refusals)
    expect(accepted).toBeGreaterThan(RUNS);
  }, 120_000);
});
