import { z } from 'zod';
import {
  ACCESS_WRITES as A,
  AUTH_WRITES as AUTH,
  CONFIG_WRITES,
  FLEET_WRITES as F,
  MARKETING_WRITES,
  PRODUCTION_WRITES as P,
  REVIEW_WRITES as RV,
  RIDER_WRITES as R,
} from '@contract/actions';
import { EXPORTS, EXPORT_SOURCES } from '@contract/endpoints/exports';
import { COMMAND } from '@contract/logs';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { REVEAL_KINDS } from '@contract/privacy';
import { REPAIR_FLOW, REPAIR_MSG } from '@contract/repairs';
import { REFUND_KIND } from '@contract/riders';
import { TASK_BATCH_MSG, TASK_KIND } from '@contract/tasks';
import { NOTE_RULES } from '@contract/validators';
import { SITE_INPUT } from '@contract/inputMessages';
import {
  bodyOf,
  byId,
  countIn,
  fenIn,
  keyOf,
  noteOf,
  oneOf,
  optionalNoteOf,
  pathRefs,
  ref,
  requiredText,
  textField,
} from './fields';
import { inputFor, inputsFor, type Inputs } from './registry';

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

const reject = bodyOf({ id: ref, reason: noteOf(NOTE_RULES.rejectReason) });

/**
 * The writes of the sign-in, riders, reviews, fleet, access, marketing and production areas
 * not described elsewhere. Their closed sets (a command, a kind, a step), money and notes are
 * checked here; fields not named pass to the handler as sent.
 */
export const WRITE_INPUTS: Inputs = [
  // ---- signing in: the steps read their own (sealed or raw) bodies -----------------------------
  ...inputsFor(
    [
      AUTH.requestSmsCode,
      AUTH.requestSmsCodeObs,
      AUTH.verifySmsCode,
      AUTH.verifyDevice,
      AUTH.verifySign,
      AUTH.loginPhone,
      AUTH.loginAuthorized,
      AUTH.operatorLogin,
      AUTH.registerSupport,
      AUTH.requestDevice,
      AUTH.applyAgent,
    ],
    { body: bodyOf() },
  ),

  // ---- riders --------------------------------------------------------------------------------------
  inputFor(R.adjustBalance, {
    body: bodyOf({
      userId: ref,
      amount: fenIn(MONEY_LIMITS.balanceAdjust),
      reason: noteOf(NOTE_RULES.balanceReason),
    }),
  }),
  inputFor(R.freezeDeposit, { body: bodyOf({ userId: ref, reason: noteOf(NOTE_RULES.freezeReason) }) }),
  inputFor(R.recoverDeposit, { body: bodyOf({ userId: ref, reason: noteOf(NOTE_RULES.recoverReason) }) }),
  inputFor(R.grantRidingCard, {
    body: bodyOf({
      userId: ref,
      name: requiredText(M.ridingCard, { max: 20, message: M.ridingCardName }),
      days: countIn(COUNT_LIMITS.cardDays),
    }),
  }),
  // by userId, or by phone when no userId is sent; `until` is the handler's (a day, or none: for good)
  inputFor(R.addToBlacklist, {
    body: z.object({ userId: ref, phone: ref, reason: noteOf(NOTE_RULES.blacklistReason), until: ref }),
  }),
  inputFor(R.refund, {
    body: bodyOf({
      kind: keyOf(REFUND_KIND, M.refundKind),
      amount: fenIn(MONEY_LIMITS.refund),
      reason: noteOf(NOTE_RULES.refundReason),
    }),
  }),
  inputFor(R.endOrder, { body: bodyOf({ orderId: ref }) }),
  inputFor(R.adjustOrderFee, { body: bodyOf({ orderId: ref, reason: noteOf(NOTE_RULES.orderAdjustReason) }) }),
  inputFor(R.revealPhone, {
    body: bodyOf({
      kind: oneOf(REVEAL_KINDS as [string, ...string[]], M.revealKind),
      id: requiredText(M.revealId),
    }),
  }),

  // ---- reviews and worksheets --------------------------------------------------------------------
  ...inputsFor([RV.studentApprove, RV.rebindApprove, RV.returnCarApprove, RV.invoiceApprove], {
    body: bodyOf({ id: ref }),
  }),
  ...inputsFor([RV.studentReject, RV.rebindReject, RV.returnCarReject, RV.invoiceReject], { body: reject }),
  ...inputsFor([RV.worksheetReply, RV.worksheetAssign, RV.worksheetResolve, RV.worksheetClose], {
    body: bodyOf({ id: ref }),
  }),

  // ---- fleet ----------------------------------------------------------------------------------------
  inputFor(F.vehicleCommand, { body: bodyOf({ vehicleNo: ref, command: keyOf(COMMAND, M.command) }) }),
  ...inputsFor([F.alarmAck, F.alarmTask], byId()),
  inputFor(F.alarmClear, { body: z.object({ id: ref, note: noteOf(NOTE_RULES.alarmClearNote) }) }),
  // a vehicle, or an alarm (whose vehicle it is); the fault type and a description the handler may fill in
  inputFor(F.repairReport, {
    body: z.object({
      vehicleNo: ref,
      alarmId: ref,
      faultType: ref,
      description: optionalNoteOf(NOTE_RULES.faultDescription),
    }),
  }),
  inputFor(F.repairStep, { body: bodyOf({ id: ref, step: keyOf(REPAIR_FLOW, REPAIR_MSG.unknownStep) }) }),
  inputFor(F.opsTaskBatch, {
    body: bodyOf({ kind: keyOf(TASK_KIND, TASK_BATCH_MSG.kind), note: optionalNoteOf(NOTE_RULES.taskNote) }),
  }),
  inputFor(F.opsTaskAssign, {
    body: z.object({ ids: z.array(z.string(M.taskIds), M.taskIds).min(1, M.taskIds), assignee: ref }),
  }),
  inputFor(F.opsTaskCancel, { body: bodyOf({ reason: noteOf(NOTE_RULES.taskCancelReason) }) }),
  inputFor(F.parkApprove, { body: bodyOf({ id: ref }) }),
  inputFor(F.parkReject, { body: reject }),

  // ---- access and agents ----------------------------------------------------------------------------
  ...inputsFor(
    [
      A.roleCreate,
      A.roleUpdate,
      A.operatorCreate,
      A.operatorState,
      A.deviceRemove,
      A.agentCreate,
      A.agentUpdate,
      A.agentRoleCreate,
      A.agentRoleUpdate,
      A.serviceAreaCreate,
      A.serviceAreaAssign,
    ],
    { body: bodyOf() },
  ),
  inputFor(A.deviceConfirm, { body: bodyOf({ approve: z.boolean(M.deviceDecision) }) }),
  inputFor(A.operatorDelete, {
    params: z.object({
      phone: z
        .string()
        .describe(
          "The operator's phone (the specification's parameter). An operator id (`OP0003`) is accepted too, as older consoles send it.",
        ),
    }),
    // the console's guard: the row the administrator confirmed, refused when the phone is another operator's
    query: z.object({
      id: z.string().optional().meta({
        description:
          "An extension of this backend's: the operator id of the row the administrator confirmed. When sent, the phone must be that operator's, else the delete is refused and nothing is removed.",
        'x-extension': true,
      }),
    }),
  }),
  inputFor(A.groupMemberAdd, { ...pathRefs('key'), body: bodyOf() }),
  inputFor(A.groupMemberRemove, { ...pathRefs('key'), body: bodyOf() }),

  // ---- configuration, marketing, production, exports ------------------------------------------------------
  inputFor(CONFIG_WRITES.siteSetting, {
    body: bodyOf(Object.fromEntries(Object.entries(SITE_INPUT).map(([k, f]) => [k, textField(f)]))),
  }),
  ...inputsFor(
    [
      MARKETING_WRITES.couponIssue,
      MARKETING_WRITES.ridingActivityCreate,
      MARKETING_WRITES.ridingActivityUpdate,
      MARKETING_WRITES.fixedTaskUpdate,
      MARKETING_WRITES.inviteCreate,
      MARKETING_WRITES.inviteUpdate,
    ],
    { body: bodyOf() },
  ),
  ...inputsFor(
    [
      P.vehicleUpdate,
      P.vehicleBind,
      P.vehicleUnbind,
      P.importCheck,
      P.importStage,
      P.importDiscard,
      P.importCommit,
      P.voltageSchemeCreate,
      P.voltageSchemeUpdate,
      P.voltageSchemeAssign,
      P.fixedCodeGenerate,
      P.voicePackCreate,
      P.voicePackUpdate,
      P.voicePackAssign,
      P.firmwareUpload,
    ],
    { body: bodyOf() },
  ),
  inputFor(EXPORTS.create, { body: bodyOf({ source: keyOf(EXPORT_SOURCES, M.exportSource) }) }),
];
