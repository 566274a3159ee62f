/** Column sets of the marketing screens and their CSV cells. */
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, money } from '@/shared/utils/format';
import type { Pricing } from './types';

/** A money column (fen shown as yuan). */
const moneyColumn = <T,>(key: keyof T & string, title: string, width = 100): ListColumn<T> => ({
  key, title, width, align: 'right',
  render: (_: unknown, r) => money(r[key] as number), csv: (r) => money(r[key] as number),
});

const updatedColumn = <T extends { updatedAt: string }>(): ListColumn<T> => ({
  key: 'updatedAt', title: '更新时间', width: 170, sortable: true, render: (_: unknown, r) => dateTime(r.updatedAt), csv: (r) => dateTime(r.updatedAt),
});

export const pricingColumns: ListColumn<Pricing>[] = [
  { key: 'serviceAreaName', title: '服务区', dataIndex: 'serviceAreaName', width: 130 },
  {
    key: 'startPrice', title: '起步价', width: 150, sortable: true,
    render: (_: unknown, r) => `${money(r.startPrice)} / ${r.startMinutes} 分钟`, csv: (r) => `${money(r.startPrice)} / ${r.startMinutes} 分钟`,
  },
  {
    key: 'unitPrice', title: '续费', width: 150,
    render: (_: unknown, r) => `${money(r.unitPrice)} / ${r.unitMinutes} 分钟`, csv: (r) => `${money(r.unitPrice)} / ${r.unitMinutes} 分钟`,
  },
  moneyColumn<Pricing>('dailyCap', '每日封顶'),
  moneyColumn<Pricing>('dispatchFee', '调度费'),
  moneyColumn<Pricing>('outOfAreaFee', '超区费'),
  { key: 'updatedBy', title: '更新人', dataIndex: 'updatedBy', width: 100 },
  updatedColumn<Pricing>(),
];
