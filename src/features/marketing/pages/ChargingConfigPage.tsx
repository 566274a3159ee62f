import { editOf } from '@/shared/ui/editVersion';
import { Alert, Form } from 'antd';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { money, toFen } from '@/shared/utils/format';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { areaFilter } from '@/shared/ui/list/filters';
import { pricingColumns } from '../columns';
import { fenOf, MinutesItem, Pair, YuanItem, yuanOf } from '../money';
import { rideCost } from '../pricing';
import type { Pricing, PricingInput } from '@contract/marketing';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';

type Values = Omit<PricingInput, 'id'>;

const MONEY = ['startPrice', 'unitPrice', 'dailyCap', 'dispatchFee', 'outOfAreaFee'] as const;
const PREVIEW_MINUTES = 25;

/** "A 25-minute ride costs …" for the values being typed (yuan). */
function RidePreview({ v }: { v: Partial<Values> }) {
  const { startMinutes, unitMinutes } = v;
  const fen = fenOf(v as Values, MONEY);
  if (
    [fen.startPrice, fen.unitPrice, fen.dailyCap].some((x) => Number.isNaN(x)) ||
    [startMinutes, unitMinutes].some((x) => typeof x !== 'number') ||
    !unitMinutes
  ) {
    return <Alert type="info" showIcon title="填写起步价、续费和封顶后，这里显示一次骑行的费用" />;
  }
  const c = rideCost(fen, PREVIEW_MINUTES);
  const detail = `起步价 ${money(fen.startPrice)}（含 ${fen.startMinutes} 分钟）${c.units ? ` + ${c.units} × ${money(fen.unitPrice)}（每 ${fen.unitMinutes} 分钟）` : ''}${c.capped ? `，按封顶 ${money(fen.dailyCap)} 收取` : ''}`;
  return (
    <Alert
      type="success"
      showIcon
      title={`骑行 ${PREVIEW_MINUTES} 分钟费用：${money(c.total)}`}
      description={`${detail}；不含调度费和超区费。`}
    />
  );
}

/**
 * /marketing/charging-config (1702): each service area's fare rule; filter by area,
 * add or edit with a live cost preview, delete after confirming (the area then uses
 * the platform's default fare).
 */
export default function ChargingConfigPage() {
  const areas = useServiceAreas();
  const editor = useCrudModal<Pricing>();
  const { row } = editor;

  return (
    <CrudListPage<Pricing, Values>
      editor={editor}
      title="计费配置"
      rowKey="id"
      columns={pricingColumns}
      source={queryDef(marketingKeys.pricing, marketingApi.pricing)}
      filters={[areaFilter(areas)]}
      header={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="计费规则对保存后开始的新骑行生效，已完成订单的费用不变；没有计费规则的服务区按平台默认计费。"
        />
      }
      noun="计费规则"
      add={MARKETING_WRITES.pricingCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.pricingUpdate, MARKETING_WRITES.pricingDelete],
        remove: {
          title: `确定删除「${r.serviceAreaName}」的计费规则吗？`,
          description: '删除后该服务区的新骑行按平台默认计费。',
          run: () => marketingApi.deletePricing(r.id),
          done: '计费规则已删除',
        },
      })}
      modalWidth={620}
      values={(row) => (row ? yuanOf<Values, (typeof MONEY)[number]>(row, MONEY) : undefined)}
      save={(v, row) => marketingApi.savePricing({ ...editOf(row), ...fenOf(v, MONEY) })}
    >
      <AreaItem name="serviceAreaId" areas={areas} disabled={Boolean(row)} />
      <Pair>
        <YuanItem name="startPrice" label="起步价" limit={MONEY_LIMITS.startPrice} />
        <MinutesItem name="startMinutes" limit={COUNT_LIMITS.startMinutes} />
      </Pair>
      <Pair>
        <YuanItem name="unitPrice" label="续费单价" limit={MONEY_LIMITS.unitPrice} />
        <MinutesItem name="unitMinutes" limit={COUNT_LIMITS.unitMinutes} />
      </Pair>
      <YuanItem
        name="dailyCap"
        label="每日封顶"
        limit={MONEY_LIMITS.dailyCap}
        dependencies={['startPrice']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, cap: string) =>
              toFen(cap) < toFen(getFieldValue('startPrice') as string)
                ? Promise.reject(new Error('封顶金额不能低于起步价'))
                : Promise.resolve(),
          }),
        ]}
      />
      <Pair>
        <YuanItem name="dispatchFee" label="调度费" limit={MONEY_LIMITS.dispatchFee} extra="停在停车点外时收取" />
        <YuanItem name="outOfAreaFee" label="超区费" limit={MONEY_LIMITS.outOfAreaFee} extra="在服务区外还车时收取" />
      </Pair>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldsValue }) => <RidePreview v={getFieldsValue(true) as Partial<Values>} />}
      </Form.Item>
    </CrudListPage>
  );
}
