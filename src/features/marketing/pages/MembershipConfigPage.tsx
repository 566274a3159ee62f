import { editOf } from '@/shared/ui/editVersion';
import { Form, Radio } from 'antd';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { toFen } from '@/shared/utils/format';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { CountField, countOf } from '@/shared/ui/CountField';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { memberCardColumns } from '../columns';
import { SortItem } from '../fields';
import { memberCardFilters } from '../filters';
import { DiscountItem, Pair, toYuan, YuanItem } from '../money';
import { MEMBER_CARD_KIND, type MemberCard, type MemberCardInput } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';
import { RECORD_NOUN } from '@contract/labels/records';

/** The form: the price in yuan, a discount in 折 (9 = 90% of the fare). */
type Values = Omit<MemberCardInput, 'id' | 'price'> & { price: string };

const toValues = (c: MemberCard): Values => ({
  name: c.name,
  kind: c.kind,
  days: c.days,
  price: toYuan(c.price),
  discount: c.discount / 10,
  serviceAreaIds: c.serviceAreaIds,
  sort: c.sort,
});

const NOTE: Record<MemberCard['kind'], string> = {
  riding: '有效期内骑行免收骑行费',
  discount: '有效期内骑行费按折扣收取',
  deposit_free: '有效期内无需缴纳押金即可用车',
};

/**
 * /marketing/deposit-config (1705): the membership and deposit-free cards riders buy
 * (riding, discount, deposit-free; days, price, discount, areas, order); search by
 * name, kind, state and area; add or edit; enable / disable after confirming.
 */
export default function MembershipConfigPage() {
  const areas = useServiceAreas();
  return (
    <CrudListPage<MemberCard, Values>
      title="会员配置"
      rowKey="id"
      columns={memberCardColumns}
      source={queryDef(marketingKeys.memberCards, marketingApi.memberCards)}
      filters={memberCardFilters(areas)}
      noun={RECORD_NOUN.memberCard}
      add={MARKETING_WRITES.memberCardCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.memberCardUpdate, MARKETING_WRITES.memberCardState],
        toggle: {
          name: r.name,
          state: r.state,
          note: '停用后用户将无法购买此卡，已购买的卡不受影响。',
          run: (state) => marketingApi.setMemberCardState(r.id, state),
        },
      })}
      modalWidth={620}
      values={(row) => (row ? toValues(row) : { kind: 'riding', sort: 100 })}
      save={(v, row) =>
        marketingApi.saveMemberCard({
          ...editOf(row),
          ...v,
          name: v.name.trim(),
          price: toFen(v.price),
          discount: v.kind === 'discount' ? countOf(v.discount, 1) : 0,
        })
      }
    >
      <TextItem
        name="name"
        label="卡名称"
        limit={TEXT_LIMITS.memberCardName}
        noun="会员卡名称"
        placeholder="例如：月卡"
      />
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择卡类型' }]}>
        <Radio.Group
          aria-label="类型"
          optionType="button"
          options={Object.entries(MEMBER_CARD_KIND).map(([value, m]) => ({ value, label: m.label }))}
        />
      </Form.Item>
      <Pair>
        <CountField name="days" limit={COUNT_LIMITS.validDays} unit="天" />
        <YuanItem name="price" label="售价" limit={MONEY_LIMITS.cardPrice} />
      </Pair>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as MemberCard['kind'] | undefined;
          return (
            <Pair>
              {kind === 'discount' ? (
                <DiscountItem name="discount" extra={NOTE.discount} />
              ) : (
                <Form.Item label="权益">{kind ? NOTE[kind] : '-'}</Form.Item>
              )}
              <SortItem />
            </Pair>
          );
        }}
      </Form.Item>
      <AreaItem name="serviceAreaIds" areas={areas} multiple label="适用服务区" />
    </CrudListPage>
  );
}
