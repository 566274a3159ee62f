import { App, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { toFen } from '@/shared/utils/format';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { memberCardColumns } from '../columns';
import { AddButton, confirmToggle, RowActions } from '../components/ConfigActions';
import { CountItem, SortItem } from '../fields';
import { memberCardFilters } from '../filters';
import { DiscountItem, Pair, toYuan, YuanItem } from '../money';
import { MEMBER_CARD_KIND, type MemberCard, type MemberCardInput } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: MemberCard;
  ctx: ListContext<MemberCard>;
}

/** The form: the price in yuan, a discount in 折 (9 = 90% of the fare). */
type Values = Omit<MemberCardInput, 'id'>;

const toValues = (c: MemberCard): Values => ({
  name: c.name, kind: c.kind, days: c.days, price: toYuan(c.price), discount: c.discount / 10, serviceAreaIds: c.serviceAreaIds, sort: c.sort,
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
  const feedback = App.useApp();
  const areas = useServiceAreas();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const toggle = (r: MemberCard, ctx: ListContext<MemberCard>) =>
    confirmToggle(feedback, '会员卡', r, '停用后用户将无法购买此卡，已购买的卡不受影响。', (state) => marketingApi.setMemberCardState(r.id, state), ctx.reload);

  return (
    <>
      <ListPage<MemberCard>
        title="会员配置"
        rowKey="id"
        columns={memberCardColumns}
        source={queryDef('marketing.memberCards', marketingApi.memberCards)}
        filters={memberCardFilters(areas)}
        exportName="会员配置"
        toolbar={(ctx) => <AddButton code="1705" label="新增会员卡" onClick={() => setEditing({ ctx })} />}
        rowActionsWidth={120}
        rowActions={(r, ctx) => <RowActions code="1705" onEdit={() => setEditing({ row: r, ctx })} toggle={{ state: r.state, onClick: () => toggle(r, ctx) }} />}
      />
      <ModalForm<Values>
        title={row ? '编辑会员卡' : '新增会员卡'}
        open={editing !== null}
        width={620}
        initialValues={row ? toValues(row) : { kind: 'riding', sort: 100 }}
        successMessage={row ? '会员卡已保存' : '会员卡已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          await marketingApi.saveMemberCard({
            ...(row ? { id: row.id } : {}),
            ...v,
            name: v.name.trim(),
            price: toFen(v.price),
            discount: v.kind === 'discount' ? Math.round(v.discount * 10) : 0,
          });
          editing?.ctx.reload();
        }}
      >
        <Form.Item name="name" label="卡名称" rules={[{ required: true, whitespace: true, message: '请输入会员卡名称' }, { max: 20, message: '会员卡名称不能超过 20 个字' }]}>
          <Input aria-label="卡名称" maxLength={20} placeholder="例如：月卡" />
        </Form.Item>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择卡类型' }]}>
          <Radio.Group aria-label="类型" optionType="button" options={Object.entries(MEMBER_CARD_KIND).map(([value, m]) => ({ value, label: m.label }))} />
        </Form.Item>
        <Pair>
          <CountItem name="days" label="有效天数" min={1} max={365} unit="天" />
          <YuanItem name="price" label="售价" zero={false} />
        </Pair>
        <Form.Item noStyle dependencies={['kind']}>
          {({ getFieldValue }) => {
            const kind = getFieldValue('kind') as MemberCard['kind'] | undefined;
            return (
              <Pair>
                {kind === 'discount' ? <DiscountItem name="discount" extra={NOTE.discount} /> : <Form.Item label="权益">{kind ? NOTE[kind] : '-'}</Form.Item>}
                <SortItem />
              </Pair>
            );
          }}
        </Form.Item>
        <AreaItem name="serviceAreaIds" areas={areas} multiple label="适用服务区" />
      </ModalForm>
    </>
  );
}
