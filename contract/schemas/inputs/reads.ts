import { ACCESS_READS } from '@contract/endpoints/access';
import { CONFIG_READS } from '@contract/endpoints/config';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { LOG_READS } from '@contract/endpoints/logs';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { REPORTS } from '@contract/endpoints/reports';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_READS } from '@contract/endpoints/riders';
import { SESSION_READS } from '@contract/endpoints/session';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import { AGENT_READS } from '@contract/endpoints/agents';
import { ALARM_STATUS } from '@contract/alarms';
import { REVIEW_STATUS, ENABLE_STATE } from '@contract/common';
import { FAULT_CATEGORY } from '@contract/config';
import { RIDER_COUPON_STATUS } from '@contract/couponIssue';
import { DEVICE_STATE } from '@contract/devices';
import { FENCE_KIND_LABEL } from '@contract/fences';
import { REWARD_STATUS } from '@contract/invites';
import { AD_POSITION, COUPON_KIND, HELP_CATEGORIES, MALL_ITEM_KIND, MEMBER_CARD_KIND } from '@contract/marketing';
import { ORDER_STATUS, PAY_CHANNEL } from '@contract/orders';
import { DEVICE_STATES } from '@contract/production';
import { REPAIR_STATUS } from '@contract/repairs';
import { DEPOSIT_STATUS, REFUND_KIND, REFUND_STATUS, STUDENT_STATUS, TXN_KIND } from '@contract/riders';
import { SUPPORT_KIND, SUPPORT_PRIORITY, SUPPORT_STATUS } from '@contract/support';
import { TASK_KIND, TASK_STATUS } from '@contract/tasks';
import { ALARM } from '@contract/vehicles';
import { WORKSHEET_STATUS, WORKSHEET_TYPE } from '@contract/worksheets';
import { COMMON_INPUT_MSG as C } from '@contract/inputMessages';
import {
  dayOf,
  exact,
  exactListQuery,
  exactQuery,
  filterIn,
  filterOf,
  groupKeyPath,
  keyOf,
  none,
  oneOf,
  ref,
  texts,
} from './fields';
import { inputFor, inputsFor, type Inputs } from './registry';

/** The messages of the reads' own rules (the handlers' words before the schemas). */
export const READ_INPUT_MSG = {
  cardKind: '请选择卡类型',
  channel: '请选择支付渠道',
  statementDay: '请选择对账日期',
  taskKind: '请选择任务类型',
} as const;
const M = READ_INPUT_MSG;

const state = filterOf(ENABLE_STATE, C.state);
const reviewList = exactListQuery({
  ...texts('keyword', 'userId', 'createdAt'),
  status: filterOf(REVIEW_STATUS, C.state),
});
const channelOf = oneOf(['wechat', 'alipay'], M.channel);
/** An exact list's free-text keyword, and with it the service area filter most lists add. */
const keyword = texts('keyword');
const areaText = texts('keyword', 'serviceAreaId');
/** A statistics screen's range and area (StatsPage), read with the header scope. */
const stats = texts('from', 'to', 'areaId');
const scoped = { scoped: true };
/**
 * The vehicle filters the map reads send (运营地图's locate, 车辆筛选's conditions, the
 * regulator's map); the handler reads them as the vehicle list does.
 */
const mapFilters = {
  ...texts('keyword', 'serviceAreaId', 'battery'),
  ...texts('idleHours', 'batteryBelow', 'outsideArea', 'inNoParking', 'noRideDays'),
  alarm: filterOf(ALARM, C.kind),
};

/**
 * The reads' queries. A list's paging, order and closed-set filters are checked (an unknown
 * or inherited name is refused with the field's message instead of being read as no filter);
 * the caller's scope, free text and ranges pass as sent, each list reads them its own way. A
 * record named by id is the handler's to find (404 with the record's own message).
 */
export const READ_INPUTS: Inputs = [
  // ---- session, overview, reports, logs -------------------------------------------------
  // each query is exactly what its callers send: a key none sends is refused (不支持的字段：<names>)
  inputFor(SESSION_READS.allCode, exactQuery(texts('opManId'))),
  inputFor(SIGN_IN_READS.users, exactQuery(texts('mobilePhoneNumber'))),
  // the big screens name their own areas (not the header's)
  ...inputsFor([OVERVIEW_READS.bigscreenOperations, OVERVIEW_READS.bigscreenRevenue], exactQuery(texts('opAreaIds'))),
  inputFor(OVERVIEW_READS.dashboardOverview, exactQuery({}, scoped)),
  ...inputsFor([REPORTS.daily, REPORTS.wallet, REPORTS.deposit], exactQuery(stats, scoped)),
  // 运营地图, the regulator's map and the operations big screen (its own areas as opAreaIds, unscoped)
  inputFor(
    VEHICLE_MAP.clusters,
    exactQuery(
      { ...texts('bbox', 'zoom', 'group', 'status', 'serviceAreaId', 'battery'), alarm: filterOf(ALARM, C.kind) },
      scoped,
    ),
  ),
  // 操作员日志 (keyword, its date range `at`), the home's own entries and sign-ins (opManId, action);
  // the handler also reads a range as from / to
  inputFor(LOG_READS.aliyunlogUserlogs, exactListQuery(texts('keyword', 'at', 'from', 'to', 'opManId', 'action'))),
  inputFor(REPORTS.card, exactQuery({ ...stats, kind: oneOf(['riding', 'discount'], M.cardKind) }, scoped)),
  inputFor(
    REPORTS.reconciliation,
    exactListQuery({
      ...texts('date'),
      channel: filterIn(['wechat', 'alipay'], M.channel),
      result: filterIn(['matched', 'mismatch', 'pending'], C.state),
    }),
  ),
  inputFor(REPORTS.reconciliationItems, exactQuery({ date: dayOf(M.statementDay), channel: channelOf }, scoped)),

  // ---- riders -----------------------------------------------------------------------------
  inputFor(
    RIDER_READS.orderList,
    exactListQuery({
      ...texts('keyword', 'serviceAreaId', 'startAt', 'userId', 'vehicleNo'),
      status: filterOf(ORDER_STATUS, C.state),
      payChannel: filterOf(PAY_CHANNEL, C.kind),
    }),
  ),
  ...inputsFor(
    [RIDER_READS.orderDetail, RIDER_READS.orderTrack, RIDER_READS.orderEndQuote],
    exactQuery({ orderId: ref }),
  ),
  inputFor(
    RIDER_READS.refundList,
    exactListQuery({
      ...texts('keyword', 'createdAt', 'userId', 'orderId'),
      kind: filterOf(REFUND_KIND, C.kind),
      status: filterOf(REFUND_STATUS, C.state),
    }),
  ),
  inputFor(
    RIDER_READS.userList,
    exactListQuery({
      ...texts('keyword', 'serviceAreaId', 'realNameVerified', 'blacklisted', 'registeredAt'),
      depositStatus: filterOf(DEPOSIT_STATUS, C.state),
      studentStatus: filterOf(STUDENT_STATUS, C.state),
    }),
  ),
  inputFor(RIDER_READS.userDetail, exactQuery({ userId: ref }, scoped)),
  inputFor(
    RIDER_READS.userWallet,
    exactListQuery({ userId: ref, kind: filterOf(TXN_KIND, C.kind), account: filterIn(['cash', 'gift'], C.kind) }),
  ),
  // an exact list: a key it does not name is refused (不支持的字段：<names>)
  inputFor(RIDER_READS.blacklistList, exactListQuery(texts('keyword', 'addedAt', 'serviceAreaId', 'permanent'))),
  inputFor(RIDER_READS.userBans, exactListQuery({ userId: ref })),

  // ---- reviews, worksheets, support ---------------------------------------------------------
  inputFor(
    REVIEW_READS.worksheetList,
    exactListQuery({
      ...texts('keyword', 'userId', 'assignee', 'createdAt'),
      status: filterOf(WORKSHEET_STATUS, C.state),
      type: filterOf(WORKSHEET_TYPE, C.kind),
    }),
  ),
  inputFor(REVIEW_READS.worksheetDetail, exactQuery({ id: ref })),
  ...inputsFor(
    [REVIEW_READS.studentList, REVIEW_READS.rebindList, REVIEW_READS.returnCarList, REVIEW_READS.invoiceList],
    reviewList,
  ),
  inputFor(
    SUPPORT_READS.ticketList,
    exactListQuery({
      ...texts('keyword', 'createdAt'),
      kind: filterOf(SUPPORT_KIND, C.kind),
      priority: filterOf(SUPPORT_PRIORITY, C.kind),
      status: filterOf(SUPPORT_STATUS, C.state),
    }),
  ),
  inputFor(SUPPORT_READS.ticketDetail, exactQuery({ id: ref })),

  // ---- fleet --------------------------------------------------------------------------------
  inputFor(
    FLEET_READS.alarmList,
    exactListQuery({
      ...texts('keyword', 'serviceAreaId', 'vehicleNo'),
      status: filterOf(ALARM_STATUS, C.state),
      alarm: filterOf(ALARM, C.kind),
    }),
  ),
  ...inputsFor(
    [
      FLEET_READS.opsStatsVehicles,
      FLEET_READS.opsStatsInspections,
      FLEET_READS.opsStatsStations,
      FLEET_READS.vehicleAnalysis,
    ],
    exactQuery(stats, scoped),
  ),
  inputFor(
    FLEET_READS.opsTaskList,
    exactListQuery({
      ...texts('keyword', 'serviceAreaId', 'assignee', 'overdue', 'createdAt'),
      status: filterOf(TASK_STATUS, C.state),
      kind: filterOf(TASK_KIND, C.kind),
    }),
  ),
  // 派单 and the task stats' staff: the areas' ids, comma-joined
  inputFor(FLEET_READS.opsStaff, exactQuery(texts('serviceAreaId'))),
  inputFor(FLEET_READS.opsTaskStats, exactQuery({ ...stats, kind: keyOf(TASK_KIND, M.taskKind) }, scoped)),
  inputFor(
    FLEET_READS.parkApplicationList,
    exactListQuery({ ...texts('keyword', 'serviceAreaId', 'createdAt'), status: filterOf(REVIEW_STATUS, C.state) }),
  ),
  inputFor(
    FLEET_READS.repairList,
    exactListQuery({
      ...texts('keyword', 'serviceAreaId', 'vehicleNo', 'faultType', 'reportedAt'),
      status: filterOf(REPAIR_STATUS, C.state),
    }),
  ),
  inputFor(FLEET_READS.repairDetail, exactQuery({ id: ref })),
  // what 车辆列表, 设备列表 and 车辆筛选 send (the status a text: the handler reads a comma list of display states)
  inputFor(
    FLEET_READS.vehicleList,
    exactListQuery({
      ...texts('keyword', 'status', 'battery', 'serviceAreaId', 'firmware'),
      ...texts('idleHours', 'batteryBelow', 'outsideArea', 'inNoParking', 'noRideDays'),
      online: filterIn(['true', 'false'], C.state),
      alarm: filterOf(ALARM, C.kind),
    }),
  ),
  inputFor(FLEET_READS.vehicleLogs, exactListQuery(texts('keyword', 'vehicleNo', 'event', 'at'))),
  inputFor(FLEET_READS.deviceLogs, exactListQuery(texts('keyword', 'vehicleNo', 'command', 'result', 'at'))),
  // 设备监控 sends only the header scope; the maps their filters, the regulator's map `fields=mds`
  inputFor(FLEET_READS.deviceStats, exactQuery({}, scoped)),
  inputFor(FLEET_READS.vehicleMap, exactQuery({ ...mapFilters, fields: filterIn(['mds'], C.kind) }, scoped)),
  inputFor(FLEET_READS.vehicleTrace, exactQuery({ vehicleNo: ref, ...texts('from', 'to') })),
  inputFor(FLEET_READS.vehicleDetail, exactQuery({ vehicleNo: ref })),
  // the fences of the kinds a map draws, comma-joined
  inputFor(FLEET_READS.fenceList, exactQuery(texts('kind'), scoped)),

  // ---- access, agents -------------------------------------------------------------------------
  inputFor(ACCESS_READS.authorizeInfo, exactListQuery({ ...keyword, state: filterOf(DEVICE_STATE, C.state) })),
  // an operator's devices, a plain array: by the row's operator id (the page) or by a full phone
  inputFor(ACCESS_READS.loginInfo, { query: exact(texts('opManId', 'phone')) }),
  inputFor(ACCESS_READS.groupByKeyMember, { ...groupKeyPath, ...exactListQuery(keyword) }),
  inputFor(ACCESS_READS.roleInfo, exactQuery({ id: ref })),
  ...inputsFor(
    [ACCESS_READS.role, AGENT_READS.agentAccount, AGENT_READS.agentRole],
    exactListQuery({ ...keyword, state }),
  ),
  inputFor(ACCESS_READS.user, exactListQuery({ ...texts('keyword', 'roleId'), state })),
  // the header's area picker: every area the operator may see, or those of the franchisees chosen
  inputFor(AGENT_READS.agentServiceAreaOpMan, { query: none }),
  inputFor(AGENT_READS.agentServiceAreaBelongToAgent, exactQuery(texts('agentIds'))),
  inputFor(AGENT_READS.agentServiceArea, exactListQuery(texts('keyword', 'agentId'))),

  // ---- configuration --------------------------------------------------------------------------
  inputFor(CONFIG_READS.fault, exactListQuery({ ...keyword, category: filterOf(FAULT_CATEGORY, C.kind), state })),
  inputFor(CONFIG_READS.notice, exactListQuery({ ...keyword, channel: filterIn(['sms', 'inapp'], C.kind), state })),
  inputFor(
    CONFIG_READS.message,
    exactListQuery({ ...areaText, status: filterIn(['draft', 'published', 'withdrawn'], C.state) }),
  ),
  inputFor(
    CONFIG_READS.fencePage,
    exactListQuery({
      ...areaText,
      kind: filterOf(FENCE_KIND_LABEL, C.kind),
      provider: filterIn(['amap', 'tencent'], C.kind),
      state,
    }),
  ),

  // ---- marketing ---------------------------------------------------------------------------------
  ...inputsFor([MARKETING_READS.fixedTask, MARKETING_READS.customTask], exactListQuery({ ...keyword, state })),
  ...inputsFor(
    [MARKETING_READS.recharge, MARKETING_READS.ridingActivity, MARKETING_READS.invite],
    exactListQuery({ ...areaText, state }),
  ),
  inputFor(MARKETING_READS.pricing, exactListQuery(texts('serviceAreaId'))),
  inputFor(MARKETING_READS.help, exactListQuery({ ...keyword, category: filterIn(HELP_CATEGORIES, C.kind) })),
  inputFor(MARKETING_READS.ad, exactListQuery({ ...areaText, position: filterOf(AD_POSITION, C.kind), state })),
  // the custom task form's count: its conditions (JSON) and segment, each the handler's to read
  inputFor(
    MARKETING_READS.customTaskPreview,
    exactQuery({
      conditions: ref,
      ...texts('serviceAreaId', 'realNameVerified', 'depositPaid', 'registeredWithinDays'),
    }),
  ),
  // the issue form's segment count and its rider search
  inputFor(
    MARKETING_READS.couponIssuePreview,
    exactQuery({ couponId: ref, ...texts('serviceAreaId', 'registeredFrom', 'lastRideBefore', 'depositPaid') }),
  ),
  inputFor(MARKETING_READS.couponIssueRiders, exactQuery({ couponId: ref, keyword: ref })),
  inputFor(MARKETING_READS.couponIssues, exactListQuery(texts('keyword', 'couponId'))),
  inputFor(
    MARKETING_READS.riderCoupon,
    exactListQuery({ userId: ref, status: filterOf(RIDER_COUPON_STATUS, C.state) }),
  ),
  inputFor(
    MARKETING_READS.userReward,
    exactListQuery({
      ...texts('keyword', 'activityId', 'createdAt'),
      role: filterIn(['inviter', 'invitee'], C.kind),
      status: filterOf(REWARD_STATUS, C.state),
    }),
  ),
  inputFor(MARKETING_READS.coupon, exactListQuery({ ...areaText, kind: filterOf(COUPON_KIND, C.kind), state })),
  inputFor(MARKETING_READS.mall, exactListQuery({ ...keyword, kind: filterOf(MALL_ITEM_KIND, C.kind), state })),
  inputFor(
    MARKETING_READS.memberCard,
    exactListQuery({ ...areaText, kind: filterOf(MEMBER_CARD_KIND, C.kind), state }),
  ),

  // ---- production -------------------------------------------------------------------------------
  inputFor(PRODUCTION_READS.fixedCode, exactListQuery({ ...areaText, generated: filterIn(['yes', 'no'], C.state) })),
  inputFor(
    PRODUCTION_READS.vehicle,
    exactListQuery({
      ...texts('keyword', 'model', 'batch', 'producedAt'),
      bound: filterIn(['bound', 'unbound'], C.state),
    }),
  ),
  inputFor(PRODUCTION_READS.vehicleDetail, exactQuery({ imei: ref })),
  inputFor(PRODUCTION_READS.importHistory, exactListQuery()),
  inputFor(PRODUCTION_READS.firmware, exactListQuery(texts('model'))),
  ...inputsFor([PRODUCTION_READS.voicePack, PRODUCTION_READS.voltageScheme], exactListQuery(keyword)),
  inputFor(PRODUCTION_READS.upgradeTask, exactListQuery()),
  inputFor(
    PRODUCTION_READS.upgradeTaskDevices,
    exactListQuery({ id: ref, ...keyword, state: filterOf(DEVICE_STATES, C.state) }),
  ),
];
