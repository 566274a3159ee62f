/**
 * A lifted ban stays in the rider's history (issue 43 item 4): the rider's detail lists every
 * 加入黑名单 / 移出黑名单 with who, when and why, read from the operator log's lines about the rider.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@/shared/utils/clock';
import { getOperatorLogs } from '@mocks/db/operatorLogs';
import { getRiders } from '@mocks/db/riders';
import { get } from './ledgerChecks';
import { call, postAs, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const lift = (s: Session, userId: string) => call('DELETE', `/platform/blacklist/${userId}`, { session: s, body: {} });
const history = async (s: Session, userId: string) =>
  (await get(s, '/platform/user/detail', { userId })).banHistory as Array<Record<string, string>>;

describe('a rider’s ban history', () => {
  it('keeps a lifted ban: both lines with who, when and why, the same as the operator log', async () => {
    const s = await signInAsPhone('13800000000');
    const r = getRiders().find((x) => !x.blacklisted)!;
    expect(await history(s, r.userId)).toEqual([]);
    const banned = await postAs(s, '/platform/blacklist', { userId: r.userId, reason: '恶意破坏车辆' });
    expect(banned.suc, JSON.stringify(banned.error)).toBe(true);
    advanceClock(60_000);
    expect((await lift(s, r.userId)).body.suc).toBe(true);

    const lines = await history(s, r.userId);
    const logs = getOperatorLogs().filter((l) => l.target.startsWith(`用户 ${r.userId}（`));
    expect(lines).toEqual([
      { action: '移出黑名单', by: '平台管理员', at: logs[0].at, reason: '' },
      { action: '加入黑名单', by: '平台管理员', at: logs[1].at, reason: '恶意破坏车辆' },
    ]);
    expect(logs.map((l) => l.action)).toEqual(['移出黑名单', '加入黑名单']);
    expect(Date.parse(logs[0].at) - Date.parse(logs[1].at)).toBe(60_000);
    // the rider is free again, and the detail's current ban is gone while its history stays
    expect((await get(s, '/platform/user/detail', { userId: r.userId })).blacklist).toBeNull();
  });

  it('a lift of a rider not banned is refused and adds no line', async () => {
    const s = await signInAsPhone('13800000000');
    const r = getRiders().find((x) => !x.blacklisted)!;
    const refused = await lift(s, r.userId);
    expect(refused.body.error?.promt).toBe('该用户不在黑名单中');
    expect(await history(s, r.userId)).toEqual([]);
  });
});
