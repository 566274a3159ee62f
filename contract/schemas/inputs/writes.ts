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
import { COMMON_INPUT_MSG, SITE_INPUT } from '@contract/inputMessages';
import { exact, groupKeyPath, keyOf, ref, textField, version } from './fields';
import { inputFor, inputsFor, type Inputs } from './registry';
import { WRITE_BODIES, WRITE_INPUT_MSG } from './bodies';

export { WRITE_INPUT_MSG } from './bodies';
const M = WRITE_INPUT_MSG;
const B = WRITE_BODIES;

/**
 * The writes of the sign-in, riders, reviews, fleet, access, marketing and production areas
 * not described elsewhere. Their closed sets (a command, a kind, a step), money and notes are
 * checked here; fields not named pass to the handler as sent.
 */
export const WRITE_INPUTS: Inputs = [
  // ---- signing in: each step's fields, inside the envelope where it is sealed (./bodies.ts) -----------
  ...inputsFor([AUTH.requestSmsCode, AUTH.requestSmsCodeObs], { body: B.requestSmsCode }),
  inputFor(AUTH.logout, { body: B.logout }),
  ...(
    [
      'verifySmsCode',
      'verifyDevice',
      'verifySign',
      'loginPhone',
      'loginAuthorized',
      'operatorLogin',
      'registerSupport',
      'requestDevice',
      'applyAgent',
    ] as const
  ).map((k) => inputFor(AUTH[k], { body: B[k] })),

  // ---- riders, reviews and worksheets, fleet: exact bodies (./bodies.ts) ----------------------------------
  ...(
    [
      'adjustBalance',
      'freezeDeposit',
      'recoverDeposit',
      'grantRidingCard',
      'addToBlacklist',
      'refund',
      'endOrder',
      'adjustOrderFee',
      'revealPhone',
    ] as const
  ).map((k) => inputFor(R[k], { body: B[k] })),
  ...inputsFor([RV.studentApprove, RV.rebindApprove, RV.returnCarApprove, RV.invoiceApprove], {
    body: B.reviewApprove,
  }),
  ...inputsFor([RV.studentReject, RV.rebindReject, RV.returnCarReject, RV.invoiceReject], { body: B.reviewReject }),
  ...(['worksheetReply', 'worksheetAssign', 'worksheetResolve', 'worksheetClose'] as const).map((k) =>
    inputFor(RV[k], { body: B[k] }),
  ),
  ...inputsFor([F.alarmAck, F.alarmTask], { body: B.alarm }),
  ...(
    [
      'vehicleCommand',
      'alarmClear',
      'repairReport',
      'repairStep',
      'opsTaskBatch',
      'opsTaskAssign',
      'opsTaskCancel',
      'parkApprove',
      'parkReject',
    ] as const
  ).map((k) => inputFor(F[k], { body: B[k] })),

  // ---- access and agents ----------------------------------------------------------------------------
  ...(
    [
      'roleCreate',
      'roleUpdate',
      'operatorCreate',
      'agentCreate',
      'agentUpdate',
      'agentRoleCreate',
      'agentRoleUpdate',
      'serviceAreaCreate',
      'serviceAreaAssign',
    ] as const
  ).map((k) => inputFor(A[k], { body: B[k] })),
  ...(['operatorState', 'deviceConfirm', 'deviceRemove'] as const).map((k) => inputFor(A[k], { body: B[k] })),
  inputFor(A.operatorDelete, {
    params: z.object({
      phone: z
        .string(COMMON_INPUT_MSG.phone11)
        .regex(/^(1\d{10}|OP\d{1,9})$/, COMMON_INPUT_MSG.phone11)
        .describe(
          "The operator's phone (the specification's parameter). An operator id (`OP0003`) is accepted too, as older consoles send it.",
        ),
    }),
    // the console's guard: the row the administrator confirmed, refused when the phone is another operator's
    query: exact({
      id: z.string().optional().meta({
        description:
          "An extension of this backend's: the operator id of the row the administrator confirmed. When sent, the phone must be that operator's, else the delete is refused and nothing is removed.",
        'x-extension': true,
      }),
    }),
  }),
  inputFor(A.groupMemberAdd, { ...groupKeyPath, body: B.groupMemberAdd }),
  inputFor(A.groupMemberRemove, { ...groupKeyPath, body: B.groupMemberRemove }),

  // ---- configuration, marketing, production, exports ------------------------------------------------------
  inputFor(CONFIG_WRITES.siteSetting, {
    // the version it was loaded at, the texts by their rules, and the filing numbers (the handler's)
    body: exact({
      updatedAt: version,
      ...Object.fromEntries(Object.entries(SITE_INPUT).map(([k, f]) => [k, textField(f)])),
      icp: ref,
      police: ref,
    }),
  }),
  ...(
    [
      'couponIssue',
      'ridingActivityCreate',
      'ridingActivityUpdate',
      'fixedTaskUpdate',
      'inviteCreate',
      'inviteUpdate',
    ] as const
  ).map((k) => inputFor(MARKETING_WRITES[k], { body: B[k] })),
  ...(
    [
      'vehicleUpdate',
      'vehicleBind',
      'vehicleUnbind',
      'importCheck',
      'importStage',
      'importDiscard',
      'importCommit',
      'voltageSchemeCreate',
      'voltageSchemeUpdate',
      'voltageSchemeAssign',
      'fixedCodeGenerate',
      'voicePackCreate',
      'voicePackUpdate',
      'voicePackAssign',
      'firmwareUpload',
    ] as const
  ).map((k) => inputFor(P[k], { body: B[k] })),
  // the list's filters as its read takes them (checked by that read's own schema when the job reads it)
  inputFor(EXPORTS.create, { body: exact({ source: keyOf(EXPORT_SOURCES, M.exportSource), query: ref }) }),
];
