import { editOf } from '@/shared/ui/editVersion';
import { Form, Radio, Select } from 'antd';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { marketingApi } from '../api';
import { mallColumns } from '../columns';
import { CountItem, ImageItem, SortItem } from '../fields';
import { mallFilters } from '../filters';
import { Pair } from '../money';
import { MALL_ITEM_KIND, type MallGrants, type MallItem, type MallItemInput } from '@contract/marketing';
import { ENABLE_STATE } from '@contract/common';
import { queryDef } from '@/shared/query/defs';
import { MARKETING_WRITES } from '@contract/actions';
import { marketingKeys } from '../keys';
import TextItem from '@/shared/ui/TextItem';
import { TEXT_LIMITS } from '@contract/validators';

type Values = Omit<MallItemInput, 'id'>;

const blank: Partial<Values> = { kind: 'coupon', limitPerRider: 1, sort: 100, image: '' };

const options = (list: MallGrants['coupons']) =>
  list.map((g) => ({
    value: g.id,
    label: g.state === 'enabled' ? g.name : `${g.name}（${ENABLE_STATE[g.state].label}）`,
  }));

/** The coupon or riding card a redemption grants; nothing for a gift. */
function GrantItem({ kind, grants }: { kind: MallItem['kind'] | undefined; grants?: MallGrants }) {
  if (kind !== 'coupon' && kind !== 'riding_card') return null;
  const label = kind === 'coupon' ? '兑换的优惠券' : '兑换的骑行卡';
  return (
    <Form.Item name="grantId" label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <Select
        aria-label={label}
        placeholder={`选择${kind === 'coupon' ? '优惠券' : '骑行卡'}`}
        loading={!grants}
        options={options(grants ? (kind === 'coupon' ? grants.coupons : grants.cards) : [])}
      />
    </Form.Item>
  );
}

/**
 * /marketing/mall-config (1703): the riders' points mall (coupons, riding cards and
 * gifts for points, stock, limit per rider, order, picture); search by name, kind
 * and state; add or edit; put on or take off the shelf after confirming.
 */
export default function MallConfigPage() {
  const editor = useCrudModal<MallItem>();
  const { row } = editor;
  const grants = useServerQuery({
    key: marketingKeys.mallGrants,
    fetch: (signal) => marketingApi.mallGrants(signal),
    enabled: editor.open,
  }).data;

  return (
    <CrudListPage<MallItem, Values>
      editor={editor}
      title="商城配置"
      rowKey="id"
      columns={mallColumns}
      source={queryDef(marketingKeys.mall, marketingApi.mall)}
      filters={mallFilters}
      noun="商品"
      add={MARKETING_WRITES.mallCreate}
      actions={(r) => ({
        code: [MARKETING_WRITES.mallUpdate, MARKETING_WRITES.mallState],
        toggle: {
          name: r.name,
          state: r.state,
          note: '停用后用户将无法兑换此商品。',
          run: (state) => marketingApi.setMallItemState(r.id, state),
        },
      })}
      modalWidth={620}
      values={(row) =>
        row
          ? {
              name: row.name,
              kind: row.kind,
              grantId: row.grantId || undefined,
              points: row.points,
              stock: row.stock,
              limitPerRider: row.limitPerRider,
              sort: row.sort,
              image: row.image,
            }
          : blank
      }
      save={(v, row) =>
        marketingApi.saveMallItem({
          ...editOf(row),
          ...v,
          name: v.name.trim(),
          grantId: v.kind === 'gift' ? '' : v.grantId,
          image: (v.image ?? '').trim(),
        })
      }
    >
      {(form) => (
        <>
          <TextItem name="name" label="商品名称" limit={TEXT_LIMITS.mallItemName} placeholder="例如：3元骑行券" />
          <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择商品类型' }]}>
            <Radio.Group
              aria-label="类型"
              optionType="button"
              options={Object.entries(MALL_ITEM_KIND).map(([value, m]) => ({ value, label: m.label }))}
              onChange={() => form.setFieldValue('grantId', undefined)}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => (
              <GrantItem kind={getFieldValue('kind') as MallItem['kind'] | undefined} grants={grants} />
            )}
          </Form.Item>
          <Pair>
            <CountItem
              name="points"
              label="所需积分"
              min={1}
              max={1000000}
              unit="积分"
              message="所需积分须为 1～1000000"
            />
            <CountItem
              name="stock"
              label="库存"
              min={row?.redeemed ?? 0}
              max={1000000}
              unit="件"
              message={row ? `库存不能少于已兑换的 ${row.redeemed} 件` : '库存须为 0～1000000 件'}
              extra={row ? `已兑换 ${row.redeemed} 件` : undefined}
            />
          </Pair>
          <Pair>
            <CountItem name="limitPerRider" label="每人限兑" min={1} max={99} unit="件" />
            <SortItem />
          </Pair>
          <ImageItem optional />
        </>
      )}
    </CrudListPage>
  );
}
