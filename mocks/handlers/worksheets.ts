/**
 * Complaint tickets (code 0401, domain model, screen behaviour): list, detail, reply, assign,
 * resolve, close; and the operators a ticket can be assigned to.
 *
 * State rules: open → processing (first reply or assignment) → resolved; any
 * state but closed → closed. A closed ticket takes no reply, assignment or
 * resolution; a resolved one can still be replied to and closed.
 */
import { billOf, orderIndex } from '../db/orders';
import { riderIndex } from '../db/riders';
import { compensate } from './couponIssue';
import { getDb } from '../db/store';
import { complaintHandlers, getWorksheets, worksheetIndex } from '../db/worksheets';
import { refundableOf } from './orders';
import type { WorksheetRecord as Worksheet, WorksheetReply, WorksheetType } from '@contract/worksheets';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { note as noteOf, requiredText as text } from '../lib/text';
import { inScope, ownRecord } from '../lib/scope';
import { nowIso } from '../../src/shared/utils/clock';
import { REVIEW_WRITES } from '@contract/actions';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { NOTE_RULES } from '@contract/validators';
import { TICKET_MSG } from '@contract/messages/support';

const TYPES: ReadonlySet<WorksheetType> = new Set<WorksheetType>([
  'fee_dispute',
  'vehicle_fault',
  'parking',
  'deposit',
  'other',
]);
const STATUSES: ReadonlySet<string> = new Set(['open', 'processing', 'resolved', 'closed']);
export const REPLY_MAX = 500;

const operatorName = (opManId?: string) =>
  opManId ? getDb().operators.find((o) => o.opManId === opManId)?.name : undefined;

function summary(w: Worksheet, areas: Map<string, string>) {
  const { replies, images, ...rest } = w;
  return {
    ...rest,
    userName: riderIndex().get(w.userId)?.name,
    assigneeName: operatorName(w.assignee),
    serviceAreaName: areas.get(w.serviceAreaId),
    replyCount: replies.filter((r) => r.by !== 'system').length,
    imageCount: images.length,
  };
}

/** A ticket's page: `userInScope` says whether the caller may open its rider (a link, or plain text). */
function detail(w: Worksheet, caller: Caller) {
  const o = w.orderId ? orderIndex().get(w.orderId) : undefined;
  const rider = riderIndex().get(w.userId);
  const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
  return {
    ...summary(w, areas),
    userInScope: !!rider && inScope(caller, {})(rider),
    images: w.images,
    replies: w.replies,
    order: o
      ? {
          orderId: o.orderId,
          vehicleNo: o.vehicleNo,
          status: o.status,
          startAt: o.startAt,
          endAt: o.endAt,
          amount: { ...o.amount },
          refundable: refundableOf(o),
          refundChannel: billOf(o).channel,
        }
      : undefined,
  };
}

function find(caller: Caller, id: unknown): Worksheet {
  if (typeof id !== 'string' || !id) throw new BizError('缺少工单编号');
  return ownRecord(caller, worksheetIndex().get(id), '未找到该工单');
}

function log(w: Worksheet, by: WorksheetReply['by'], name: string, content: string): string {
  const at = nowIso();
  w.replies.push({ id: `${w.id}-${w.replies.length + 1}`, by, name, content, at });
  w.updatedAt = at;
  return at;
}

const notClosed = (w: Worksheet, what: string) => {
  if (w.status === 'closed') throw new BizError(`工单已关闭，无法${what}`);
};

export const worksheetHandlers = [
  route(REVIEW_READS.worksheetList, {}, ({ caller, query }) => {
    const scope = inScope(caller, query);
    const status = STATUSES.has(query.status) ? query.status : undefined;
    const type = TYPES.has(query.type as WorksheetType) ? query.type : undefined;
    const { keyword, userId, assignee, createdAt } = query;
    const riders = keyword ? riderIndex() : undefined;
    const rows = getWorksheets().filter(
      (w) =>
        scope(w) &&
        (!status || w.status === status) &&
        (!type || w.type === type) &&
        (!userId || w.userId === userId) &&
        (!assignee || w.assignee === assignee) &&
        inDateRange(w.createdAt, createdAt) &&
        matches(keyword, w.id, w.userId, w.phone, w.orderId, w.vehicleNo, w.content, riders?.get(w.userId)?.name),
    );
    const page = pageOf(rows, query, { createdAt: (w) => w.createdAt, updatedAt: (w) => w.updatedAt });
    const areas = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
    return { rows: page.rows.map((w) => summary(w, areas)), total: page.total };
  }),

  route(REVIEW_READS.worksheetDetail, {}, ({ caller, query }) => detail(find(caller, query.id), caller)),

  route<{ id?: string; content?: string }>(REVIEW_WRITES.worksheetReply, {}, ({ caller, body }) => {
    const w = find(caller, body.id);
    notClosed(w, '回复');
    const content = text(body.content, '请输入回复内容', REPLY_MAX, '回复内容');
    if (w.status === 'open') {
      w.status = 'processing';
      if (!w.assignee) w.assignee = caller.operator.opManId;
    }
    log(w, 'staff', caller.operator.name, content);
    return detail(w, caller);
  }),

  route<{ id?: string; assignee?: string }>(REVIEW_WRITES.worksheetAssign, {}, ({ caller, body }) => {
    const w = find(caller, body.id);
    notClosed(w, '指派');
    const op = getDb().operators.find((o) => o.opManId === body.assignee && o.state === 'enabled');
    if (!op) throw new BizError('请选择处理人');
    if (w.assignee === op.opManId) throw new BizError(`工单已由 ${op.name} 处理`);
    w.assignee = op.opManId;
    if (w.status === 'open') w.status = 'processing';
    log(w, 'system', caller.operator.name, `工单已指派给 ${op.name}`);
    return detail(w, caller);
  }),

  route<{ id?: string; note?: string; couponId?: string }>(REVIEW_WRITES.worksheetResolve, {}, ({ caller, body }) => {
    const w = find(caller, body.id);
    notClosed(w, '解决');
    if (w.status === 'resolved') throw new BizError('工单已解决');
    const note = noteOf(body.note, NOTE_RULES.worksheetResult);
    // marketing: an optional coupon compensates the rider (stock and limit checked there)
    if (body.couponId) compensate(caller, w.id, w.userId, body.couponId);
    // The note is words only: no money moves on what it says. A refund is the order's own
    // 退款 action (an amount, a destination, its permission), offered beside the ticket.
    w.status = 'resolved';
    w.resolution = note;
    w.assignee ??= caller.operator.opManId;
    w.resolvedAt = log(w, 'system', caller.operator.name, `工单已解决：${note}`);
    return detail(w, caller);
  }),

  route<{ id?: string; reason?: string }>(REVIEW_WRITES.worksheetClose, {}, ({ caller, body }) => {
    const w = find(caller, body.id);
    if (w.status === 'closed') throw new BizError(TICKET_MSG.closed);
    const reason = noteOf(body.reason, NOTE_RULES.worksheetCloseReason);
    w.status = 'closed';
    w.closeReason = reason;
    w.closedAt = log(w, 'system', caller.operator.name, `工单已关闭：${reason}`);
    return detail(w, caller);
  }),

  /** operators a ticket can be assigned to (token only): the caller's franchisee's, or the platform's staff */
  route(REVIEW_READS.permissionUserOptions, {}, ({ caller }) => {
    const agentId = caller.operator.agentId;
    const ops = agentId
      ? getDb().operators.filter((o) => o.state === 'enabled' && o.agentId === agentId)
      : complaintHandlers();
    return ops.map((o) => ({ opManId: o.opManId, name: o.name }));
  }),
];
