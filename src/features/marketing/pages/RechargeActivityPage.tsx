import { editOf } from '@/shared/ui/editVersion';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { rechargeColumns } from '../columns';
import { activityFilters } from '../filters';
import { fenOf, Pair, YuanItem, yuanOf } from '../money';
import { MONEY_LIMITS } from '@contract/money';
import { fromPeriod, PeriodItem, toPeriod } from '../period';
import type { RechargeActivity, RechargeTier } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import { ActivityNameItem } from '../fields';
import { RECORD_NOUN } from '@contract/labels/records';

interface Values {
  name: string;
  tiers: RechargeTier[];
  period: [Dayjs, Dayjs];
  serviceAreaIds: string[];
}

const TIER = ['pay', 'gift'] as const;
const MAX_TIERS = 8;

const toValues = (r: RechargeActivity): Values => ({
  name: r.name,
  tiers: r.tiers.map((t) => yuanOf(t, TIER)),
  period: fromPeriod(r),
  serviceAreaIds: r.serviceAreaIds,
});

/** The tiers: pay ¥x, get ¥y credited on top; one to eight of them. */
function TierList() {
  return (
    <Form.List
      name="tiers"
      rules={[
        {
          validator: (_, v: unknown[] = []) =>
            v.length ? Promise.resolve() : Promise.reject(new Error('请至少设置一个充值档位')),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((f, i) => (
            <div key={f.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <div style={{ flex: 1 }}>
                <Pair>
                  <YuanItem
                    name={[f.name, 'pay']}
                    label={`第 ${i + 1} 档 充值`}
                    aria={`第${i + 1}档充值金额`}
                    limit={MONEY_LIMITS.rechargePay}
                  />
                  <YuanItem
                    name={[f.name, 'gift']}
                    label="赠送"
                    aria={`第${i + 1}档赠送金额`}
                    limit={MONEY_LIMITS.rechargeGift}
                  />
                </Pair>
              </div>
              <Button
                type="text"
                aria-label={`删除第${i + 1}档`}
                icon={<DeleteOutlined />}
                style={{ marginTop: 30 }}
                disabled={fields.length === 1}
                onClick={() => remove(f.name)}
              />
            </div>
          ))}
          <Form.Item>
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_TIERS}
              onClick={() => add()}
            >
              添加档位
            </Button>
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

/**
 * /marketing/recharge-activity (1701): recharge activities (tiers of pay and gift,
 * period, service areas); search by name, state and area; add or edit; enable /
 * disable after confirming.
 */
export default function RechargeActivityPage() {
  const areas = useServiceAreas();

  return (
    <CrudListPage<RechargeActivity, Values>
      title="充值活动"
      rowKey="id"
      columns={rechargeColumns}
      source={queryDef(marketingKeys.recharge, marketingApi.recharge)}
      filters={activityFilters(areas)}
      noun={RECORD_NOUN.rechargeActivity}
      add={MARKETING_WRITES.rechargeCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.rechargeUpdate, MARKETING_WRITES.rechargeState],
        toggle: {
          name: r.name,
          state: r.state,
          note: '停用后用户充值将不再赠送。',
          run: (state) => marketingApi.setRechargeState(r.id, state),
        },
      })}
      modalWidth={620}
      values={(row) => (row ? toValues(row) : { tiers: [{} as RechargeTier] })}
      save={(v, row) =>
        marketingApi.saveRecharge({
          ...editOf(row),
          name: v.name.trim(),
          tiers: v.tiers.map((t) => fenOf(t, TIER)),
          ...toPeriod(v.period),
          serviceAreaIds: v.serviceAreaIds,
        })
      }
    >
      <ActivityNameItem />
      <TierList />
      <PeriodItem name="period" />
      <AreaItem name="serviceAreaIds" areas={areas} multiple />
    </CrudListPage>
  );
}
