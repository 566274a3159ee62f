import { z } from 'zod';
import { COMMAND } from '@contract/logs';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { REVEAL_KINDS } from '@contract/privacy';
import { REPAIR_FLOW, REPAIR_MSG } from '@contract/repairs';
import { REFUND_KIND } from '@contract/riders';
import { TASK_BATCH_MSG, TASK_KIND } from '@contract/tasks';
import { NOTE_RULES } from '@contract/validators';
import { INVITE_PARTY } from '@contract/labels/records';
import { inviteReward, rewardByKind } from './rewards';
import { countIn, enableState, exact, fenIn, keyOf, noteOf, oneOf, optionalNoteOf, ref, requiredText } from './fields';

/** The messages of these writes' own rules (the handlers' words before the schemas). */
export const WRITE_INPUT_MSG = {
  command: '不支持的指令',
  refundKind: '请选择退款类型',
  revealKind: '请指明要查看的记录类型',
  revealId: '缺少记录编号',
  exportSource: '不支持的导出类型',
  ridingCard: '请选择骑行卡',
  ridingCardName: '骑行卡名称不超过20字',
  deviceDecision: '请选择授权或拒绝',
  taskIds: '请至少选择一个任务',
} as const;
const M = WRITE_INPUT_MSG;

const reject = exact({ id: ref, reason: noteOf(NOTE_RULES.rejectReason) });
const byId = exact({ id: ref });

/**
 * A body of the named fields, each read by the handler under its own rules (they read the
 * world, or are still written there): named, so any other field is refused.
 */
const refs = <const K extends readonly string[]>(...names: K) =>
  exact(Object.fromEntries(names.map((n) => [n, ref])) as { [P in K[number]]: typeof ref });
/** What an edit adds: the record it names (`key`) and the version it was loaded at. */
const edit = ['updatedAt'] as const;

const ridingActivity = [
  'name',
  'serviceAreaIds',
  'startDate',
  'endDate',
  'kind',
  'rides',
  'fromHour',
  'toHour',
  'discount',
  'limitPerRider',
] as const;
/**
 * A riding activity's reward by its kind; a 时段折扣 (discount_hours) gives none and sends none
 * (a ride_count activity without one is refused by the handler: 请选择奖励类型).
 */
const ridingActivityFields = { reward: rewardByKind.optional() };
const invite = ['name', 'serviceAreaIds', 'startDate', 'endDate', 'condition'] as const;
/** Each side's reward of an invite by its kind. */
const inviteFields = {
  inviterReward: inviteReward(INVITE_PARTY.inviter),
  inviteeReward: inviteReward(INVITE_PARTY.invitee),
};

/** The named fields (`refs`) and fields with rules of their own. */
const refsWith = <const K extends readonly string[], S extends z.ZodRawShape>(names: K, shape: S) =>
  exact({ ...(Object.fromEntries(names.map((n) => [n, ref])) as { [P in K[number]]: typeof ref }), ...shape });

/**
 * Exact write bodies, by the write's name in contract/actions.ts: every field the handler reads
 * is named (a field not named is refused: `exact`), and the descriptor's input
 * type is the body's (`WriteBody`), so a console call sending a field the body does not name
 * does not compile. Imports nothing from contract/actions.ts: the descriptors import its types.
 */
export const WRITE_BODIES = {
  // ---- riders --------------------------------------------------------------------------------------
  adjustBalance: exact({
    userId: ref,
    amount: fenIn(MONEY_LIMITS.balanceAdjust),
    reason: noteOf(NOTE_RULES.balanceReason),
  }),
  freezeDeposit: exact({ userId: ref, reason: noteOf(NOTE_RULES.freezeReason) }),
  recoverDeposit: exact({ userId: ref, reason: noteOf(NOTE_RULES.recoverReason) }),
  grantRidingCard: exact({
    userId: ref,
    name: requiredText(M.ridingCard, { max: 20, message: M.ridingCardName }),
    days: countIn(COUNT_LIMITS.cardDays),
  }),
  // by userId, or by phone when no userId is sent; `until` is the handler's (a day, or none: for good)
  addToBlacklist: exact({ userId: ref, phone: ref, reason: noteOf(NOTE_RULES.blacklistReason), until: ref }),
  // an order's (its rider checked when sent) or a rider's wallet
  refund: exact({
    kind: keyOf(REFUND_KIND, M.refundKind),
    orderId: ref,
    userId: ref,
    amount: fenIn(MONEY_LIMITS.refund),
    reason: noteOf(NOTE_RULES.refundReason),
  }),
  endOrder: exact({ orderId: ref }),
  // a fee left out keeps its amount; each one sent is an amount the handler checks against its limit
  adjustOrderFee: exact({
    orderId: ref,
    base: ref,
    time: ref,
    dispatchFee: ref,
    discount: ref,
    reason: noteOf(NOTE_RULES.orderAdjustReason),
  }),
  revealPhone: exact({
    kind: oneOf(REVEAL_KINDS as [string, ...string[]], M.revealKind),
    id: requiredText(M.revealId),
  }),

  // ---- reviews and worksheets --------------------------------------------------------------------
  reviewApprove: byId,
  reviewReject: reject,
  worksheetReply: exact({ id: ref, content: ref }),
  worksheetAssign: exact({ id: ref, assignee: ref }),
  worksheetResolve: exact({ id: ref, note: ref, couponId: ref }),
  worksheetClose: exact({ id: ref, reason: ref }),

  // ---- fleet ----------------------------------------------------------------------------------------
  vehicleCommand: exact({ vehicleNo: ref, command: keyOf(COMMAND, M.command) }),
  alarm: byId,
  alarmClear: exact({ id: ref, note: noteOf(NOTE_RULES.alarmClearNote) }),
  // a vehicle, or an alarm (whose vehicle it is); the fault type and a description the handler may fill in
  repairReport: exact({
    vehicleNo: ref,
    alarmId: ref,
    faultType: ref,
    description: optionalNoteOf(NOTE_RULES.faultDescription),
  }),
  // the step's own fields (a diagnosis, parts, a note) are the handler's, by step
  repairStep: exact({
    id: ref,
    step: keyOf(REPAIR_FLOW, REPAIR_MSG.unknownStep),
    faultType: ref,
    diagnosis: ref,
    parts: ref,
    note: ref,
  }),
  opsTaskBatch: exact({
    vehicleNos: ref,
    kind: keyOf(TASK_KIND, TASK_BATCH_MSG.kind),
    note: optionalNoteOf(NOTE_RULES.taskNote),
    deadlineHours: ref,
  }),
  opsTaskAssign: exact({ ids: z.array(z.string(M.taskIds), M.taskIds).min(1, M.taskIds), assignee: ref }),
  opsTaskCancel: exact({ id: ref, reason: noteOf(NOTE_RULES.taskCancelReason) }),
  parkApprove: byId,
  parkReject: reject,

  // ---- access ---------------------------------------------------------------------------------------
  // by opManId (the console) or phone
  operatorState: exact({ opManId: ref, phone: ref, state: enableState }),
  deviceConfirm: exact({ id: ref, approve: z.boolean(M.deviceDecision) }),
  deviceRemove: byId,
  // ---- signing in: the fields of each step as route() reads them, inside the envelope where it is sealed;
  // the signing-key exchange's `params` is an RSA ciphertext of a random key, not a sealed object
  requestSmsCode: refs('mobilePhoneNumber'),
  verifySmsCode: refs('mobilePhoneNumber', 'smsCode'),
  verifyDevice: refs('device_type', 'mobilePhoneNumber', 'device_code', 'device_name'),
  verifySign: refs('params'),
  loginPhone: refs('mobilePhoneNumber', 'objectId'),
  loginAuthorized: refs('phone', 'origin'),
  operatorLogin: refs('opManId'),
  registerSupport: refs('name', 'phone', 'company', 'objectId'),
  requestDevice: refs('device_type', 'mobilePhoneNumber', 'device_code', 'device_name'),
  applyAgent: refs('company', 'contact', 'phone', 'smsCode', 'city'),
  logout: exact({}),

  // ---- access (continued) -----------------------------------------------------------------------
  roleCreate: refs('name', 'level', 'remark', 'codes'),
  roleUpdate: refs(...edit, 'id', 'name', 'level', 'remark', 'codes'),
  // the phone is the account and cannot change: an edit names the operator
  operatorCreate: refs(...edit, 'opManId', 'phone', 'name', 'roleId'),
  // the areas are given at creation only; an edit leaves the phone out to keep it
  agentCreate: refs('company', 'contact', 'phone', 'roleId', 'serviceAreaIds'),
  agentUpdate: refs(...edit, 'agentId', 'company', 'contact', 'phone', 'roleId'),
  agentRoleCreate: refs('name', 'remark', 'codes'),
  agentRoleUpdate: refs(...edit, 'id', 'name', 'remark', 'codes'),
  serviceAreaCreate: refs('name', 'city', 'center', 'agentId'),
  serviceAreaAssign: refs(...edit, 'id', 'agentId'),
  groupMemberAdd: refs('phone'),
  groupMemberRemove: refs('opManId', 'phone'),

  // ---- marketing ------------------------------------------------------------------------------------
  couponIssue: refs('couponId', 'mode', 'perRider', 'phones', 'userIds', 'segment'),
  ridingActivityCreate: refsWith(ridingActivity, ridingActivityFields),
  ridingActivityUpdate: refsWith([...edit, 'id', ...ridingActivity], ridingActivityFields),
  fixedTaskUpdate: refs(...edit, 'id', 'name', 'target', 'reward', 'limitPerRider', 'totalLimit'),
  inviteCreate: refsWith(invite, inviteFields),
  inviteUpdate: refsWith([...edit, 'id', ...invite], inviteFields),

  // ---- production -----------------------------------------------------------------------------------
  vehicleUpdate: refs(...edit, 'imei', 'frameNo', 'model', 'batch', 'firmware', 'voltageScheme', 'voicePack'),
  vehicleBind: refs('imei', 'vehicleNo'),
  vehicleUnbind: refs('imei'),
  importCheck: refs('rows'),
  importStage: refs('uploadId', 'rows'),
  importDiscard: refs('uploadId'),
  importCommit: refs('uploadId', 'fileName', 'refused'),
  voltageSchemeCreate: refs('name', 'points'),
  voltageSchemeUpdate: refs(...edit, 'id', 'name', 'points'),
  voltageSchemeAssign: refs(...edit, 'id', 'models'),
  // chosen vehicles (and whether to make their codes again), or a range of numbers
  fixedCodeGenerate: refs('vehicleNos', 'regenerate', 'from', 'to'),
  voicePackCreate: refs('name'),
  voicePackUpdate: refs(...edit, 'id', 'name'),
  voicePackAssign: refs(...edit, 'id', 'models', 'serviceAreaIds'),
  firmwareUpload: refs('version', 'model', 'checksum', 'fileName', 'size', 'notes'),
} as const;

/** What a console call of the write sends: the body's input type. */
export type WriteBody<K extends keyof typeof WRITE_BODIES> = z.input<(typeof WRITE_BODIES)[K]>;
