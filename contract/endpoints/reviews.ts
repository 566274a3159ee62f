import { openRead, read } from '@contract/endpoint';
import type { OperatorOption, Worksheet } from '@contract/worksheets';

/** Complaint tickets (工单) and what their handling reads. */
export const REVIEW_READS = {
  worksheetList: read('/platform/worksheet/list', ['0401']),
  worksheetDetail: read<Worksheet>('/platform/worksheet/detail', ['0401']),
  permissionUserOptions: openRead<OperatorOption[]>('/platform/permission/user/options', 'signed-in'),
  /** the review queues (学生认证, 换绑, 还车, 发票), the header's selection applies */
  studentList: read('/platform/review/student/list', ['0703']),
  rebindList: read('/platform/review/rebind/list', ['0704']),
  returnCarList: read('/platform/review/return-car/list', ['returnCarApp']),
  invoiceList: read('/platform/review/invoice/list', ['20']),
} as const;
