/**
 * Review items of the user-management area (domain model): student certificates,
 * real-name rebinding, return-car (dispatch fee) appeals and invoice requests.
 * Generated from the seed, consistent with riders and orders:
 * - a student certificate's status matches its rider's studentStatus;
 * - an approved rebind's new name is the rider's current name;
 * - return-car appeals come from rides that ended outside a parking area with a
 *   dispatch fee, and an approved one has its fee waived on the order;
 * - an invoice covers paid rides of its rider, for the sum they paid.
 */
import { createRng, type Rng } from '../lib/rng';
import type { ReviewStatus } from '@contract/common';
import { placeholderImage } from './images';
import { hash, keptPart, lazy } from './lazy';
import { worldSlot } from './world';
import { personName } from './names';
import { cashChannelOf, getOrders, onOrdersGenerated, settle, settleIfNothingDue } from './orders';
import { pricingOf } from './pricing';
import { getRiders, riderIndex } from './riders';
import { epoch, getDb, worldSeed } from './store';
import { isoAt, localMinute } from './time';
import { isSettled, type Order } from '@contract/orders';
import type {
  InvoiceRecord as Invoice,
  RebindRecord as Rebind,
  ReturnCarRecord as ReturnCar,
  ReviewRecord as ReviewBase,
  StudentCertRecord as StudentCert,
} from '@contract/reviews';
import type { RiderRecord as Rider } from '@contract/riders';
import { now } from '../../src/shared/utils/clock';
import { maskIdNumber } from '@contract/privacy';

const DAY = 86400000;
const HOUR = 3600000;

/** Universities and colleges of Hangzhou, with the prefix of their student numbers. */
const SCHOOLS: Array<[string, string]> = [
  ['浙江大学', '3'],
  ['浙江工业大学', '2'],
  ['杭州电子科技大学', '1'],
  ['浙江理工大学', '2'],
  ['浙江工商大学', '1'],
  ['杭州师范大学', '2'],
  ['浙江财经大学', '1'],
  ['中国计量大学', '1'],
  ['浙江科技大学', '1'],
  ['中国美术学院', '2'],
  ['浙江传媒学院', '2'],
  ['浙江中医药大学', '2'],
  ['浙江外国语学院', '2'],
  ['浙大城市学院', '3'],
  ['杭州医学院', '2'],
  ['浙江树人学院', '2'],
  ['浙江经济职业技术学院', '2'],
  ['浙江金融职业学院', '2'],
];

const COMPANY_PREFIX = ['杭州', '浙江', '杭州市西湖区', '杭州滨江'];
const COMPANY_CORE = [
  '云帆',
  '星辰',
  '华拓',
  '恒瑞',
  '启明',
  '博远',
  '致远',
  '数澜',
  '青禾',
  '安信',
  '融创',
  '智汇',
  '禾木',
  '海纳',
  '鼎盛',
  '微澜',
  '瑞德',
  '长风',
];
const COMPANY_KIND = [
  '网络科技有限公司',
  '信息技术有限公司',
  '电子商务有限公司',
  '文化传媒有限公司',
  '教育科技有限公司',
  '供应链管理有限公司',
  '建筑设计有限公司',
  '餐饮管理有限公司',
];
const MAIL_HOSTS = ['qq.com', '163.com', '126.com', 'foxmail.com', 'outlook.com', 'sina.com'];
const ALNUM = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const REJECT_STUDENT = [
  '学生证照片模糊，无法辨认',
  '学生证已过有效期，请上传本学年注册页',
  '证件姓名与实名信息不一致',
  '缺少学生证信息页',
];
const REJECT_REBIND = [
  '手持身份证照片不清晰',
  '新身份证信息与照片不符',
  '该身份证已绑定其他账号',
  '请上传身份证人像面原件照片',
];
const REJECT_RETURN = [
  '还车照片未显示停车点标识',
  '定位与照片位置不符，车辆停放在停车区外',
  '照片中车辆停放在人行道上',
  '照片非本次还车拍摄',
];
const REJECT_INVOICE = [
  '抬头与税号不匹配，请核对后重新提交',
  '所选订单已开具发票',
  '邮箱地址有误',
  '个人抬头不能填写税号',
];
const REBIND_REMARKS = [
  '原账号实名为家人身份证，现更换为本人',
  '原实名信息填写错误',
  '手机号转给家人使用，需变更实名人',
  '身份证到期换证，重新实名',
  '注册时借用了同学的身份信息',
];
const RETURN_REMARKS = [
  '我停在了停车点里面，是定位漂移了，请退还调度费',
  '停车点已经停满了，只能停在旁边，麻烦审核一下',
  '还车时App显示在停车区内，结束后却扣了调度费',
  '我把车停在地铁站口的白线框里了，附照片',
  '当时信号不好一直还不了车，最后在路边锁车的',
  '停车区地图显示不准，我在划线区域内还的车',
];

const mask = maskIdNumber;

function idNumber(rng: Rng): string {
  const area = rng.pick(['330106', '330108', '330105', '330110', '330102', '330481', '341122', '320582', '360102']);
  const birth = new Date(Date.UTC(rng.int(1965, 2005), rng.int(0, 11), rng.int(1, 28)));
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const tail = String(rng.int(0, 999)).padStart(3, '0') + rng.pick('0123456789X'.split(''));
  return area + ymd + tail;
}

/** A unified social credit code (18 characters): 91 + region + organisation code + check. */
function taxNo(rng: Rng): string {
  let s = `91${rng.pick(['330106', '330108', '330105', '330110', '330102'])}`;
  s += rng.chance(0.6) ? 'MA2' : rng.pick(['MA27', 'MA28']).slice(0, 3);
  while (s.length < 17) s += rng.pick(ALNUM.split(''));
  return s + rng.pick(ALNUM.split(''));
}

function email(rng: Rng, company?: string): string {
  if (company && rng.chance(0.5))
    return `${rng.pick(['finance', 'caiwu', 'fp', 'invoice', 'admin'])}@${rng.pick(['yunfan', 'xc-tech', 'hzboyuan', 'qihe', 'zhiyuan'])}${rng.pick(['.com', '.cn', '.com.cn'])}`;
  return rng.chance(0.5)
    ? `${rng.int(10000000, 3999999999)}@qq.com`
    : `${rng.pick(['zhang', 'li', 'wang', 'chen', 'liu', 'yang', 'hz'])}${rng.int(10, 9999)}@${rng.pick(MAIL_HOSTS)}`;
}

function operatorNames(): string[] {
  const ops = getDb().operators.filter((o) => o.roleId === 'R001' || o.roleId === 'R002');
  return ops.filter((o) => !/未授权|超量/.test(o.name)).map((o) => o.name);
}

/** createdAt / handled fields: pending items are recent, handled ones older. */
function timeline(rng: Rng, status: ReviewStatus, handlers: string[], reasons: string[], notAfter = epoch()) {
  const createdMs =
    status === 'pending'
      ? epoch() - rng.int(10 * 60, 10 * 86400) * 1000
      : epoch() - rng.int(3 * 86400, 120 * 86400) * 1000;
  const created = Math.min(createdMs, notAfter);
  const handledMs = Math.min(epoch(), created + rng.int(HOUR / 2, 72 * HOUR));
  return {
    createdAt: isoAt(created),
    handledAt: status === 'pending' ? undefined : isoAt(handledMs),
    handledBy: status === 'pending' ? undefined : rng.pick(handlers),
    reason: status === 'rejected' ? rng.pick(reasons) : undefined,
  };
}

const base = (r: Rider) => ({ userId: r.userId, phone: r.phone, serviceAreaId: r.serviceAreaId, agentId: r.agentId });
const newestFirst = <T extends ReviewBase>(a: T, b: T) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

// ---------------------------------------------------------------- student certificates

export const STUDENT_COUNTS = { pending: 120, approved: 135, rejected: 45 } as const;

export const getStudentCerts = lazy((): StudentCert[] => {
  const rng = createRng(worldSeed() + 41);
  const handlers = operatorNames();
  const riders = getRiders();
  const out: StudentCert[] = [];
  for (const status of ['pending', 'approved', 'rejected'] as const) {
    // A certificate's status is its rider's studentStatus.
    const pool = shuffled(
      rng,
      riders.filter((r) => r.studentStatus === status),
    ).slice(0, STUDENT_COUNTS[status]);
    for (const r of pool) {
      const [school, lead] = rng.pick(SCHOOLS);
      const enrolYear = rng.int(2021, 2025);
      const studentNo = `${lead}${String(enrolYear).slice(2)}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(0, 99999)).padStart(5, '0')}`;
      const t = timeline(rng, status, handlers, REJECT_STUDENT);
      out.push({
        id: '',
        ...base(r),
        status,
        ...t,
        name: r.name,
        school,
        studentNo,
        enrolYear,
        images: [
          placeholderImage('学生证照片 · 封面', [school, '学生证'], 0),
          placeholderImage(
            '学生证照片 · 信息页',
            [`姓名：${r.name}`, `学号：${studentNo}`, `入学年份：${enrolYear}`],
            0,
          ),
        ],
      });
    }
  }
  return out.sort(newestFirst).map((c, i) => ({ ...c, id: `SC${String(out.length - i).padStart(5, '0')}` }));
});

// ---------------------------------------------------------------- real-name rebinding

export const getRebinds = lazy((): Rebind[] => {
  const rng = createRng(worldSeed() + 42);
  const handlers = operatorNames();
  const riders = getRiders();
  const picked = shuffled(rng, riders).slice(0, 200);
  const out: Rebind[] = picked.map((r, i) => {
    const status: ReviewStatus = i < 80 ? 'pending' : i < 165 ? 'approved' : 'rejected';
    const other = personName(rng);
    // An approved rebind already renamed the rider: its new name is the current one.
    const [oldName, newName] = status === 'approved' ? [other, r.name] : [r.name, other];
    const oldId = idNumber(rng);
    const newId = idNumber(rng);
    return {
      id: '',
      ...base(r),
      status,
      ...timeline(rng, status, handlers, REJECT_REBIND),
      oldName,
      newName,
      oldIdNumber: mask(oldId),
      newIdNumber: mask(newId),
      remark: rng.pick(REBIND_REMARKS),
      images: [
        placeholderImage('身份证人像面', [`姓名：${newName}`, '公民身份号码', mask(newId)], 4),
        placeholderImage('手持身份证照片', [newName, '本人手持身份证正面'], 4),
      ],
    };
  });
  return out.sort(newestFirst).map((c, i) => ({ ...c, id: `RB${String(out.length - i).padStart(5, '0')}` }));
});

// ---------------------------------------------------------------- return-car appeals

interface ReturnPlan {
  orderId: string;
  status: ReviewStatus;
}

/**
 * Which rides have an appeal, decided per ride from its id (so it is the same
 * whichever collection loads first): most recent rides with a dispatch fee are
 * still waiting, older ones were handled. About 400 in all, 40 % pending.
 */
function planFor(o: Order): ReturnPlan | null {
  if (!o.endedOutsideParking || o.amount.dispatchFee <= 0 || !o.endAt || (o.status !== 'paid' && o.status !== 'unpaid'))
    return null;
  const h = hash(`${o.orderId}#return-car`);
  const u = (h % 10007) / 10007;
  const v = ((h >>> 14) % 1009) / 1009;
  const ageDays = (epoch() - Date.parse(o.endAt)) / DAY;
  // An appeal comes at least five minutes after the ride (see getReturnCars): none yet for the last ten minutes' rides.
  if (ageDays * DAY < 10 * 60000) return null;
  if (ageDays < 12) {
    if (u >= 0.36) return null;
    return { orderId: o.orderId, status: v < 0.88 ? 'pending' : v < 0.95 ? 'approved' : 'rejected' };
  }
  if (u >= 0.085) return null;
  return { orderId: o.orderId, status: v < 0.62 ? 'approved' : 'rejected' };
}

/** Plans by generated order list: computed once on the pristine rides. */
const plans = worldSlot(() => new WeakMap<Order[], ReturnPlan[]>());
keptPart('return plans', {
  save: () => (getOrders.ready() ? plans().get(getOrders()) : undefined),
  load: (kept) => {
    if (kept) plans().set(getOrders(), kept as ReturnPlan[]);
  },
});

/** Waives the fee of a ride (its approved appeal): the fee is no longer due or paid. */
export function waiveDispatchFee(o: Order): number {
  const fee = o.amount.dispatchFee;
  if (fee <= 0) return 0;
  // waived before it was paid: settled again without it (a discount never above the rest)
  o.amount = { ...o.amount, dispatchFee: 0 };
  const discount = o.discountSource ? { source: o.discountSource, value: o.amount.discount } : undefined;
  settle(o, discount, cashChannelOf(o), isSettled(o.status));
  settleIfNothingDue(o);
  return fee;
}

onOrdersGenerated((orders) => {
  const list: ReturnPlan[] = [];
  for (const o of orders) {
    const p = planFor(o);
    if (p) list.push(p);
  }
  plans().set(orders, list);
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  for (const p of list) if (p.status === 'approved') waiveDispatchFee(byId.get(p.orderId)!);
});

export const getReturnCars = lazy((): ReturnCar[] => {
  const orders = getOrders();
  const list = plans().get(orders) ?? [];
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  const riders = riderIndex();
  const rng = createRng(worldSeed() + 43);
  const handlers = operatorNames();
  const out: ReturnCar[] = [];
  for (const p of list) {
    const o = byId.get(p.orderId)!;
    const r = riders.get(o.userId);
    const endMs = Date.parse(o.endAt!);
    // within two days of the ride, and never later than five minutes ago
    const latest = Math.max(5 * 60, Math.min(2 * 86400, Math.floor((epoch() - 5 * 60000 - endMs) / 1000)));
    const createdMs = endMs + rng.int(5 * 60, latest) * 1000;
    const handledMs = Math.min(epoch(), createdMs + rng.int(HOUR / 2, 48 * HOUR));
    out.push({
      id: '',
      userId: o.userId,
      phone: o.phone,
      serviceAreaId: o.serviceAreaId,
      agentId: o.agentId,
      status: p.status,
      reason: p.status === 'rejected' ? rng.pick(REJECT_RETURN) : undefined,
      handledBy: p.status === 'pending' ? undefined : rng.pick(handlers),
      handledAt: p.status === 'pending' ? undefined : isoAt(handledMs),
      createdAt: isoAt(createdMs),
      orderId: o.orderId,
      vehicleNo: o.vehicleNo,
      photo: placeholderImage(
        '还车照片',
        [`车辆编号：${o.vehicleNo}`, `还车时间：${localMinute(o.endAt!)}`, r ? `骑行人：${r.name}` : ''],
        2,
      ),
      end: o.end!,
      endAt: o.endAt!,
      // the fee the ride was charged: its area's dispatch fee (an approved appeal has waived it since)
      dispatchFee: o.amount.dispatchFee || pricingOf(o.serviceAreaId).dispatchFee,
      remark: rng.pick(RETURN_REMARKS),
    });
  }
  return out.sort(newestFirst).map((c, i) => ({ ...c, id: `RC${String(out.length - i).padStart(5, '0')}` }));
});

// ---------------------------------------------------------------- invoices

export const getInvoices = lazy((): Invoice[] => {
  const rng = createRng(worldSeed() + 44);
  const handlers = operatorNames();
  const riders = riderIndex();
  const since = epoch() - 60 * DAY;
  // Paid rides of the last 60 days, by rider.
  const paid = new Map<string, Order[]>();
  for (const o of getOrders()) {
    if (o.status !== 'paid' || o.amount.paid <= 0 || Date.parse(o.startAt) < since) continue;
    const list = paid.get(o.userId);
    if (list) list.push(o);
    else paid.set(o.userId, [o]);
  }
  const userIds = shuffled(rng, [...paid.keys()]).slice(0, 300);
  const out: Invoice[] = userIds.map((userId, i) => {
    const r = riders.get(userId)!;
    const rides = paid.get(userId)!.slice(0, rng.int(1, 6));
    const status: ReviewStatus = i < 120 ? 'pending' : i < 255 ? 'approved' : 'rejected';
    const latest = Math.max(...rides.map((o) => Date.parse(o.endAt ?? o.startAt)));
    const company = rng.chance(0.7);
    const title = company ? `${rng.pick(COMPANY_PREFIX)}${rng.pick(COMPANY_CORE)}${rng.pick(COMPANY_KIND)}` : r.name;
    const t = timeline(rng, status, handlers, REJECT_INVOICE);
    // Requested after the rides it covers.
    const createdAt =
      Date.parse(t.createdAt) < latest ? isoAt(Math.min(epoch(), latest + rng.int(HOUR, 3 * DAY))) : t.createdAt;
    const handledAt =
      t.handledAt && t.handledAt < createdAt
        ? isoAt(Math.min(epoch(), Date.parse(createdAt) + rng.int(HOUR, 24 * HOUR)))
        : t.handledAt;
    return {
      id: '',
      ...base(r),
      status,
      ...t,
      createdAt,
      handledAt,
      orderIds: rides.map((o) => o.orderId),
      amount: rides.reduce((s, o) => s + o.amount.paid, 0),
      titleType: company ? 'company' : 'personal',
      title,
      taxNo: company ? taxNo(rng) : undefined,
      email: email(rng, company ? title : undefined),
      invoiceNo: status === 'approved' ? invoiceNumber(rng) : undefined,
    };
  });
  return out.sort(newestFirst).map((c, i) => ({ ...c, id: `IV${String(out.length - i).padStart(5, '0')}` }));
});

/** A 20-digit fully digital e-invoice number. */
export function invoiceNumber(rng: Rng = createRng(now() >>> 0)): string {
  let s = `${new Date(epoch()).getUTCFullYear() % 100}33`;
  while (s.length < 20) s += String(rng.int(0, 9));
  return s;
}
