/** Column sets of the marketing screens and their CSV cells. */
import { Tag } from 'antd';
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, money } from '@/shared/utils/format';
import { PhaseTag, periodText, phaseLabel } from './period';
import { STATE, type Pricing, type RechargeActivity, type State } from './types';

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

const stateColumn = <T extends { state: State }>(): ListColumn<T> => ({
  key: 'state', title: '状态', width: 80, render: (_: unknown, r) => <Tag color={STATE[r.state].color}>{STATE[r.state].label}</Tag>, csv: (r) => STATE[r.state].label,
});

/** The period with where it stands today (未开始 / 进行中 / 已结束 / 已停用). */
const periodColumn = <T extends { startDate: string; endDate: string; state: State }>(): ListColumn<T> => ({
  key: 'startDate', title: '活动时间', width: 290, sortable: true,
  render: (_: unknown, r) => (<>{periodText(r)} <PhaseTag p={r} /></>), csv: (r) => `${periodText(r)}（${phaseLabel(r)}）`,
});

const areasColumn = <T extends { serviceAreaNames: string[] }>(): ListColumn<T> => ({
  key: 'serviceAreaNames', title: '服务区', width: 200, render: (_: unknown, r) => r.serviceAreaNames.join('、'), csv: (r) => r.serviceAreaNames.join('、'),
});

export const tiersText = (r: RechargeActivity) => r.tiers.map((t) => `充${money(t.pay)}送${money(t.gift)}`).join('，');

export const rechargeColumns: ListColumn<RechargeActivity>[] = [
  { key: 'name', title: '活动名称', dataIndex: 'name', width: 160 },
  { key: 'tiers', title: '充值档位', width: 300, render: (_: unknown, r) => r.tiers.map((t) => <Tag key={t.pay}>充{money(t.pay)} 送{money(t.gift)}</Tag>), csv: tiersText },
  periodColumn<RechargeActivity>(),
  areasColumn<RechargeActivity>(),
  stateColumn<RechargeActivity>(),
  { key: 'createdAt', title: '创建时间', width: 170, sortable: true, render: (_: unknown, r) => dateTime(r.createdAt), csv: (r) => dateTime(r.createdAt) },
];
