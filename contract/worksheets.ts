/** Complaint tickets of riders (domain model Worksheet). */
import type { CashChannel, OrderAmount } from './orders';

export type WorksheetType = 'fee_dispute' | 'vehicle_fault' | 'parking' | 'deposit' | 'other';
export type WorksheetStatus = 'open' | 'processing' | 'resolved' | 'closed';

export const WORKSHEET_TYPE: Record<WorksheetType, string> = {
  fee_dispute: '费用争议',
  vehicle_fault: '车辆故障',
  parking: '停车问题',
  deposit: '押金问题',
  other: '其他',
};

export const WORKSHEET_STATUS: Record<WorksheetStatus, { label: string; color: string }> = {
  open: { label: '待处理', color: 'warning' },
  processing: { label: '处理中', color: 'processing' },
  resolved: { label: '已解决', color: 'success' },
  closed: { label: '已关闭', color: 'default' },
};

export interface WorksheetReply {
  id: string;
  /** who wrote it: the rider, a staff member, or the system (assignment, resolution, closing) */
  by: 'rider' | 'staff' | 'system';
  /** rider or operator name */
  name: string;
  content: string;
  at: string;
}

/** A worksheet as the backend stores it. */
export interface WorksheetRecord {
  id: string;
  userId: string;
  phone: string;
  orderId?: string;
  vehicleNo?: string;
  serviceAreaId: string;
  agentId: string;
  type: WorksheetType;
  content: string;
  images: string[];
  status: WorksheetStatus;
  /** opManId of the operator handling it */
  assignee?: string;
  replies: WorksheetReply[];
  /** what was done, when resolved */
  resolution?: string;
  resolvedAt?: string;
  closeReason?: string;
  closedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** A row of the list. */
export interface WorksheetRow extends Omit<WorksheetRecord, 'images' | 'replies'> {
  userName?: string;
  serviceAreaName?: string;
  assigneeName?: string;
  replyCount: number;
  imageCount: number;
}

export interface Worksheet extends WorksheetRow {
  /** whether the caller may open the ticket's rider (its service area is the caller's): a link, or plain text */
  userInScope: boolean;
  images: string[];
  replies: WorksheetReply[];
  order?: {
    orderId: string;
    vehicleNo: string;
    status: string;
    startAt: string;
    endAt?: string;
    amount: OrderAmount;
    /** fen that can still be refunded (paid − refunded), and where a refund goes */
    refundable: number;
    refundChannel: CashChannel;
  };
}

export interface OperatorOption {
  opManId: string;
  name: string;
}
