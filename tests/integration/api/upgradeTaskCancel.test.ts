/**
 * 取消升级任务 (POST /platform/production/upgrade-task/cancel) against the embedded backend: a
 * new task's devices not yet started are cancelled and read back so (the task's devices and
 * its row in the list); a started device finishes. A task with nothing pending, an unknown
 * task and a body with another field are refused, and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { getFirmwares } from '@mocks/db/upgrades';
import { pageAs, postAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const PR = '/platform/production';

/** A new upgrade task of every vehicle of the first firmware's model: its later devices start in turns, pending now. */
async function newTask(s: Session): Promise<Json> {
  const fw = getFirmwares()[0]!;
  const res = await postAs(s, `${PR}/upgrade-task`, { firmwareId: fw.id, targetKind: 'model' });
  expect(res.suc).toBe(true);
  return res.data as Json;
}

const devices = (s: Session, id: string, state = '') =>
  pageAs(s, `${PR}/upgrade-task/devices`, { id, pageSize: 1, ...(state ? { state } : {}) });
const taskRow = async (s: Session, id: string) =>
  ((await pageAs(s, `${PR}/upgrade-task`, { pageSize: 500 })).rows as Json[]).find((t) => t.id === id);

describe('取消升级任务', { timeout: 60000 }, () => {
  it('cancels the devices not started, reads them back as cancelled, and the task says so', async () => {
    const s = await signInAsPhone();
    const task = await newTask(s);
    const pending = (await devices(s, task.id, 'pending')).total as number;
    const all = (await devices(s, task.id)).total as number;
    expect(pending).toBeGreaterThan(0);

    const res = await postAs(s, `${PR}/upgrade-task/cancel`, { id: task.id });
    expect(res).toMatchObject({ suc: true, data: { id: task.id } });

    expect((await devices(s, task.id, 'pending')).total).toBe(0);
    expect((await devices(s, task.id, 'cancelled')).total).toBe(pending);
    // the devices already started are left to finish
    expect((await devices(s, task.id)).total).toBe(all);
    const row = await taskRow(s, task.id);
    expect(row?.counts).toMatchObject({ pending: 0, cancelled: pending });
  });

  it('a task with nothing pending, an unknown task and an extra field are refused, and change nothing', async () => {
    const s = await signInAsPhone();
    const task = await newTask(s);
    await postAs(s, `${PR}/upgrade-task/cancel`, { id: task.id });
    const before = await taskRow(s, task.id);

    expect(await postAs(s, `${PR}/upgrade-task/cancel`, { id: task.id })).toMatchObject({
      suc: false,
      error: { promt: '没有待升级的设备' },
    });
    expect(await postAs(s, `${PR}/upgrade-task/cancel`, { id: 'UT-NOT-THERE' })).toMatchObject({
      suc: false,
      error: { promt: '升级任务不存在' },
    });
    const other = await newTask(s);
    const pending = (await devices(s, other.id, 'pending')).total as number;
    expect(await postAs(s, `${PR}/upgrade-task/cancel`, { id: other.id, force: true })).toMatchObject({
      suc: false,
      error: { promt: '不支持的字段：force' },
    });
    expect((await devices(s, other.id, 'pending')).total).toBe(pending);
    expect(await taskRow(s, task.id)).toEqual(before);
  });
});
