import { Link } from 'react-router-dom';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import { riderApi } from '../api';
import { riderColumns } from '../columns';
import { riderFilters } from '../filters';
import type { Rider } from '@contract/riders';
import { queryDef } from '@/shared/query/defs';
import { riderPath } from '@/shared/nav/paths';
import { riderKeys } from '../keys';

/** /user-info (070101): the riders, searched, filtered and sorted on the server. */
export default function RiderListPage() {
  const areas = useServiceAreas();
  return (
    <ListPage<Rider>
      title="用户列表"
      rowKey="userId"
      columns={riderColumns}
      source={queryDef(riderKeys.list, riderApi.list)}
      filters={riderFilters(areas)}
      exportJob="riders"
      rowActionsWidth={70}
      rowActions={(r) => <Link to={riderPath(r.userId)}>详情</Link>}
    />
  );
}
