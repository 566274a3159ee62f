/** The operators' support tickets to the platform (DESIGN.md §5 SupportTicket). */
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

export const options = <K extends string>(labels: Record<K, string | { label: string }>) =>
  (Object.keys(labels) as K[]).map((value) => {
    const l = labels[value];
    return { value, label: typeof l === 'string' ? l : l.label };
  });

export interface SupportReply {
  id: string;
  by: 'operator' | 'support' | 'system';
  name: string;
  content: string;
  at: string;
}

/** A row of the list. */
export interface SupportTicketRow {
  id: string;
  title: string;
  kind: SupportKind;
  priority: SupportPriority;
  content: string;
  status: SupportStatus;
  createdBy: string;
  creatorName: string;
  agentId?: string;
  replyCount: number;
  attachmentCount: number;
  createdAt: string;
  updatedAt: string;
  closedAt?: string;
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
