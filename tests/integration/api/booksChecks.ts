/**
 * The books on one basis (mocks/lib/books.ts), checked screen against screen and against the
 * records: takings when paid, in the ride's area, on the UTC+8 day; refunds when made, on
 * their channel. Shared by the seeded-world test and the books property.
 */
import { expect } from 'vitest';
import { getCardSales } from '@mocks/db/cardSales';
import { getRiders } from '@mocks/db/riders';
import { walletOf } from '@mocks/db/wallet';
import { getDb } from '@mocks/db/store';
import { dayOf } from '@mocks/lib/stats';
import type { CashChannel } from '@contract/orders';
import { now } from '@/shared/utils/clock';
import { DAY, get, sum } from './ledgerChecks';
import { recordsRefunds, recordsTakings, recordsWalletRides } from './booksRecords';
import type { Json, Session } from './backendSession';

const CHANNELS: CashChannel[] = ['wallet', 'wechat', 'alipay'];

/** What the books count, tallied per check. */
export interface Tally {
  days: number;
  identities: number;
  comparisons: number;
}

export const newTally = (): Tally => ({ days: 0, identities: 0, comparisons: 0 });

/**
 * 日统计, 钱包报表 and 运营分析 of `areaId` (or the platform) over the last `span` days: each
 * day's takings per channel are the records', 钱包 is the wallets' 骑行消费, refunds are the
 * refund records', 运营分析's 营收 is 日统计's 实收, and the identities hold.
 */
export async function checkAreaBooks(s: Session, span: number, tally: Tally, areaId?: string): Promise<Json[]> {
  const from = dayOf(now() - (span - 1) * DAY);
  const to = dayOf(now());
  const q = { from, to, ...(areaId ? { areaId } : {}) };
  const daily = (await get(s, '/platform/report/daily', q)).rows as Json[];
  const wallet = new Map(((await get(s, '/platform/report/wallet', q)).rows as Json[]).map((r) => [r.date, r]));
  const analysis = new Map(
    ((await get(s, '/platform/vehicle/analysis', q)).rows as Json[]).map((r) => [r.date, r.revenue]),
  );
  const takings = recordsTakings(from, to, areaId);
  const refunds = recordsRefunds(from, to, 'orders', areaId);
  const spent = recordsWalletRides(from, to, areaId);
  const where = (d: string) => `${areaId ?? '全平台'} ${d}`;
  for (const r of daily) {
    const rec = takings.get(r.date) ?? { wallet: 0, wechat: 0, alipay: 0 };
    for (const c of CHANNELS) expect(r.byChannel[c], `${where(r.date)} ${c}`).toBe(rec[c]);
    expect(wallet.get(r.date)?.spent, `${where(r.date)} 钱包报表 骑行消费 vs 日统计 钱包`).toBe(r.byChannel.wallet);
    expect(r.byChannel.wallet, `${where(r.date)} 钱包 vs wallet records`).toBe(spent.get(r.date) ?? 0);
    expect(r.refunds, `${where(r.date)} 退款`).toBe(sum(Object.values(refunds.get(r.date) ?? {})));
    expect(analysis.get(r.date), `${where(r.date)} 运营分析 营收`).toBe(r.paid);
    tally.comparisons += 7;
    expect(sum(Object.values(r.byChannel) as number[]), where(r.date)).toBe(r.paid);
    expect(r.net, where(r.date)).toBe(r.paid - r.refunds);
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
export async function checkReconciliation(s: Session, span: number, daily: Json[], tally: Tally): Promise<void> {
  const from = dayOf(now() - (span - 1) * DAY);
  const to = dayOf(now());
  const rows = (await get(s, '/platform/report/reconciliation', { date: `${from}~${to}`, pageSize: 100 }))
    .rows as Json[];
  const refunds = recordsRefunds(from, to, 'all');
  const other = new Map<string, number>();
  const add = (day: string, channel: string, amount: number) => {
    if (day >= from && day <= to) other.set(`${day}|${channel}`, (other.get(`${day}|${channel}`) ?? 0) + amount);
  };
  const t = now();
  for (const c of getCardSales()) if (Date.parse(c.at) <= t) add(dayOf(c.at), c.channel, c.amount);
  for (const r of getRiders())
    for (const x of walletOf(r)) {
      if (dayOf(x.createdAt) < from) break;
      if (x.kind === 'recharge' && x.account === 'cash' && Date.parse(x.createdAt) <= t)
        add(dayOf(x.createdAt), x.channel, x.amount);
    }
  const byDate = new Map(daily.map((r) => [r.date, r]));
  for (const row of rows) {
    const where = `财务对账 ${row.date} ${row.channel}`;
    const d = byDate.get(row.date)!;
    // a statement line missing on the channel's side is still the platform's
    expect(row.platformAmount, where).toBe(d.byChannel[row.channel] + (other.get(`${row.date}|${row.channel}`) ?? 0));
    expect(row.refundAmount, where).toBe(refunds.get(row.date)?.[row.channel] ?? 0);
    expect(row.settlement, where).toBe(row.result === 'pending' ? 0 : row.channelAmount - row.refundAmount - row.fee);
    tally.comparisons += 2;
    tally.identities += 1;
  }
}

/**
 * 运营概览 and the 营收 big screen against 日统计 of the platform: today's and yesterday's
 * takings, today's per channel and per area, and the last 30 days.
 */
export async function checkScreens(s: Session, daily: Json[], tally: Tally): Promise<void> {
  const byDate = new Map(daily.map((r) => [r.date, r]));
  const today = byDate.get(dayOf(now()))!;
  const yesterday = byDate.get(dayOf(now() - DAY))!;
  const home = await get(s, '/platform/dashboard/overview');
  expect(home.today.revenue, '运营概览 今日营收').toBe(today.paid);
  expect(home.yesterday.revenue, '运营概览 昨日营收').toBe(yesterday.paid);
  const screen = await get(s, '/platform/bigscreen/revenue');
  expect(screen.today.revenue, '营收大屏 今日').toBe(today.paid);
  expect(screen.today.orders, '营收大屏 今日笔数').toBe(today.paidOrders);
  expect(screen.yesterday.revenue, '营收大屏 昨日').toBe(yesterday.paid);
  for (const c of screen.channels as Json[]) expect(c.today, `营收大屏 ${c.channel}`).toBe(today.byChannel[c.channel]);
  for (const r of screen.trend as Json[])
    if (byDate.has(r.date)) expect(r.revenue, `营收大屏 ${r.date}`).toBe(byDate.get(r.date)!.paid);
  tally.comparisons += 5 + (screen.channels as Json[]).length + (screen.trend as Json[]).length;
  const areaToday = new Map<string, number>();
  for (const a of getDb().serviceAreas) {
    const rows = (await get(s, '/platform/report/daily', { from: today.date, to: today.date, areaId: a.id }))
      .rows as Json[];
    areaToday.set(a.id, rows[0].paid);
  }
  for (const a of screen.areas as Json[]) expect(a.today, `营收大屏 ${a.name}`).toBe(areaToday.get(a.id));
  expect(sum([...areaToday.values()]), 'Σ areas').toBe(today.paid);
  tally.comparisons += (screen.areas as Json[]).length + 1;
}
