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
import type {
  SupportKind,
  SupportPriority,
  SupportReply,
  SupportTicketRecord as SupportTicket,
} from '@contract/support';
import { inDateRange, matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { requiredText as text } from '../lib/text';
import { now as clockNow, nowIso } from '../../src/shared/utils/clock';
import { sequence } from '../db/lazy';
import { SUPPORT_WRITES } from '@contract/actions';
import { SUPPORT_READS } from '@contract/endpoints/support';

const KINDS = new Set<SupportKind>(['fault', 'data', 'account', 'consult', 'feature', 'other']);
const PRIORITIES = new Set<SupportPriority>(['low', 'medium', 'high', 'urgent']);
const STATUSES = new Set(['pending', 'processing', 'replied', 'closed']);
export const SUPPORT_LIMITS = { title: 50, content: 2000, reply: 500, attachments: 5, fileBytes: 2 * 1024 * 1024 };

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
    const kind = KINDS.has(query.kind as SupportKind) ? query.kind : undefined;
    const priority = PRIORITIES.has(query.priority as SupportPriority) ? query.priority : undefined;
    const status = STATUSES.has(query.status) ? query.status : undefined;
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

  route<{ id?: string; content?: string }>(SUPPORT_WRITES.ticketReply, {}, ({ caller, body }) => {
    const t = find(caller, body.id);
    if (t.status === 'closed') throw new BizError('工单已关闭，无法回复');
    const content = text(body.content, '请输入回复内容', SUPPORT_LIMITS.reply, '回复内容');
    t.status = 'processing';
    log(t, 'operator', caller.operator.name, content);
    return detail(t);
  }),

  route<{ id?: string }>(SUPPORT_WRITES.ticketClose, {}, ({ caller, body }) => {
    const t = find(caller, body.id);
    if (t.status === 'closed') throw new BizError('工单已关闭');
    t.status = 'closed';
    t.closedAt = log(t, 'system', caller.operator.name, '工单已关闭');
    return detail(t);
  }),

  route<{ title?: string; kind?: string; priority?: string; content?: string; attachments?: unknown }>(
    SUPPORT_WRITES.ticketCreate,
    {},
    ({ caller, body }) => {
      const title = text(body.title, '请输入工单标题', SUPPORT_LIMITS.title, '工单标题');
      if (!KINDS.has(body.kind as SupportKind)) throw new BizError('请选择工单类型');
      if (!PRIORITIES.has(body.priority as SupportPriority)) throw new BizError('请选择优先级');
      const content = text(body.content, '请输入问题描述', SUPPORT_LIMITS.content, '问题描述');
      const list = Array.isArray(body.attachments) ? body.attachments : [];
      if (list.length > SUPPORT_LIMITS.attachments) throw new BizError(`附件最多${SUPPORT_LIMITS.attachments}个`);
      const all = getSupportTickets();
      const last = all.reduce((n, t) => Math.max(n, Number(t.id.slice(2)) || 0), 100000);
      const now = nowIso();
      const t: SupportTicket = {
        id: `GD${last + 1}`,
        title,
        kind: body.kind as SupportKind,
        priority: body.priority as SupportPriority,
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
    },
  ),

  /** An image for a new ticket, as a data URL; answers the `upload:<id>` to send with it. */
  route<{ name?: string; dataUrl?: string }>(SUPPORT_WRITES.attachmentUpload, {}, ({ body }) => {
    const data = typeof body.dataUrl === 'string' ? body.dataUrl : '';
    const m = /^data:image\/(png|jpe?g|gif|webp);base64,([A-Za-z0-9+/=]+)$/.exec(data);
    if (!m) throw new BizError('仅支持 PNG、JPG、GIF、WEBP 图片');
    if ((m[2].length * 3) / 4 > SUPPORT_LIMITS.fileBytes) throw new BizError('图片不超过2MB');
    const id = `F${clockNow().toString(36)}${(nextUpload() - 1).toString(36)}`;
    getSupportUploads().set(id, data);
    return { id: `upload:${id}`, name: typeof body.name === 'string' ? body.name : id, url: data };
  }),
];
