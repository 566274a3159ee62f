/**
 * The wall-monitor big screens (screen behaviour Dashboards). Both take the big screens'
 * own service-area selection as `opAreaIds` (not the header's), narrowed by the
 * token's scope; days in the service areas' local time (UTC+8); money in fen.
 *   GET /platform/bigscreen/operations (0221) → the fleet by display status, the rides
 *       under way, today's rides and active riders against yesterday at the same hour, rides per hour for
 *       both days, the battery histogram, the service areas ranked by today's rides,
 *       the newest alarms (the map asks /platform/vehicle/map/clusters for its view), and the repairs reported and
 *       done in the last 24 hours (报修 / 修复) with the tickets open now.
 *   GET /platform/bigscreen/revenue (LargeRevenueScreen) → takings of today, yesterday
 *       and this month (paid rides when paid, in the ride's area, as the daily report
 *       books them: mocks/lib/books.ts), by pay channel, riding-card sales, the last 30 days, and by area.
 */
import { displayStatus, STATUS_ORDER } from '../../src/shared/utils/vehicleStatus';
import { type Alarm, type DisplayStatus } from '@contract/vehicles';
import { getCardSales } from '../db/cardSales';
import { getOrders } from '../db/orders';
import { eachPayment } from '../lib/books';
import { getDb } from '../db/store';
import type { CashChannel } from '@contract/orders';
import { getVehicles } from '../db/vehicles';
import { getFences } from '../db/fences';
import { parkedCounts } from '../db/parking';
import { getAlarms } from '../db/alarms';
import { getRepairs } from '../db/repairs';
import { isOpenRepair } from '@contract/repairs';
import { route } from '../lib/route';
import { inScope } from '../lib/scope';
import { dayOf, statsDays } from '../lib/stats';
import { now as clockNow } from '../../src/shared/utils/clock';
import { OVERVIEW_READS } from '@contract/endpoints/overview';

const HOUR = 3600000;
const localHour = (t: number) => new Date(t + 8 * HOUR).getUTCHours();
const ALARM_TICKER = 30;
/** Alarms the ticker shows; a plain loss of signal is on the map and the KPIs. */
const TICKER_ALARMS: ReadonlySet<Alarm> = new Set<Alarm>([
  'lost',
  'out_of_area',
  'in_no_parking',
  'outside_station',
  'battery_removed',
  'abnormal_move',
  'abnormal_unlock',
]);

const areaNames = () => new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));

function operations(scope: ReturnType<typeof inScope>, now: number) {
  const today = dayOf(now);
  const yesterday = dayOf(now - 24 * HOUR);
  const names = areaNames();
  const areas = new Map(
    getDb()
      .serviceAreas.filter((a) => scope({ serviceAreaId: a.id, agentId: a.agentId }))
      .map((a) => [a.id, { id: a.id, name: a.name, rides: 0, vehicles: 0 }]),
  );

  const byStatus = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as Record<DisplayStatus, number>;
  const battery = Array.from({ length: 10 }, () => 0);
  let total = 0;
  const alarms: Array<{ id: string; vehicleNo: string; alarm: Alarm; area: string; at: string }> = [];
  let online = 0;
  for (const v of getVehicles()) {
    if (!scope(v)) continue;
    const status = displayStatus(v);
    byStatus[status] += 1;
    if (v.online) online += 1;
    battery[Math.min(9, Math.floor(v.battery / 10))] += 1;
    total += 1;
    const area = areas.get(v.serviceAreaId);
    if (area) area.vehicles += 1;
  }
  // the alarm records still on (a vehicle carries exactly those)
  for (const r of getAlarms()) {
    if (r.status === 'cleared' || !TICKER_ALARMS.has(r.alarm) || !scope(r)) continue;
    alarms.push({
      id: r.id,
      vehicleNo: r.vehicleNo,
      alarm: r.alarm,
      area: names.get(r.serviceAreaId) ?? r.serviceAreaId,
      at: r.raisedAt,
    });
  }

  const hourly = { today: Array.from({ length: 24 }, () => 0), yesterday: Array.from({ length: 24 }, () => 0) };
  const riders = new Set<string>();
  let ridesToday = 0;
  let ridesYesterdaySoFar = 0;
  let inProgress = 0;
  for (const o of getOrders()) {
    const t = Date.parse(o.startAt);
    if (o.status === 'riding' && scope(o)) inProgress += 1;
    if (t < now - 48 * HOUR || o.status === 'cancelled' || !scope(o)) continue;
    const day = dayOf(t);
    if (day === today) {
      ridesToday += 1;
      hourly.today[localHour(t)] += 1;
      riders.add(o.userId);
      const area = areas.get(o.serviceAreaId);
      if (area) area.rides += 1;
    } else if (day === yesterday) {
      hourly.yesterday[localHour(t)] += 1;
      if (t <= now - 24 * HOUR) ridesYesterdaySoFar += 1;
    }
  }

  alarms.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
  const repairs = repairEvents(scope, now, names);
  return {
    at: new Date(now).toISOString(),
    fleet: { total, online, byStatus },
    rides: { today: ridesToday, yesterdaySoFar: ridesYesterdaySoFar, activeRiders: riders.size, inProgress },
    hourly,
    battery,
    areas: [...areas.values()].sort((a, b) => b.rides - a.rides || a.id.localeCompare(b.id)),
    zones: getDb()
      .serviceAreas.filter((a) => areas.has(a.id))
      .map((a) => ({ id: a.id, name: a.name, polygon: a.polygon })),
    stations: stationsOf(areas),
    alarms: { total: alarms.length, latest: alarms.slice(0, ALARM_TICKER) },
    repairs: { open: repairs.open, latest: repairs.events.slice(0, ALARM_TICKER) },
  };
}

/** The repairs of the last 24 hours as the ticker's events (a ticket reported, a vehicle repaired), newest first. */
function repairEvents(scope: ReturnType<typeof inScope>, now: number, names: Map<string, string>) {
  const since = new Date(now - 24 * HOUR).toISOString();
  const events: Array<{
    id: string;
    ticketId: string;
    vehicleNo: string;
    event: 'report' | 'finish';
    area: string;
    at: string;
  }> = [];
  let open = 0;
  for (const t of getRepairs()) {
    if (!scope(t)) continue;
    if (isOpenRepair(t.status)) open += 1;
    const area = names.get(t.serviceAreaId) ?? t.serviceAreaId;
    if (t.reportedAt >= since)
      events.push({
        id: `${t.id}-report`,
        ticketId: t.id,
        vehicleNo: t.vehicleNo,
        event: 'report',
        area,
        at: t.reportedAt,
      });
    if (t.doneAt && t.doneAt >= since)
      events.push({
        id: `${t.id}-finish`,
        ticketId: t.id,
        vehicleNo: t.vehicleNo,
        event: 'finish',
        area,
        at: t.doneAt,
      });
  }
  events.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
  return { open, events };
}

/** The enabled parking stations of the areas shown, with the vehicles parked in each now. */
function stationsOf(areas: Map<string, unknown>) {
  const list = getFences().filter(
    (f) => f.kind === 'parking' && f.state === 'enabled' && f.capacity && areas.has(f.serviceAreaId),
  );
  const parked = parkedCounts(list, getVehicles());
  return list.map((f) => ({
    id: f.id,
    name: f.name,
    polygon: f.polygon,
    capacity: f.capacity!,
    parked: parked.get(f.id) ?? 0,
  }));
}

/** takings are money paid: a discount (coupon, riding card) takes nothing */
const CHANNELS: CashChannel[] = ['wallet', 'wechat', 'alipay'];

function revenue(scope: ReturnType<typeof inScope>, now: number) {
  const days = statsDays(undefined, undefined, now);
  const today = days.at(-1)!;
  const yesterday = days.at(-2)!;
  const month = today.slice(0, 7);
  const trend = new Map(days.map((date) => [date, { date, revenue: 0, orders: 0, cards: 0 }]));
  const fig = () => ({ revenue: 0, orders: 0 });
  const figures = { today: fig(), yesterday: fig(), month: fig() };
  const channels = new Map(CHANNELS.map((c) => [c, { channel: c, today: 0, month: 0 }]));
  const areas = new Map(
    getDb()
      .serviceAreas.filter((a) => scope({ serviceAreaId: a.id, agentId: a.agentId }))
      .map((a) => [a.id, { id: a.id, name: a.name, today: 0, month: 0 }]),
  );
  const monthStart = Date.parse(`${month}-01T00:00:00+08:00`);
  const since = Math.min(monthStart, Date.parse(`${days[0]}T00:00:00+08:00`));

  // takings on the books' basis (mocks/lib/books.ts): when paid, in the ride's area
  eachPayment(since, now + 1, scope, ({ order: o, bill, at }) => {
    const day = dayOf(at);
    const paid = bill.paid;
    const row = trend.get(day);
    if (row) {
      row.revenue += paid;
      row.orders += 1;
    }
    const ch = channels.get(bill.channel)!;
    const area = areas.get(o.serviceAreaId);
    if (day.startsWith(month)) {
      figures.month.revenue += paid;
      figures.month.orders += 1;
      ch.month += paid;
      if (area) area.month += paid;
    }
    if (day === today) {
      figures.today.revenue += paid;
      figures.today.orders += 1;
      ch.today += paid;
      if (area) area.today += paid;
    } else if (day === yesterday) {
      figures.yesterday.revenue += paid;
      figures.yesterday.orders += 1;
    }
  });

  const sale = () => ({ count: 0, amount: 0 });
  const cards = {
    today: sale(),
    month: sale(),
    byCard: new Map<string, { name: string; count: number; amount: number }>(),
  };
  for (const s of getCardSales()) {
    if (s.kind !== 'riding' || !scope(s)) continue;
    const t = Date.parse(s.at);
    if (t < since || t > now) continue;
    const day = dayOf(t);
    const row = trend.get(day);
    if (row) row.cards += s.amount;
    if (day.startsWith(month)) {
      cards.month.count += 1;
      cards.month.amount += s.amount;
      const c = cards.byCard.get(s.card) ?? { name: s.card, count: 0, amount: 0 };
      c.count += 1;
      c.amount += s.amount;
      cards.byCard.set(s.card, c);
    }
    if (day === today) {
      cards.today.count += 1;
      cards.today.amount += s.amount;
    }
  }

  return {
    at: new Date(now).toISOString(),
    ...figures,
    channels: [...channels.values()],
    cards: {
      today: cards.today,
      month: cards.month,
      byCard: [...cards.byCard.values()].sort((a, b) => b.amount - a.amount),
    },
    trend: [...trend.values()],
    areas: [...areas.values()].sort((a, b) => b.month - a.month || a.id.localeCompare(b.id)),
  };
}

/** The big screens' selection only: the header's franchisee selection does not apply. */
const screenScope = (caller: Parameters<typeof inScope>[0], query: Record<string, string>) =>
  inScope(caller, { opAreaIds: query.opAreaIds ?? '' });

export const bigScreenHandlers = [
  route(OVERVIEW_READS.bigscreenOperations, {}, ({ caller, query }) =>
    operations(screenScope(caller, query), clockNow()),
  ),
  route(OVERVIEW_READS.bigscreenRevenue, {}, ({ caller, query }) => revenue(screenScope(caller, query), clockNow())),
];
