import { useEditVersion } from '@/shared/ui/editVersion';
import { Alert, Button, Checkbox, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import type { CustomTask, CustomTaskInput, TaskSegment } from '@contract/activities';
import { ACTIVITY_REWARD_KIND, activityApi, rewardOfValues, rewardValuesOf } from '../activityApi';
import {
  ConditionBuilder,
  conditionOfValues,
  valuesOfCondition,
  type ConditionValues,
} from '../components/ConditionBuilder';
import { RewardFields, type RewardValues } from '../components/RewardFields';
import { CountItem, SegmentAreaItem, TaskLimitItems, TaskNameItem } from '../fields';
import { Pair } from '../money';
import { fromPeriod, PeriodItem, toPeriod } from '../period';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { RECORD_NOUN } from '@contract/labels/records';

interface Values {
  name: string;
  conditions: ConditionValues[];
  serviceAreaId?: string;
  realNameVerified?: boolean;
  depositPaid?: boolean;
  registeredWithinDays: number;
  reward: RewardValues;
  limitPerRider: number;
  totalLimit: number;
  period: [Dayjs, Dayjs];
}

const LIST = '/marketing/custom-activity-task';
const blank: Partial<Values> = {
  conditions: [{ metric: 'ride_count', min: 5, days: 7 }],
  registeredWithinDays: 0,
  reward: { kind: 'coupon' },
  limitPerRider: 1,
  totalLimit: 0,
};

const valuesOf = (t: CustomTask): Values => ({
  name: t.name,
  conditions: t.conditions.map(valuesOfCondition),
  serviceAreaId: t.segment.serviceAreaId || undefined,
  realNameVerified: t.segment.realNameVerified,
  depositPaid: t.segment.depositPaid,
  registeredWithinDays: t.segment.registeredWithinDays,
  reward: rewardValuesOf(t.reward),
  limitPerRider: t.limitPerRider,
  totalLimit: t.totalLimit,
  period: fromPeriod(t),
});

const segmentOf = (v: Partial<Values>): TaskSegment => ({
  serviceAreaId: v.serviceAreaId ?? '',
  realNameVerified: !!v.realNameVerified,
  depositPaid: !!v.depositPaid,
  registeredWithinDays: v.registeredWithinDays ?? 0,
});

const inputOf = (v: Values): Omit<CustomTaskInput, 'id'> => ({
  name: v.name.trim(),
  conditions: v.conditions.map(conditionOfValues),
  segment: segmentOf(v),
  reward: rewardOfValues(v.reward),
  limitPerRider: v.limitPerRider,
  totalLimit: v.totalLimit,
  ...toPeriod(v.period),
});

/** 预估人数: the backend counts the riders who would qualify now, for the conditions as typed. */
function Preview({ asked }: { asked: Pick<CustomTaskInput, 'conditions' | 'segment'> | null }) {
  const q = useServerQuery({
    key: [...marketingKeys.customTaskPreview, JSON.stringify(asked)],
    fetch: (signal) => activityApi.previewCustomTask(asked as NonNullable<typeof asked>, signal),
    enabled: !!asked,
  });
  if (!asked) return null;
  if (q.error)
    return (
      <Alert
        type="error"
        showIcon
        title={`预估失败：${q.error}`}
        action={
          <Button size="small" onClick={q.reload}>
            重试
          </Button>
        }
      />
    );
  if (!q.data) return <Alert type="info" title="正在统计…" />;
  return (
    <Alert
      type="success"
      showIcon
      title={`当前符合条件的用户：${q.data.riders} 人（所选用户群 ${q.data.segment} 人）`}
    />
  );
}

/**
 * /marketing/custom-activity-task-edit (1710): a new custom task, or `?id=` to edit one:
 * the condition builder (ride count, distance or spend over the last days; all must
 * hold), the riders it is for (area, real name, deposit, newly registered), the reward,
 * limits and period; 预估人数 asks the backend how many riders qualify now.
 */
export default function CustomTaskEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const areas = useServiceAreas();
  const [form] = Form.useForm<Values>();
  const [asked, setAsked] = useState<Pick<CustomTaskInput, 'conditions' | 'segment'> | null>(null);
  const loaded = useServerQuery({
    key: [...marketingKeys.customTask, id],
    fetch: async (signal) => {
      const [task, coupons] = await Promise.all([
        id ? activityApi.customTask(id, signal) : null,
        activityApi.coupons(signal),
      ]);
      return { task, coupons };
    },
  });
  const task = loaded.data?.task;
  const { version, onReload } = useEditVersion(task, valuesOf);
  const save = useFormPageSave(form, {
    editing: !!id,
    noun: RECORD_NOUN.customTask,
    list: LIST,
    run: (v) => activityApi.saveCustomTask({ ...(id ? { id, updatedAt: version } : {}), ...inputOf(v) }),
    onReload,
  });
  const preview = () =>
    void form.validateFields(['conditions']).then(
      () => {
        const v = form.getFieldsValue(true) as Values;
        setAsked({ conditions: v.conditions.map(conditionOfValues), segment: segmentOf(v) });
      },
      () => undefined,
    );

  return (
    <FormPage
      code={id ? MARKETING_WRITES.customTaskUpdate : MARKETING_WRITES.customTaskCreate}
      title={task ? `编辑自定义活动 ${task.name}` : id ? '编辑自定义活动' : '新增自定义活动'}
      loading={loaded.data === undefined}
      loadError={loaded.error}
      onRetry={loaded.reload}
      {...save}
    >
      <Form<Values>
        key={id || 'new'}
        form={form}
        layout="vertical"
        initialValues={task ? valuesOf(task) : blank}
        style={{ maxWidth: 760 }}
      >
        <TaskNameItem placeholder="例如：通勤达人" />
        <ConditionBuilder />
        <Pair>
          <SegmentAreaItem areas={areas} />
          <CountItem name="registeredWithinDays" label="注册天数以内" min={0} max={3650} unit="天" extra="0 为不限" />
        </Pair>
        <Space size="large">
          <Form.Item name="realNameVerified" valuePropName="checked">
            <Checkbox>仅已实名</Checkbox>
          </Form.Item>
          <Form.Item name="depositPaid" valuePropName="checked">
            <Checkbox>仅已缴押金</Checkbox>
          </Form.Item>
        </Space>
        <div style={{ marginBottom: 16 }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button onClick={preview}>预估人数</Button>
            <Preview asked={asked} />
          </Space>
        </div>
        <RewardFields name="reward" who="" coupons={loaded.data?.coupons ?? []} kinds={ACTIVITY_REWARD_KIND} />
        <TaskLimitItems completed={task?.completed} />
        <PeriodItem name="period" />
      </Form>
    </FormPage>
  );
}
