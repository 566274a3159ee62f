import { useEditVersion } from '@/shared/ui/editVersion';
import { Alert, Form, Radio } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import FormPage, { useFormPageSave } from '@/shared/ui/FormPage';
import { toFen } from '@/shared/utils/format';
import { COUNT_LIMITS, MONEY_LIMITS } from '@contract/money';
import { CountField, countOf } from '@/shared/ui/CountField';
import { marketingApi } from '../api';
import { AreaItem } from '../areas';
import { CountItem } from '../fields';
import { couponValueText, thresholdText } from '../columns';
import { DiscountItem, MinutesItem, Pair, toYuan, YuanItem } from '../money';
import { COUPON_KIND, type Coupon, type CouponInput, type CouponKind } from '@contract/marketing';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';
import { RECORD_NOUN } from '@contract/labels/records';

/** The form: money in yuan, a discount in 折 (8.5), minutes as they are. */
type Values = Omit<CouponInput, 'id'>;

const COUPON_LIST = '/marketing/coupon';
/** The form's values: yuan and counts as typed (text), turned into fen and numbers on saving. */
type FormValues = Omit<Values, 'value' | 'threshold' | 'validDays' | 'stock'> & {
  value: string | number;
  threshold: string;
  validDays: string;
  stock: string;
};
const blank: Partial<FormValues> = { kind: 'amount', threshold: '0', validDays: '7', limitPerRider: 1 };

const fromCoupon = (c: Coupon): FormValues => ({
  name: c.name,
  kind: c.kind,
  threshold: toYuan(c.threshold),
  validDays: String(c.validDays),
  stock: String(c.stock),
  limitPerRider: c.limitPerRider,
  serviceAreaIds: c.serviceAreaIds,
  value: c.kind === 'amount' ? toYuan(c.value) : c.kind === 'discount' ? c.value / 10 : c.value,
});
// a discount in 折 has at most one decimal (its field refuses more): 8.5 折 → 85, read exactly
const toInput = (v: FormValues): Values => ({
  ...v,
  name: v.name.trim(),
  threshold: toFen(v.threshold),
  validDays: countOf(v.validDays),
  stock: countOf(v.stock),
  value: v.kind === 'amount' ? toFen(v.value) : v.kind === 'discount' ? countOf(v.value, 1) : countOf(v.value),
});

/** What the coupon gives, by kind. */
function ValueItem({ kind }: { kind: CouponKind }) {
  if (kind === 'amount') return <YuanItem name="value" label="优惠金额" limit={MONEY_LIMITS.couponValue} />;
  if (kind === 'free_minutes') return <MinutesItem name="value" limit={COUNT_LIMITS.freeMinutes} />;
  return <DiscountItem name="value" />;
}

/**
 * /marketing/coupon-add (1709): a new coupon, or `?id=` to edit one: kind and what
 * it gives, threshold, days valid, how many may be issued, areas. A failed save
 * keeps what was entered.
 */
export default function CouponEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const areas = useServiceAreas();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'amount';
  const loaded = useServerQuery({
    key: [...marketingKeys.coupon, id],
    fetch: async (signal) => (id ? marketingApi.coupon(id, signal) : null),
  });

  const { version, onReload } = useEditVersion(loaded.data ?? undefined, fromCoupon);
  const save = useFormPageSave(form, {
    editing: !!id,
    noun: RECORD_NOUN.coupon,
    list: COUPON_LIST,
    run: (v) => marketingApi.saveCoupon({ ...(id ? { id, updatedAt: version } : {}), ...toInput(v) }),
    onReload,
  });
  const coupon = loaded.data;

  return (
    <FormPage
      code={id ? MARKETING_WRITES.couponUpdate : MARKETING_WRITES.couponCreate}
      title={coupon ? `编辑优惠券 ${coupon.name}` : id ? '编辑优惠券' : '新增优惠券'}
      loading={coupon === undefined}
      loadError={loaded.error}
      onRetry={loaded.reload}
      notice={
        coupon ? `已发放 ${coupon.issued} 张，已使用 ${coupon.used} 张；发放总量不能少于已发放的数量。` : undefined
      }
      {...save}
    >
      <Form<FormValues>
        key={id || 'new'}
        form={form}
        layout="vertical"
        initialValues={coupon ? fromCoupon(coupon) : blank}
        style={{ maxWidth: 760 }}
      >
        <TextItem name="name" label="优惠券名称" limit={TEXT_LIMITS.couponName} placeholder="例如：新用户骑行券" />
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择优惠券类型' }]}>
          <Radio.Group
            aria-label="类型"
            optionType="button"
            options={Object.entries(COUPON_KIND).map(([value, m]) => ({ value, label: m.label }))}
            onChange={() => form.setFieldValue('value', undefined)}
          />
        </Form.Item>
        <Pair>
          <ValueItem kind={kind} />
          <YuanItem
            name="threshold"
            label="使用门槛"
            limit={MONEY_LIMITS.couponThreshold}
            extra="骑行费用满此金额可用，0 为无门槛"
          />
        </Pair>
        <Pair>
          <CountField name="validDays" limit={COUNT_LIMITS.validDays} unit="天" />
          <CountField
            name="stock"
            limit={COUNT_LIMITS.stock}
            unit="张"
            bound={coupon?.issued ? { max: coupon.issued, message: '发放总量不能少于已发放的数量' } : undefined}
          />
        </Pair>
        <CountItem
          name="limitPerRider"
          label="每人限领"
          min={1}
          max={100}
          unit="张"
          extra="一位用户最多能收到的张数（发放、奖励、补偿合计）"
        />
        <AreaItem name="serviceAreaIds" areas={areas} multiple label="适用服务区" />
        <Form.Item noStyle shouldUpdate>
          {({ getFieldsValue }) => {
            const v = getFieldsValue(true) as Partial<FormValues>;
            if (v.value === undefined || v.value === '' || v.threshold === undefined || !v.kind) return null;
            const c = toInput({ ...v, validDays: '1', stock: '1' } as FormValues);
            if (Number.isNaN(c.value) || Number.isNaN(c.threshold)) return null;
            return (
              <Alert
                type="success"
                showIcon
                style={{ marginBottom: 16 }}
                title={`用户看到：${couponValueText(c)}，${thresholdText(c.threshold)}，领取后 ${v.validDays ?? '-'} 天内有效`}
              />
            );
          }}
        </Form.Item>
      </Form>
    </FormPage>
  );
}
