import type { WriteEndpoint } from './endpoint';
import type { Resource } from './resources';
import { changes, write } from './declareWrite';
import { AUTH_WRITES } from './authWrites';
import { MONEY_WRITES } from './moneyWrites';
import { EXPORTS } from './endpoints/exports';
import type { Agent, AgentArea, AgentRole } from './agents';
import type { AlarmRecord } from './alarms';
import type { CustomTask, FixedTask, RidingActivity } from './activities';
import type { FaultType, HomeMessage, NoticeTemplate, SiteSettings } from './config';
import type { DeviceRecord } from './devices';
import type { Fence } from './fences';
import type { GroupMember } from './groups';
import type { InviteActivity } from './invites';
import type {
  Ad,
  Coupon,
  HelpArticleRecord,
  Hotline,
  MallItem,
  MemberCard,
  Pricing,
  RechargeActivity,
} from './marketing';
import type { ParkApplication } from './parkApplications';
import type { Operator, Role } from './permissions';
import type { PhoneRevealResult } from './privacy';
import type { FactoryVehicle, Firmware, ImportRecord, UpgradeTask, VoicePack, VoltageScheme } from './production';
import type { RepairRow } from './repairs';
import type { Invoice, Rebind, ReturnCar, StudentCert } from './reviews';
import type { BlacklistEntry } from './riders';
import type { SupportTicket, UploadedFile } from './support';
import type { OpsTask } from './tasks';
import type { Vehicle } from './vehicles';
import type { Worksheet } from './worksheets';
import type * as W from './writeReplies';
// types only (erased): the exact bodies' input types, so a call sending a field they do not name does not compile
import type { WriteBody as B } from './schemas/inputs/bodies';

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
export { AUTH_WRITES };

const MONEY: readonly Resource[] = ['riders', 'orders', 'reports'];
const TICKET: readonly Resource[] = ['worksheets', 'riders'];
const FRANCHISEE: readonly Resource[] = ['agents', 'access'];
const AREA: readonly Resource[] = ['agents', 'fences', 'fleet'];

/** Riders: money, deposit, riding cards, blacklist; orders and refunds. */
export const RIDER_WRITES = changes(
  MONEY,
  {
    adjustBalance: MONEY_WRITES.adjustBalance,
    freezeDeposit: write<W.DepositFrozen, B<'freezeDeposit'>>('post', '/platform/user/deposit/freeze', ['userDeposit']),
    recoverDeposit: write<W.DepositRecovered, B<'recoverDeposit'>>('post', '/platform/user/deposit/recover', [
      'userDeposit',
    ]),
    grantRidingCard: MONEY_WRITES.grantRidingCard,
    addToBlacklist: write<BlacklistEntry, B<'addToBlacklist'>>('post', '/platform/blacklist', ['blacklistEdit']),
    removeFromBlacklist: write<W.Unblacklisted>('delete', '/platform/blacklist/:userId', ['blacklistEdit']),
    refund: MONEY_WRITES.refund,
    endOrder: MONEY_WRITES.endOrder,
    adjustOrderFee: MONEY_WRITES.adjustOrderFee,
    revealPhone: write<PhoneRevealResult, B<'revealPhone'>>('post', '/platform/privacy/phone', ['0705']),
  } as const,
  {
    endOrder: [...MONEY, 'fleet'],
    adjustOrderFee: [...MONEY, 'fleet'],
    addToBlacklist: ['riders'],
    removeFromBlacklist: ['riders'],
    // a phone shown in full is only logged
    revealPhone: ['logs'],
  },
);

/** Riders' complaint tickets and the review queues. */
export const REVIEW_WRITES = changes(
  ['reviews', 'riders', 'fleet'],
  {
    worksheetReply: write<Worksheet, B<'worksheetReply'>>('post', '/platform/worksheet/reply', ['worksheetHandle']),
    worksheetAssign: write<Worksheet, B<'worksheetAssign'>>('post', '/platform/worksheet/assign', ['worksheetHandle']),
    worksheetResolve: write<Worksheet, B<'worksheetResolve'>>('post', '/platform/worksheet/resolve', [
      'worksheetHandle',
    ]),
    worksheetClose: write<Worksheet, B<'worksheetClose'>>('post', '/platform/worksheet/close', ['worksheetHandle']),
    studentApprove: write<StudentCert, B<'reviewApprove'>>('post', '/platform/review/student/approve', [
      'reviewStudent',
    ]),
    studentReject: write<StudentCert, B<'reviewReject'>>('post', '/platform/review/student/reject', ['reviewStudent']),
    rebindApprove: write<Rebind, B<'reviewApprove'>>('post', '/platform/review/rebind/approve', ['reviewRebind']),
    rebindReject: write<Rebind, B<'reviewReject'>>('post', '/platform/review/rebind/reject', ['reviewRebind']),
    returnCarApprove: write<ReturnCar, B<'reviewApprove'>>('post', '/platform/review/return-car/approve', [
      'reviewReturnCar',
    ]),
    returnCarReject: write<ReturnCar, B<'reviewReject'>>('post', '/platform/review/return-car/reject', [
      'reviewReturnCar',
    ]),
    invoiceApprove: write<Invoice, B<'reviewApprove'>>('post', '/platform/review/invoice/approve', ['reviewInvoice']),
    invoiceReject: write<Invoice, B<'reviewReject'>>('post', '/platform/review/invoice/reject', ['reviewInvoice']),
  } as const,
  {
    worksheetReply: TICKET,
    worksheetAssign: TICKET,
    worksheetResolve: TICKET,
    worksheetClose: TICKET,
  },
);

/** Vehicles, alarms, repairs, operations tasks and park applications. */
export const FLEET_WRITES = changes(
  ['fleet', 'tasks', 'reports'],
  {
    vehicleCommand: write<Vehicle, B<'vehicleCommand'>>('post', '/platform/vehicle/command', ['vehicleCommand']),
    alarmAck: write<AlarmRecord, B<'alarm'>>('post', '/platform/alarm/ack', ['alarmHandle']),
    alarmTask: write<AlarmRecord, B<'alarm'>>('post', '/platform/alarm/task', ['alarmHandle']),
    alarmClear: write<AlarmRecord, B<'alarmClear'>>('post', '/platform/alarm/clear', ['alarmHandle']),
    repairReport: write<RepairRow, B<'repairReport'>>('post', '/platform/repair/report', ['repairHandle']),
    repairStep: write<RepairRow, B<'repairStep'>>('post', '/platform/repair/step', ['repairHandle']),
    opsTaskBatch: write<W.TasksCreated, B<'opsTaskBatch'>>('post', '/platform/ops/task/batch', ['opsTaskEdit']),
    opsTaskAssign: write<W.TasksAssigned, B<'opsTaskAssign'>>('post', '/platform/ops/task/assign', ['opsTaskEdit']),
    opsTaskCancel: write<OpsTask, B<'opsTaskCancel'>>('post', '/platform/ops/task/cancel', ['opsTaskEdit']),
    parkApprove: write<ParkApplication, B<'parkApprove'>>('post', '/platform/park-application/approve', [
      'parkApplicationHandle',
    ]),
    parkReject: write<ParkApplication, B<'parkReject'>>('post', '/platform/park-application/reject', [
      'parkApplicationHandle',
    ]),
  } as const,
  { parkApprove: ['parkApplications', 'fences'], parkReject: ['parkApplications'] },
);

/** Roles, staff, device authorization, permission groups; franchisees and their roles and areas. */
export const ACCESS_WRITES = changes(
  ['access'],
  {
    roleCreate: write<Role, B<'roleCreate'>>('post', '/platform/permission/role', ['roleEdit']),
    roleUpdate: write<Role, B<'roleUpdate'>>('put', '/platform/permission/role', ['roleEdit']),
    roleState: write<Role>('post', '/platform/permission/role/state', ['roleEdit']),
    roleDelete: write<W.Removed>('delete', '/platform/permission/role', ['roleEdit']),
    operatorCreate: write<Operator, B<'operatorCreate'>>('post', '/platform/permission/user', ['operatorEdit']),
    operatorState: write<Operator, B<'operatorState'>>('post', '/platform/permission/user/state', ['operatorEdit']),
    operatorDelete: write<W.OperatorRemoved>('delete', '/platform/permission/user/:phone', ['operatorEdit']),
    deviceConfirm: write<DeviceRecord, B<'deviceConfirm'>>(
      'post',
      '/mieba/v2/platform/opman/device/authorize_confirm',
      ['deviceAuthorize'],
      'mieba',
    ),
    deviceRemove: write<DeviceRecord, B<'deviceRemove'>>(
      'post',
      '/mieba/v2/platform/opman/device/authorize_remove',
      ['deviceAuthorize'],
      'mieba',
    ),
    groupMemberAdd: write<GroupMember, B<'groupMemberAdd'>>('post', '/platform/permission/group/:key/member', [
      'groupEdit',
    ]),
    groupMemberRemove: write<W.MemberRemoved, B<'groupMemberRemove'>>(
      'delete',
      '/platform/permission/group/:key/member',
      ['groupEdit'],
    ),
    agentCreate: write<Agent, B<'agentCreate'>>('post', '/platform/agent/account', ['agentAccountEdit']),
    agentUpdate: write<Agent, B<'agentUpdate'>>('put', '/platform/agent/account', ['agentAccountEdit']),
    agentState: write<Agent>('post', '/platform/agent/account/state', ['agentAccountEdit']),
    agentDelete: write<W.AgentRemoved>('delete', '/platform/agent/account', ['agentAccountEdit']),
    agentRoleCreate: write<AgentRole, B<'agentRoleCreate'>>('post', '/platform/agent/role', ['agentRoleEdit']),
    agentRoleUpdate: write<AgentRole, B<'agentRoleUpdate'>>('put', '/platform/agent/role', ['agentRoleEdit']),
    agentRoleState: write<AgentRole>('post', '/platform/agent/role/state', ['agentRoleEdit']),
    agentRoleDelete: write<W.Removed>('delete', '/platform/agent/role', ['agentRoleEdit']),
    serviceAreaCreate: write<AgentArea, B<'serviceAreaCreate'>>('post', '/platform/agent/serviceArea', [
      'agentAreaEdit',
    ]),
    serviceAreaAssign: write<AgentArea, B<'serviceAreaAssign'>>('put', '/platform/agent/serviceArea', [
      'agentAreaEdit',
    ]),
  } as const,
  {
    agentCreate: FRANCHISEE,
    agentUpdate: FRANCHISEE,
    agentState: FRANCHISEE,
    agentDelete: FRANCHISEE,
    agentRoleCreate: FRANCHISEE,
    agentRoleUpdate: FRANCHISEE,
    agentRoleState: FRANCHISEE,
    agentRoleDelete: FRANCHISEE,
    serviceAreaCreate: AREA,
    serviceAreaAssign: AREA,
  },
);

/** Operations configuration: fences, fault types, notices and messages, site settings. */
export const CONFIG_WRITES = changes(
  ['config'],
  {
    fenceSave: write<Fence>('post', '/platform/fence/save', ['fenceEdit']),
    fenceDelete: write<W.Removed>('post', '/platform/fence/delete', ['fenceEdit']),
    faultCreate: write<FaultType>('post', '/platform/config/fault', ['repairConfigEdit']),
    faultUpdate: write<FaultType>('put', '/platform/config/fault', ['repairConfigEdit']),
    faultDelete: write<null>('delete', '/platform/config/fault/:id', ['repairConfigEdit']),
    noticeCreate: write<NoticeTemplate>('post', '/platform/config/notice', ['noticeEdit']),
    noticeUpdate: write<NoticeTemplate>('put', '/platform/config/notice', ['noticeEdit']),
    noticeState: write<NoticeTemplate>('post', '/platform/config/notice/state', ['noticeEdit']),
    noticeDelete: write<null>('delete', '/platform/config/notice/:id', ['noticeEdit']),
    messageCreate: write<HomeMessage>('post', '/platform/config/message', ['noticeEdit']),
    messageUpdate: write<HomeMessage>('put', '/platform/config/message', ['noticeEdit']),
    messagePublish: write<HomeMessage>('post', '/platform/config/message/publish', ['noticeEdit']),
    messageWithdraw: write<HomeMessage>('post', '/platform/config/message/withdraw', ['noticeEdit']),
    messageDelete: write<null>('delete', '/platform/config/message/:id', ['noticeEdit']),
    siteSetting: write<SiteSettings>('put', '/platform/site/setting', ['systemConfigEdit']),
  } as const,
  { fenceSave: AREA, fenceDelete: AREA },
);

const M = '/platform/marketing';

/** Marketing: pricing, recharge and riding activities, coupons, tasks, invites, catalogue, help, ads. */
export const MARKETING_WRITES = changes(
  ['marketing'],
  {
    pricingCreate: write<Pricing>('post', `${M}/pricing`, ['pricingEdit']),
    pricingUpdate: write<Pricing>('put', `${M}/pricing`, ['pricingEdit']),
    pricingDelete: write<null>('post', `${M}/pricing/delete`, ['pricingEdit']),
    rechargeCreate: write<RechargeActivity>('post', `${M}/recharge`, ['rechargeEdit']),
    rechargeUpdate: write<RechargeActivity>('put', `${M}/recharge`, ['rechargeEdit']),
    rechargeState: write<RechargeActivity>('post', `${M}/recharge/state`, ['rechargeEdit']),
    couponCreate: write<Coupon>('post', `${M}/coupon`, ['couponEdit']),
    couponUpdate: write<Coupon>('put', `${M}/coupon`, ['couponEdit']),
    couponState: write<Coupon>('post', `${M}/coupon/state`, ['couponEdit']),
    couponIssue: MONEY_WRITES.couponIssue,
    helpCreate: write<HelpArticleRecord>('post', `${M}/help`, ['helpEdit']),
    helpUpdate: write<HelpArticleRecord>('put', `${M}/help`, ['helpEdit']),
    helpDelete: write<null>('post', `${M}/help/delete`, ['helpEdit']),
    hotline: write<Hotline>('put', `${M}/help/hotline`, ['helpEdit']),
    adCreate: write<Ad>('post', `${M}/ad`, ['adEdit']),
    adUpdate: write<Ad>('put', `${M}/ad`, ['adEdit']),
    adState: write<Ad>('post', `${M}/ad/state`, ['adEdit']),
    mallCreate: write<MallItem>('post', `${M}/mall`, ['mallEdit']),
    mallUpdate: write<MallItem>('put', `${M}/mall`, ['mallEdit']),
    mallState: write<MallItem>('post', `${M}/mall/state`, ['mallEdit']),
    memberCardCreate: write<MemberCard>('post', `${M}/member-card`, ['memberCardEdit']),
    memberCardUpdate: write<MemberCard>('put', `${M}/member-card`, ['memberCardEdit']),
    memberCardState: write<MemberCard>('post', `${M}/member-card/state`, ['memberCardEdit']),
    ridingActivityCreate: write<RidingActivity, B<'ridingActivityCreate'>>('post', `${M}/riding-activity`, [
      'ridingActivityEdit',
    ]),
    ridingActivityUpdate: write<RidingActivity, B<'ridingActivityUpdate'>>('put', `${M}/riding-activity`, [
      'ridingActivityEdit',
    ]),
    ridingActivityState: write<RidingActivity>('post', `${M}/riding-activity/state`, ['ridingActivityEdit']),
    ridingActivityDelete: write<null>('post', `${M}/riding-activity/delete`, ['ridingActivityEdit']),
    fixedTaskUpdate: write<FixedTask, B<'fixedTaskUpdate'>>('put', `${M}/fixed-task`, ['fixedTaskEdit']),
    fixedTaskState: write<FixedTask>('post', `${M}/fixed-task/state`, ['fixedTaskEdit']),
    customTaskCreate: write<CustomTask>('post', `${M}/custom-task`, ['customTaskEdit']),
    customTaskUpdate: write<CustomTask>('put', `${M}/custom-task`, ['customTaskEdit']),
    customTaskState: write<CustomTask>('post', `${M}/custom-task/state`, ['customTaskEdit']),
    inviteCreate: write<InviteActivity, B<'inviteCreate'>>('post', `${M}/invite`, ['inviteEdit']),
    inviteUpdate: write<InviteActivity, B<'inviteUpdate'>>('put', `${M}/invite`, ['inviteEdit']),
    inviteState: write<InviteActivity>('post', `${M}/invite/state`, ['inviteEdit']),
    inviteDelete: write<null>('post', `${M}/invite/delete`, ['inviteEdit']),
  } as const,
  { couponIssue: ['marketing', 'riders'] },
);

const PR = '/platform/production';

/** Production: factory vehicles and their import, voltage schemes, voice packs, fixed codes, firmware upgrades. */
export const PRODUCTION_WRITES = changes(['production', 'fleet'], {
  vehicleUpdate: write<FactoryVehicle, B<'vehicleUpdate'>>('put', `${PR}/vehicle`, ['productionEdit']),
  vehicleBind: write<FactoryVehicle, B<'vehicleBind'>>('post', `${PR}/vehicle/bind`, ['productionEdit']),
  vehicleUnbind: write<FactoryVehicle, B<'vehicleUnbind'>>('post', `${PR}/vehicle/unbind`, ['productionEdit']),
  importCheck: write<W.ImportChecked, B<'importCheck'>>('post', `${PR}/import/check`, ['productionEdit']),
  importStage: write<W.ImportStaged, B<'importStage'>>('post', `${PR}/import/stage`, ['productionEdit']),
  importDiscard: write<null, B<'importDiscard'>>('post', `${PR}/import/discard`, ['productionEdit']),
  importCommit: write<ImportRecord, B<'importCommit'>>('post', `${PR}/import/commit`, ['productionEdit']),
  voltageSchemeCreate: write<VoltageScheme, B<'voltageSchemeCreate'>>('post', `${PR}/voltage-scheme`, [
    'productionEdit',
  ]),
  voltageSchemeUpdate: write<VoltageScheme, B<'voltageSchemeUpdate'>>('put', `${PR}/voltage-scheme`, [
    'productionEdit',
  ]),
  voltageSchemeAssign: write<VoltageScheme, B<'voltageSchemeAssign'>>('post', `${PR}/voltage-scheme/assign`, [
    'productionEdit',
  ]),
  fixedCodeGenerate: write<W.CodesGenerated, B<'fixedCodeGenerate'>>('post', `${PR}/fixed-code/generate`, [
    'productionEdit',
  ]),
  voicePackCreate: write<VoicePack, B<'voicePackCreate'>>('post', `${PR}/voice-pack`, ['productionEdit']),
  voicePackUpdate: write<VoicePack, B<'voicePackUpdate'>>('put', `${PR}/voice-pack`, ['productionEdit']),
  voicePackClip: write<VoicePack>('post', `${PR}/voice-pack/clip`, ['productionEdit']),
  voicePackAssign: write<VoicePack, B<'voicePackAssign'>>('post', `${PR}/voice-pack/assign`, ['productionEdit']),
  firmwareUpload: write<Firmware, B<'firmwareUpload'>>('post', `${PR}/firmware`, ['productionEdit']),
  upgradeTaskCreate: write<UpgradeTask>('post', `${PR}/upgrade-task`, ['productionEdit']),
  upgradeTaskRetry: write<UpgradeTask>('post', `${PR}/upgrade-task/retry`, ['productionEdit']),
  upgradeTaskCancel: write<UpgradeTask>('post', `${PR}/upgrade-task/cancel`, ['productionEdit']),
} as const);

/** The operator's own support tickets to the platform. */
export const SUPPORT_WRITES = changes(['support'], {
  ticketReply: write<SupportTicket>('post', '/platform/support/ticket/reply', ['supportReply']),
  ticketClose: write<SupportTicket>('post', '/platform/support/ticket/close', ['supportReply']),
  ticketCreate: write<SupportTicket>('post', '/platform/support/ticket/create', ['1802']),
  attachmentUpload: write<UploadedFile>('post', '/platform/support/attachment/upload', ['1802']),
} as const);

/** The writes of each area, by the area's name (as the endpoints' index and the read refreshes name it). */
export const WRITE_AREAS = {
  auth: AUTH_WRITES,
  riders: RIDER_WRITES,
  reviews: REVIEW_WRITES,
  fleet: FLEET_WRITES,
  access: ACCESS_WRITES,
  config: CONFIG_WRITES,
  marketing: MARKETING_WRITES,
  production: PRODUCTION_WRITES,
  support: SUPPORT_WRITES,
} as const;

/** Every declared write endpoint. */
export const WRITE_ENDPOINTS: readonly WriteEndpoint[] = [
  ...Object.values(WRITE_AREAS),
  { create: EXPORTS.create, remove: EXPORTS.remove },
].flatMap((area) => Object.values(area));
