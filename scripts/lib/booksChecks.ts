/**
 * The books on one basis, checked screen against screen and against the records: takings when
 * paid, in the ride's area, on the UTC+8 day; refunds when made, on their channel. The checks
 * read the screens through `read` and the records through `BooksRecords`, and say each
 * comparison to `same`: the Vitest property gives them the backend's own records and expect(),
 * the conformance kit the records a caller reads over HTTP (交易订单, the refunds, the
 * statements' lines) and a list of failures. No backend code here.
 */
import type { CashChannel } from '@contract/orders';
import { zonedDay } from '../../src/shared/utils/zoneOffset';

/** Any JSON answer, kept loose. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const DAY = 86400000;
export const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

const CHANNELS: CashChannel[] = ['wallet', 'wechat', 'alipay'];

/** One comparison: what a screen says (`actual`) against the other side (`expected`), and where. */
export type Same = (actual: unknown, expected: unknown, where: string) => void;

/** The records behind the figures, per UTC+8 day from `from` to `to` (inclusive). */
export interface BooksRecords {
  /** what "now" is for the books being read (ms) */
  now(): number;
  /** the rides' takings per day and cash channel, in `areaId` (the ride's) or everywhere */
  takings(from: string, to: string, areaId?: string): Map<string, Record<CashChannel, number>>;
  /** done refunds per day and channel: ride refunds only, or every kind */
  refunds(from: string, to: string, kinds: 'orders' | 'all', areaId?: string): Map<string, Record<string, number>>;
  /** the wallets' ride spending per day (each ride's transaction in the ride's area), where the records hold it */
  walletRides?(from: string, to: string, areaId?: string): Map<string, number>;
  /** top-ups and card sales per `day|channel`: what a channel took besides rides */
  otherTakings(from: string, to: string): Map<string, number>;
  /** the service areas */
  areaIds(): string[];
}

/** What the books count, tallied per check. */
export interface Tally {
  days: number;
  identities: number;
  comparisons: number;
}

export const newTally = (): Tally => ({ days: 0, identities: 0, comparisons: 0 });

export interface BooksReader {
  read(path: string, query?: Record<string, unknown>): Promise<Json>;
  records: BooksRecords;
  same: Same;
}

const spanOf = (b: BooksReader, span: number) => ({
  from: zonedDay(b.records.now() - (span - 1) * DAY),
  to: zonedDay(b.records.now()),
});

/**
 * 日统计, 钱包报表 and 运营分析 of `areaId` (or the platform) over the last `span` days: each
 * day's takings per channel are the records', 钱包 is the wallets' 骑行消费, refunds are the
 * refund records', 运营分析's 营收 is 日统计's 实收, and the identities hold.
 */
export async function checkAreaBooks(b: BooksReader, span: number, tally: Tally, areaId?: string): Promise<Json[]> {
  const { from, to } = spanOf(b, span);
  const q = { from, to, ...(areaId ? { areaId } : {}) };
  const daily = (await b.read('/platform/report/daily', q)).rows as Json[];
  const wallet = new Map(((await b.read('/platform/report/wallet', q)).rows as Json[]).map((r) => [r.date, r]));
  const analysis = new Map(
    ((await b.read('/platform/vehicle/analysis', q)).rows as Json[]).map((r) => [r.date, r.revenue]),
  );
  const takings = b.records.takings(from, to, areaId);
  const refunds = b.records.refunds(from, to, 'orders', areaId);
  const spent = b.records.walletRides?.(from, to, areaId);
  const where = (d: string) => `${areaId ?? '全平台'} ${d}`;
  const { same } = b;
  for (const r of daily) {
    const rec = takings.get(r.date) ?? { wallet: 0, wechat: 0, alipay: 0 };
    for (const c of CHANNELS) same(r.byChannel[c], rec[c], `${where(r.date)} 日统计 ${c} vs records`);
    same(wallet.get(r.date)?.spent, r.byChannel.wallet, `${where(r.date)} 钱包报表 骑行消费 vs 日统计 钱包`);
    if (spent) same(r.byChannel.wallet, spent.get(r.date) ?? 0, `${where(r.date)} 钱包 vs wallet records`);
    same(r.refunds, sum(Object.values(refunds.get(r.date) ?? {})), `${where(r.date)} 日统计 退款 vs records`);
    same(analysis.get(r.date), r.paid, `${where(r.date)} 运营分析 营收 vs 日统计 实收`);
    tally.comparisons += spent ? 7 : 6;
    same(sum(Object.values(r.byChannel) as number[]), r.paid, `${where(r.date)} Σ channel = 实收`);
    same(r.net, r.paid - r.refunds, `${where(r.date)} 净收入 = 实收 − 退款`);
    tally.identities += 2;
    tally.days += 1;
  }
  return daily;
}

/**
 * 财务对账 of the platform over the last `span` days against 日统计 and the records: per day and
 * channel, the platform's takings are the rides' (日统计's channel) plus wallet top-ups and card
 * sales through it; its refunds are the refunds back to it; 应结 = channel − refunds − fee.
 */
export async function checkReconciliation(b: BooksReader, span: number, daily: Json[], tally: Tally): Promise<void> {
  const { from, to } = spanOf(b, span);
  const rows = (await b.read('/platform/report/reconciliation', { date: `${from}~${to}`, pageSize: 100 }))
    .rows as Json[];
  const refunds = b.records.refunds(from, to, 'all');
  const other = b.records.otherTakings(from, to);
  const byDate = new Map(daily.map((r) => [r.date, r]));
  for (const row of rows) {
    const where = `财务对账 ${row.date} ${row.channel}`;
    const d = byDate.get(row.date)!;
    // a statement line missing on the channel's side is still the platform's
    b.same(
      row.platformAmount,
      d.byChannel[row.channel] + (other.get(`${row.date}|${row.channel}`) ?? 0),
      `${where} 平台收款 vs 日统计 + top-ups and cards`,
    );
    b.same(row.refundAmount, refunds.get(row.date)?.[row.channel] ?? 0, `${where} 退款金额 vs records`);
    b.same(
      row.settlement,
      row.result === 'pending' ? 0 : row.channelAmount - row.refundAmount - row.fee,
      `${where} 结算 = 渠道 − 退款 − 手续费`,
    );
    tally.comparisons += 2;
    tally.identities += 1;
  }
}

/**
 * 运营概览 and the 营收 big screen against 日统计 of the platform: today's and yesterday's
 * takings, today's per channel and per area, and the last 30 days.
 */
export async function checkScreens(b: BooksReader, daily: Json[], tally: Tally): Promise<void> {
  const { same } = b;
  const t = b.records.now();
  const byDate = new Map(daily.map((r) => [r.date, r]));
  const today = byDate.get(zonedDay(t))!;
  const yesterday = byDate.get(zonedDay(t - DAY))!;
  const home = await b.read('/platform/dashboard/overview');
  same(home.today.revenue, today.paid, '运营概览 今日营收 vs 日统计');
  same(home.yesterday.revenue, yesterday.paid, '运营概览 昨日营收 vs 日统计');
  const screen = await b.read('/platform/bigscreen/revenue');
  same(screen.today.revenue, today.paid, '营收大屏 今日 vs 日统计');
  same(screen.today.orders, today.paidOrders, '营收大屏 今日笔数 vs 日统计');
  same(screen.yesterday.revenue, yesterday.paid, '营收大屏 昨日 vs 日统计');
  for (const c of screen.channels as Json[])
    same(c.today, today.byChannel[c.channel], `营收大屏 ${c.channel} vs 日统计`);
  for (const r of screen.trend as Json[])
    if (byDate.has(r.date)) same(r.revenue, byDate.get(r.date)!.paid, `营收大屏 ${r.date} vs 日统计`);
  tally.comparisons += 5 + (screen.channels as Json[]).length + (screen.trend as Json[]).length;
  const areaToday = new Map<string, number>();
  for (const id of b.records.areaIds()) {
    const rows = (await b.read('/platform/report/daily', { from: today.date, to: today.date, areaId: id }))
      .rows as Json[];
    areaToday.set(id, rows[0].paid);
  }
  for (const a of screen.areas as Json[])
    same(a.today, areaToday.get(a.id), `营收大屏 ${a.name} vs 日统计 of the area`);
  same(sum([...areaToday.values()]), today.paid, 'Σ areas = 日统计 实收');
  tally.comparisons += (screen.areas as Json[]).length + 1;
}

/** 钱包报表 of the platform over the last `span` days: each day's 余额变动 is its parts. */
export async function checkWalletReport(b: BooksReader, span: number, tally: Tally): Promise<Json[]> {
  const { from, to } = spanOf(b, span);
  const rows = (await b.read('/platform/report/wallet', { from, to })).rows as Json[];
  for (const r of rows)
    b.same(r.net, r.recharge - r.spent + r.refunded - r.withdrawn + r.adjust, `钱包报表 ${r.date} 余额变动 = Σ parts`);
  tally.identities += rows.length;
  return rows;
}
