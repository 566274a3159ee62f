/** Column sets of the marketing screens and their CSV cells. */
import { moneyColumn, stateColumn, textColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { money } from '@/shared/utils/format';
import { PhaseTag, periodText, phaseLabel } from './period';
import { AD_POSITION, COUPON_KIND, MALL_ITEM_KIND, MEMBER_CARD_KIND } from '@contract/marketing';
import type {
  Ad,
  Coupon,
  HelpArticleRecord,
  MallItem,
  MemberCard,
  Pricing,
  RechargeActivity,
} from '@contract/marketing';
import { type EnableState } from '@contract/common';

/** A money column of a field in fen. */
const fenColumn = <T,>(key: keyof T & string, title: string, width = 100): ListColumn<T> =>
  moneyColumn<T>(key, title, width, (r) => r[key] as number);

export const pricingColumns: ListColumn<Pricing>[] = [
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 130 },
  textColumn('startPrice', '起步价', 150, (r) => `${money(r.startPrice)} / ${r.startMinutes} 分钟`, { sortable: true }),
  textColumn('unitPrice', '续费', 150, (r) => `${money(r.unitPrice)} / ${r.unitMinutes} 分钟`),
  fenColumn<Pricing>('dailyCap', '每日封顶'),
  fenColumn<Pricing>('dispatchFee', '调度费'),
  fenColumn<Pricing>('outOfAreaFee', '超区费'),
  { key: 'updatedBy', title: '更新人', dataIndex: 'updatedBy', width: 100 },
  timeColumn<Pricing>('updatedAt', '更新时间'),
];

/** The period with where it stands today (未开始 / 进行中 / 已结束 / 已停用). */
const periodColumn = <T extends { startDate: string; endDate: string; state: EnableState }>(
  title = '活动时间',
): ListColumn<T> => ({
  key: 'startDate',
  title,
  width: 290,
  sortable: true,
  render: (_: unknown, r) => (
    <>
      {periodText(r)} <PhaseTag p={r} />
    </>
  ),
  csv: (r) => `${periodText(r)}（${phaseLabel(r)}）`,
});

/** A kind shown as a coloured tag. */
const kindColumn = <T extends { kind: K }, K extends string>(
  kinds: Record<K, { label: string; color: string }>,
  width = 90,
): ListColumn<T> => ({
  key: 'kind',
  title: '类型',
  width,
  render: (_: unknown, r) => <Tag color={kinds[r.kind].color}>{kinds[r.kind].label}</Tag>,
  csv: (r) => kinds[r.kind].label,
});

/** A picture's thumbnail (`alt` names it), or 无. */
const imageColumn = <T extends { image: string }>(alt: (r: T) => string): ListColumn<T> => ({
  key: 'image',
  title: '图片',
  width: 110,
  render: (_: unknown, r) =>
    r.image ? (
      <img
        src={r.image}
        alt={alt(r)}
        style={{
          width: 88,
          height: 40,
          objectFit: 'cover',
          borderRadius: 4,
          background: '#f0f0f0',
          overflow: 'hidden',
          fontSize: 0,
        }}
      />
    ) : (
      '无'
    ),
  csv: (r) => r.image,
});

const sortColumn = <T extends { sort: number }>(): ListColumn<T> => ({
  key: 'sort',
  title: '排序',
  dataIndex: 'sort',
  width: 70,
  align: 'right',
  sortable: true,
});

export const areasColumn = <T extends { serviceAreaNames: string[] }>(): ListColumn<T> => ({
  key: 'serviceAreaNames',
  title: '服务区',
  width: 200,
  render: (_: unknown, r) => r.serviceAreaNames.join('、'),
  csv: (r) => r.serviceAreaNames.join('、'),
});

export const tiersText = (r: RechargeActivity) => r.tiers.map((t) => `充${money(t.pay)}送${money(t.gift)}`).join('，');

export const rechargeColumns: ListColumn<RechargeActivity>[] = [
  { key: 'name', title: '活动名称', dataIndex: 'name', width: 160 },
  {
    key: 'tiers',
    title: '充值档位',
    width: 300,
    render: (_: unknown, r) =>
      r.tiers.map((t) => (
        <Tag key={t.pay}>
          充{money(t.pay)} 送{money(t.gift)}
        </Tag>
      )),
    csv: tiersText,
  },
  periodColumn<RechargeActivity>(),
  areasColumn<RechargeActivity>(),
  stateColumn<RechargeActivity>(),
  timeColumn('createdAt', '创建时间'),
];

export const couponEditPath = (id?: string) =>
  id ? `/marketing/coupon-add?id=${encodeURIComponent(id)}` : '/marketing/coupon-add';

/** 减¥3.00, 8.5 折, 免费 15 分钟 */
export const couponValueText = (c: Pick<Coupon, 'kind' | 'value'>) =>
  c.kind === 'amount' ? `减${money(c.value)}` : c.kind === 'discount' ? `${c.value / 10} 折` : `免费 ${c.value} 分钟`;
export const thresholdText = (fen: number) => (fen ? `满${money(fen)}可用` : '无门槛');

export const couponColumns: ListColumn<Coupon>[] = [
  { key: 'id', title: '编号', dataIndex: 'id', width: 80 },
  { key: 'name', title: '优惠券名称', dataIndex: 'name', width: 150 },
  kindColumn<Coupon, Coupon['kind']>(COUPON_KIND),
  { key: 'value', title: '优惠', width: 120, render: (_: unknown, r) => couponValueText(r), csv: couponValueText },
  textColumn('threshold', '使用门槛', 120, (r) => thresholdText(r.threshold)),
  textColumn('validDays', '有效期', 120, (r) => `领取后 ${r.validDays} 天`),
  { key: 'stock', title: '发放总量', dataIndex: 'stock', width: 90, align: 'right' },
  { key: 'issued', title: '已发放', dataIndex: 'issued', width: 90, align: 'right', sortable: true },
  { key: 'used', title: '已使用', dataIndex: 'used', width: 90, align: 'right', sortable: true },
  areasColumn<Coupon>(),
  stateColumn<Coupon>(),
];

export const helpColumns: ListColumn<HelpArticleRecord>[] = [
  sortColumn<HelpArticleRecord>(),
  { key: 'category', title: '分类', dataIndex: 'category', width: 110 },
  { key: 'title', title: '标题', dataIndex: 'title', width: 200 },
  { key: 'content', title: '内容', dataIndex: 'content', width: 360, ellipsis: true },
  timeColumn<HelpArticleRecord>('updatedAt', '更新时间'),
];

export const adColumns: ListColumn<Ad>[] = [
  imageColumn<Ad>((r) => r.title),
  { key: 'title', title: '广告标题', dataIndex: 'title', width: 150 },
  textColumn('position', '位置', 110, (r) => AD_POSITION[r.position]),
  {
    key: 'link',
    title: '跳转链接',
    width: 220,
    ellipsis: true,
    render: (_: unknown, r) => r.link || '无',
    csv: (r) => r.link,
  },
  periodColumn<Ad>('投放时间'),
  areasColumn<Ad>(),
  sortColumn<Ad>(),
  stateColumn<Ad>(),
];

/** What a redemption grants: the coupon or card; - for a gift (its kind says so). */
export const grantText = (r: Pick<MallItem, 'kind' | 'grantName'>) => (r.kind === 'gift' ? '-' : r.grantName);
const left = (r: MallItem) => Math.max(0, r.stock - r.redeemed);

export const mallColumns: ListColumn<MallItem>[] = [
  imageColumn<MallItem>((r) => r.name),
  { key: 'name', title: '商品名称', dataIndex: 'name', width: 120 },
  kindColumn<MallItem, MallItem['kind']>(MALL_ITEM_KIND),
  { key: 'grantName', title: '兑换内容', width: 120, render: (_: unknown, r) => grantText(r), csv: grantText },
  { key: 'points', title: '所需积分', dataIndex: 'points', width: 96, align: 'right', sortable: true },
  { key: 'stock', title: '库存', dataIndex: 'stock', width: 70, align: 'right' },
  { key: 'redeemed', title: '已兑换', dataIndex: 'redeemed', width: 84, align: 'right', sortable: true },
  {
    key: 'left',
    title: '剩余',
    width: 76,
    align: 'right',
    render: (_: unknown, r) => (left(r) ? left(r) : <Tag color="error">已兑完</Tag>),
    csv: (r) => String(left(r)),
  },
  textColumn('limitPerRider', '每人限兑', 84, (r) => `${r.limitPerRider} 件`, { align: 'right' }),
  sortColumn<MallItem>(),
  stateColumn<MallItem>(),
];

/** 9 折 for a discount card, 免费骑行 / 免押金 for the others. */
export const cardBenefitText = (r: Pick<MemberCard, 'kind' | 'discount'>) =>
  r.kind === 'discount' ? `骑行 ${r.discount / 10} 折` : r.kind === 'riding' ? '免费骑行' : '免押金骑行';

export const memberCardColumns: ListColumn<MemberCard>[] = [
  { key: 'name', title: '卡名称', dataIndex: 'name', width: 130 },
  kindColumn<MemberCard, MemberCard['kind']>(MEMBER_CARD_KIND),
  textColumn('days', '有效天数', 100, (r) => `${r.days} 天`, { align: 'right', sortable: true }),
  fenColumn<MemberCard>('price', '售价'),
  { key: 'discount', title: '权益', width: 120, render: (_: unknown, r) => cardBenefitText(r), csv: cardBenefitText },
  areasColumn<MemberCard>(),
  sortColumn<MemberCard>(),
  stateColumn<MemberCard>(),
];
