/** Rides (DESIGN.md §5 Order) as the order screens read them; money in fen. */
import type { OrderAmount, OrderStatus, PayChannel } from '@/shared/domain/orders';

export interface OrderRow {
  orderId: string;
  userId: string;
  userName?: string;
  phone: string;
  vehicleNo: string;
  serviceAreaId: string;
  serviceAreaName?: string;
  agentId: string;
  startAt: string;
  endAt?: string;
  distance: number;
  duration: number;
  amount: OrderAmount;
  payChannel: PayChannel;
  status: OrderStatus;
  endedOutsideParking: boolean;
}

export type TimelineKind = 'start' | 'park' | 'end' | 'bill' | 'pay' | 'cancel' | 'refund' | 'adjust' | 'appeal';

export interface TimelineItem {
  at: string;
  kind: TimelineKind;
  title: string;
  detail?: string;
  by?: string;
}

export interface OrderRefund {
  refundId: string;
  amount: number;
  reason: string;
  status: string;
  createdAt: string;
  handledBy?: string;
}

export interface OrderDetail extends OrderRow {
  start: [number, number];
  end?: [number, number];
  vehicleModel?: string;
  /** fen refunded so far, and what can still be refunded */
  refunded: number;
  refundable: number;
  refunds: OrderRefund[];
  timeline: TimelineItem[];
}

export interface FeeChange {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  reason: string;
}
