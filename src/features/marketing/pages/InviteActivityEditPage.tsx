import { useEditVersion } from '@/shared/ui/editVersion';
import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import { toFen } from '@/shared/utils/format';
import { AreaItem } from '../areas';
import { RewardFields, type RewardValues } from '../components/RewardFields';
import {
  INVITE_CONDITION,
  type InviteActivity,
  type InviteActivityInput,
  type InviteRewardInput,
  type Reward,
} from '@contract/invites';
import { inviteApi } from '../inviteApi';
import { Pair, toYuan } from '../money';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { ActivityNameItem } from '../fields';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { INVITE_PARTY } from '@contract/labels/records';

interface Values {
  name: string;
  serviceAreaIds: string[];
  startDate: Dayjs;
  endDate: Dayjs;
  condition: InviteActivity['condition'];
  inviterReward: RewardValues;
  inviteeReward: RewardValues;
}

const LIST = '/marketing/invite-activity-task';
const F = 'YYYY-MM-DD';
const blank: Partial<Values> = {
  condition: 'register',
  inviterReward: { kind: 'coupon' },
  inviteeReward: { kind: 'coupon' },
};

const rewardValues = (r: Reward): RewardValues =>
  r.kind === 'coupon' ? { kind: 'coupon', couponId: r.couponId } : { kind: 'balance', amount: toYuan(r.amount) };
/** The reward a write sends: its kind and that kind's own field only (the body refuses the others). */
const rewardInput = (r: RewardValues): InviteRewardInput =>
  r.kind === 'balance'
    ? { kind: 'balance', amount: toFen(r.amount ?? '') }
    : { kind: 'coupon', couponId: r.couponId ?? '' };

const fromActivity = (a: InviteActivity): Values => ({
  name: a.name,
  serviceAreaIds: a.serviceAreaIds,
  startDate: dayjs(a.startDate),
  endDate: dayjs(a.endDate),
  condition: a.condition,
  inviterReward: rewardValues(a.inviterReward),
  inviteeReward: rewardValues(a.inviteeReward),
});
const toInput = (v: Values): Omit<InviteActivityInput, 'id'> => {
  return {
    name: v.name.trim(),
    serviceAreaIds: v.serviceAreaIds,
    startDate: v.startDate.format(F),
    endDate: v.endDate.format(F),
    condition: v.condition,
    inviterReward: rewardInput(v.inviterReward),
    inviteeReward: rewardInput(v.inviteeReward),
  };
};

/**
 * /marketing/invite-activity-task-edit (yqyl): a new 邀请有礼 activity, or `?id=` to
 * edit one: name, areas, first and last day (the last not before the first), when an
 * invite counts, and what the inviter and the invitee get (a coupon or balance).
 * A failed save keeps what was entered and shows the server's reason.
 */
export default function InviteActivityEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const areas = useServiceAreas();
  const [form] = Form.useForm<Values>();
  const loaded = useServerQuery({
    key: [...marketingKeys.invite, id],
    fetch: async (signal) => {
      const [activity, coupons] = await Promise.all([id ? inviteApi.get(id, signal) : null, inviteApi.coupons(signal)]);
      return { activity, coupons };
    },
  });

  const { version, onReload } = useEditVersion(loaded.data?.activity, fromActivity);
  const save = useFormPageSave(form, {
    editing: !!id,
    noun: '活动',
    list: LIST,
    run: (v) => inviteApi.save({ ...(id ? { id, updatedAt: version } : {}), ...toInput(v) }),
    onReload,
  });
  const activity = loaded.data?.activity;

  return (
    <FormPage
      code={id ? MARKETING_WRITES.inviteUpdate : MARKETING_WRITES.inviteCreate}
      title={activity ? `编辑邀请有礼 ${activity.name}` : id ? '编辑邀请有礼' : '新增邀请有礼'}
      loading={loaded.data === undefined}
      loadError={loaded.error}
      onRetry={loaded.reload}
      notice={activity?.invites ? `已邀请 ${activity.invites} 人；修改后的奖励只对之后的邀请生效。` : undefined}
      {...save}
    >
      <Form<Values>
        key={id || 'new'}
        form={form}
        layout="vertical"
        initialValues={activity ? fromActivity(activity) : blank}
        style={{ maxWidth: 760 }}
      >
        <ActivityNameItem placeholder="例如：冬季邀请有礼" />
        <AreaItem name="serviceAreaIds" areas={areas} multiple />
        <Pair>
          <Form.Item name="startDate" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker aria-label="开始日期" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label="结束日期"
            dependencies={['startDate']}
            rules={[
              { required: true, message: '请选择结束日期' },
              ({ getFieldValue }) => ({
                validator: (_, end?: Dayjs) => {
                  const start = getFieldValue('startDate') as Dayjs | undefined;
                  return end && start && end.isBefore(start, 'day')
                    ? Promise.reject(new Error(COMMON_INPUT_MSG.endBeforeStart))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker aria-label="结束日期" style={{ width: '100%' }} />
          </Form.Item>
        </Pair>
        <Form.Item
          name="condition"
          label="邀请条件"
          rules={[{ required: true, message: COMMON_INPUT_MSG.inviteCondition }]}
        >
          <Radio.Group
            aria-label="邀请条件"
            options={Object.entries(INVITE_CONDITION).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <RewardFields name="inviterReward" who={INVITE_PARTY.inviter} coupons={loaded.data?.coupons ?? []} />
        <RewardFields name="inviteeReward" who={INVITE_PARTY.invitee} coupons={loaded.data?.coupons ?? []} />
      </Form>
    </FormPage>
  );
}
