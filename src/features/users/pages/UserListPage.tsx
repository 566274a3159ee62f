import { Link } from 'react-router-dom';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import { userApi } from '../api';
import { riderColumns } from '../columns';
import { riderFilters } from '../filters';
import type { Rider } from '@contract/riders';
import { queryDef } from '@/shared/query/defs';
import { riderPath } from '@/shared/nav/paths';
import { userKeys } from '../keys';

/** /user-info (070101): the riders, searched, filtered and sorted on the server. */
export default function UserListPage() {
  const areas = useServiceAreas();
  return (
    <ListPage<Rider>
      title="用户列表"
      rowKey="userId"
      columns={riderColumns}
      source={queryDef(userKeys.list, userApi.list)}
      filters={riderFilters(areas)}
      exportName="用户列表"
      exportJob="riders"
      rowActionsWidth={70}
      rowActions={(r) => <Link to={riderPath(r.userId)}>详情</Link>}
    />
  );
}
