/**
 * Review queues of the user-management area (domain model, screen behaviour): student
 * certificates (0703), real-name rebinding (0704), return-car appeals
 * (returnCarApp) and invoices (20). Lists filter, sort and page on the server
 * and honour the caller's scope; approve / reject change the rider or order.
 */
import { keepBill, orderIndex } from '../db/orders';
import {
  getInvoices,
  getRebinds,
  getReturnCars,
  getStudentCerts,
  invoiceNumber,
  waiveDispatchFee,
} from '../db/reviews';
import type {
  InvoiceRecord as Invoice,
  RebindRecord as Rebind,
  ReturnCarRecord as ReturnCar,
  ReviewKind,
  ReviewRecord as ReviewBase,
  StudentCertRecord as StudentCert,
} from '@contract/reviews';
import { riderIndex } from '../db/riders';
import { getDb } from '../db/store';
import { inDateRange, matches, pageOf, type SortKeys } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { inScope } from '../lib/scope';
import { refundableOf, refundOrder } from './orders';
import { isSettled } from '@contract/orders';
import { now, nowIso } from '../../src/shared/utils/clock';
import { riderVerified } from '../db/activityWorld';
import { REVIEW_WRITES, type WriteEndpoint } from '@contract/actions';
import type { ReadEndpoint } from '@contract/endpoint';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { REVIEW_MSG } from '@contract/messages/reviews';

const STATUSES: ReadonlySet<string> = new Set(['pending', 'approved', 'rejected']);

interface Kind<T extends ReviewBase> {
  /** the queue's list, as described for the console */
  list: ReadEndpoint;
  /** the queue's decisions, as declared for the console's buttons */
  writes: { approve: WriteEndpoint; reject: WriteEndpoint };
  items: () => T[];
  /** text the keyword searches besides id, userId and phone */
  keywords: (r: T) => Array<string | undefined>;
  sortable?: SortKeys<T>;
  /** extra fields of a list row, read live (e.g. the order as it is now) */
  view?: (r: T) => Record<string, unknown>;
  approve: (r: T, caller: Caller) => void;
  reject?: (r: T) => void;
}

const areaName = () => new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));

function orderView(orderId: string) {
  const o = orderIndex().get(orderId);
  if (!o) return undefined;
  return {
    orderId: o.orderId,
    vehicleNo: o.vehicleNo,
    status: o.status,
    startAt: o.startAt,
    endAt: o.endAt,
    duration: o.duration,
    distance: o.distance,
    payChannel: o.payChannel,
    amount: { ...o.amount },
    endedOutsideParking: o.endedOutsideParking,
  };
}

const student: Kind<StudentCert> = {
  list: REVIEW_READS.studentList,
  writes: { approve: REVIEW_WRITES.studentApprove, reject: REVIEW_WRITES.studentReject },
  items: getStudentCerts,
  keywords: (r) => [r.name, r.school, r.studentNo],
  approve: (r) => {
    const rider = riderIndex().get(r.userId);
    if (rider) rider.studentStatus = 'approved';
  },
  reject: (r) => {
    const rider = riderIndex().get(r.userId);
    if (rider) rider.studentStatus = 'rejected';
  },
};

const rebind: Kind<Rebind> = {
  list: REVIEW_READS.rebindList,
  writes: { approve: REVIEW_WRITES.rebindApprove, reject: REVIEW_WRITES.rebindReject },
  items: getRebinds,
  keywords: (r) => [r.oldName, r.newName],
  // The rider's real name becomes the new one, verified.
  approve: (r) => {
    const rider = riderIndex().get(r.userId);
    if (rider) {
      const was = rider.realNameVerified;
      rider.realNameVerified = true;
      rider.name = r.newName;
      // a first verification completes the 实名认证 task
      if (!was) riderVerified(rider, now());
    }
  },
};

const returnCar: Kind<ReturnCar> = {
  list: REVIEW_READS.returnCarList,
  writes: { approve: REVIEW_WRITES.returnCarApprove, reject: REVIEW_WRITES.returnCarReject },
  items: getReturnCars,
  keywords: (r) => [r.orderId, r.vehicleNo],
  sortable: { dispatchFee: (r) => r.dispatchFee, endAt: (r) => r.endAt },
  view: (r) => ({ order: orderView(r.orderId) }),
  // Waives the order's dispatch fee: no longer due; a ride already paid gets the fee
  // back in the rider's wallet (a refund of the ride, as a lowered fee does).
  approve: (r, caller) => {
    const o = orderIndex().get(r.orderId);
    if (!o) throw new BizError(REVIEW_MSG.orderMissing);
    if (!isSettled(o.status)) {
      waiveDispatchFee(o);
      return;
    }
    keepBill(o);
    const back = Math.min(o.amount.dispatchFee, refundableOf(o));
    if (back > 0) refundOrder(caller, o, back, '还车申诉通过，退还调度费');
    const rest = o.amount.base + o.amount.time;
    o.amount = { ...o.amount, dispatchFee: 0, discount: Math.min(o.amount.discount, rest) };
  },
};

const invoice: Kind<Invoice> = {
  list: REVIEW_READS.invoiceList,
  writes: { approve: REVIEW_WRITES.invoiceApprove, reject: REVIEW_WRITES.invoiceReject },
  items: getInvoices,
  keywords: (r) => [r.title, r.taxNo, r.email, ...r.orderIds],
  sortable: { amount: (r) => r.amount },
  approve: (r) => {
    r.invoiceNo = invoiceNumber();
  },
};

const KINDS: Record<ReviewKind, Kind<ReviewBase>> = {
  student: student as unknown as Kind<ReviewBase>,
  rebind: rebind as unknown as Kind<ReviewBase>,
  'return-car': returnCar as unknown as Kind<ReviewBase>,
  invoice: invoice as unknown as Kind<ReviewBase>,
};

const COMMON_SORT: SortKeys<ReviewBase> = { createdAt: (r) => r.createdAt, handledAt: (r) => r.handledAt };

function find(kind: Kind<ReviewBase>, caller: Caller, id: unknown): ReviewBase {
  if (typeof id !== 'string' || !id) throw new BizError(REVIEW_MSG.applicationIdMissing);
  const scope = inScope(caller, {});
  const item = kind.items().find((r) => r.id === id);
  if (!item || !scope(item)) throw new BizError('未找到该申请');
  return item;
}

function view(kind: Kind<ReviewBase>, r: ReviewBase, areas = areaName()) {
  return {
    ...r,
    userName: riderIndex().get(r.userId)?.name,
    serviceAreaName: areas.get(r.serviceAreaId),
    ...kind.view?.(r),
  };
}

function handlersOf(kind: Kind<ReviewBase>) {
  return [
    route(kind.list, {}, ({ caller, query }) => {
      const scope = inScope(caller, query);
      const status = STATUSES.has(query.status) ? query.status : undefined;
      const { keyword, userId, createdAt } = query;
      const riders = keyword ? riderIndex() : undefined;
      const rows = kind
        .items()
        .filter(
          (r) =>
            scope(r) &&
            (!status || r.status === status) &&
            (!userId || r.userId === userId) &&
            inDateRange(r.createdAt, createdAt) &&
            matches(keyword, r.id, r.userId, r.phone, riders?.get(r.userId)?.name, ...kind.keywords(r)),
        );
      const page = pageOf(rows, query, { ...COMMON_SORT, ...kind.sortable });
      const areas = areaName();
      return { rows: page.rows.map((r) => view(kind, r, areas)), total: page.total };
    }),

    route<{ id?: string }>(kind.writes.approve, {}, ({ caller, body }) => {
      const item = find(kind, caller, body.id);
      if (item.status !== 'pending') throw new BizError('该申请已处理');
      kind.approve(item, caller);
      Object.assign(item, {
        status: 'approved',
        reason: undefined,
        handledBy: caller.operator.name,
        handledAt: nowIso(),
      });
      return view(kind, item);
    }),

    route<{ id?: string; reason: string }>(kind.writes.reject, {}, ({ caller, body }) => {
      const item = find(kind, caller, body.id);
      const { reason } = body;
      if (item.status !== 'pending') throw new BizError('该申请已处理');
      kind.reject?.(item);
      Object.assign(item, { status: 'rejected', reason, handledBy: caller.operator.name, handledAt: nowIso() });
      return view(kind, item);
    }),
  ];
}

export const reviewHandlers = (Object.keys(KINDS) as ReviewKind[]).flatMap((k) => handlersOf(KINDS[k]));
