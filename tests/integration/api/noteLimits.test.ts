/**
 * The free text an action records (a reason, a result, a diagnosis, a note) follows one rule of
 * the contract: left empty where the action needs it, it is refused with 请填写<label>; one
 * character over its limit, with <label>不超过<max>字, and nothing changes; at its limit it is
 * kept whole, never cut short.
 */
import { describe, expect, it } from 'vitest';
import { noteLimit, noteMissing, NOTE_RULES, type NoteRule } from '@contract/validators';
import { FLEET_WRITES, PRODUCTION_WRITES, REVIEW_WRITES, RIDER_WRITES } from '@contract/actions';
import { MAX_PARTS, REPAIR_MSG } from '@contract/repairs';
import { worldFingerprint } from '@mocks/db/fingerprint';
import { allCollections } from '@mocks/db/lazy';
import { getAlarms } from '@mocks/db/alarms';
import { getOrders } from '@mocks/db/orders';
import { getParkApplications } from '@mocks/db/parkApplications';
import { getRepairs } from '@mocks/db/repairs';
import { getStudentCerts } from '@mocks/db/reviews';
import { getRiders } from '@mocks/db/riders';
import { getVehicleLogs } from '@mocks/db/vehicleLogs';
import { getVehicles, vehicleIndex } from '@mocks/db/vehicles';
import { getWorksheets } from '@mocks/db/worksheets';
import { getStagedImports } from '@mocks/db/factoryVehicles';
import { getFaultTypes } from '@mocks/db/config';
import { postAs, setupRawBackend, signInAsPhone, type Json } from './backendSession';

setupRawBackend();

interface Case {
  what: string;
  path: string;
  rule: NoteRule;
  /** the note's field in the body */
  field: string;
  /** the rest of a body the action would otherwise take */
  body: () => Record<string, unknown>;
  /** an empty note is refused (not only a long one) */
  required: boolean;
}

const paid = () => getOrders().find((o) => o.status === 'paid' && o.amount.paid >= 300 && o.payChannel === 'wallet')!;
const rider = (deposit: string) => getRiders().find((r) => r.depositStatus === deposit)!;
const openTask = () => getVehicleLogs().tasks.find((t) => t.status === 'pending' || t.status === 'assigned')!;
const openAlarm = () => getAlarms().find((a) => a.status !== 'cleared' && a.alarm !== 'offline' && a.alarm !== 'lost')!;
const reported = () => getRepairs().find((t) => t.status === 'reported')!;
const enabledFault = () => getFaultTypes().find((f) => f.state === 'enabled')!.name;

const CASES: Case[] = [
  {
    what: '余额调整',
    path: RIDER_WRITES.adjustBalance.path,
    rule: NOTE_RULES.balanceReason,
    field: 'reason',
    body: () => ({ userId: getRiders()[0].userId, amount: 100 }),
    required: true,
  },
  {
    what: '订单费用调整',
    path: RIDER_WRITES.adjustOrderFee.path,
    rule: NOTE_RULES.orderAdjustReason,
    field: 'reason',
    body: () => ({ orderId: paid().orderId, time: 0 }),
    required: true,
  },
  {
    what: '订单退款',
    path: RIDER_WRITES.refund.path,
    rule: NOTE_RULES.refundReason,
    field: 'reason',
    body: () => ({ kind: 'order', orderId: paid().orderId, amount: 100 }),
    required: true,
  },
  {
    what: '冻结押金',
    path: RIDER_WRITES.freezeDeposit.path,
    rule: NOTE_RULES.freezeReason,
    field: 'reason',
    body: () => ({ userId: rider('paid').userId }),
    required: true,
  },
  {
    what: '拉黑',
    path: RIDER_WRITES.addToBlacklist.path,
    rule: NOTE_RULES.blacklistReason,
    field: 'reason',
    body: () => ({ userId: getRiders()[1].userId }),
    required: true,
  },
  {
    what: '学生认证驳回',
    path: REVIEW_WRITES.studentReject.path,
    rule: NOTE_RULES.rejectReason,
    field: 'reason',
    body: () => ({ id: getStudentCerts().find((c) => c.status === 'pending')!.id }),
    required: true,
  },
  {
    what: '站点申请驳回',
    path: FLEET_WRITES.parkReject.path,
    rule: NOTE_RULES.rejectReason,
    field: 'reason',
    body: () => ({ id: getParkApplications().find((a) => a.status === 'pending')!.id }),
    required: true,
  },
  {
    what: '工单处理',
    path: REVIEW_WRITES.worksheetResolve.path,
    rule: NOTE_RULES.worksheetResult,
    field: 'note',
    body: () => ({ id: getWorksheets().find((w) => w.status === 'open')!.id }),
    required: true,
  },
  {
    what: '工单关闭',
    path: REVIEW_WRITES.worksheetClose.path,
    rule: NOTE_RULES.worksheetCloseReason,
    field: 'reason',
    body: () => ({ id: getWorksheets().find((w) => w.status === 'open')!.id }),
    required: true,
  },
  {
    what: '取消运维任务',
    path: FLEET_WRITES.opsTaskCancel.path,
    rule: NOTE_RULES.taskCancelReason,
    field: 'reason',
    body: () => ({ id: openTask().id }),
    required: true,
  },
  {
    what: '清除告警',
    path: FLEET_WRITES.alarmClear.path,
    rule: NOTE_RULES.alarmClearNote,
    field: 'note',
    body: () => ({ id: openAlarm().id }),
    required: true,
  },
  {
    what: '维修诊断',
    path: FLEET_WRITES.repairStep.path,
    rule: NOTE_RULES.diagnosis,
    field: 'diagnosis',
    body: () => ({ id: reported().id, step: 'diagnose', faultType: enabledFault() }),
    required: true,
  },
  {
    what: '固件上传',
    path: PRODUCTION_WRITES.firmwareUpload.path,
    rule: NOTE_RULES.firmwareNotes,
    field: 'notes',
    body: () => ({ version: 'v9.9.9', model: 'XQ-01', checksum: 'a'.repeat(64), fileName: 'fw.bin', size: 1024 }),
    required: false,
  },
];

/** The whole world's hash, every collection built (a refusal may read one the test had not). */
const wholeWorld = (): string => worldFingerprint({ collections: allCollections().map((_, i) => i), memos: [] }).world;

const post = async (path: string, body: Record<string, unknown>): Promise<Json> =>
  postAs(await signInAsPhone('13800000000'), path, body);

describe('a note is asked for, refused when too long, and never cut', () => {
  it('every action: empty → 请填写…, one over the limit → …不超过…字, and the world is unchanged', async () => {
    // signed in first: a sign-in is a change of its own (the device's last use, the log)
    const admin = await signInAsPhone('13800000000');
    const postNote = (path: string, body: Record<string, unknown>): Promise<Json> => postAs(admin, path, body);
    const before = wholeWorld();
    for (const c of CASES) {
      const long = await postNote(c.path, { ...c.body(), [c.field]: '长'.repeat(c.rule.max + 1) });
      expect(long.error?.promt, c.what).toBe(noteLimit(c.rule).message);
      if (!c.required) continue;
      const blank = await postNote(c.path, { ...c.body(), [c.field]: ' \n ' });
      expect(blank.error?.promt, c.what).toBe(noteMissing(c.rule));
    }
    expect(wholeWorld()).toBe(before);
  });

  it('at its limit a note is kept whole (a rider blacklisted with a 200-character reason)', async () => {
    const r = getRiders()[2];
    const reason = `${'因'.repeat(NOTE_RULES.blacklistReason.max - 1)}止`;
    const res = await post(RIDER_WRITES.addToBlacklist.path, { userId: r.userId, reason: `  ${reason}  ` });
    expect(res.suc, JSON.stringify(res.error)).toBe(true);
    expect(res.data.reason).toBe(reason);
  });

  it('an order of parts lists at most 20, each name at most 20 characters; a report keeps its description', async () => {
    const s = await signInAsPhone('13800000000');
    const t = reported();
    await postAs(s, FLEET_WRITES.repairStep.path, {
      id: t.id,
      step: 'diagnose',
      faultType: enabledFault(),
      diagnosis: '刹车线松脱',
    });
    const diagnosed = getRepairs().find((x) => x.id === t.id)!.status;
    const part = { name: '刹车线', qty: 1, cost: 1500 };
    const many = await postAs(s, FLEET_WRITES.repairStep.path, {
      id: t.id,
      step: 'order_parts',
      parts: Array.from({ length: MAX_PARTS + 1 }, () => part),
    });
    expect(many.error?.promt).toBe(REPAIR_MSG.tooManyParts);
    const named = await postAs(s, FLEET_WRITES.repairStep.path, {
      id: t.id,
      step: 'order_parts',
      parts: [{ ...part, name: '件'.repeat(NOTE_RULES.partName.max + 1) }],
    });
    expect(named.error?.promt).toBe(noteLimit(NOTE_RULES.partName).message);
    expect(getRepairs().find((x) => x.id === t.id)!.status).toBe(diagnosed);

    const v = getVehicles().find((x) => x.rideState === 'ready' && !x.opsStates.includes('repair'))!;
    const long = await postAs(s, FLEET_WRITES.repairReport.path, {
      vehicleNo: v.vehicleNo,
      description: '述'.repeat(NOTE_RULES.faultDescription.max + 1),
    });
    expect(long.error?.promt).toBe(noteLimit(NOTE_RULES.faultDescription).message);
    expect(vehicleIndex().get(v.vehicleNo)!.opsStates).not.toContain('repair');
  });

  it('an import committed under a name too long is refused and stays staged, to be committed again', async () => {
    const s = await signInAsPhone('13800000000');
    const staged = await postAs(s, PRODUCTION_WRITES.importStage.path, { rows: [] });
    const id = staged.data.uploadId as string;
    const res = await postAs(s, PRODUCTION_WRITES.importCommit.path, {
      uploadId: id,
      fileName: `${'名'.repeat(NOTE_RULES.importFileName.max)}.xlsx`,
    });
    expect(res.error?.promt).toBe(noteLimit(NOTE_RULES.importFileName).message);
    expect(getStagedImports().has(id)).toBe(true);
  });
});
