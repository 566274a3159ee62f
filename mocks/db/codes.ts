import { ALL_CODES, type PermissionCode } from '@contract/codes';

const under = (prefix: string): PermissionCode[] => ALL_CODES.filter((c) => c.startsWith(prefix));

/** Codes of the demo roles (DESIGN.md §4). */
export const ROLE_CODES: Record<'admin' | 'ops' | 'franchisee' | 'finance' | 'production', readonly PermissionCode[]> = {
  admin: ALL_CODES,
  ops: ['02', '03', '0301', '0302', '0304', '0305', '0307', ...under('09'), ...under('14'), ...under('18'), '07', '0401', '1601'],
  franchisee: ['02', '07', '070101', '0703', '0704', '1601', '0401', '20', 'returnCarApp', '08', ...under('15'), 'FinancialReconciliation'],
  production: ['02', '06'],
  finance: [...under('15'), 'FinancialReconciliation', '02', '0221', 'LargeRevenueScreen', '07', '1601'],
};
