import { ALL_CODES, type PermissionCode } from '@contract/codes';

const under = (prefix: string): PermissionCode[] => ALL_CODES.filter((c) => c.startsWith(prefix));

/** What a franchisee does for its own riders: their money, deposits, bans, rides, tickets and reviews. */
const FRANCHISEE_ACTIONS: readonly PermissionCode[] = [
  'userBalanceAdjust',
  'refund',
  'userDeposit',
  'userRidingCard',
  'blacklistEdit',
  'orderEnd',
  'orderFeeAdjust',
  'worksheetHandle',
  'reviewStudent',
  'reviewRebind',
  'reviewReturnCar',
  'reviewInvoice',
];

/**
 * Codes of the demo roles. The administrator holds every code; the others hold the pages
 * of their job and the actions (writes) it needs: operations run the fleet and its tickets,
 * finance refunds, production edits production data.
 */
export const ROLE_CODES: Record<'admin' | 'ops' | 'franchisee' | 'finance' | 'production', readonly PermissionCode[]> =
  {
    admin: ALL_CODES,
    ops: [
      '02',
      '03',
      '0301',
      '0302',
      '0304',
      '0305',
      '0307',
      ...under('09'),
      ...under('14'),
      ...under('18'),
      '07',
      '0401',
      '1601',
      'vehicleCommand',
      'alarmHandle',
      'repairHandle',
      'opsTaskEdit',
      'parkApplicationHandle',
      'worksheetHandle',
      'orderEnd',
      'supportReply',
      // 区域管理's maintenance areas are fences (their editing code sits in 运营配置, held with it)
      '05',
      'fenceEdit',
    ],
    franchisee: [
      '02',
      '07',
      '070101',
      '0703',
      '0704',
      '1601',
      '0401',
      '20',
      'returnCarApp',
      '08',
      ...under('15'),
      'FinancialReconciliation',
      ...FRANCHISEE_ACTIONS,
    ],
    production: ['02', '06', 'productionEdit'],
    finance: [...under('15'), 'FinancialReconciliation', '02', '0221', 'LargeRevenueScreen', '07', '1601', 'refund'],
  };
