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
import { SITE_INPUT } from '@contract/inputMessages';
import { bodyOf, keyOf, pathRefs, textField } from './fields';
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
  ...inputsFor(
    [
      A.roleCreate,
      A.roleUpdate,
      A.operatorCreate,
      A.agentCreate,
      A.agentUpdate,
      A.agentRoleCreate,
      A.agentRoleUpdate,
      A.serviceAreaCreate,
      A.serviceAreaAssign,
    ],
    { body: bodyOf() },
  ),
  ...(['operatorState', 'deviceConfirm', 'deviceRemove'] as const).map((k) => inputFor(A[k], { body: B[k] })),
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
