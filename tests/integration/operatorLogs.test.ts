// @vitest-environment jsdom
/**
 * The operator log of the embedded backend (the console's calls GET /platform/aliyunlog/userlogs,
 * Domain model Log): seeded history, the sign-in recorded live, own entries for
 * everyone, others' only with code 1404 (403 otherwise), filters and paging.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';
import { ApiError } from '@/shared/http/errors';
import { addOperatorLog, getOperatorLogs, OPERATOR_LOG_DAYS } from '@mocks/db/operatorLogs';
import type { OperatorLogRow as OperatorLog } from '@contract/logs';
import { epoch, getDb, resetDb } from '@mocks/db/store';
import { setupBackend, signInAs as signInWithHarness } from './harness/backend';
import { now } from '@/shared/utils/clock';
import { maskPhoneNumber } from '@contract/privacy';

const ADMIN = '13800000000';
const OPS = '13800000001'; // holds 1404
const FINANCE = '13800000003'; // no 14… code
const URL_ = '/platform/aliyunlog/userlogs';

setupBackend();

async function signInAs(phone: string): Promise<string> {
  await signInWithHarness(phone, { codes: false });
  return useSession.getState().opMan!;
}

type Page = { rows: OperatorLog[]; total: number };
const userlogs = (q: Record<string, unknown> = {}) => http.get<Page>(URL_, q, { silent: true });
const opIdOf = (phone: string) => getDb().operators.find((o) => o.phone === phone)!.opManId;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

const newestFirst = (rows: OperatorLog[]) => rows.every((r, i) => i === 0 || rows[i - 1].at >= r.at);

describe('seeded operator log', () => {
  it('about 2,000 entries over the last 30 days, newest first, with realistic actions', () => {
    const logs = getOperatorLogs();
    expect(logs.length).toBe(2000);
    expect(newestFirst([...logs])).toBe(true);
    const oldest = Date.parse(logs[logs.length - 1].at);
    expect(oldest).toBeGreaterThanOrEqual(epoch() - (OPERATOR_LOG_DAYS + 1) * 86400000);
    expect(Date.parse(logs[0].at)).toBeLessThanOrEqual(epoch());
    const actions = new Set(logs.map((l) => l.action));
    for (const a of ['登录系统', '锁车', '开锁', '修改计费配置', '审核还车申请', '导出用户列表', '新增优惠券'])
      expect(actions, a).toContain(a);
    const ops = new Map(getDb().operators.map((o) => [o.opManId, o]));
    for (const l of logs.slice(0, 200)) {
      const op = ops.get(l.opManId)!;
      expect(op).toBeDefined();
      expect([l.phone, l.name]).toEqual([op.phone, op.name]);
      expect(l.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
    // accounts that never get past sign-in have no history
    expect(logs.some((l) => l.phone === '13800000004' || l.phone === '13800000005')).toBe(false);
  });

  it('is the same on every run and reset by resetDb', () => {
    const first = getOperatorLogs()
      .slice(0, 50)
      .map((l) => ({ ...l }));
    addOperatorLog({ opManId: 'OP0000', phone: ADMIN, name: '平台管理员', action: '锁车', target: '车辆 8600001' });
    expect(getOperatorLogs()[0]).toMatchObject({
      action: '锁车',
      target: '车辆 8600001',
      ip: '本机', // written outside a call: this machine's own
      id: 'OL0002001',
    });
    resetDb();
    expect(getOperatorLogs().length).toBe(2000);
    expect(getOperatorLogs().slice(0, 50)).toEqual(first);
  });
});

describe('GET /platform/aliyunlog/userlogs', () => {
  it("the sign-in is recorded on top of the operator's own log", async () => {
    const me = await signInAs(ADMIN);
    const page = await userlogs({ opManId: me, pageSize: 10 });
    expect(page.rows).toHaveLength(10);
    // the log, like every reply, carries the phone masked
    expect(page.rows[0]).toMatchObject({
      opManId: me,
      phone: maskPhoneNumber(ADMIN),
      action: '登录系统',
      target: '运营管理后台',
    });
    expect(now() - Date.parse(page.rows[0].at)).toBeLessThan(60000);
    expect(page.rows.every((r) => r.opManId === me)).toBe(true);
    expect(newestFirst(page.rows)).toBe(true);
  });

  it('an operator without 1404 reads their own log, with or without opManId', async () => {
    const me = await signInAs(FINANCE);
    const own = await userlogs({ opManId: me });
    expect(own.total).toBeGreaterThan(1);
    expect(own.rows.every((r) => r.opManId === me)).toBe(true);
    const implicit = await userlogs();
    expect(implicit.total).toBe(own.total);
    expect(implicit.rows.every((r) => r.opManId === me)).toBe(true);
  });

  it("an operator without 1404 asking for another operator's log gets 403", async () => {
    await signInAs(FINANCE);
    const err = await failure(userlogs({ opManId: opIdOf(ADMIN) }));
    expect(err.status).toBe(403);
    expect(err.message).toContain('1404');
  });

  it("with 1404 an operator reads another's log and everyone's", async () => {
    await signInAs(OPS);
    const admin = opIdOf(ADMIN);
    const theirs = await userlogs({ opManId: admin, pageSize: 50 });
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.rows.every((r) => r.opManId === admin)).toBe(true);
    const all = await userlogs({ pageSize: 500 });
    expect(all.total).toBe(2000 + 1); // the seeded history and this sign-in
    expect(new Set(all.rows.map((r) => r.opManId)).size).toBeGreaterThan(5);
  });

  it('filters by keyword, action and date range, and pages', async () => {
    await signInAs(ADMIN);
    const locks = await userlogs({ keyword: '锁车', pageSize: 500 });
    expect(locks.total).toBeGreaterThan(0);
    expect(locks.rows.every((r) => [r.action, r.target, r.name].some((f) => f.includes('锁车')))).toBe(true);
    const logins = await userlogs({ action: '登录系统', pageSize: 500 });
    expect(logins.rows.every((r) => r.action === '登录系统')).toBe(true);

    const day = new Date(epoch() + 8 * 3600000 - 5 * 86400000).toISOString().slice(0, 10);
    const oneDay = await userlogs({ from: day, to: day, pageSize: 500 });
    expect(oneDay.total).toBeGreaterThan(0);
    const start = Date.parse(`${day}T00:00:00+08:00`);
    expect(oneDay.rows.every((r) => Date.parse(r.at) >= start && Date.parse(r.at) < start + 86400000)).toBe(true);

    const p1 = await userlogs({ page: 1, pageSize: 20 });
    const p2 = await userlogs({ page: 2, pageSize: 20 });
    expect(p1.rows).toHaveLength(20);
    expect(p2.rows[0].at <= p1.rows[19].at).toBe(true);
    expect(p1.total).toBe(p2.total);
  });

  it('a bad date is a business error', async () => {
    await signInAs(ADMIN);
    const err = await failure(userlogs({ from: 'yesterday' }));
    expect(err.kind).toBe('business');
  });

  it('needs sign-in', async () => {
    await signInAs(ADMIN);
    useSession.getState().clearToken();
    const err = await failure(userlogs());
    expect(err.status).toBe(401);
  });
});
