import { Alert, App, Form } from 'antd';
import { useState } from 'react';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import ListPage from '@/shared/ui/list/ListPage';
import type { ListContext } from '@/shared/ui/list/types';
import ModalForm from '@/shared/ui/ModalForm';
import { money } from '@/shared/utils/format';
import { marketingApi } from '../api';
import { AreaItem, areaFilter } from '../areas';
import { pricingColumns } from '../columns';
import { AddButton, RowActions, runConfirmed } from '../components/ConfigActions';
import { fenOf, MinutesItem, Pair, YuanItem, yuanOf } from '../money';
import { rideCost } from '../pricing';
import type { Pricing, PricingInput } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';

interface Editing {
  row?: Pricing;
  ctx: ListContext<Pricing>;
}

type Values = Omit<PricingInput, 'id'>;

const MONEY = ['startPrice', 'unitPrice', 'dailyCap', 'dispatchFee', 'outOfAreaFee'] as const;
const PREVIEW_MINUTES = 25;

/** "A 25-minute ride costs …" for the values being typed (yuan). */
function RidePreview({ v }: { v: Partial<Values> }) {
  const { startPrice, startMinutes, unitPrice, unitMinutes, dailyCap } = v;
  if ([startPrice, startMinutes, unitPrice, unitMinutes, dailyCap].some((x) => typeof x !== 'number') || !unitMinutes) {
    return <Alert type="info" showIcon title="填写起步价、续费和封顶后，这里显示一次骑行的费用" />;
  }
  const fen = fenOf(v as Values, MONEY);
  const c = rideCost(fen, PREVIEW_MINUTES);
  const detail = `起步价 ${money(fen.startPrice)}（含 ${fen.startMinutes} 分钟）${c.units ? ` + ${c.units} × ${money(fen.unitPrice)}（每 ${fen.unitMinutes} 分钟）` : ''}${c.capped ? `，按封顶 ${money(fen.dailyCap)} 收取` : ''}`;
  return <Alert type="success" showIcon title={`骑行 ${PREVIEW_MINUTES} 分钟费用：${money(c.total)}`} description={`${detail}；不含调度费和超区费。`} />;
}

/**
 * /marketing/charging-config (1702): each service area's fare rule; filter by area,
 * add or edit with a live cost preview, delete after confirming (the area then uses
 * the platform's default fare).
 */
export default function ChargingConfigPage() {
  const feedback = App.useApp();
  const areas = useServiceAreas();
  const [editing, setEditing] = useState<Editing | null>(null);
  const row = editing?.row;

  const remove = (r: Pricing, ctx: ListContext<Pricing>) => runConfirmed(feedback, () => marketingApi.deletePricing(r.id), '计费规则已删除', ctx.reload);

  return (
    <>
      <ListPage<Pricing>
        title="计费配置"
        rowKey="id"
        columns={pricingColumns}
        source={queryDef('marketing.pricing', marketingApi.pricing)}
        filters={[areaFilter(areas)]}
        exportName="计费配置"
        header={<Alert type="info" showIcon style={{ marginBottom: 12 }} title="计费规则对保存后开始的新骑行生效，已完成订单的费用不变；没有计费规则的服务区按平台默认计费。" />}
        toolbar={(ctx) => <AddButton code="1702" label="新增计费规则" onClick={() => setEditing({ ctx })} />}
        rowActionsWidth={120}
        rowActions={(r, ctx) => (
          <RowActions
            code="1702"
            onEdit={() => setEditing({ row: r, ctx })}
            remove={{ title: `确定删除「${r.serviceAreaName}」的计费规则吗？`, description: '删除后该服务区的新骑行按平台默认计费。', onConfirm: () => remove(r, ctx) }}
          />
        )}
      />
      <ModalForm<Values>
        title={row ? '编辑计费规则' : '新增计费规则'}
        open={editing !== null}
        width={620}
        initialValues={row ? yuanOf<Values, (typeof MONEY)[number]>(row, MONEY) : undefined}
        successMessage={row ? '计费规则已保存' : '计费规则已添加'}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          await marketingApi.savePricing({ ...(row ? { id: row.id } : {}), ...fenOf(v, MONEY) });
          editing?.ctx.reload();
        }}
      >
        <AreaItem name="serviceAreaId" areas={areas} disabled={Boolean(row)} />
        <Pair>
          <YuanItem name="startPrice" label="起步价" max={100} />
          <MinutesItem name="startMinutes" label="起步时长" />
        </Pair>
        <Pair>
          <YuanItem name="unitPrice" label="续费单价" max={100} />
          <MinutesItem name="unitMinutes" label="续费时长" />
        </Pair>
        <YuanItem
          name="dailyCap"
          label="每日封顶"
          dependencies={['startPrice']}
          rules={[({ getFieldValue }) => ({ validator: (_, cap: number) => (typeof cap === 'number' && cap < (getFieldValue('startPrice') as number) ? Promise.reject(new Error('封顶金额不能低于起步价')) : Promise.resolve()) })]}
        />
        <Pair>
          <YuanItem name="dispatchFee" label="调度费" extra="停在停车点外时收取" />
          <YuanItem name="outOfAreaFee" label="超区费" extra="在服务区外还车时收取" />
        </Pair>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldsValue }) => <RidePreview v={getFieldsValue(true) as Partial<Values>} />}
        </Form.Item>
      </ModalForm>
    </>
  );
}
