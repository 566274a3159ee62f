import BigScreen from '@/widgets/bigscreen/BigScreen';
import { BigScreenLayout, BigScreenPanel, BigStat, FigureList, RankList } from '@/widgets/bigscreen/Panel';
import Chart from '@/shared/ui/charts/Chart';
import { money } from '@/shared/utils/format';
import { n, pct } from '../format';
import { bigScreenApi, type RevenueScreen } from '../api';
import { cardChart, channelChart, trendChart } from '../charts';

/** Areas in the ranking; the 30-day summary takes the rest of the column. */
const TOP_AREAS = 5;

/** The last 30 days in a few lines: takings, daily averages, the best day, the riding cards' share. */
function summary(r: RevenueScreen) {
  const days = r.trend.length || 1;
  const sum = (f: (d: RevenueScreen['trend'][number]) => number) => r.trend.reduce((a, d) => a + f(d), 0);
  const best = r.trend.reduce<RevenueScreen['trend'][number] | undefined>(
    (b, d) => (!b || d.revenue + d.cards > b.revenue + b.cards ? d : b),
    undefined,
  );
  const cardsShare = pct(r.cards.month.amount, r.month.revenue + r.cards.month.amount);
  return [
    { label: '营收合计', value: money(sum((d) => d.revenue + d.cards)), note: '骑行 + 骑行卡' },
    { label: '日均骑行营收', value: money(Math.round(sum((d) => d.revenue) / days)) },
    { label: '日均订单', value: `${n(Math.round(sum((d) => d.orders) / days))} 笔` },
    { label: '最高单日', value: best ? money(best.revenue + best.cards) : '-', note: best?.date.slice(5) },
    { label: '本月骑行卡占比', value: cardsShare, note: '占骑行 + 骑行卡' },
  ];
}

function Screen({ r }: { r: RevenueScreen }) {
  const perOrder = r.today.orders ? money(Math.round(r.today.revenue / r.today.orders)) : '-';
  return (
    <BigScreenLayout
      kpis={
        <>
          <BigStat
            label="今日营收"
            value={money(r.today.revenue)}
            color="#22d3ee"
            note={`${n(r.today.orders)} 笔骑行支付（按支付时间，同日统计实收），客单价 ${perOrder}`}
          />
          <BigStat label="昨日营收" value={money(r.yesterday.revenue)} note={`${n(r.yesterday.orders)} 笔订单`} />
          <BigStat
            label="本月营收"
            value={money(r.month.revenue)}
            color="#fbbf24"
            note={`${n(r.month.orders)} 笔订单`}
          />
          <BigStat
            label="今日骑行卡销售"
            value={money(r.cards.today.amount)}
            note={`售出 ${n(r.cards.today.count)} 张`}
          />
          <BigStat
            label="本月骑行卡销售"
            value={money(r.cards.month.amount)}
            note={`售出 ${n(r.cards.month.count)} 张`}
          />
        </>
      }
      left={
        <>
          <BigScreenPanel title="支付渠道" extra="内圈今日 · 外圈本月">
            <Chart option={channelChart(r)} label="支付渠道营收" height={330} />
          </BigScreenPanel>
          <BigScreenPanel title="骑行卡销售" extra="本月">
            {r.cards.byCard.length ? (
              <Chart option={cardChart(r)} label="骑行卡销售" height={330} />
            ) : (
              <div className="bs-empty">本月暂无骑行卡销售</div>
            )}
          </BigScreenPanel>
        </>
      }
      center={
        <BigScreenPanel title="近 30 日营收趋势">
          <Chart option={trendChart(r)} label="近30日营收趋势" height={750} />
        </BigScreenPanel>
      }
      right={
        <>
          <BigScreenPanel title="服务区营收" extra="本月" className="bs-panel--fit">
            <RankList
              label="服务区营收"
              empty="所选范围内没有服务区"
              rows={r.areas.slice(0, TOP_AREAS).map((a) => ({
                id: a.id,
                name: a.name,
                value: a.month,
                text: money(a.month),
                note: `今日 ${money(a.today)} · 占本月 ${pct(a.month, r.month.revenue)}`,
              }))}
            />
          </BigScreenPanel>
          <BigScreenPanel title="近 30 日概况">
            <FigureList label="近30日概况" rows={summary(r)} />
          </BigScreenPanel>
        </>
      }
    />
  );
}

/** /screenHome1 (LargeRevenueScreen): the revenue wall screen — takings today and this month, pay channels, riding cards, 30-day trend, areas; refreshed every 30 s. */
export default function RevenueScreenPage() {
  return (
    <BigScreen title="营收大屏" load={bigScreenApi.revenue}>
      {(r) => <Screen r={r} />}
    </BigScreen>
  );
}
