import { Link } from 'react-router-dom';
import { ORDER_STATUS, PAY_CHANNEL, type OrderRow } from '@contract/orders';
import { options } from '@/shared/utils/options';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import type { FilterField } from '@/shared/ui/list/types';
import { orderApi } from '../api';
import { orderColumns } from '../columns';
import { queryDef } from '@/shared/query/defs';
import { orderPath } from '@/shared/nav/paths';
import { orderKeys } from '../keys';
import { areaFilter } from '@/shared/ui/list/filters';

/** /user-order (1601): the rides, newest first, filtered and sorted on the server. */
export default function OrderListPage() {
  const areas = useServiceAreas();
  const filters: FilterField[] = [
    { name: 'keyword', label: '关键词', placeholder: '订单号 / 手机号 / 车辆编号' },
    { name: 'status', label: '订单状态', type: 'select', options: options(ORDER_STATUS) },
    { name: 'payChannel', label: '支付方式', type: 'select', options: options(PAY_CHANNEL) },
    { name: 'startAt', label: '开始时间', type: 'dateRange' },
    areaFilter(areas),
  ];
  return (
    <ListPage<OrderRow>
      title="用户订单"
      rowKey="orderId"
      columns={orderColumns}
      source={queryDef(orderKeys.list, orderApi.list)}
      filters={filters}
      exportJob="rides"
      rowActionsWidth={70}
      rowActions={(o) => <Link to={orderPath(o.orderId)}>详情</Link>}
    />
  );
}
