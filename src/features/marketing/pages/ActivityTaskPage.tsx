import { useNavigate } from 'react-router-dom';
import { queryDef } from '@/shared/query/defs';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import type { FixedTask } from '@contract/activities';
import { activityApi } from '../activityApi';
import { fixedTaskColumns, fixedTaskEditPath } from '../activityColumns';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { taskFilters } from '../filters';
import { RECORD_NOUN } from '@contract/labels/records';

/**
 * /marketing/activity-task (1707): the standing tasks every rider may complete (first
 * ride, real-name verification, first top-up, N rides a week, inviting friends) with
 * their reward, limits per rider and in total and how often they were completed;
 * edit on /marketing/activity-task-edit; enable / disable after confirming.
 */
export default function ActivityTaskPage() {
  const navigate = useNavigate();
  return (
    <ListPage<FixedTask>
      title="固定活动"
      rowKey="id"
      columns={fixedTaskColumns}
      source={queryDef(marketingKeys.fixedTasks, activityApi.fixedTasks)}
      filters={taskFilters}
      rowActionsWidth={120}
      rowActions={(r) => (
        <RowActions
          code={[MARKETING_WRITES.fixedTaskUpdate, MARKETING_WRITES.fixedTaskState]}
          onEdit={() => navigate(fixedTaskEditPath(r.id))}
          toggle={{
            noun: RECORD_NOUN.fixedTask,
            name: r.name,
            state: r.state,
            note: '停用后用户完成该任务将不再获得奖励。',
            run: (state) => activityApi.setFixedTaskState(r.id, state),
          }}
        />
      )}
    />
  );
}
