import type { AreaOption } from '@/shared/scope/useServiceAreas';
import type { FilterField } from '@/shared/ui/list/types';
import { areaFilter } from '@/shared/ui/list/filters';
import { AD_POSITION, COUPON_KIND, HELP_CATEGORIES, MALL_ITEM_KIND, MEMBER_CARD_KIND } from '@contract/marketing';
import { selectFilter, stateFilter } from '@/shared/ui/list/filters';

const kindFilter = (kinds: Record<string, { label: string }>, label = '类型'): FilterField =>
  selectFilter('kind', label, kinds);

/** 固定活动 and 自定义活动: by the task's name and state. */
export const taskFilters: FilterField[] = [
  { name: 'keyword', label: '任务名称', placeholder: '任务名称' },
  stateFilter,
];

/** Name, state and area: the search of the activity lists. */
export const activityFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '活动名称', placeholder: '活动名称' },
  stateFilter,
  areaFilter(areas),
];

export const couponFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '优惠券名称 / 编号' },
  kindFilter(COUPON_KIND),
  stateFilter,
];

export const helpFilters: FilterField[] = [
  { name: 'keyword', label: '关键词', placeholder: '标题 / 内容' },
  { name: 'category', label: '分类', type: 'select', options: HELP_CATEGORIES.map((c) => ({ value: c, label: c })) },
];

export const adFilters: FilterField[] = [
  { name: 'keyword', label: '广告标题', placeholder: '广告标题' },
  {
    name: 'position',
    label: '位置',
    type: 'select',
    options: Object.entries(AD_POSITION).map(([value, label]) => ({ value, label })),
  },
  stateFilter,
];

export const mallFilters: FilterField[] = [
  { name: 'keyword', label: '商品名称', placeholder: '商品名称' },
  kindFilter(MALL_ITEM_KIND),
  stateFilter,
];

export const memberCardFilters = (areas: AreaOption[]): FilterField[] => [
  { name: 'keyword', label: '卡名称', placeholder: '卡名称' },
  kindFilter(MEMBER_CARD_KIND),
  stateFilter,
  areaFilter(areas),
];
