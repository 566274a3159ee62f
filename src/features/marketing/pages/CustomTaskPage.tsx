import { useNavigate } from 'react-router-dom';
import { queryDef } from '@/shared/query/defs';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import type { CustomTask } from '@contract/activities';
import { activityApi } from '../activityApi';
import { customTaskColumns, customTaskEditPath } from '../activityColumns';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { taskFilters } from '../filters';
import { RECORD_NOUN } from '@contract/labels/records';

/**
 * /marketing/custom-activity-task (1710): operator-defined tasks — conditions on ride
 * count, distance or spend over recent days, for riders of an area and segment — with
 * their reward, limits and completions; add or edit on the edit page (which previews
 * how many riders qualify now); enable / disable after confirming.
 */
export default function CustomTaskPage() {
  const navigate = useNavigate();
  return (
    <ListPage<CustomTask>
      title="自定义活动"
      rowKey="id"
      columns={customTaskColumns}
      source={queryDef(marketingKeys.customTasks, activityApi.customTasks)}
      filters={taskFilters}
      toolbar={() => (
        <AddButton code={MARKETING_WRITES.customTaskCreate} onClick={() => navigate(customTaskEditPath())}>
          新增任务
        </AddButton>
      )}
      rowActionsWidth={120}
      rowActions={(r) => (
        <RowActions
          code={[MARKETING_WRITES.customTaskUpdate, MARKETING_WRITES.customTaskState]}
          onEdit={() => navigate(customTaskEditPath(r.id))}
          toggle={{
            noun: RECORD_NOUN.customTask,
            name: r.name,
            state: r.state,
            note: '停用后用户达成条件将不再获得奖励。',
            run: (state) => activityApi.setCustomTaskState(r.id, state),
          }}
        />
      )}
    />
  );
}
