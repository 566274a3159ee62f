/**
 * Alarm records (issue 12 item 6): a vehicle carries exactly the alarms whose record is not
 * cleared; staff acknowledge, make a task from and clear them, each step with who and when,
 * and the refusals say why; the living world raises and clears passing alarms as records;
 * the header's selection narrows the list, and an account without 设备监控 sees none.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock, now } from '@/shared/utils/clock';
import { ALARM_MSG } from '@contract/alarms';
import { getAlarms } from '@mocks/db/alarms';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { call, pageAs, postAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const post = (s: Session, path: string, body: Record<string, unknown>) => postAs(s, `/platform/alarm/${path}`, body);
const list = (s: Session, query: Record<string, unknown> = {}) => pageAs(s, '/platform/alarm/list', query);

/** Each vehicle's alarms are exactly its records that are not cleared. */
function expectInStep(): void {
  const live = getAlarms()
    .filter((r) => r.status !== 'cleared')
    .map((r) => `${r.vehicleNo}|${r.alarm}`)
    .sort();
  const carried = getVehicles()
    .flatMap((v) => v.alarms.map((a) => `${v.vehicleNo}|${a}`))
    .sort();
  expect(live).toEqual(carried);
}

describe('alarm records', () => {
  it('are the vehicles’ alarms, newest first, and the big screen’s ticker shows them', async () => {
    const s = await signInAsPhone('13800000000');
    const page = await list(s);
    expectInStep();
    expect(page.total).toBe(getAlarms().length);
    const times = (page.rows as Json[]).map((r) => r.raisedAt as string);
    expect([...times].sort().reverse()).toEqual(times);
    const screen = await call('GET', '/platform/bigscreen/operations', { session: s });
    const ticker = screen.body.data.alarms.latest as Json[];
    expect(ticker.length).toBeGreaterThan(0);
    for (const t of ticker)
      expect(getAlarms().find((r) => r.id === t.id)).toMatchObject({
        vehicleNo: t.vehicleNo,
        alarm: t.alarm,
        raisedAt: t.at,
      });
  });

  it('are acknowledged, handled by a task and cleared, each by whom and when; the refusals say why', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const r = getAlarms().find((x) => x.status === 'open' && x.alarm === 'out_of_area')!;
    expect((await post(s, 'ack', { id: r.id })).suc).toBe(true);
    expect(r).toMatchObject({
      status: 'acknowledged',
      acknowledgedBy: '平台管理员',
      acknowledgedAt: new Date(now()).toISOString(),
    });
    expect((await post(s, 'ack', { id: r.id })).error.promt).toBe(ALARM_MSG.notOpen);

    expect((await post(s, 'task', { id: r.id })).suc).toBe(true);
    const task = getVehicleLogs().tasks[0];
    expect(task).toMatchObject({
      id: r.taskId,
      kind: 'dispatch',
      vehicleNo: r.vehicleNo,
      status: 'pending',
      note: `告警 ${r.id}：超出服务区`,
    });
    expect(r.status).toBe('handling');
    expect((await post(s, 'task', { id: r.id })).error.promt).toBe(ALARM_MSG.handling);

    expect((await post(s, 'clear', { id: r.id, note: '  ' })).error.promt).toBe(ALARM_MSG.noteRequired);
    expect(vehicleIndex().get(r.vehicleNo)!.alarms).toContain('out_of_area');
    expect((await post(s, 'clear', { id: r.id, note: '车辆已挪回服务区' })).suc).toBe(true);
    expect(r).toMatchObject({ status: 'cleared', clearedBy: '平台管理员', note: '车辆已挪回服务区' });
    expect(vehicleIndex().get(r.vehicleNo)!.alarms).not.toContain('out_of_area');
    expect((await post(s, 'clear', { id: r.id, note: '再次清除' })).error.promt).toBe(ALARM_MSG.cleared);
    expectInStep();
  });

  it('an offline device’s alarm cannot be cleared while it is offline; an unknown id is refused', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const r = getAlarms().find((x) => x.alarm === 'offline' && !vehicleIndex().get(x.vehicleNo)!.online)!;
    expect((await post(s, 'clear', { id: r.id, note: '已联系' })).error.promt).toBe(ALARM_MSG.stillOffline);
    expect(r.status).toBe('open');
    expect((await post(s, 'ack', { id: 'AL999999' })).error.promt).toBe(ALARM_MSG.missing);
  });

  it('the living world raises passing alarms and clears them by itself; alarms and battery swaps write the vehicle’s log', async () => {
    const s = await signInAsPhone('13800000000');
    await list(s);
    const before = new Set(getAlarms().map((r) => r.id));
    const start = now();
    for (let i = 0; i < 8; i++) {
      advanceClock(30 * 60000);
      await list(s);
    }
    const raised = getAlarms().filter((r) => !before.has(r.id));
    expect(raised.length).toBeGreaterThan(0);
    for (const r of raised) expect(Date.parse(r.raisedAt)).toBeGreaterThan(start);
    const cleared = getAlarms().filter((r) => r.clearedBy === '系统' && r.note === '告警已恢复');
    expect(cleared.length).toBeGreaterThan(0);
    expectInStep();
    // one record per fact: each alarm raised and cleared is a line of its vehicle's log, then
    const logs = getVehicleLogs().vehicle.filter((l) => Date.parse(l.at) > start);
    const line = (vehicleNo: string, event: string, id: string) =>
      logs.find((l) => l.vehicleNo === vehicleNo && l.event === event && l.detail.includes(`（${id}）`));
    for (const r of raised) expect(line(r.vehicleNo, '告警', r.id), r.id).toMatchObject({ at: r.raisedAt });
    for (const r of cleared.filter((x) => Date.parse(x.clearedAt!) > start))
      expect(line(r.vehicleNo, '告警解除', r.id), r.id).toMatchObject({ at: r.clearedAt, by: '系统' });
    // and each battery the crews swapped, from what it read to 100 %, with the task that asked for it
    const swaps = logs.filter((l) => l.event === '换电');
    expect(swaps.length).toBeGreaterThan(0);
    for (const l of swaps) expect(l.detail).toMatch(/^运维换电：电量 \d+% → 100%/);
    const swapTasks = getVehicleLogs().tasks.filter(
      (t) => t.kind === 'battery_swap' && t.finishedAt && Date.parse(t.finishedAt) > start,
    );
    for (const t of swapTasks)
      expect(line(t.vehicleNo, '换电', `任务 ${t.id}`), t.id).toMatchObject({ at: t.finishedAt });
  });

  it('the header’s selection narrows the list; accounts without 设备监控 (franchisee, finance) are refused', async () => {
    const ops = await signInAsPhone('13800000001');
    const narrowed = await list(ops, { opAreaIds: 'SA002', pageSize: 100 });
    expect(narrowed.total).toBe(getAlarms().filter((r) => r.serviceAreaId === 'SA002').length);
    for (const r of narrowed.rows as Json[]) expect(r.serviceAreaId).toBe('SA002');
    for (const phone of ['13800000002', '13800000003']) {
      const s = await signInAsPhone(phone);
      const refused = await call('GET', '/platform/alarm/list', { session: s, query: { page: 1, pageSize: 20 } });
      expect(refused.status, phone).toBe(403);
      expect((await post(s, 'ack', { id: getAlarms()[0].id })).error.promt, phone).toBe(
        '没有访问权限（需要权限 alarmHandle）',
      );
    }
  });
});
