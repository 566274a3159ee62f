/** Complaint tickets of riders (DESIGN.md §5 Worksheet). */
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
  by: 'rider' | 'staff' | 'system';
  name: string;
  content: string;
  at: string;
}

/** A row of the list. */
export interface WorksheetRow {
  id: string;
  userId: string;
  userName?: string;
  phone: string;
  orderId?: string;
  vehicleNo?: string;
  serviceAreaId: string;
  serviceAreaName?: string;
  agentId: string;
  type: WorksheetType;
  content: string;
  status: WorksheetStatus;
  assignee?: string;
  assigneeName?: string;
  replyCount: number;
  imageCount: number;
  resolution?: string;
  resolvedAt?: string;
  closeReason?: string;
  closedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Worksheet extends WorksheetRow {
  images: string[];
  replies: WorksheetReply[];
  order?: {
    orderId: string;
    vehicleNo: string;
    status: string;
    startAt: string;
    endAt?: string;
    amount: { base: number; time: number; dispatchFee: number; discount: number; paid: number };
  };
}

export interface OperatorOption {
  opManId: string;
  name: string;
}
