import type { PageRoute } from '@/shared/nav/routeTypes';

/** The pages of this feature, as the route table (app/routes.tsx) places them in the menu. */
export const reportsRoutes = {
  reconciliation: {
    path: '/report/download-statistics',
    title: '财务对账',
    permission: ['FinancialReconciliation'],
    page: () => import('./pages/ReconciliationPage'),
  },
  dailyReport: {
    path: '/report/financial-statistics',
    title: '日统计',
    permission: ['150101'],
    page: () => import('./pages/DailyReportPage'),
  },
  transactionOrder: {
    path: '/report/transaction-order',
    title: '交易订单',
    permission: ['1502'],
    page: () => import('./pages/TransactionOrderPage'),
  },
  walletReport: {
    path: '/report/wallet-report',
    title: '钱包报表',
    permission: ['150301'],
    page: () => import('./pages/WalletReportPage'),
  },
  depositReport: {
    path: '/report/deposit-report',
    title: '押金报表',
    permission: ['150401'],
    page: () => import('./pages/DepositReportPage'),
  },
  ridingCardReport: {
    path: '/report/riding-card-report',
    title: '骑行卡报表',
    permission: ['150501'],
    page: () => import('./pages/RidingCardReportPage'),
  },
  discountCardReport: {
    path: '/report/discount-card-report',
    title: '折扣卡报表',
    permission: ['150601'],
    page: () => import('./pages/DiscountCardReportPage'),
  },
} satisfies Record<string, PageRoute>;
