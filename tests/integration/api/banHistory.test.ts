/**
 * A lifted ban stays in the rider's history (issue 43 item 4): every ban and lift is its own
 * record {riderId, action, reason, operator, at}, appended by the blacklist's writes and read
 * through /platform/user/bans (whoever may see the rider), not parsed from the operator log.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { getBlacklist } from '@mocks/db/blacklist';
import { getOperatorLogs } from '@mocks/db/operatorLogs';
import { getRiders } from '@mocks/db/riders';
import { get } from './ledgerChecks';
import { call, postAs, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const lift = (s: Session, userId: string) => call('DELETE', `/platform/blacklist/${userId}`, { session: s, body: {} });
const history = async (s: Session, userId: string) =>
  ((await get(s, '/platform/user/bans', { userId, page: 1, pageSize: 20 })).rows as Array<Record<string, string>>).map(
    ({ id: _id, ...b }) => b,
  );

describe('a rider’s ban history', () => {
  it('keeps a lifted ban: the ban and the lift with who, when and why, whatever the operator log says', async () => {
    const s = await signInAsPhone('13800000000');
    const r = getRiders().find((x) => !x.blacklisted)!;
    expect(await history(s, r.userId)).toEqual([]);
    const bannedAt = new Date(now()).toISOString();
    const banned = await postAs(s, '/platform/blacklist', { userId: r.userId, reason: '恶意破坏车辆' });
    expect(banned.suc, JSON.stringify(banned.error)).toBe(true);
    advanceClock(60_000);
    expect((await lift(s, r.userId)).body.suc).toBe(true);
    // the operator log's lines are no part of it: its wording may change
    for (const l of getOperatorLogs()) if (l.target.includes(r.userId)) l.target = '（已改写）';

    expect(await history(s, r.userId)).toEqual([
      {
        riderId: r.userId,
        action: 'remove',
        reason: '',
        operator: '平台管理员',
        at: new Date(Date.parse(bannedAt) + 60_000).toISOString(),
      },
      { riderId: r.userId, action: 'add', reason: '恶意破坏车辆', operator: '平台管理员', at: bannedAt },
    ]);
    // the rider is free again: the detail's current ban is gone while its history stays
    expect((await get(s, '/platform/user/detail', { userId: r.userId })).blacklist).toBeNull();
  });

  it('every seeded ban has its record, with the entry’s reason, operator, time and end', async () => {
    const s = await signInAsPhone('13800000000');
    for (const e of getBlacklist().slice(0, 20)) {
      const rows = await history(s, e.userId);
      expect(rows).toEqual([
        {
          riderId: e.userId,
          action: 'add',
          reason: e.reason,
          operator: e.addedBy,
          at: e.addedAt,
          ...(e.until ? { until: e.until } : {}),
        },
      ]);
    }
  });

  it('a lift of a rider not banned is refused and adds no record', async () => {
    const s = await signInAsPhone('13800000000');
    const r = getRiders().find((x) => !x.blacklisted)!;
    const refused = await lift(s, r.userId);
    expect(refused.body.error?.promt).toBe('该用户不在黑名单中');
    expect(await history(s, r.userId)).toEqual([]);
  });

  it('a caller without the rider-view code (070101) is refused, and a franchisee outside the rider’s areas too', async () => {
    const banned = getBlacklist()[0];
    const finance = await signInAsPhone('13800000003');
    const refused = await call('GET', '/platform/user/bans', {
      session: finance,
      query: { userId: banned.userId, page: 1, pageSize: 20 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.promt).toBe('没有访问权限（需要权限 070101）');

    const outside = getBlacklist().find((e) => e.serviceAreaId !== 'SA001' && e.serviceAreaId !== 'SA002')!;
    const agent = await signInAsPhone('13800000002');
    const out = await call('GET', '/platform/user/bans', {
      session: agent,
      query: { userId: outside.userId, page: 1, pageSize: 20 },
    });
    expect(out.status).toBe(403);
    expect(out.body.data).toBeUndefined();
  });
});
