import type { ChartOption } from '@/shared/ui/charts/echarts';
import type { ListColumn } from '@/shared/ui/list/types';
import StatsPage, { type Kpi, type StatsQuery } from '@/shared/ui/StatsPage';
import { money } from '@/shared/utils/format';
import { reportApi, type CardKind, type CardReport, type CardRow } from '../api';
import { count, countCol, dateCol, moneyCol, sumOf } from '../stats';
import { queryDef } from '@/shared/query/defs';
import { reportKeys } from '../keys';
import { moneyColumn } from '@/shared/ui/list/columns';
import { DISCOUNT_CARD_PLANS, RIDING_CARD_PLANS } from '@contract/riders';

/** The card types on sale, as the contract names them. */
const CARDS: Record<CardKind, { label: string; names: string[] }> = {
  riding: { label: '骑行卡', names: Object.keys(RIDING_CARD_PLANS) },
  discount: { label: '折扣卡', names: Object.keys(DISCOUNT_CARD_PLANS) },
};
const COLORS = ['#1677ff', '#52c41a', '#faad14'];

const ofCard = (rows: CardRow[], name: string, k: 'count' | 'amount') =>
  rows.reduce((n, r) => n + (r.byCard[name]?.[k] ?? 0), 0);

function columns(kind: CardKind): ListColumn<CardRow>[] {
  const perCard = CARDS[kind].names.flatMap((name): ListColumn<CardRow>[] => [
    {
      key: `n_${name}`,
      title: `${name}（张）`,
      align: 'right',
      render: (_: unknown, r) => r.byCard[name]?.count ?? 0,
      csv: (r) => r.byCard[name]?.count ?? 0,
    },
    moneyColumn(`a_${name}`, `${name}金额`, undefined, (r) => r.byCard[name]?.amount ?? 0),
  ]);
  return [dateCol(), countCol('count', '售出（张）'), moneyCol('amount', '销售额'), ...perCard];
}

/** The totals row; per-card columns have no dataIndex, so they are keyed by the column key. */
function totals(kind: CardKind) {
  return (rows: CardRow[]) => ({
    count: count(sumOf(rows, 'count')),
    amount: money(sumOf(rows, 'amount')),
    ...Object.fromEntries(
      CARDS[kind].names.flatMap((name) => [
        [`n_${name}`, count(ofCard(rows, name, 'count'))],
        [`a_${name}`, money(ofCard(rows, name, 'amount'))],
      ]),
    ),
  });
}

function kpis(r: CardReport): Kpi[] {
  const sold = sumOf(r.rows, 'count');
  return [
    { title: '售出', value: `${count(sold)} 张`, hint: `销售额 ${money(sumOf(r.rows, 'amount'))}` },
    ...r.cards.map((c) => ({
      title: c.name,
      value: `${count(ofCard(r.rows, c.name, 'count'))} 张`,
      hint: `${money(ofCard(r.rows, c.name, 'amount'))}，${money(c.price)} / ${c.days} 天`,
    })),
  ];
}

function chart({ rows, cards }: CardReport): ChartOption {
  const days = [...rows].reverse();
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: cards.map((c) => c.name) },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: days.map((r) => r.date.slice(5)) },
    yAxis: { type: 'value', name: '张', minInterval: 1 },
    series: cards.map((c, i) => ({
      name: c.name,
      type: 'bar',
      stack: 'sold',
      data: days.map((r) => r.byCard[c.name]?.count ?? 0),
      itemStyle: { color: COLORS[i % COLORS.length] },
    })),
  };
}

/** Card sales per day and per card type (骑行卡 / 折扣卡报表). */
export default function CardReportScreen({ kind }: { kind: CardKind }) {
  const label = CARDS[kind].label;
  const source = queryDef([...reportKeys.card, kind], (q: StatsQuery, signal) => reportApi.card(kind, q, signal));
  return (
    <StatsPage<CardReport, CardRow>
      source={source}
      rows={(r) => r.rows}
      kpis={kpis}
      chart={chart}
      chartLabel={`每日${label}销量`}
      columns={columns(kind)}
      rowKey="date"
      totals={totals(kind)}
      exportName={`${label}报表`}
    />
  );
}
