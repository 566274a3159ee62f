/**
 * What a journal must bring back: the records sign-in makes (a new device) that later changes
 * name (an administrator authorizes a device asked for after it), the seeded world as it was
 * after 重置演示数据 (the same ride of the same rider on the same vehicle a day later), the
 * fixed codes a write drew at random (fed back from the journal), and, when an entry is
 * tampered with, only it and what depends on it dropped, the rest kept and stored.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { devices } from '@mocks/db/devices';
import { getOrders } from '@mocks/db/orders';
import { getNoticeTemplates } from '@mocks/db/config';
import { epoch, pinEpoch, resetDb } from '@mocks/db/store';
import { isChange, setJournalSink, type JournalEntry } from '@mocks/lib/journal';
import { headerFor, replayJournal } from '@mocks/journal/replay';
import { resetJournal, restoreJournal } from '@mocks/journal';
import { clearJournal, countEntries, readJournal } from '@mocks/journal/store';
import { call, ORIGIN, setupRawBackend, signInAfterCheck, signInAsPhone, USER, type Session } from './backendSession';

setupRawBackend();
afterEach(async () => {
  setJournalSink(null);
  await clearJournal();
  pinEpoch(null);
});

const DEVICE = `${ORIGIN}/mieba/v2/platform/opman/device`;
const BROWSER = 'f'.repeat(32);

/** The console's sign-in: SMS, the device check (a first device is listed), the sign-in record. */
async function signIn(phone: string): Promise<Session> {
  await call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: phone }, plain: true });
  await call('POST', '', {
    url: `${ORIGIN}/mieba/platform/opman/device/verification`,
    body: { device_type: 1, mobilePhoneNumber: phone, device_code: BROWSER, device_name: 'Chrome on Windows' },
    plain: true,
  });
  const s = await signInAfterCheck(phone, BROWSER);
  await call('POST', '/platform/permission/login', { session: s, body: { opManId: s.opManId } });
  return s;
}

async function requestDevice(code: string) {
  return call('POST', '', {
    url: `${DEVICE}/permission`,
    body: { device_type: 1, mobilePhoneNumber: '13800000004', device_code: code, device_name: 'Edge on Windows' },
    plain: true,
  });
}

const fixedCodes = (s: Session, keyword: string) =>
  call('GET', '/platform/production/fixed-code', { session: s, query: { page: 1, pageSize: 10, keyword } });

describe('a journal brings back what later changes name', () => {
  it('a device authorized after the administrator signed in from a new browser is the same device after a replay', async () => {
    const entries: JournalEntry[] = [];
    setJournalSink((e) => entries.push(e));
    const admin = await signIn('13800000000');
    const asked = await requestDevice('e'.repeat(32));
    expect(asked.body.data.state).toBe('pending');
    const id = asked.body.data.id as string;
    const confirmed = await call('POST', '', {
      url: `${DEVICE}/authorize_confirm`,
      session: admin,
      body: { id, approve: true },
    });
    expect(confirmed.body.suc).toBe(true);
    // the sign-in steps that changed the world are journalled, marked as such
    expect(entries.filter((e) => e.session).map((e) => e.endpoint)).toEqual([
      'POST /user-api/requestSmsCode',
      'POST /mieba/platform/opman/device/verification',
      'POST /ebike/v3/backend/platform/permission/login',
    ]);

    const header = headerFor(epoch());
    setJournalSink(null);
    resetDb();
    expect(await replayJournal(header, entries)).toEqual({ replayed: entries.length });
    expect(devices().find((d) => d.id === id)).toMatchObject({
      phone: '13800000004',
      state: 'authorized',
      deviceCode: 'e'.repeat(32),
    });
    expect(devices().filter((d) => d.phone === '13800000000' && d.deviceCode === BROWSER)).toHaveLength(1);
  });

  it('a tampered entry is dropped with what depended on it; the rest is kept, stored, and said', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const admin = await signIn('13800000000');
    const asked = await requestDevice('c'.repeat(32));
    await call('POST', '', {
      url: `${DEVICE}/authorize_confirm`,
      session: admin,
      body: { id: asked.body.data.id, approve: true },
    });
    await call('POST', '/platform/config/notice', {
      session: admin,
      body: { name: '停车提醒', channel: 'inapp', content: '请规范停车' },
    });
    await expect.poll(async () => (await readJournal()).entries.filter((e) => e.build === undefined).length).toBe(6);
    const { header, entries } = await readJournal();
    // besides the requests, when the world built what they read
    const builds = entries.filter((e) => e.build !== undefined).length;

    // the device request is tampered with (another phone, not an operator): the authorization names a device that is not there
    const tampered = entries.map((e) =>
      e.endpoint.endsWith('/device/permission')
        ? { ...e, input: { ...e.input!, body: { ...e.input!.body, mobilePhoneNumber: '13900000009' } } }
        : e,
    );
    setJournalSink(null);
    await clearJournal();
    const { appendEntry, writeHeader } = await import('@mocks/journal/store');
    await writeHeader(header!);
    for (const e of tampered) await appendEntry(e);
    resetDb();

    const outcome = await restoreJournal();
    expect(outcome).toEqual({
      replayed: 4 + builds,
      dropped:
        '第 1 项修改无法重放（POST /mieba/v2/platform/opman/device/permission：该手机号未开通后台账号）；' +
        '第 2 项修改无法重放（POST /mieba/v2/platform/opman/device/authorize_confirm：授权记录不存在），已舍弃；其余 1 项修改已保留',
    });
    expect(getNoticeTemplates().some((t) => t.name === '停车提醒')).toBe(true);
    // the stored journal holds the kept entries only: the next reload replays them all
    const kept = await readJournal();
    expect(kept.entries).toHaveLength(4 + builds);
    expect(await countEntries()).toBe(1);
    setJournalSink(null);
    resetDb();
    expect(await restoreJournal()).toEqual({ replayed: 4 + builds });
  });
});

describe('重置演示数据', () => {
  it('brings back the seeded world of the journal, not one built around the time of the reset', async () => {
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const admin = await signIn('13800000000');
    const ride = getOrders()[417];
    const seen = { orderId: ride.orderId, userId: ride.userId, vehicleNo: ride.vehicleNo, startAt: ride.startAt };
    await call('POST', '/platform/config/notice', {
      session: admin,
      body: { name: '还车提醒', channel: 'inapp', content: '请还车' },
    });
    await expect.poll(countEntries).toBe(1);

    await resetJournal();
    // the next day the page reloads onto the seeded world
    advanceClock(26 * 3_600_000);
    resetDb();
    expect(await restoreJournal()).toEqual({ replayed: 0 });
    const again = getOrders().find((o) => o.orderId === seen.orderId);
    expect(
      again && { orderId: again.orderId, userId: again.userId, vehicleNo: again.vehicleNo, startAt: again.startAt },
    ).toEqual(seen);
    expect(getNoticeTemplates().some((t) => t.name === '还车提醒')).toBe(false);
    expect(epoch()).toBeLessThan(now() - 86_400_000);
  });
});

describe('fixed codes', () => {
  it('are each their own, and a replay gives the vehicles the codes drawn at random when they were generated', async () => {
    const entries: JournalEntry[] = [];
    const admin = await signIn('13800000000');
    setJournalSink((e) => entries.push(e));
    const listed = await call('GET', '/platform/production/fixed-code', {
      session: admin,
      query: { page: 1, pageSize: 500 },
    });
    const rows = listed.body.data.rows as Array<{ vehicleNo: string; code?: string }>;
    const seeded = rows.flatMap((r) => (r.code ? [r.code] : []));
    expect(seeded.length).toBeGreaterThan(100);
    expect(new Set(seeded).size).toBe(seeded.length);
    const chosen = rows.slice(0, 5).map((r) => r.vehicleNo);
    const made = await call('POST', '/platform/production/fixed-code/generate', {
      session: admin,
      body: { vehicleNos: chosen, regenerate: true },
    });
    expect(made.body.data).toEqual({ generated: 5 });
    const codes = await Promise.all(
      chosen.map(async (no) => ((await fixedCodes(admin, no)).body.data.rows[0] as { code: string }).code),
    );
    expect(codes.every((c) => !seeded.includes(c))).toBe(true);
    const write = entries.find(isChange)!;
    expect(write.draws).toMatch(/^[0-9a-f]{100,}$/);

    const header = headerFor(epoch());
    setJournalSink(null);
    resetDb();
    expect(await replayJournal(header, entries)).toEqual({ replayed: entries.length });
    const again = await signInAsPhone('13800000000');
    const replayed = await Promise.all(
      chosen.map(async (no) => ((await fixedCodes(again, no)).body.data.rows[0] as { code: string }).code),
    );
    expect(replayed).toEqual(codes);

    // an entry whose recorded draws were cut short is not the write that was made
    resetDb();
    const short = entries.map((e) => (e === write ? { ...e, draws: e.draws!.slice(0, 20) } : e));
    expect(await replayJournal(header, short)).toEqual({
      replayed: entries.length - 1,
      dropped: [{ index: entries.indexOf(write), why: '修改记录中的随机数不足' }],
    });
  });
});
