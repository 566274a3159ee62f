import type { ReviewStatus } from '@/shared/ui/ReviewQueue';

/** The four review queues of user management (DESIGN.md §5, §9) and their API path segment. */
export type ReviewKind = 'student' | 'rebind' | 'return-car' | 'invoice';

export interface ReviewItem {
  id: string;
  userId: string;
  /** the rider's current name */
  userName?: string;
  phone: string;
  serviceAreaId: string;
  serviceAreaName?: string;
  agentId: string;
  status: ReviewStatus;
  /** why it was rejected */
  reason?: string;
  handledBy?: string;
  handledAt?: string;
  createdAt: string;
}

export interface StudentCert extends ReviewItem {
  name: string;
  school: string;
  studentNo: string;
  enrolYear: number;
  images: string[];
}

export interface Rebind extends ReviewItem {
  oldName: string;
  newName: string;
  oldIdNumber: string;
  newIdNumber: string;
  remark: string;
  images: string[];
}

export interface OrderAmount {
  base: number;
  time: number;
  dispatchFee: number;
  discount: number;
  paid: number;
}

/** The ride as it is now (an approved appeal shows its waived fee). */
export interface ReturnCarOrder {
  orderId: string;
  vehicleNo: string;
  status: 'riding' | 'unpaid' | 'paid' | 'refunded' | 'cancelled';
  startAt: string;
  endAt?: string;
  duration: number;
  distance: number;
  payChannel: string;
  amount: OrderAmount;
  endedOutsideParking: boolean;
}

export interface ReturnCar extends ReviewItem {
  orderId: string;
  vehicleNo: string;
  photo: string;
  /** [lng, lat], WGS-84 */
  end: [number, number];
  endAt: string;
  /** fen: the fee under appeal */
  dispatchFee: number;
  remark: string;
  order?: ReturnCarOrder;
}

export interface Invoice extends ReviewItem {
  orderIds: string[];
  amount: number;
  titleType: 'company' | 'personal';
  title: string;
  taxNo?: string;
  email: string;
  invoiceNo?: string;
}
