/**
 * 生成运维任务 in one request: one task per vehicle, within a time limit the form offers, with
 * its note as written. A vehicle number given twice, a time limit of no offer (-5, 1e9, "abc")
 * or an over-long note is refused with its message and no task is made.
 */
import { describe, expect, it } from 'vitest';
import { FLEET_WRITES } from '@contract/actions';
import { TASK_BATCH_MSG, TASK_DEADLINE_HOURS } from '@contract/tasks';
import { noteLimit, NOTE_RULES } from '@contract/validators';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles } from '@mocks/db/vehicles';
import { now } from '@/shared/utils/clock';
import { postAs, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

const batch = async (body: Record<string, unknown>) =>
  postAs(await signInAsPhone('13800000000'), FLEET_WRITES.opsTaskBatch.path, body);

describe('a batch of operation tasks', () => {
  it('refuses a repeated vehicle, a time limit not offered and an over-long note, making no task', async () => {
    const [a, b] = getVehicles().map((v) => v.vehicleNo);
    const base = { vehicleNos: [a, b], kind: 'inspection', deadlineHours: 24, note: '' };
    const count = getVehicleLogs().tasks.length;
    expect((await batch({ ...base, vehicleNos: [a, b, a] })).error?.promt).toBe(`${TASK_BATCH_MSG.repeated}：${a}`);
    for (const deadlineHours of [-5, 0, 5, 1e9, 'abc', undefined])
      expect((await batch({ ...base, deadlineHours })).error?.promt, String(deadlineHours)).toBe(
        TASK_BATCH_MSG.deadline,
      );
    expect((await batch({ ...base, note: '注'.repeat(NOTE_RULES.taskNote.max + 1) })).error?.promt).toBe(
      noteLimit(NOTE_RULES.taskNote).message,
    );
    expect((await batch({ ...base, vehicleNos: 'abc' })).error?.promt).toBe(TASK_BATCH_MSG.none);
    expect(getVehicleLogs().tasks.length).toBe(count);
  });

  it('makes one task per vehicle, due after the time limit chosen, with the note kept whole', async () => {
    const [a, b] = getVehicles().map((v) => v.vehicleNo);
    const note = `${'请'.repeat(NOTE_RULES.taskNote.max - 1)}查`;
    const hours = TASK_DEADLINE_HOURS[0];
    const res = await batch({ vehicleNos: [a, b], kind: 'dispatch', deadlineHours: hours, note: ` ${note} ` });
    expect(res.data).toMatchObject({ created: 2 });
    const made = getVehicleLogs().tasks.filter((t) => (res.data.ids as string[]).includes(t.id));
    expect(made.map((t) => t.vehicleNo).sort()).toEqual([a, b].sort());
    for (const t of made) {
      expect(t.note).toBe(note);
      expect(Date.parse(t.deadline) - Date.parse(t.createdAt)).toBe(hours * 3600000);
      expect(Date.parse(t.createdAt)).toBe(now());
    }
  });
});
