/** The operators' support tickets to the platform (domain model SupportTicket). */
export type SupportKind = 'fault' | 'data' | 'account' | 'consult' | 'feature' | 'other';
export type SupportPriority = 'low' | 'medium' | 'high' | 'urgent';
export type SupportStatus = 'pending' | 'processing' | 'replied' | 'closed';

export const SUPPORT_KIND: Record<SupportKind, string> = {
  fault: '系统故障',
  data: '数据问题',
  account: '账号权限',
  consult: '使用咨询',
  feature: '功能建议',
  other: '其他',
};

export const SUPPORT_PRIORITY: Record<SupportPriority, { label: string; color: string }> = {
  low: { label: '低', color: 'default' },
  medium: { label: '中', color: 'blue' },
  high: { label: '高', color: 'orange' },
  urgent: { label: '紧急', color: 'red' },
};

export const SUPPORT_STATUS: Record<SupportStatus, { label: string; color: string }> = {
  pending: { label: '待受理', color: 'warning' },
  processing: { label: '处理中', color: 'processing' },
  replied: { label: '已答复', color: 'success' },
  closed: { label: '已关闭', color: 'default' },
};

export interface SupportReply {
  id: string;
  /** the operator who raised it, the support team, or the system (closing) */
  by: 'operator' | 'support' | 'system';
  name: string;
  content: string;
  at: string;
}

/** A ticket as the backend stores it. */
export interface SupportTicketRecord {
  id: string;
  title: string;
  kind: SupportKind;
  priority: SupportPriority;
  content: string;
  /** image addresses (uploaded files are kept as data URLs) */
  attachments: string[];
  status: SupportStatus;
  replies: SupportReply[];
  /** opManId and name of the operator who raised it */
  createdBy: string;
  creatorName: string;
  /** the franchisee of the operator; none for the platform's own staff */
  agentId?: string;
  createdAt: string;
  updatedAt: string;
  closedAt?: string;
}

/** A row of the list. */
export interface SupportTicketRow extends Omit<SupportTicketRecord, 'attachments' | 'replies'> {
  replyCount: number;
  attachmentCount: number;
}

export interface SupportTicket extends SupportTicketRow {
  attachments: string[];
  replies: SupportReply[];
}

export interface NewSupportTicket {
  title: string;
  kind: SupportKind;
  priority: SupportPriority;
  content: string;
  /** http(s) image addresses, or `upload:<id>` of an uploaded file */
  attachments: string[];
}

export interface UploadedFile {
  id: string;
  name: string;
  url: string;
}

/** The longest texts of a ticket, how many attachments it takes and how large an uploaded image may be. */
export const SUPPORT_LIMITS = { title: 50, content: 2000, reply: 500, attachments: 5, fileBytes: 2 * 1024 * 1024 };
