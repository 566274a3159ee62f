/**
 * Every list that can be exported as a job, in one table: the list's read (its codes, and its
 * handler, which answers the job's rows exactly as it answers the screen: filters, scope,
 * order) and the file's columns. Cells are typed: numbers as numbers, money in yuan as numbers
 * with the unit in the header, times as dates reading the UTC+8 clock. Phone numbers are
 * masked as the list shows them, whoever asks: the reveal code shows one person's number
 * through its audited endpoint, never a file of them. Any other text is masked like every
 * reply (a phone or ID number written in a note).
 */
import type { Endpoint } from '@contract/endpoint';
import { EXPORT_SOURCES, type ExportSource } from '@contract/endpoints/exports';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { LOG_READS } from '@contract/endpoints/logs';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_READS } from '@contract/endpoints/riders';
import { COMMAND_RESULT, DEVICE_COMMAND, type DeviceLog, type OperatorLogRow, type VehicleLog } from '@contract/logs';
import { dueOf, ORDER_STATUS, PAY_CHANNEL, type Order, type OrderRow } from '@contract/orders';
import { maskPersonalText, maskPhoneNumber } from '@contract/privacy';
import { DEPOSIT_STATUS, STUDENT_STATUS, type Rider } from '@contract/riders';
import { ALARM, type Vehicle } from '@contract/vehicles';
import { ALARM_STATUS, type AlarmRow } from '@contract/alarms';
import { REPAIR_SOURCE, REPAIR_STATUS, type RepairRow } from '@contract/repairs';
import { TASK_KIND, TASK_STATUS, type OpsTask } from '@contract/tasks';
import { WORKSHEET_STATUS, WORKSHEET_TYPE, type WorksheetRow } from '@contract/worksheets';
import { displayStatus, STATUS_META } from '../../src/shared/utils/vehicleStatus';
import { getDb } from '../db/store';
import { listedOrders, paidTimeOf } from '../handlers/orders';
import { everyPage } from '../lib/paging';
import { BizError, readAs, type Caller } from '../lib/route';
import type { ExportPlan } from './jobs';
import { SYSTEM_ACTOR, yesNo, type ColumnTitles } from '@contract/labels/columns';
import {
  ALARM_COLUMNS,
  lockText,
  onlineText,
  OPS_TASK_COLUMNS,
  REPAIR_COLUMNS,
  VEHICLE_COLUMNS,
} from '@contract/labels/fleet';
import { DEVICE_LOG_COLUMNS, OPERATOR_LOG_COLUMNS, VEHICLE_LOG_COLUMNS } from '@contract/labels/logs';
import { RIDE_COLUMNS, TRANSACTION_COLUMNS } from '@contract/labels/orders';
import { realNameText, RIDER_COLUMNS } from '@contract/labels/riders';
import { WORKSHEET_COLUMNS } from '@contract/labels/worksheets';
import { DATE_TIME_FORMAT, sheetTime, YUAN_FORMAT, type SheetColumn } from './sheet';

type Cell = string | number | Date | null;

/** One column of a file: its header, width, Excel format and the cell of a row. */
interface Column<R> extends SheetColumn {
  /** the field's key in the list's declared titles (contract/labels/), the table's column key */
  key?: string;
  cell(row: R): Cell;
  /** 'phone': a phone number, masked; 'text': free text, any personal number in it masked */
  kind?: 'phone' | 'text';
}

interface ExportKind<R> {
  /** the list's read: a job needs one of its codes, and reads its rows through its handler */
  list: Endpoint;
  columns: ReadonlyArray<Column<R>>;
  /** the rows without the handler's reply (a list whose rows the job can take as stored) */
  rows?: (caller: Caller, query: Record<string, string>) => readonly R[];
}

/** A column waiting for its header, the title its list declares for it (contract/labels/). */
type Headed<R> = (header: string) => Column<R>;

/**
 * The file's columns, in the order given, each headed by its key's title in the list's
 * declaration (the table's column titles read the same one): `units` adds the unit a number
 * cell is in (骑行时长（秒）), money cells say 元 themselves.
 */
const columnsOf =
  <R>() =>
  <T extends ColumnTitles>(titles: T, specs: { [K in keyof T]?: Headed<R> }): Column<R>[] =>
    Object.entries(specs).map(([key, make]) => ({ ...(make as Headed<R>)(titles[key]!), key }));

const text =
  <R>(width: number, get: (r: R) => string | undefined): Headed<R> =>
  (header) => ({ header, width, numFmt: '@', kind: 'text', cell: (r) => get(r) ?? null });
/** an identifier (order number, IMEI): text kept as text, never a personal number */
const code =
  <R>(width: number, get: (r: R) => string | undefined): Headed<R> =>
  (header) => ({ header, width, numFmt: '@', cell: (r) => get(r) ?? null });
/** a fixed label (status, type): not free text */
const label =
  <R>(width: number, get: (r: R) => string | undefined): Headed<R> =>
  (header) => ({ header, width, cell: (r) => get(r) ?? null });
const phone =
  <R>(get: (r: R) => string): Headed<R> =>
  (header) => ({ header, width: 14, numFmt: '@', kind: 'phone', cell: get });
const number =
  <R>(width: number, get: (r: R) => number | undefined, unit?: string, numFmt = '0'): Headed<R> =>
  (header) => ({ header: unit ? `${header}（${unit}）` : header, width, numFmt, cell: (r) => get(r) ?? null });
/** money: fen in the records, yuan in the file */
const yuan =
  <R>(get: (r: R) => number | undefined): Headed<R> =>
  (header) => ({
    header: `${header}（元）`,
    width: 12,
    numFmt: YUAN_FORMAT,
    cell: (r) => {
      const fen = get(r);
      return fen === undefined ? null : fen / 100;
    },
  });
const time =
  <R>(get: (r: R) => string | undefined): Headed<R> =>
  (header) => ({ header, width: 20, numFmt: DATE_TIME_FORMAT, cell: (r) => sheetTime(get(r)) });

const areaName = (() => {
  let names: Map<string, string> | null = null;
  let of: object | null = null;
  return (id: string) => {
    const world = getDb();
    if (of !== world || !names) {
      names = new Map(world.serviceAreas.map((a) => [a.id, a.name]));
      of = world;
    }
    return names.get(id);
  };
})();

const transactions: ExportKind<Order> = {
  list: RIDER_READS.orderList,
  // the stored rides in the list's order: a million-row file does not copy each into a reply row
  rows: listedOrders,
  columns: columnsOf<Order>()(TRANSACTION_COLUMNS, {
    orderId: code(16, (o) => o.orderId),
    paidAt: time(paidTimeOf),
    phone: phone((o) => o.phone),
    serviceAreaName: label(14, (o) => areaName(o.serviceAreaId)),
    payChannel: label(12, (o) => PAY_CHANNEL[o.payChannel]),
    fare: yuan((o) => o.amount.base + o.amount.time + o.amount.dispatchFee),
    discount: yuan((o) => o.amount.discount),
    paid: yuan((o) => o.amount.paid),
    status: label(10, (o) => ORDER_STATUS[o.status].label),
  }),
};

const riding = (o: OrderRow) => o.status === 'riding';

const rides: ExportKind<OrderRow> = {
  list: RIDER_READS.orderList,
  columns: columnsOf<OrderRow>()(RIDE_COLUMNS, {
    orderId: code(16, (o) => o.orderId),
    user: text(12, (o) => o.userName ?? o.userId),
    phone: phone((o) => o.phone),
    vehicleNo: code(12, (o) => o.vehicleNo),
    serviceAreaName: label(14, (o) => o.serviceAreaName),
    startAt: time((o) => o.startAt),
    duration: number(14, (o) => (riding(o) ? undefined : o.duration), '秒'),
    distance: number(12, (o) => (riding(o) ? undefined : o.distance), '米'),
    due: yuan((o) => (riding(o) ? undefined : dueOf(o.amount))),
    paid: yuan((o) => o.amount.paid),
    payChannel: label(12, (o) => PAY_CHANNEL[o.payChannel]),
    status: label(10, (o) => ORDER_STATUS[o.status]?.label),
  }),
};

const riders: ExportKind<Rider> = {
  list: RIDER_READS.userList,
  columns: columnsOf<Rider>()(RIDER_COLUMNS, {
    userId: code(12, (r) => r.userId),
    name: text(12, (r) => r.name),
    phone: phone((r) => r.phone),
    serviceAreaName: label(14, (r) => r.serviceAreaName),
    realNameVerified: label(8, (r) => realNameText(r.realNameVerified)),
    studentStatus: label(10, (r) => STUDENT_STATUS[r.studentStatus]?.label),
    depositStatus: label(10, (r) => DEPOSIT_STATUS[r.depositStatus]?.label),
    balance: yuan((r) => r.balance),
    giftBalance: yuan((r) => r.giftBalance),
    ridingCard: text(14, (r) => r.ridingCard?.name),
    rides: number(10, (r) => r.rides),
    blacklisted: label(8, (r) => yesNo(r.blacklisted)),
    registeredAt: time((r) => r.registeredAt),
  }),
};

const vehicles: ExportKind<Vehicle> = {
  list: FLEET_READS.vehicleList,
  columns: columnsOf<Vehicle>()(VEHICLE_COLUMNS, {
    vehicleNo: code(12, (v) => v.vehicleNo),
    imei: code(18, (v) => v.imei),
    model: text(14, (v) => v.model),
    serviceAreaId: label(14, (v) => areaName(v.serviceAreaId)),
    status: label(10, (v) => STATUS_META[displayStatus(v)].label),
    battery: number(10, (v) => v.battery, '%'),
    voltage: number(10, (v) => v.voltage / 1000, 'V', '0.0'),
    locked: label(10, (v) => lockText(v.locked)),
    online: label(8, (v) => onlineText(v.online)),
    alarms: label(20, (v) => v.alarms.map((a) => ALARM[a] ?? a).join('、')),
    lastHeartbeatAt: time((v) => v.lastHeartbeatAt),
    lastRideAt: time((v) => v.lastRideAt),
  }),
};

const worksheets: ExportKind<WorksheetRow> = {
  list: REVIEW_READS.worksheetList,
  columns: columnsOf<WorksheetRow>()(WORKSHEET_COLUMNS, {
    id: code(14, (w) => w.id),
    type: label(10, (w) => WORKSHEET_TYPE[w.type]),
    status: label(10, (w) => WORKSHEET_STATUS[w.status]?.label),
    content: text(40, (w) => w.content),
    user: text(12, (w) => w.userName ?? w.userId),
    phone: phone((w) => w.phone),
    assigneeName: text(12, (w) => w.assigneeName),
    orderId: code(16, (w) => w.orderId),
    serviceAreaName: label(14, (w) => w.serviceAreaName),
    replyCount: number(8, (w) => w.replyCount),
    createdAt: time((w) => w.createdAt),
    updatedAt: time((w) => w.updatedAt),
  }),
};

const operatorLogs: ExportKind<OperatorLogRow> = {
  list: LOG_READS.aliyunlogUserlogs,
  columns: columnsOf<OperatorLogRow>()(OPERATOR_LOG_COLUMNS, {
    at: time((l) => l.at),
    name: text(12, (l) => l.name),
    phone: phone((l) => l.phone),
    action: text(20, (l) => l.action),
    target: text(40, (l) => l.target),
    ip: code(16, (l) => l.ip),
  }),
};

const vehicleLogs: ExportKind<VehicleLog> = {
  list: FLEET_READS.vehicleLogs,
  columns: columnsOf<VehicleLog>()(VEHICLE_LOG_COLUMNS, {
    at: time((l) => l.at),
    vehicleNo: code(12, (l) => l.vehicleNo),
    event: label(12, (l) => l.event),
    detail: text(40, (l) => l.detail),
    by: text(12, (l) => l.by ?? SYSTEM_ACTOR),
  }),
};

const deviceLogs: ExportKind<DeviceLog> = {
  list: FLEET_READS.deviceLogs,
  columns: columnsOf<DeviceLog>()(DEVICE_LOG_COLUMNS, {
    at: time((l) => l.at),
    imei: code(18, (l) => l.imei),
    vehicleNo: code(12, (l) => l.vehicleNo),
    command: label(12, (l) => DEVICE_COMMAND[l.command] ?? l.command),
    result: label(8, (l) => COMMAND_RESULT[l.result]?.label ?? l.result),
    payload: text(40, (l) => l.payload),
  }),
};

const alarms: ExportKind<AlarmRow> = {
  list: FLEET_READS.alarmList,
  columns: columnsOf<AlarmRow>()(ALARM_COLUMNS, {
    id: code(12, (a) => a.id),
    vehicleNo: code(12, (a) => a.vehicleNo),
    alarm: label(12, (a) => ALARM[a.alarm]),
    serviceAreaName: label(14, (a) => a.serviceAreaName),
    raisedAt: time((a) => a.raisedAt),
    status: label(10, (a) => ALARM_STATUS[a.status]),
    acknowledgedBy: text(12, (a) => a.acknowledgedBy),
    acknowledgedAt: time((a) => a.acknowledgedAt),
    taskId: code(16, (a) => a.repairId ?? a.taskId),
    clearedBy: text(12, (a) => a.clearedBy),
    clearedAt: time((a) => a.clearedAt),
    note: text(30, (a) => a.note),
  }),
};

const repairs: ExportKind<RepairRow> = {
  list: FLEET_READS.repairList,
  columns: columnsOf<RepairRow>()(REPAIR_COLUMNS, {
    id: code(12, (r) => r.id),
    vehicleNo: code(12, (r) => r.vehicleNo),
    serviceAreaName: label(14, (r) => r.serviceAreaName),
    source: label(10, (r) => REPAIR_SOURCE[r.source]),
    faultType: text(14, (r) => r.faultType),
    description: text(30, (r) => r.description),
    status: label(10, (r) => REPAIR_STATUS[r.status]),
    diagnosis: text(20, (r) => r.diagnosis),
    parts: yuan((r) => r.parts.reduce((sum, p) => sum + p.qty * p.cost, 0)),
    assigneeName: text(12, (r) => r.assigneeName),
    reportedAt: time((r) => r.reportedAt),
    doneAt: time((r) => r.doneAt),
  }),
};

const opsTasks: ExportKind<OpsTask> = {
  list: FLEET_READS.opsTaskList,
  columns: columnsOf<OpsTask>()(OPS_TASK_COLUMNS, {
    id: code(12, (t) => t.id),
    kind: label(10, (t) => TASK_KIND[t.kind]),
    vehicleNo: code(12, (t) => t.vehicleNo),
    serviceAreaName: label(14, (t) => t.serviceAreaName),
    status: label(10, (t) => TASK_STATUS[t.status]?.label),
    assigneeName: text(12, (t) => t.assigneeName),
    createdAt: time((t) => t.createdAt),
    deadline: time((t) => t.deadline),
    finishedAt: time((t) => t.finishedAt),
    note: text(30, (t) => t.note),
    cancelReason: text(20, (t) => t.cancelReason),
  }),
};

/** The table: one entry per source, nothing else to register. */
const KINDS: { [S in ExportSource]: ExportKind<never> } = {
  transactions,
  rides,
  riders,
  vehicles,
  worksheets,
  operatorLogs,
  vehicleLogs,
  deviceLogs,
  alarms,
  repairs,
  opsTasks,
} as unknown as { [S in ExportSource]: ExportKind<never> };

/** The list a source's file is made from (its read). */
export const listOf = (source: ExportSource): Endpoint => KINDS[source].list;

/** Whether the caller may read the source's list (an open list: any signed-in operator). */
export function mayExport(source: ExportSource, caller: Caller): { ok: boolean; codes: readonly string[] } {
  const { list } = KINDS[source];
  const codes = list.open ? [] : list.codes;
  return { ok: !codes.length || codes.some((c) => caller.codes.has(c)), codes };
}

/** The list's rows for the caller's filters: all of them, as the screen's pages would hold them. */
function rowsOf<R>(kind: ExportKind<R>, caller: Caller, query: Record<string, string>): readonly R[] {
  if (kind.rows) return kind.rows(caller, query);
  const reply = everyPage(() => readAs(kind.list, caller, query)) as { rows?: unknown } | null;
  if (!reply || !Array.isArray(reply.rows)) throw new BizError('该列表暂不支持导出');
  return reply.rows as R[];
}

/**
 * The plan of the source's file for `caller` and `query`; `rows` instead of the list's own
 * (the bench writes a million of them).
 */
export function planOf(
  source: ExportSource,
  caller: Caller,
  query: Record<string, string>,
  rows?: readonly unknown[],
): ExportPlan<unknown> {
  const kind = KINDS[source] as unknown as ExportKind<unknown>;
  const cellers = kind.columns.map((c): ((r: unknown) => Cell) => {
    if (c.kind === 'phone') return (r) => maskPhoneNumber(String(c.cell(r) ?? ''));
    if (c.kind === 'text')
      return (r) => {
        const v = c.cell(r);
        return typeof v === 'string' ? maskPersonalText(v) : v;
      };
    return c.cell;
  });
  return {
    source,
    title: EXPORT_SOURCES[source].title,
    columns: kind.columns,
    rows: rows ?? rowsOf(kind, caller, query),
    query,
    cells: (r) => cellers.map((cell) => cell(r)),
  };
}
