import { useEditVersion } from '@/shared/ui/editVersion';
import { Button, Card, Form, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import { FIXED_TASK_KIND, type FixedTask } from '@contract/activities';
import { ACTIVITY_REWARD_KIND, activityApi, rewardOfValues, rewardValuesOf } from '../activityApi';
import { RewardFields, type RewardValues } from '../components/RewardFields';
import { CountItem, TaskLimitItems, TaskNameItem } from '../fields';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { RECORD_NOUN } from '@contract/labels/records';

interface Values {
  name: string;
  target: number;
  reward: RewardValues;
  limitPerRider: number;
  totalLimit: number;
}

const LIST = '/marketing/activity-task';

const valuesOf = (t: FixedTask): Values => ({
  name: t.name,
  target: t.target,
  reward: rewardValuesOf(t.reward),
  limitPerRider: t.limitPerRider,
  totalLimit: t.totalLimit,
});

/**
 * /marketing/activity-task-edit?id= (1707): one standing task — its name, the count it
 * needs (N rides a week, N friends invited), the reward (coupon, balance or riding-card
 * days) and the limits per rider and in total (0: no limit; not below what was given).
 */
export default function ActivityTaskEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<Values>();
  const loaded = useServerQuery({
    key: [...marketingKeys.fixedTask, id],
    fetch: async (signal) => {
      const [task, coupons] = await Promise.all([activityApi.fixedTask(id, signal), activityApi.coupons(signal)]);
      return { task, coupons };
    },
    enabled: !!id,
  });
  const task = loaded.data?.task;
  const { version, onReload } = useEditVersion(task, valuesOf);
  const save = useFormPageSave(form, {
    editing: true,
    noun: RECORD_NOUN.fixedTask,
    list: LIST,
    onReload,
    run: (v) =>
      activityApi.saveFixedTask({
        id,
        updatedAt: version,
        name: v.name.trim(),
        target: v.target ?? 1,
        reward: rewardOfValues(v.reward),
        limitPerRider: v.limitPerRider,
        totalLimit: v.totalLimit,
      }),
  });
  const target = task ? FIXED_TASK_KIND[task.kind].target : '';

  // the standing tasks are edited one at a time, from their list: without ?id= there is nothing to edit
  if (!id) {
    return (
      <Card>
        <Result
          status="info"
          title="请选择要编辑的固定活动"
          subTitle="固定活动不能新增，请在固定活动列表中选择一项进行编辑。"
          extra={
            <Link to={LIST}>
              <Button type="primary">前往固定活动</Button>
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <FormPage
      code={MARKETING_WRITES.fixedTaskUpdate}
      title={task ? `编辑固定活动 ${task.name}` : '编辑固定活动'}
      loading={loaded.data === undefined}
      loadError={loaded.error}
      onRetry={loaded.reload}
      notice={
        task
          ? `任务条件：${FIXED_TASK_KIND[task.kind].label.replace('N', String(task.target))}；已完成 ${task.completed} 次，修改后的奖励只对之后完成的任务生效。`
          : undefined
      }
      {...save}
    >
      {task ? (
        <Form<Values> key={id} form={form} layout="vertical" initialValues={valuesOf(task)} style={{ maxWidth: 760 }}>
          <TaskNameItem />
          {target ? <CountItem name="target" label={target} min={1} max={50} /> : null}
          <RewardFields name="reward" who="" coupons={loaded.data?.coupons ?? []} kinds={ACTIVITY_REWARD_KIND} />
          <TaskLimitItems completed={task.completed} every={task.kind === 'weekly_rides' ? '每周' : undefined} />
        </Form>
      ) : null}
    </FormPage>
  );
}
