import { openWrite, write as declare, type ApiBase, type WriteEndpoint } from './endpoint';
import type { PermissionCode } from './codes';
import { EXPORTS } from './endpoints/exports';

/**
 * Every write endpoint of the backend, declared once: base, method, path and the codes a
 * caller needs (any one of them). The embedded backend's route() takes its codes from here
 * and refuses to register a write that is not declared; the console's <Access> and useAccess
 * take a declaration, so a button is shown exactly to whoever may call its endpoint.
 * These are endpoint descriptors (contract/endpoint.ts), like the reads of contract/endpoints/.
 *
 * A few writes need no code, each for a stated reason (`open`): the sign-in steps, the
 * public franchise application, and what a signed-in operator does to its own session.
 */

export type { ApiBase, OpenReason, WriteEndpoint, WriteMethod } from './endpoint';

type WriteMethod = WriteEndpoint['method'];

const write = (
  method: WriteMethod,
  path: string,
  codes: readonly [PermissionCode, ...PermissionCode[]],
  base: ApiBase = 'main',
): WriteEndpoint => declare(method, path, codes, base);

const open = openWrite;

/** Sign-in and the caller's own session. */
export const AUTH_WRITES = {
  requestSmsCode: open('post', '/requestSmsCode', 'sign-in', 'user'),
  requestSmsCodeObs: open('post', '/obs/requestSmsCode', 'sign-in', 'user'),
  verifySmsCode: open('post', '/verifySmsCode', 'sign-in', 'user'),
  verifyDevice: open('post', '/mieba/platform/opman/device/verification', 'sign-in', 'mieba'),
  verifySign: open('post', '/auth/verifySign', 'sign-in'),
  loginPhone: open('post', '/auth/login/phone', 'sign-in'),
  loginAuthorized: open('post', '/auth/login/authorized', 'sign-in'),
  /** the operator's own sign-in (its opManId must be the token's) */
  operatorLogin: open('post', '/platform/permission/login', 'sign-in'),
  /** the operator registers itself with customer service */
  registerSupport: open('post', '/platform/permission/user/bangwo8', 'own'),
  /** a device asks to be authorized (before sign-in can succeed) */
  requestDevice: open('post', '/mieba/v2/platform/opman/device/permission', 'sign-in', 'mieba'),
  /** the public franchise application form */
  applyAgent: open('post', '/platform/agent/apply', 'public'),
} as const;

/** Riders: money, deposit, riding cards, blacklist; orders and refunds. */
export const RIDER_WRITES = {
  adjustBalance: write('post', '/platform/user/balance/adjust', ['userBalanceAdjust']),
  freezeDeposit: write('post', '/platform/user/deposit/freeze', ['userDeposit']),
  recoverDeposit: write('post', '/platform/user/deposit/recover', ['userDeposit']),
  grantRidingCard: write('post', '/platform/user/riding-card', ['userRidingCard']),
  addToBlacklist: write('post', '/platform/blacklist', ['blacklistEdit']),
  removeFromBlacklist: write('delete', '/platform/blacklist/:userId', ['blacklistEdit']),
  refund: write('post', '/platform/refund', ['refund']),
  endOrder: write('post', '/platform/order/end', ['orderEnd']),
  adjustOrderFee: write('post', '/platform/order/adjust', ['orderFeeAdjust']),
  revealPhone: write('post', '/platform/privacy/phone', ['0705']),
} as const;

/** Riders' complaint tickets and the review queues. */
export const REVIEW_WRITES = {
  worksheetReply: write('post', '/platform/worksheet/reply', ['worksheetHandle']),
  worksheetAssign: write('post', '/platform/worksheet/assign', ['worksheetHandle']),
  worksheetResolve: write('post', '/platform/worksheet/resolve', ['worksheetHandle']),
  worksheetClose: write('post', '/platform/worksheet/close', ['worksheetHandle']),
  studentApprove: write('post', '/platform/review/student/approve', ['reviewStudent']),
  studentReject: write('post', '/platform/review/student/reject', ['reviewStudent']),
  rebindApprove: write('post', '/platform/review/rebind/approve', ['reviewRebind']),
  rebindReject: write('post', '/platform/review/rebind/reject', ['reviewRebind']),
  returnCarApprove: write('post', '/platform/review/return-car/approve', ['reviewReturnCar']),
  returnCarReject: write('post', '/platform/review/return-car/reject', ['reviewReturnCar']),
  invoiceApprove: write('post', '/platform/review/invoice/approve', ['reviewInvoice']),
  invoiceReject: write('post', '/platform/review/invoice/reject', ['reviewInvoice']),
} as const;

/** Vehicles, alarms, repairs, operations tasks and park applications. */
export const FLEET_WRITES = {
  vehicleCommand: write('post', '/platform/vehicle/command', ['vehicleCommand']),
  alarmAck: write('post', '/platform/alarm/ack', ['alarmHandle']),
  alarmTask: write('post', '/platform/alarm/task', ['alarmHandle']),
  alarmClear: write('post', '/platform/alarm/clear', ['alarmHandle']),
  repairReport: write('post', '/platform/repair/report', ['repairHandle']),
  repairStep: write('post', '/platform/repair/step', ['repairHandle']),
  opsTaskBatch: write('post', '/platform/ops/task/batch', ['opsTaskEdit']),
  opsTaskAssign: write('post', '/platform/ops/task/assign', ['opsTaskEdit']),
  opsTaskCancel: write('post', '/platform/ops/task/cancel', ['opsTaskEdit']),
  parkApprove: write('post', '/platform/park-application/approve', ['parkApplicationHandle']),
  parkReject: write('post', '/platform/park-application/reject', ['parkApplicationHandle']),
} as const;

/** Roles, staff, device authorization, permission groups; franchisees and their roles and areas. */
export const ACCESS_WRITES = {
  roleCreate: write('post', '/platform/permission/role', ['roleEdit']),
  roleUpdate: write('put', '/platform/permission/role', ['roleEdit']),
  roleState: write('post', '/platform/permission/role/state', ['roleEdit']),
  roleDelete: write('delete', '/platform/permission/role', ['roleEdit']),
  operatorCreate: write('post', '/platform/permission/user', ['operatorEdit']),
  operatorState: write('post', '/platform/permission/user/state', ['operatorEdit']),
  operatorDelete: write('delete', '/platform/permission/user/:phone', ['operatorEdit']),
  deviceConfirm: write('post', '/mieba/v2/platform/opman/device/authorize_confirm', ['deviceAuthorize'], 'mieba'),
  deviceRemove: write('post', '/mieba/v2/platform/opman/device/authorize_remove', ['deviceAuthorize'], 'mieba'),
  groupMemberAdd: write('post', '/platform/permission/group/:key/member', ['groupEdit']),
  groupMemberRemove: write('delete', '/platform/permission/group/:key/member', ['groupEdit']),
  agentCreate: write('post', '/platform/agent/account', ['agentAccountEdit']),
  agentUpdate: write('put', '/platform/agent/account', ['agentAccountEdit']),
  agentState: write('post', '/platform/agent/account/state', ['agentAccountEdit']),
  agentDelete: write('delete', '/platform/agent/account', ['agentAccountEdit']),
  agentRoleCreate: write('post', '/platform/agent/role', ['agentRoleEdit']),
  agentRoleUpdate: write('put', '/platform/agent/role', ['agentRoleEdit']),
  agentRoleState: write('post', '/platform/agent/role/state', ['agentRoleEdit']),
  agentRoleDelete: write('delete', '/platform/agent/role', ['agentRoleEdit']),
  serviceAreaCreate: write('post', '/platform/agent/serviceArea', ['agentAreaEdit']),
  serviceAreaAssign: write('put', '/platform/agent/serviceArea', ['agentAreaEdit']),
} as const;

/** Operations configuration: fences, fault types, notices and messages, site settings. */
export const CONFIG_WRITES = {
  fenceSave: write('post', '/platform/fence/save', ['fenceEdit']),
  fenceDelete: write('post', '/platform/fence/delete', ['fenceEdit']),
  faultCreate: write('post', '/platform/config/fault', ['repairConfigEdit']),
  faultUpdate: write('put', '/platform/config/fault', ['repairConfigEdit']),
  faultDelete: write('delete', '/platform/config/fault/:id', ['repairConfigEdit']),
  noticeCreate: write('post', '/platform/config/notice', ['noticeEdit']),
  noticeUpdate: write('put', '/platform/config/notice', ['noticeEdit']),
  noticeState: write('post', '/platform/config/notice/state', ['noticeEdit']),
  noticeDelete: write('delete', '/platform/config/notice/:id', ['noticeEdit']),
  messageCreate: write('post', '/platform/config/message', ['noticeEdit']),
  messageUpdate: write('put', '/platform/config/message', ['noticeEdit']),
  messagePublish: write('post', '/platform/config/message/publish', ['noticeEdit']),
  messageWithdraw: write('post', '/platform/config/message/withdraw', ['noticeEdit']),
  messageDelete: write('delete', '/platform/config/message/:id', ['noticeEdit']),
  siteSetting: write('put', '/platform/site/setting', ['systemConfigEdit']),
} as const;

const M = '/platform/marketing';

/** Marketing: pricing, recharge and riding activities, coupons, tasks, invites, catalogue, help, ads. */
export const MARKETING_WRITES = {
  pricingCreate: write('post', `${M}/pricing`, ['pricingEdit']),
  pricingUpdate: write('put', `${M}/pricing`, ['pricingEdit']),
  pricingDelete: write('post', `${M}/pricing/delete`, ['pricingEdit']),
  rechargeCreate: write('post', `${M}/recharge`, ['rechargeEdit']),
  rechargeUpdate: write('put', `${M}/recharge`, ['rechargeEdit']),
  rechargeState: write('post', `${M}/recharge/state`, ['rechargeEdit']),
  couponCreate: write('post', `${M}/coupon`, ['couponEdit']),
  couponUpdate: write('put', `${M}/coupon`, ['couponEdit']),
  couponState: write('post', `${M}/coupon/state`, ['couponEdit']),
  couponIssue: write('post', `${M}/coupon/issue`, ['couponIssue']),
  helpCreate: write('post', `${M}/help`, ['helpEdit']),
  helpUpdate: write('put', `${M}/help`, ['helpEdit']),
  helpDelete: write('post', `${M}/help/delete`, ['helpEdit']),
  hotline: write('put', `${M}/help/hotline`, ['helpEdit']),
  adCreate: write('post', `${M}/ad`, ['adEdit']),
  adUpdate: write('put', `${M}/ad`, ['adEdit']),
  adState: write('post', `${M}/ad/state`, ['adEdit']),
  mallCreate: write('post', `${M}/mall`, ['mallEdit']),
  mallUpdate: write('put', `${M}/mall`, ['mallEdit']),
  mallState: write('post', `${M}/mall/state`, ['mallEdit']),
  memberCardCreate: write('post', `${M}/member-card`, ['memberCardEdit']),
  memberCardUpdate: write('put', `${M}/member-card`, ['memberCardEdit']),
  memberCardState: write('post', `${M}/member-card/state`, ['memberCardEdit']),
  ridingActivityCreate: write('post', `${M}/riding-activity`, ['ridingActivityEdit']),
  ridingActivityUpdate: write('put', `${M}/riding-activity`, ['ridingActivityEdit']),
  ridingActivityState: write('post', `${M}/riding-activity/state`, ['ridingActivityEdit']),
  ridingActivityDelete: write('post', `${M}/riding-activity/delete`, ['ridingActivityEdit']),
  fixedTaskUpdate: write('put', `${M}/fixed-task`, ['fixedTaskEdit']),
  fixedTaskState: write('post', `${M}/fixed-task/state`, ['fixedTaskEdit']),
  customTaskCreate: write('post', `${M}/custom-task`, ['customTaskEdit']),
  customTaskUpdate: write('put', `${M}/custom-task`, ['customTaskEdit']),
  customTaskState: write('post', `${M}/custom-task/state`, ['customTaskEdit']),
  inviteCreate: write('post', `${M}/invite`, ['inviteEdit']),
  inviteUpdate: write('put', `${M}/invite`, ['inviteEdit']),
  inviteState: write('post', `${M}/invite/state`, ['inviteEdit']),
  inviteDelete: write('post', `${M}/invite/delete`, ['inviteEdit']),
} as const;

const PR = '/platform/production';

/** Production: factory vehicles and their import, voltage schemes, voice packs, fixed codes, firmware upgrades. */
export const PRODUCTION_WRITES = {
  vehicleUpdate: write('put', `${PR}/vehicle`, ['productionEdit']),
  vehicleBind: write('post', `${PR}/vehicle/bind`, ['productionEdit']),
  vehicleUnbind: write('post', `${PR}/vehicle/unbind`, ['productionEdit']),
  importCheck: write('post', `${PR}/import/check`, ['productionEdit']),
  importStage: write('post', `${PR}/import/stage`, ['productionEdit']),
  importDiscard: write('post', `${PR}/import/discard`, ['productionEdit']),
  importCommit: write('post', `${PR}/import/commit`, ['productionEdit']),
  voltageSchemeCreate: write('post', `${PR}/voltage-scheme`, ['productionEdit']),
  voltageSchemeUpdate: write('put', `${PR}/voltage-scheme`, ['productionEdit']),
  voltageSchemeAssign: write('post', `${PR}/voltage-scheme/assign`, ['productionEdit']),
  fixedCodeGenerate: write('post', `${PR}/fixed-code/generate`, ['productionEdit']),
  voicePackCreate: write('post', `${PR}/voice-pack`, ['productionEdit']),
  voicePackUpdate: write('put', `${PR}/voice-pack`, ['productionEdit']),
  voicePackClip: write('post', `${PR}/voice-pack/clip`, ['productionEdit']),
  voicePackAssign: write('post', `${PR}/voice-pack/assign`, ['productionEdit']),
  firmwareUpload: write('post', `${PR}/firmware`, ['productionEdit']),
  upgradeTaskCreate: write('post', `${PR}/upgrade-task`, ['productionEdit']),
  upgradeTaskRetry: write('post', `${PR}/upgrade-task/retry`, ['productionEdit']),
  upgradeTaskCancel: write('post', `${PR}/upgrade-task/cancel`, ['productionEdit']),
} as const;

/** The operator's own support tickets to the platform. */
export const SUPPORT_WRITES = {
  ticketReply: write('post', '/platform/support/ticket/reply', ['supportReply']),
  ticketClose: write('post', '/platform/support/ticket/close', ['supportReply']),
  ticketCreate: write('post', '/platform/support/ticket/create', ['1802']),
  attachmentUpload: write('post', '/platform/support/attachment/upload', ['1802']),
} as const;

/** Every declared write endpoint. */
export const WRITE_ENDPOINTS: readonly WriteEndpoint[] = [
  AUTH_WRITES,
  RIDER_WRITES,
  REVIEW_WRITES,
  FLEET_WRITES,
  ACCESS_WRITES,
  CONFIG_WRITES,
  MARKETING_WRITES,
  PRODUCTION_WRITES,
  SUPPORT_WRITES,
  { create: EXPORTS.create, remove: EXPORTS.remove },
].flatMap((area) => Object.values(area));
