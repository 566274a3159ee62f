/**
 * Repair tickets (issue 12 item 6): a vehicle is in repair exactly while it has an open
 * ticket; a ticket goes 报修 → 诊断 → (订配件) → 开始维修 → 完成, each step by whom and when, and
 * the vehicle follows it; a step out of order, a second report and bad input are refused with
 * their reason; an alarm can become a ticket; the header's selection narrows the list and an
 * account without the vehicle pages sees none; 维修统计 counts the tickets; the big screen's
 * ticker shows reports and repairs; the crews move their own tickets on as the world lives.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { REPAIR_MSG, stepRefusal, type RepairTicket } from '@contract/repairs';
import { ALARM } from '@contract/vehicles';
import { COUNT_LIMITS } from '@contract/money';
import { getAlarms, raiseAlarm } from '@mocks/db/alarms';
import { advanceWorld } from '@mocks/db/liveFleet';
import { getRepairs } from '@mocks/db/repairs';
import { epoch } from '@mocks/db/store';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { dayOf } from '@mocks/lib/stats';
import { displayStatus } from '@/shared/utils/vehicleStatus';
import { call, pageAs, postAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';
import { get } from './ledgerChecks';

setupRawBackend();

const post = (s: Session, path: string, body: Record<string, unknown>) => postAs(s, `/platform/repair/${path}`, body);
const list = (s: Session, query: Record<string, unknown> = {}) => pageAs(s, '/platform/repair/list', query);

const isOpen = (t: RepairTicket) => t.status !== 'done' && t.status !== 'cancelled';

/** A vehicle is in repair iff it has an open ticket, and it has at most one. */
function expectInStep(): void {
  const open = getRepairs()
    .filter(isOpen)
    .map((t) => t.vehicleNo)
    .sort();
  const inRepair = getVehicles()
    .filter((v) => v.opsStates.includes('repair'))
    .map((v) => v.vehicleNo)
    .sort();
  expect(open).toEqual(inRepair);
  expect(new Set(open).size).toBe(open.length);
}

/** Minutes since local midnight (UTC+8). */
const localMinutes = (iso: string) => ((((Date.parse(iso) + 8 * 3600000) % 86400000) + 86400000) % 86400000) / 60000;

/** A vehicle that can be reported: standing, not in repair. */
const healthy = () =>
  getVehicles().find((v) => v.rideState === 'ready' && !v.opsStates.includes('repair') && !v.alarms.length)!;

/** An open 禁停区 alarm on a vehicle that is neither in repair nor ridden. */
const openNoParkingAlarm = () =>
  getAlarms().find(
    (a) =>
      a.status === 'open' &&
      a.alarm === 'in_no_parking' &&
      !vehicleIndex().get(a.vehicleNo)!.opsStates.includes('repair') &&
      vehicleIndex().get(a.vehicleNo)!.rideState !== 'riding',
  )!;

/** 诊断, 开始维修 and 完成 of a repair ticket, each accepted. */
async function repairToTheEnd(s: Session, id: string, diagnosis: string): Promise<void> {
  for (const step of ['diagnose', 'start', 'finish'])
    expect((await post(s, 'step', { id, step, faultType: '其他故障', diagnosis })).suc).toBe(true);
}

describe('repair tickets', () => {
  it('are seeded from the world: one open ticket per vehicle in repair, steps in working hours before now, weeks of closed ones', async () => {
    const s = await signInAsPhone('13800000000');
    const page = await list(s);
    expectInStep();
    const all = getRepairs();
    expect(page.total).toBe(all.length);
    const times = (page.rows as Json[]).map((r) => r.reportedAt as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.filter(isOpen).map((t) => t.status)).size).toBeGreaterThanOrEqual(3);
    for (const t of all) {
      for (const h of t.history) {
        expect(Date.parse(h.at)).toBeLessThan(epoch());
        expect(localMinutes(h.at)).toBeGreaterThanOrEqual(8.5 * 60);
        expect(localMinutes(h.at)).toBeLessThan(18 * 60);
      }
      expect(t.history[0]).toMatchObject({ step: 'report', at: t.reportedAt, by: t.reportedBy });
      if (t.status === 'done') expect(t.doneAt).toBe(t.history.at(-1)!.at);
    }
    const month = dayOf(now() - 29 * 86400000);
    expect(all.filter((t) => t.status === 'done' && dayOf(t.reportedAt) >= month).length).toBeGreaterThan(100);
  });

  it('of the crews move on in working hours as the world lives; one repaired puts its vehicle back on the road', () => {
    getVehicles();
    const before = new Map(getRepairs().map((t) => [t.id, t.history.length]));
    const start = now();
    for (let m = 1; m <= 24 * 60; m++) advanceWorld(start + m * 60000);
    const moved = getRepairs().filter((t) => before.has(t.id) && t.history.length > before.get(t.id)!);
    expect(moved.length).toBeGreaterThan(3);
    for (const t of moved) {
      for (const h of t.history.slice(before.get(t.id))) {
        expect(Date.parse(h.at)).toBeGreaterThan(start);
        expect(localMinutes(h.at)).toBeGreaterThanOrEqual(8.5 * 60);
        expect(localMinutes(h.at)).toBeLessThan(18 * 60);
      }
    }
    const repaired = moved.filter((t) => t.status === 'done');
    expect(repaired.length).toBeGreaterThan(0);
    for (const t of repaired) expect(vehicleIndex().get(t.vehicleNo)!.opsStates).not.toContain('repair');
    expectInStep();
  });

  it('go from report to done, each step by whom and when; the vehicle is off the road meanwhile; out of order is refused', async () => {
    const s = await signInAsPhone('13800000000');
    const v = healthy();
    const reported = await post(s, 'report', { vehicleNo: v.vehicleNo, description: '刹车无力' });
    expect(reported.suc).toBe(true);
    const t = getRepairs().find((x) => x.id === reported.data.id)!;
    expect(t).toMatchObject({
      status: 'reported',
      source: 'report',
      reportedBy: '平台管理员',
      reportedAt: new Date(now()).toISOString(),
    });
    expect(t.id).toMatch(/^WX\d{6}$/);
    expect(vehicleIndex().get(v.vehicleNo)!.opsStates).toContain('repair');
    expectInStep();
    expect((await post(s, 'report', { vehicleNo: v.vehicleNo, description: '再报一次' })).error.promt).toBe(
      `${REPAIR_MSG.inRepair}（${t.id}）`,
    );

    expect((await post(s, 'step', { id: t.id, step: 'finish' })).error.promt).toBe(stepRefusal('finish', 'reported'));
    expect(
      (await post(s, 'step', { id: t.id, step: 'diagnose', faultType: '不存在的故障', diagnosis: 'x' })).error.promt,
    ).toBe(REPAIR_MSG.faultType);
    expect(
      (await post(s, 'step', { id: t.id, step: 'diagnose', faultType: '刹车失灵', diagnosis: ' ' })).error.promt,
    ).toBe(REPAIR_MSG.diagnosisRequired);
    advanceClock(20 * 60000);
    expect(
      (await post(s, 'step', { id: t.id, step: 'diagnose', faultType: '刹车失灵', diagnosis: '刹车线松脱' })).data,
    ).toMatchObject({ status: 'diagnosing', faultType: '刹车失灵', assigneeName: '平台管理员' });
    expect(
      (await post(s, 'step', { id: t.id, step: 'order_parts', parts: [{ name: '刹车线', qty: 0, cost: 1500 }] })).error
        .promt,
    ).toBe(COUNT_LIMITS.partQty.message);
    expect(
      (await post(s, 'step', { id: t.id, step: 'order_parts', parts: [{ name: '刹车线', qty: 2, cost: 1500 }] })).data
        .status,
    ).toBe('awaiting_parts');
    expect(
      (await post(s, 'step', { id: t.id, step: 'diagnose', faultType: '刹车失灵', diagnosis: 'x' })).error.promt,
    ).toBe(stepRefusal('diagnose', 'awaiting_parts'));
    expect((await post(s, 'step', { id: t.id, step: 'start' })).data.status).toBe('repairing');
    expect(vehicleIndex().get(v.vehicleNo)!.opsStates).toContain('repair');
    advanceClock(60 * 60000);
    expect((await post(s, 'step', { id: t.id, step: 'finish', note: '已更换刹车线' })).data.status).toBe('done');
    expect(t).toMatchObject({ doneAt: new Date(now()).toISOString(), parts: [{ name: '刹车线', qty: 2, cost: 1500 }] });
    expect(t.history.map((h) => [h.step, h.by])).toEqual([
      ['report', '平台管理员'],
      ['diagnose', '平台管理员'],
      ['order_parts', '平台管理员'],
      ['start', '平台管理员'],
      ['finish', '平台管理员'],
    ]);
    expect(vehicleIndex().get(v.vehicleNo)!.opsStates).not.toContain('repair');
    expect((await post(s, 'step', { id: t.id, step: 'cancel' })).error.promt).toBe(stepRefusal('cancel', 'done'));
    // the big screen's ticker: reported and repaired, newest first (among the crews' own steps meanwhile)
    const screen = (await call('GET', '/platform/bigscreen/operations', { session: s })).body.data as Json;
    expect((screen.repairs.latest as Json[]).filter((e) => e.ticketId === t.id)).toMatchObject([
      { ticketId: t.id, event: 'finish', vehicleNo: v.vehicleNo, at: t.doneAt },
      { ticketId: t.id, event: 'report', vehicleNo: v.vehicleNo, at: t.reportedAt },
    ]);
    expect(screen.repairs.open).toBe(getRepairs().filter(isOpen).length);
    expectInStep();
  });

  it('refuse an unknown vehicle, a ridden one, an unknown ticket and step; a cancelled ticket frees the vehicle', async () => {
    const s = await signInAsPhone('13800000000');
    expect((await post(s, 'report', { vehicleNo: '9999999', description: '故障' })).error.promt).toBe(
      REPAIR_MSG.noVehicle,
    );
    const ridden = getVehicles().find((v) => v.rideState === 'riding' && !v.opsStates.includes('repair'))!;
    expect((await post(s, 'report', { vehicleNo: ridden.vehicleNo, description: '故障' })).error.promt).toBe(
      REPAIR_MSG.riding,
    );
    const v = healthy();
    expect((await post(s, 'report', { vehicleNo: v.vehicleNo, description: '  ' })).error.promt).toBe(
      REPAIR_MSG.descriptionRequired,
    );
    expect((await post(s, 'step', { id: 'WX999999', step: 'start' })).error.promt).toBe(REPAIR_MSG.missing);
    const open = getRepairs().find((t) => t.status === 'reported')!;
    expect((await post(s, 'step', { id: open.id, step: 'toString' })).error.promt).toBe(REPAIR_MSG.unknownStep);
    expect((await post(s, 'step', { id: open.id, step: 'cancel' })).data.status).toBe('cancelled');
    expect(vehicleIndex().get(open.vehicleNo)!.opsStates).not.toContain('repair');
    expectInStep();
  });

  it('an alarm becomes a ticket: the alarm is handled by it and cleared when the vehicle is repaired', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const alarm = openNoParkingAlarm();
    const made = await post(s, 'report', { alarmId: alarm.id });
    expect(made.data).toMatchObject({
      vehicleNo: alarm.vehicleNo,
      source: 'alarm',
      alarmId: alarm.id,
      description: `告警 ${alarm.id}：${ALARM.in_no_parking}`,
    });
    expect(alarm).toMatchObject({ status: 'handling', repairId: made.data.id, handledBy: '平台管理员' });
    await repairToTheEnd(s, made.data.id, '挪出禁停区并检查');
    expect(alarm).toMatchObject({ status: 'cleared', note: `已维修（${made.data.id}）` });
    expect(vehicleIndex().get(alarm.vehicleNo)!.alarms).not.toContain('in_no_parking');
    expect((await post(s, 'report', { alarmId: alarm.id })).error.promt).toBe(REPAIR_MSG.alarmCleared);
  });

  it('报修 on a vehicle with an open alarm is that alarm’s repair: the alarm is handled by it and cleared when repaired', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const alarm = openNoParkingAlarm();
    // opened from the vehicle's page: by its number, not the alarm
    const made = await post(s, 'report', { vehicleNo: alarm.vehicleNo, description: '车辆停在禁停区，车把松动' });
    expect(made.data).toMatchObject({ vehicleNo: alarm.vehicleNo, source: 'alarm', alarmId: alarm.id });
    expect(alarm).toMatchObject({ status: 'handling', repairId: made.data.id });
    await repairToTheEnd(s, made.data.id, '紧固车把');
    expect(alarm).toMatchObject({ status: 'cleared', note: `已维修（${made.data.id}）` });
    expect(vehicleIndex().get(alarm.vehicleNo)!.alarms).not.toContain('in_no_parking');
    // a vehicle without an alarm still gets a plain report
    const plain = await post(s, 'report', { vehicleNo: healthy().vehicleNo, description: '刹车失灵' });
    expect(plain.data).toMatchObject({ source: 'report' });
    expect(plain.data.alarmId).toBeUndefined();
  });

  it('完成 closes the alarm the ticket repairs, and only that one: the vehicle’s other 设备离线 alarm stays open and it stays offline', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const alarm = openNoParkingAlarm();
    const v = vehicleIndex().get(alarm.vehicleNo)!;
    const offline = raiseAlarm(v, 'offline', now())!;
    v.online = false;
    const made = await post(s, 'report', { alarmId: alarm.id });
    // failure path: 完成 before it is repaired is refused and closes nothing
    const early = await post(s, 'step', { id: made.data.id, step: 'finish', faultType: '其他故障', diagnosis: '—' });
    expect(early.error.promt).toBe(stepRefusal('finish', 'reported'));
    expect(alarm.status).toBe('handling');
    await repairToTheEnd(s, made.data.id, '挪出禁停区');
    expect(alarm).toMatchObject({ status: 'cleared', note: `已维修（${made.data.id}）` });
    expect(offline).toMatchObject({ status: 'open' });
    expect(offline.note).toBeUndefined();
    expect(v.alarms).toEqual(['offline']);
    expect(v.online).toBe(false);
  });

  it('the vehicle log’s repair lines name who did it, as the ticket does: 报修 its reporter, 维修完成 who finished it (seeded and live)', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const lines = async (vehicleNo: string, id: string) =>
      ((await get(s, '/platform/vehicle/logs', { vehicleNo, page: 1, pageSize: 500 })).rows as Json[]).filter((l) =>
        String(l.detail).startsWith(`维修工单 ${id}`),
      );
    const seeded = getRepairs().find((t) => t.status === 'done' && t.reportedBy !== t.history.at(-1)!.by)!;
    expect((await lines(seeded.vehicleNo, seeded.id)).map((l) => [l.event, l.by])).toEqual([
      ['维修完成', seeded.history.at(-1)!.by],
      ['报修', seeded.reportedBy],
    ]);
    const made = await post(s, 'report', { vehicleNo: healthy().vehicleNo, description: '刹车失灵' });
    await repairToTheEnd(s, made.data.id, '更换刹车线');
    expect((await lines(made.data.vehicleNo, made.data.id)).map((l) => [l.event, l.by])).toEqual([
      ['维修完成', '平台管理员'],
      ['报修', '平台管理员'],
    ]);
  });

  it('a repaired offline vehicle reports again: online, its offline alarm cleared with the repair; while open it counts as 维修中 everywhere', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const offline = getAlarms().find(
      (a) =>
        a.status === 'open' && a.alarm === 'offline' && !vehicleIndex().get(a.vehicleNo)!.opsStates.includes('repair'),
    )!;
    const made = await post(s, 'report', { alarmId: offline.id });
    const v = vehicleIndex().get(offline.vehicleNo)!;
    expect(displayStatus(v)).toBe('repair');
    const screen = (await call('GET', '/platform/bigscreen/operations', { session: s })).body.data as Json;
    expect(screen.repairs.open).toBe(getRepairs().filter(isOpen).length);
    expect(screen.fleet.byStatus.repair).toBe(screen.repairs.open);
    let done: Json = {};
    for (const step of ['diagnose', 'start', 'finish'])
      done = await post(s, 'step', { id: made.data.id, step, faultType: '中控离线', diagnosis: '更换中控' });
    expect(done.data.status).toBe('done');
    expect(offline).toMatchObject({ status: 'cleared', note: `已维修（${made.data.id}）` });
    expect(v).toMatchObject({ online: true, lastHeartbeatAt: done.data.doneAt });
    expect(v.alarms).not.toContain('offline');
    expect(
      getAlarms().filter((a) => a.vehicleNo === v.vehicleNo && a.status !== 'cleared' && a.alarm === 'offline'),
    ).toEqual([]);
    expect(displayStatus(v)).not.toBe('repair');
  });

  it('the header’s selection narrows the list; the franchisee and finance are refused (reading needs a vehicle page, reporting 报修处理); 维修统计 counts the tickets', async () => {
    const ops = await signInAsPhone('13800000001');
    const narrowed = await list(ops, { opAreaIds: 'SA002', pageSize: 100, status: 'done' });
    expect(narrowed.total).toBe(getRepairs().filter((t) => t.serviceAreaId === 'SA002' && t.status === 'done').length);
    for (const r of narrowed.rows as Json[]) expect(r).toMatchObject({ serviceAreaId: 'SA002', status: 'done' });
    for (const phone of ['13800000002', '13800000003']) {
      const s = await signInAsPhone(phone);
      expect(
        (await call('GET', '/platform/repair/list', { session: s, query: { page: 1, pageSize: 20 } })).status,
        phone,
      ).toBe(403);
      expect(
        (await post(s, 'report', { vehicleNo: healthy().vehicleNo, description: '故障' })).error.promt,
        phone,
      ).toBe('没有访问权限（需要权限 repairHandle）');
    }
    const to = dayOf(now());
    const from = dayOf(now() - 6 * 86400000);
    const stats = (await call('GET', '/platform/ops/task/stats', { session: ops, query: { kind: 'repair', from, to } }))
      .body.data as Json;
    const week = getRepairs().filter((t) => dayOf(t.reportedAt) >= from);
    expect(stats.days.reduce((n: number, d: Json) => n + d.created, 0)).toBe(week.length);
    expect(stats.days.reduce((n: number, d: Json) => n + d.done, 0)).toBe(
      week.filter((t) => t.status === 'done').length,
    );
    expect(stats.pending).toBe(week.filter((t) => t.status === 'reported').length);
    expect(stats.staff.reduce((n: number, r: Json) => n + r.done, 0)).toBe(
      week.filter((t) => t.status === 'done' && t.assignee).length,
    );
  });
});
