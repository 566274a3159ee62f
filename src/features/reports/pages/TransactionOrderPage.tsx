import { Link } from 'react-router-dom';
import { useAccess } from '@/shared/auth/access';
import { ORDER_STATUS, PAY_CHANNEL, type OrderAmount } from '@contract/orders';
import { options } from '@/shared/utils/options';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField, ListColumn } from '@/shared/ui/list/types';
import { dateTime, maskPhone } from '@/shared/utils/format';
import { queryDef } from '@/shared/query/defs';
import { orderPath } from '@/shared/nav/paths';
import { reportKeys } from '../keys';
import { transactionApi, type Transaction } from '../api';
import { moneyColumn, textColumn, tagColumn } from '@/shared/ui/list/columns';
import { areaFilter } from '@/shared/ui/list/filters';
import { TRANSACTION_COLUMNS } from '@contract/labels/orders';

const fare = (a: OrderAmount) => a.base + a.time + a.dispatchFee;

function columns(canOpen: boolean): ListColumn<Transaction>[] {
  return [
    {
      key: 'orderId',
      title: TRANSACTION_COLUMNS.orderId,
      width: 130,
      fixed: 'left',
      render: (_: unknown, t) => (canOpen ? <Link to={orderPath(t.orderId)}>{t.orderId}</Link> : t.orderId),
      csv: (t) => t.orderId,
    },
    textColumn('paidAt', TRANSACTION_COLUMNS.paidAt, 170, (t) => dateTime(t.paidAt)),
    textColumn('phone', TRANSACTION_COLUMNS.phone, 120, (t) => maskPhone(t.phone)),
    { key: 'serviceAreaName', title: TRANSACTION_COLUMNS.serviceAreaName, dataIndex: 'serviceAreaName', width: 110 },
    textColumn('payChannel', TRANSACTION_COLUMNS.payChannel, 100, (t) => PAY_CHANNEL[t.payChannel]),
    moneyColumn('fare', TRANSACTION_COLUMNS.fare, 100, (t) => fare(t.amount)),
    moneyColumn('discount', TRANSACTION_COLUMNS.discount, 90, (t) => t.amount.discount),
    moneyColumn('paid', TRANSACTION_COLUMNS.paid, 100, (t) => t.amount.paid, { sortable: true }),
    tagColumn('status', TRANSACTION_COLUMNS.status, ORDER_STATUS, (t) => t.status, 90),
  ];
}

const PAYMENT_STATUSES = options({
  paid: ORDER_STATUS.paid,
  partially_refunded: ORDER_STATUS.partially_refunded,
  refunded: ORDER_STATUS.refunded,
} as Record<'paid' | 'partially_refunded' | 'refunded', { label: string }>);

/** /report/transaction-order (1502): paid and refunded rides by payment channel, exportable for reconciliation. */
export default function TransactionOrderPage() {
  const areas = useServiceAreas();
  const canOpen = useAccess('1601');
  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '订单号 / 手机号 / 车辆编号' },
    { name: 'payChannel', label: '支付方式', type: 'select', options: options(PAY_CHANNEL) },
    { name: 'status', label: '状态', type: 'select', options: PAYMENT_STATUSES },
    { name: 'startAt', label: '骑行日期', type: 'dateRange' },
    areaFilter(areas),
  ];
  return (
    <ListPage<Transaction>
      title="交易订单"
      rowKey="orderId"
      columns={columns(canOpen)}
      source={queryDef(reportKeys.transactions, transactionApi.list)}
      filters={filters}
      defaultFilters={{ status: 'paid' }}
      exportJob="transactions"
    />
  );
}
