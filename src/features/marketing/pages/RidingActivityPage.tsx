import { editOf } from '@/shared/ui/editVersion';
import { Form, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { queryDef } from '@/shared/query/defs';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { RIDING_RULE_KIND, type RidingActivity, type RidingRuleKind } from '@contract/activities';
import { ACTIVITY_REWARD_KIND, activityApi, rewardOfValues, rewardValuesOf } from '../activityApi';
import { ridingColumns } from '../activityColumns';
import { AreaItem } from '../areas';
import { RewardFields, type RewardValues } from '../components/RewardFields';
import { CountItem, ActivityNameItem } from '../fields';
import { activityFilters } from '../filters';
import { DiscountItem, Pair } from '../money';
import { countOf } from '@/shared/ui/CountField';
import { fromPeriod, PeriodItem, toPeriod } from '../period';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { RECORD_NOUN } from '@contract/labels/records';

interface Values {
  name: string;
  serviceAreaIds: string[];
  period: [Dayjs, Dayjs];
  kind: RidingRuleKind;
  rides?: number;
  fromHour?: number;
  toHour?: number;
  /** 折, 8 = 8 折 */
  discount?: number;
  reward: RewardValues;
  limitPerRider: number;
}

const blank: Partial<Values> = {
  kind: 'ride_count',
  rides: 5,
  fromHour: 20,
  toHour: 24,
  discount: 8,
  reward: { kind: 'coupon' },
  limitPerRider: 1,
};

const valuesOf = (r: RidingActivity): Partial<Values> => ({
  name: r.name,
  serviceAreaIds: r.serviceAreaIds,
  period: fromPeriod(r),
  kind: r.kind,
  limitPerRider: r.limitPerRider,
  ...(r.kind === 'ride_count'
    ? { rides: r.rides, reward: rewardValuesOf(r.reward), fromHour: 20, toHour: 24, discount: 8 }
    : { fromHour: r.fromHour, toHour: r.toHour, discount: r.discount / 10, rides: 5, reward: { kind: 'coupon' } }),
});

const inputOf = (v: Values) => ({
  name: v.name.trim(),
  serviceAreaIds: v.serviceAreaIds,
  ...toPeriod(v.period),
  kind: v.kind,
  limitPerRider: v.limitPerRider,
  ...(v.kind === 'ride_count'
    ? { rides: v.rides ?? 0, fromHour: 0, toHour: 0, discount: 0, reward: rewardOfValues(v.reward) }
    : {
        rides: 0,
        fromHour: v.fromHour ?? 0,
        toHour: v.toHour ?? 0,
        discount: countOf(v.discount ?? 0, 1),
        // a 时段折扣 gives no reward: it sends none
      }),
});

/**
 * /marketing/activity-config (1706): time-boxed riding activities per service area —
 * N rides in the period earn a reward, or rides in some hours at a discount — with the
 * period's phase, the state, participants and rewards so far; add, edit, enable /
 * disable after confirming; delete refused once anyone took part. The backend refuses
 * an enabled activity overlapping another of the same kind in a shared area.
 */
export default function RidingActivityPage() {
  const areas = useServiceAreas();
  const editor = useCrudModal<RidingActivity>();
  const coupons =
    useServerQuery({
      key: marketingKeys.activityCoupons,
      fetch: (signal) => activityApi.coupons(signal),
      enabled: editor.open,
    }).data ?? [];

  return (
    <CrudListPage<RidingActivity, Values>
      editor={editor}
      title="骑行活动"
      rowKey="id"
      columns={ridingColumns}
      source={queryDef(marketingKeys.riding, activityApi.riding)}
      filters={activityFilters(areas)}
      rowActionsWidth={150}
      noun={RECORD_NOUN.ridingActivity}
      add={MARKETING_WRITES.ridingActivityCreate}
      addText="新增活动"
      actions={(r) => ({
        code: [
          MARKETING_WRITES.ridingActivityUpdate,
          MARKETING_WRITES.ridingActivityState,
          MARKETING_WRITES.ridingActivityDelete,
        ],
        toggle: {
          name: r.name,
          state: r.state,
          note: '停用后不再计入骑行和发放奖励，已发放的奖励不受影响。',
          run: (state) => activityApi.setRidingState(r.id, state),
        },
        remove: {
          title: '删除活动',
          description: `确定删除「${r.name}」吗？`,
          run: () => activityApi.removeRiding(r.id),
          done: '活动已删除',
        },
      })}
      modalWidth={680}
      values={(row) => (row ? valuesOf(row) : blank)}
      save={(v, row) => activityApi.saveRiding({ ...editOf(row), ...inputOf(v) })}
    >
      <ActivityNameItem placeholder="例如：冬日骑行挑战" />
      <AreaItem name="serviceAreaIds" areas={areas} multiple />
      <PeriodItem name="period" />
      <Form.Item name="kind" label="活动规则" rules={[{ required: true, message: COMMON_INPUT_MSG.activityKind }]}>
        <Radio.Group
          aria-label="活动规则"
          optionType="button"
          options={Object.entries(RIDING_RULE_KIND).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'discount_hours' ? (
            <Pair>
              <Pair>
                <CountItem name="fromHour" label="开始（点）" min={0} max={23} />
                <CountItem name="toHour" label="结束（点）" min={1} max={24} />
              </Pair>
              <DiscountItem name="discount" />
            </Pair>
          ) : (
            <>
              <CountItem name="rides" label="活动期内骑行次数" min={1} max={100} unit="次" />
              <RewardFields name="reward" who="" coupons={coupons} kinds={ACTIVITY_REWARD_KIND} />
            </>
          )
        }
      </Form.Item>
      <CountItem name="limitPerRider" label="每人奖励次数" min={1} max={100} unit="次" />
    </CrudListPage>
  );
}
