/**
 * Review items of the user-management area (domain model, screen behaviour): student certificates,
 * real-name rebinding, return-car (dispatch fee) appeals and invoice requests.
 */
import type { LngLat, ReviewStatus } from './common';
import type { OrderAmount, OrderStatus, PayChannel } from './orders';

/** The four review queues and their API path segment. */
export type ReviewKind = 'student' | 'rebind' | 'return-car' | 'invoice';

/** What every review item has, as the backend stores it. */
export interface ReviewRecord {
  id: string;
  userId: string;
  phone: string;
  serviceAreaId: string;
  agentId: string;
  status: ReviewStatus;
  /** why it was rejected */
  reason?: string;
  /** operator name */
  handledBy?: string;
  handledAt?: string;
  createdAt: string;
}

export interface StudentCertRecord extends ReviewRecord {
  name: string;
  school: string;
  studentNo: string;
  /** enrolment year */
  enrolYear: number;
  images: string[];
}

export interface RebindRecord extends ReviewRecord {
  oldName: string;
  newName: string;
  /** masked: first 6 and last 4 characters */
  oldIdNumber: string;
  newIdNumber: string;
  /** the rider's explanation */
  remark: string;
  images: string[];
}

export interface ReturnCarRecord extends ReviewRecord {
  orderId: string;
  vehicleNo: string;
  /** the rider's photo of the parked vehicle */
  photo: string;
  /** where the ride ended (WGS-84) */
  end: LngLat;
  endAt: string;
  /** fen, the fee under appeal */
  dispatchFee: number;
  remark: string;
}

export interface InvoiceRecord extends ReviewRecord {
  orderIds: string[];
  /** fen */
  amount: number;
  titleType: 'company' | 'personal';
  title: string;
  taxNo?: string;
  email: string;
  /** the e-invoice number, once issued */
  invoiceNo?: string;
}

/** A review item as the lists return it, with the rider's current name and the area's. */
export interface ReviewItem extends ReviewRecord {
  userName?: string;
  serviceAreaName?: string;
}

export interface StudentCert extends StudentCertRecord, ReviewItem {}

export interface Rebind extends RebindRecord, ReviewItem {}

/** The ride as it is now (an approved appeal shows its waived fee). */
export interface ReturnCarOrder {
  orderId: string;
  vehicleNo: string;
  status: OrderStatus;
  startAt: string;
  endAt?: string;
  duration: number;
  distance: number;
  payChannel: PayChannel;
  amount: OrderAmount;
  endedOutsideParking: boolean;
}

export interface ReturnCar extends ReturnCarRecord, ReviewItem {
  order?: ReturnCarOrder;
}

export interface Invoice extends InvoiceRecord, ReviewItem {}
