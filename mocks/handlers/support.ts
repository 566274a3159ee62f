/**
 * The operators' support tickets to the platform (codes 1801 view, 1802 new;
 * Domain model SupportTicket, the support screens): list, detail, reply, close, create,
 * and uploading an image attachment. A franchisee's operators see their
 * franchisee's tickets only.
 *
 * State rules: pending → processing (the operator adds to it) / replied (support
 * answered); any state but closed → closed. A closed ticket takes no reply.
 */
import { getSupportTickets, getSupportUploads, supportTicketIndex } from '../db/supportTickets';
import type { SupportReply, SupportTicketRecord as SupportTicket } from '@contract/support';
import { SUPPORT_LIMITS } from '@contract/support';
import type { TicketCreateBody } from '@contract/schemas/inputs/support';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { now as clockNow, nowIso } from '../../src/shared/utils/clock';
import { sequence } from '../db/lazy';
import { SUPPORT_WRITES } from '@contract/actions';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { TICKET_MSG } from '@contract/messages/support';

export { SUPPORT_LIMITS };

const visible = (caller: Caller) => (t: SupportTicket) =>
  !caller.operator.agentId || t.agentId === caller.operator.agentId;

function summary(t: SupportTicket) {
  const { replies, attachments, ...rest } = t;
  return { ...rest, replyCount: replies.filter((r) => r.by !== 'system').length, attachmentCount: attachments.length };
}

const detail = (t: SupportTicket) => ({ ...summary(t), attachments: t.attachments, replies: t.replies });

function find(caller: Caller, id: unknown): SupportTicket {
  if (typeof id !== 'string' || !id) throw new BizError('缺少工单编号');
  const t = supportTicketIndex().get(id);
  if (!t || !visible(caller)(t)) throw new BizError('未找到该工单');
  return t;
}

function log(t: SupportTicket, by: SupportReply['by'], name: string, content: string): string {
  const at = nowIso();
  t.replies.push({ id: `${t.id}-${t.replies.length + 1}`, by, name, content, at });
  t.updatedAt = at;
  return at;
}

/** An attachment: an http(s) image address, or an uploaded file's `upload:<id>`. */
function attachment(v: unknown): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (/^https?:\/\/\S+$/i.test(s)) return s;
  const up = /^upload:(\w+)$/.exec(s);
  const file = up ? getSupportUploads().get(up[1]) : undefined;
  if (file) return file;
  throw new BizError('附件地址无效，请填写 http(s) 开头的图片地址或重新上传');
}

/** Upload numbers, from the world's own sequence (a replayed journal makes the same ones). */
const nextUpload = sequence();

export const supportHandlers = [
  route(SUPPORT_READS.ticketList, {}, ({ caller, query }) => {
    // each filter is one of its closed set or blank: the input schema's
    const { kind, priority, status } = query;
    const mine = visible(caller);
    const rows = getSupportTickets().filter(
      (t) =>
        mine(t) &&
        (!kind || t.kind === kind) &&
        (!priority || t.priority === priority) &&
        (!status || t.status === status) &&
        inDateRange(t.createdAt, query.createdAt) &&
        matches(query.keyword, t.id, t.title, t.content, t.creatorName),
    );
    const page = pageOf(rows, query, { createdAt: (t) => t.createdAt, updatedAt: (t) => t.updatedAt });
    return { rows: page.rows.map(summary), total: page.total };
  }),

  route(SUPPORT_READS.ticketDetail, {}, ({ caller, query }) => detail(find(caller, query.id))),

  route<{ id?: string; content: string }>(SUPPORT_WRITES.ticketReply, {}, ({ caller, body }) => {
    const t = find(caller, body.id);
    if (t.status === 'closed') throw new BizError(COMMON_INPUT_MSG.ticketClosedReply);
    const { content } = body;
    t.status = 'processing';
    log(t, 'operator', caller.operator.name, content);
    return detail(t);
  }),

  route<{ id?: string }>(SUPPORT_WRITES.ticketClose, {}, ({ caller, body }) => {
    const t = find(caller, body.id);
    if (t.status === 'closed') throw new BizError(TICKET_MSG.closed);
    t.status = 'closed';
    t.closedAt = log(t, 'system', caller.operator.name, TICKET_MSG.closed);
    return detail(t);
  }),

  route<TicketCreateBody>(SUPPORT_WRITES.ticketCreate, {}, ({ caller, body }) => {
    // its fields' rules are the input schema's; what an attachment names is looked up here
    const { title, content, attachments: list } = body;
    const all = getSupportTickets();
    const last = all.reduce((n, t) => Math.max(n, Number(t.id.slice(2)) || 0), 100000);
    const now = nowIso();
    const t: SupportTicket = {
      id: `GD${last + 1}`,
      title,
      kind: body.kind,
      priority: body.priority,
      content,
      attachments: list.map(attachment),
      status: 'pending',
      replies: [],
      createdBy: caller.operator.opManId,
      creatorName: caller.operator.name,
      agentId: caller.operator.agentId,
      createdAt: now,
      updatedAt: now,
    };
    all.unshift(t);
    supportTicketIndex().set(t.id, t);
    return detail(t);
  }),

  /** An image for a new ticket, as a data URL; answers the `upload:<id>` to send with it. */
  route<{ name?: unknown; dataUrl: string }>(SUPPORT_WRITES.attachmentUpload, {}, ({ body }) => {
    // an image of four types, at most 2 MB: the input schema's
    const data = body.dataUrl;
    const id = `F${clockNow().toString(36)}${(nextUpload() - 1).toString(36)}`;
    getSupportUploads().set(id, data);
    return { id: `upload:${id}`, name: typeof body.name === 'string' ? body.name : id, url: data };
  }),
];
