/**
 * Complaint tickets of riders (domain model Worksheet), generated from the seed:
 * ~1,500 over the 90 days of orders, linked to real rides and vehicles where the
 * complaint is about one, with the conversation so far and an assignee.
 * A few texts are XSS probes: they must render as plain text.
 */
import { createRng, type Rng } from '../lib/rng';
import { placeholderImage } from './images';
import { lazy } from './lazy';
import { XSS_PROBES } from './names';
import { billOf, getOrders } from './orders';
import { getRiders, riderIndex } from './riders';
import { epoch, getDb, worldSeed } from './store';
import { isoAt } from './time';
import { isDemoAccount } from './staff';
import type { Order } from '@contract/orders';
import type {
  WorksheetRecord as Worksheet,
  WorksheetReply,
  WorksheetStatus,
  WorksheetType,
} from '@contract/worksheets';
import type { OperatorRecord as Operator } from '@contract/permissions';
import type { RiderRecord as Rider } from '@contract/riders';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

export const WORKSHEET_COUNT = 1500;
const MIN = 60000;
const HOUR = 3600000;
const DAY = 86400000;

/** Places riders name, by the service area they are in (the first area's are the default). */
export const COMPLAINT_PLACES: Record<string, string[]> = {
  西湖服务区: [
    '文三路与学院路交叉口',
    '西溪湿地南门',
    '湖滨银泰in77',
    '浙大玉泉校区正门',
    '黄龙体育中心',
    '城西银泰',
    '西湖文化广场',
    '杭州东站西广场',
  ],
  滨江服务区: [
    '滨江龙湖天街',
    '江南大道星光大道',
    '阿里巴巴滨江园区',
    '滨江宝龙城',
    '江陵路地铁站B口',
    '网商路与长河路口',
  ],
  拱墅服务区: ['拱宸桥西', '运河天地', '大关路公交站', '武林广场地铁站C口', '远洋乐堤港', '湖墅南路与德胜路口'],
};
const placesOf = (serviceAreaId: string): string[] => {
  const name = getDb().serviceAreas.find((a) => a.id === serviceAreaId)?.name ?? '';
  return COMPLAINT_PLACES[name] ?? COMPLAINT_PLACES.西湖服务区;
};
const FAULTS = [
  '刹车失灵',
  '车锁打不开',
  '电量显示有电但骑不动',
  '车座松动',
  '车把歪了',
  '后轮异响',
  '二维码刮花扫不了',
  '车铃不响',
  '头盔锁打不开',
  '车灯不亮',
];

type Ctx = {
  fee: string;
  orderId: string;
  vehicleNo: string;
  place: string;
  minutes: number;
  fault: string;
  days: number;
  back: string;
};

const TEXTS: Record<WorksheetType, Array<(c: Ctx) => string>> = {
  fee_dispute: [
    (c) => `订单${c.orderId}我明明停在停车点里，为什么还扣了${c.fee}元调度费？请核实退款。`,
    (c) => `骑了不到${c.minutes}分钟被收了${c.fee}元，计费明显有问题，麻烦查一下订单${c.orderId}。`,
    (c) => `已经锁车了但订单一直在计费，多扣了我${c.fee}元，车辆编号${c.vehicleNo}。`,
    (c) => `下单时用了优惠券，结果没有抵扣，实付${c.fee}元，订单号${c.orderId}。`,
    (c) => `同一时间被扣了两次费用，订单${c.orderId}，请退还重复扣款。`,
    (c) => `在${c.place}还车时App提示成功，结果还是收了调度费${c.fee}元，不合理。`,
  ],
  vehicle_fault: [
    (c) => `车辆${c.vehicleNo}${c.fault}，骑行很危险，请尽快维修。`,
    (c) => `扫码${c.vehicleNo}后${c.fault}，白白扣了起步费，订单${c.orderId}。`,
    (c) => `在${c.place}骑的车${c.fault}，骑了一半只能推着走，要求退费。`,
    (c) => `车辆编号${c.vehicleNo}，${c.fault}，已经拍照上传，麻烦处理。`,
  ],
  parking: [
    (c) => `${c.place}的停车点地图上有，实际去了没有划线区域，找了${c.minutes}分钟。`,
    (c) => `还车时一直提示不在停车区，我就停在${c.place}的白框里，定位漂移了吧？`,
    (c) => `${c.place}停车点已经停满了，根本还不了车，只能多骑一段路。`,
    (c) => `车停在${c.place}被拖走了，我是按App指引停的，订单${c.orderId}。`,
  ],
  deposit: [
    (c) => `申请退押金已经${c.days}天了还没到账，请问什么时候能退？`,
    () => `押金被冻结了，没有收到任何通知，请说明原因。`,
    () => `我已经办了月卡，为什么还要交押金？请退还押金。`,
    () => `退押金提示“存在未支付订单”，但我的订单都已经支付了。`,
  ],
  other: [
    (c) => `建议在${c.place}附近多增加一些停车点，早高峰完全没车。`,
    () => '客服电话一直打不通，在线客服也没人回复。',
    () => 'App 更新后一打开就闪退，手机型号 iPhone 13。',
    () => '实名认证一直提示失败，身份证信息是对的。',
    (c) => `${c.place}的车太少了，每天早上都找不到车。`,
    () => '骑行卡到期没有提醒，自动续费了也没有通知。',
  ],
};

const FOLLOW_UPS = [
  '请尽快处理，谢谢。',
  '怎么还没有人处理？',
  '补充一下：当时是晚上九点左右。',
  '好的，等你们消息。',
  '已经等了很久了，麻烦快一点。',
];
const FIRST_REPLIES: Record<WorksheetType, string[]> = {
  fee_dispute: [
    '您好，您反馈的计费问题已收到，我们正在核实订单轨迹和还车位置，请耐心等待。',
    '您好，已为您调取订单记录，核实后会第一时间回复您。',
  ],
  vehicle_fault: ['您好，感谢反馈，已通知运维人员前往检修该车辆。', '您好，车辆故障已登记，维修人员会尽快处理。'],
  parking: ['您好，已将该停车点情况反馈给运营团队现场核实。', '您好，我们正在核实您还车时的定位信息。'],
  deposit: ['您好，已为您查询押金退款进度，请稍候。', '您好，押金冻结原因正在核实中。'],
  other: ['您好，您的建议已收到，我们会转交相关部门评估。', '您好，感谢您的反馈，我们正在处理。'],
};
const RESOLUTIONS: Record<WorksheetType, Array<(c: Ctx) => string>> = {
  fee_dispute: [
    (c) => `经核实还车位置在停车区内，已退还调度费${c.fee}元（${c.back}）。`,
    () => '经核实计费无误，已向用户解释计费规则。',
    (c) => `重复扣款已退还${c.fee}元（${c.back}）。`,
  ],
  vehicle_fault: [
    (c) => `车辆${c.vehicleNo}已下架检修，本次骑行费用${c.fee}元已退还（${c.back}）。`,
    () => '已安排维修，向用户致歉并赠送1张免费骑行券。',
  ],
  parking: [() => '停车点标识已重新施划，定位参数已校准。', () => '已核实为定位偏差，定位参数已校准。'],
  deposit: [() => '押金已原路退回，预计1-3个工作日到账。', () => '已解除押金冻结。'],
  other: [() => '已转交产品团队处理并回复用户。', () => '已协助用户完成操作。'],
};
/** Resolutions that give money back (type → index in RESOLUTIONS → what is refunded). */
const REFUNDING: Partial<Record<WorksheetType, Record<number, 'dispatch' | 'paid'>>> = {
  fee_dispute: { 0: 'dispatch', 2: 'paid' },
  vehicle_fault: { 0: 'paid' },
};
/** Texts about a dispatch fee: the ride they name had one. */
const DISPATCH_TEXTS: ReadonlySet<number> = new Set([0, 5]);
const BACK: Record<string, string> = { wallet: '退回钱包余额', wechat: '原路退回微信', alipay: '原路退回支付宝' };

/** A refund a resolved complaint made (recorded with the seeded refunds, in mocks/db/refunds.ts). */
export interface ComplaintRefund {
  order: Order;
  amount: number;
  at: string;
  by: string;
  reason: string;
}

/** Filled while the complaints are generated (fresh after every reset). */
const complaintRefundList = lazy((): ComplaintRefund[] => []);
export const getComplaintRefunds = (): readonly ComplaintRefund[] => {
  getWorksheets();
  return complaintRefundList();
};

const CLOSE_REASONS = ['用户超过7天未回复，自动关闭', '重复工单，已合并处理', '用户撤销投诉', '无效工单（测试内容）'];
const TYPE_WEIGHTS: Array<[WorksheetType, number]> = [
  ['fee_dispute', 0.3],
  ['vehicle_fault', 0.25],
  ['parking', 0.2],
  ['deposit', 0.1],
  ['other', 0.15],
];

function pickType(rng: Rng): WorksheetType {
  let r = rng.next();
  for (const [t, w] of TYPE_WEIGHTS) {
    if (r < w) return t;
    r -= w;
  }
  return 'other';
}

function statusFor(rng: Rng, ageDays: number): WorksheetStatus {
  const r = rng.next();
  if (ageDays < 2) return r < 0.5 ? 'open' : r < 0.9 ? 'processing' : 'resolved';
  if (ageDays < 7) return r < 0.15 ? 'open' : r < 0.5 ? 'processing' : r < 0.9 ? 'resolved' : 'closed';
  return r < 0.03 ? 'processing' : r < 0.8 ? 'resolved' : 'closed';
}

/** The operators that handle complaints: administrators and operations staff. */
export function complaintHandlers(): Operator[] {
  return getDb().operators.filter(
    (o) => o.state === 'enabled' && (o.roleId === 'R001' || o.roleId === 'R002') && !/未授权|超量/.test(o.name),
  );
}

export const getWorksheets = lazy((): Worksheet[] => {
  const rng = createRng(worldSeed() + 51);
  const riders = getRiders();
  const byId = riderIndex();
  const orders = getOrders().filter((o) => o.endAt);
  // rides with a dispatch fee paid in money, for complaints about one
  const feeRides = orders.filter(
    (o) => o.status === 'paid' && o.amount.dispatchFee > 0 && billOf(o).paid >= o.amount.dispatchFee,
  );
  // the seeded history's staff: not the demo accounts
  const handlers = complaintHandlers().filter((o) => !isDemoAccount(o));
  const seq = new Map<string, number>();
  const out: Worksheet[] = [];
  const refunds = complaintRefundList();
  /** what complaints have refunded of a ride so far */
  const refunded = new Map<string, number>();

  for (let i = 0; i < WORKSHEET_COUNT; i++) {
    const type = pickType(rng);
    const withOrder = type === 'fee_dispute' || type === 'vehicle_fault' || (type === 'parking' && rng.chance(0.7));
    const textIndex = rng.int(0, TEXTS[type].length - 1);
    const aboutFee = type === 'fee_dispute' && DISPATCH_TEXTS.has(textIndex);
    let order: Order | undefined;
    let rider: Rider;
    let createdMs: number;
    if (withOrder) {
      order = aboutFee ? feeRides[rng.int(0, feeRides.length - 1)] : orders[rng.int(0, orders.length - 1)];
      rider = byId.get(order.userId)!;
      // 5 min to 3 days after the ride, and before now: a ride that ended lately leaves less
      // room, never one shared instant (clamping to now gave today's tickets one creation time)
      const end = Date.parse(order.endAt!);
      const room = Math.max(1, Math.floor((epoch() - 2 * MIN - end) / MIN));
      createdMs = end + rng.int(Math.min(5, room), Math.min(3 * 24 * 60, room)) * MIN;
    } else {
      rider = riders[rng.int(0, riders.length - 1)];
      createdMs = epoch() - rng.int(10, 90 * 24 * 60) * MIN;
    }
    const paid = order ? billOf(order).paid : 0;
    const feeFen = order
      ? aboutFee
        ? order.amount.dispatchFee
        : paid || order.amount.base + order.amount.time
      : rng.int(2, 30) * 100;
    const ctx: Ctx = {
      fee: (feeFen / 100).toFixed(2),
      orderId: order?.orderId ?? '',
      vehicleNo: order?.vehicleNo ?? '',
      place: rng.pick(placesOf(order?.serviceAreaId ?? rider.serviceAreaId)),
      minutes: order ? Math.max(1, Math.round(order.duration / 60)) : rng.int(5, 30),
      fault: rng.pick(FAULTS),
      days: rng.int(3, 20),
      back: order ? BACK[billOf(order).channel] : '',
    };
    // Texts that name the ride need one (parking complaints may come without).
    const texts = order ? TEXTS[type] : TEXTS[type].filter((f) => !f(ctx).includes('订单'));
    let content = (order ? TEXTS[type][textIndex] : rng.pick(texts))(ctx);
    // Every ~250th text carries an XSS probe: it must show as text.
    if (i % 250 === 17) content = `${content}${XSS_PROBES[Math.floor(i / 250) % XSS_PROBES.length]}`;
    const ageDays = (epoch() - createdMs) / DAY;
    const status = statusFor(rng, ageDays);
    const staff = status === 'open' ? undefined : rng.pick(handlers);
    const replies: WorksheetReply[] = [];
    let t = createdMs;
    const at = (minMinutes: number, maxMinutes: number) => {
      t = Math.min(epoch() - MIN, t + rng.int(minMinutes, maxMinutes) * MIN);
      return isoAt(t);
    };
    const add = (by: WorksheetReply['by'], name: string, text: string, when: string) =>
      replies.push({ id: `${i}-${replies.length + 1}`, by, name, content: text, at: when });

    if (status === 'open') {
      if (rng.chance(0.3)) add('rider', rider.name, rng.pick(FOLLOW_UPS), at(30, 600));
    } else {
      add('system', SYSTEM_ACTOR, `工单已指派给 ${staff!.name}`, at(5, 240));
      add('staff', staff!.name, rng.pick(FIRST_REPLIES[type]), at(5, 180));
      if (rng.chance(0.45))
        add('rider', rider.name, i % 333 === 41 ? XSS_PROBES[0] : rng.pick(FOLLOW_UPS), at(10, 600));
    }
    let resolution: string | undefined;
    let resolvedAt: string | undefined;
    let closeReason: string | undefined;
    let closedAt: string | undefined;
    if (status === 'resolved') {
      let k = rng.int(0, RESOLUTIONS[type].length - 1);
      let given = 0;
      const gives = REFUNDING[type]?.[k];
      if (gives) {
        // a refund of what was paid in money and not yet given back; else no refund was due
        const amount =
          !order || order.status !== 'paid'
            ? 0
            : gives === 'dispatch'
              ? aboutFee
                ? order.amount.dispatchFee
                : 0
              : paid;
        const left = order ? paid - (refunded.get(order.orderId) ?? 0) : 0;
        if (amount > 0 && amount <= left) {
          given = amount;
          ctx.fee = (amount / 100).toFixed(2);
          refunded.set(order!.orderId, (refunded.get(order!.orderId) ?? 0) + amount);
        } else k = 1;
      }
      resolution = RESOLUTIONS[type][k](ctx);
      resolvedAt = at(30, 24 * 60);
      if (REFUNDING[type]?.[k] && order)
        refunds.push({ order, amount: given, at: resolvedAt, by: staff!.name, reason: `投诉处理：${resolution}` });
      add('staff', staff!.name, `您好，${resolution}如有疑问请继续反馈。`, resolvedAt);
      add('system', staff!.name, `工单已解决：${resolution}`, resolvedAt);
    } else if (status === 'closed') {
      closeReason = rng.pick(CLOSE_REASONS);
      closedAt = at(60, 7 * 24 * 60);
      add('system', staff!.name, `工单已关闭：${closeReason}`, closedAt);
    }

    const images: string[] = [];
    if (type === 'vehicle_fault' && rng.chance(0.6))
      images.push(placeholderImage('故障照片', [`车辆编号：${ctx.vehicleNo}`, ctx.fault], 3));
    if (type === 'parking' && rng.chance(0.5))
      images.push(placeholderImage('停车位置照片', [ctx.place, ctx.vehicleNo ? `车辆编号：${ctx.vehicleNo}` : ''], 1));
    if (type === 'fee_dispute' && rng.chance(0.25))
      images.push(placeholderImage('还车位置截图', [ctx.place, `订单：${ctx.orderId}`], 1));

    out.push({
      id: '',
      userId: rider.userId,
      phone: rider.phone,
      orderId: order?.orderId,
      vehicleNo: order?.vehicleNo,
      serviceAreaId: order?.serviceAreaId ?? rider.serviceAreaId,
      agentId: order?.agentId ?? rider.agentId,
      type,
      content,
      images,
      status,
      assignee: staff?.opManId,
      replies,
      resolution,
      resolvedAt,
      closeReason,
      closedAt,
      createdAt: isoAt(createdMs),
      updatedAt: replies.length ? replies[replies.length - 1].at : isoAt(createdMs),
    });
  }
  // Numbered per local (UTC+8) day in the order they came in; listed newest first.
  out.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  for (const w of out) {
    const day = new Date(Date.parse(w.createdAt) + 8 * HOUR).toISOString().slice(0, 10).replace(/-/g, '');
    const n = (seq.get(day) ?? 0) + 1;
    seq.set(day, n);
    w.id = `WS${day}${String(n).padStart(4, '0')}`;
    w.replies.forEach((r, k) => (r.id = `${w.id}-${k + 1}`));
  }
  return out.reverse();
});

export const worksheetIndex = lazy(() => new Map(getWorksheets().map((w) => [w.id, w])));
