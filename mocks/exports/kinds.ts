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
import { DATE_TIME_FORMAT, sheetTime, YUAN_FORMAT, type SheetColumn } from './sheet';

type Cell = string | number | Date | null;

/** One column of a file: its header, width, Excel format and the cell of a row. */
interface Column<R> extends SheetColumn {
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

const text = <R>(header: string, width: number, get: (r: R) => string | undefined): Column<R> => ({
  header,
  width,
  numFmt: '@',
  kind: 'text',
  cell: (r) => get(r) ?? null,
});
/** an identifier (order number, IMEI): text kept as text, never a personal number */
const code = <R>(header: string, width: number, get: (r: R) => string | undefined): Column<R> => ({
  header,
  width,
  numFmt: '@',
  cell: (r) => get(r) ?? null,
});
/** a fixed label (status, type): not free text */
const label = <R>(header: string, width: number, get: (r: R) => string | undefined): Column<R> => ({
  header,
  width,
  cell: (r) => get(r) ?? null,
});
const phone = <R>(get: (r: R) => string, header = '手机号'): Column<R> => ({
  header,
  width: 14,
  numFmt: '@',
  kind: 'phone',
  cell: get,
});
const number = <R>(header: string, width: number, get: (r: R) => number | undefined, numFmt = '0'): Column<R> => ({
  header,
  width,
  numFmt,
  cell: (r) => get(r) ?? null,
});
/** money: fen in the records, yuan in the file */
const yuan = <R>(header: string, get: (r: R) => number | undefined): Column<R> => ({
  header: `${header}（元）`,
  width: 12,
  numFmt: YUAN_FORMAT,
  cell: (r) => {
    const fen = get(r);
    return fen === undefined ? null : fen / 100;
  },
});
const time = <R>(header: string, get: (r: R) => string | undefined): Column<R> => ({
  header,
  width: 20,
  numFmt: DATE_TIME_FORMAT,
  cell: (r) => sheetTime(get(r)),
});

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
  columns: [
    code('订单号', 16, (o) => o.orderId),
    time('支付时间', paidTimeOf),
    phone((o) => o.phone, '用户'),
    label('服务区', 14, (o) => areaName(o.serviceAreaId)),
    label('支付方式', 12, (o) => PAY_CHANNEL[o.payChannel]),
    yuan('应收', (o) => o.amount.base + o.amount.time + o.amount.dispatchFee),
    yuan('优惠', (o) => o.amount.discount),
    yuan('实收', (o) => o.amount.paid),
    label('状态', 10, (o) => ORDER_STATUS[o.status].label),
  ],
};

const riding = (o: OrderRow) => o.status === 'riding';

const rides: ExportKind<OrderRow> = {
  list: RIDER_READS.orderList,
  columns: [
    code('订单号', 16, (o) => o.orderId),
    text('用户', 12, (o) => o.userName ?? o.userId),
    phone((o) => o.phone),
    code('车辆编号', 12, (o) => o.vehicleNo),
    label('服务区', 14, (o) => o.serviceAreaName),
    time('开始时间', (o) => o.startAt),
    number('骑行时长（秒）', 14, (o) => (riding(o) ? undefined : o.duration)),
    number('里程（米）', 12, (o) => (riding(o) ? undefined : o.distance)),
    yuan('应付', (o) => (riding(o) ? undefined : dueOf(o.amount))),
    yuan('实付', (o) => o.amount.paid),
    label('支付方式', 12, (o) => PAY_CHANNEL[o.payChannel]),
    label('状态', 10, (o) => ORDER_STATUS[o.status]?.label),
  ],
};

const riders: ExportKind<Rider> = {
  list: RIDER_READS.userList,
  columns: [
    code('用户ID', 12, (r) => r.userId),
    text('姓名', 12, (r) => r.name),
    phone((r) => r.phone),
    label('服务区', 14, (r) => r.serviceAreaName),
    label('实名', 8, (r) => (r.realNameVerified ? '已实名' : '未实名')),
    label('学生认证', 10, (r) => STUDENT_STATUS[r.studentStatus]?.label),
    label('押金', 10, (r) => DEPOSIT_STATUS[r.depositStatus]?.label),
    yuan('余额', (r) => r.balance),
    yuan('赠送余额', (r) => r.giftBalance),
    text('骑行卡', 14, (r) => r.ridingCard?.name),
    number('骑行次数', 10, (r) => r.rides),
    label('黑名单', 8, (r) => (r.blacklisted ? '是' : '否')),
    time('注册时间', (r) => r.registeredAt),
  ],
};

const vehicles: ExportKind<Vehicle> = {
  list: FLEET_READS.vehicleList,
  columns: [
    code('车辆编号', 12, (v) => v.vehicleNo),
    code('IMEI', 18, (v) => v.imei),
    text('车型', 14, (v) => v.model),
    label('服务区', 14, (v) => areaName(v.serviceAreaId)),
    label('状态', 10, (v) => STATUS_META[displayStatus(v)].label),
    number('电量（%）', 10, (v) => v.battery),
    number('电压（V）', 10, (v) => v.voltage / 1000, '0.0'),
    label('锁状态', 10, (v) => (v.locked ? '已锁车' : '未锁车')),
    label('网络', 8, (v) => (v.online ? '在线' : '离线')),
    label('告警', 20, (v) => v.alarms.map((a) => ALARM[a] ?? a).join('、')),
    time('最后心跳', (v) => v.lastHeartbeatAt),
    time('最后骑行', (v) => v.lastRideAt),
  ],
};

const worksheets: ExportKind<WorksheetRow> = {
  list: REVIEW_READS.worksheetList,
  columns: [
    code('工单号', 14, (w) => w.id),
    label('类型', 10, (w) => WORKSHEET_TYPE[w.type]),
    label('状态', 10, (w) => WORKSHEET_STATUS[w.status]?.label),
    text('投诉内容', 40, (w) => w.content),
    text('用户', 12, (w) => w.userName ?? w.userId),
    phone((w) => w.phone),
    text('处理人', 12, (w) => w.assigneeName),
    code('关联订单', 16, (w) => w.orderId),
    label('服务区', 14, (w) => w.serviceAreaName),
    number('回复', 8, (w) => w.replyCount),
    time('创建时间', (w) => w.createdAt),
    time('最后更新', (w) => w.updatedAt),
  ],
};

const operatorLogs: ExportKind<OperatorLogRow> = {
  list: LOG_READS.aliyunlogUserlogs,
  columns: [
    time('时间', (l) => l.at),
    text('操作员', 12, (l) => l.name),
    phone((l) => l.phone),
    text('操作', 20, (l) => l.action),
    text('对象', 40, (l) => l.target),
    code('IP', 16, (l) => l.ip),
  ],
};

const vehicleLogs: ExportKind<VehicleLog> = {
  list: FLEET_READS.vehicleLogs,
  columns: [
    time('时间', (l) => l.at),
    code('车辆编号', 12, (l) => l.vehicleNo),
    label('事件', 12, (l) => l.event),
    text('内容', 40, (l) => l.detail),
    text('操作人', 12, (l) => l.by ?? '系统'),
  ],
};

const deviceLogs: ExportKind<DeviceLog> = {
  list: FLEET_READS.deviceLogs,
  columns: [
    time('时间', (l) => l.at),
    code('IMEI', 18, (l) => l.imei),
    code('车辆编号', 12, (l) => l.vehicleNo),
    label('指令', 12, (l) => DEVICE_COMMAND[l.command] ?? l.command),
    label('结果', 8, (l) => COMMAND_RESULT[l.result]?.label ?? l.result),
    text('报文', 40, (l) => l.payload),
  ],
};

const alarms: ExportKind<AlarmRow> = {
  list: FLEET_READS.alarmList,
  columns: [
    code('告警编号', 12, (a) => a.id),
    code('车辆编号', 12, (a) => a.vehicleNo),
    label('告警类型', 12, (a) => ALARM[a.alarm]),
    label('服务区', 14, (a) => a.serviceAreaName),
    time('发生时间', (a) => a.raisedAt),
    label('状态', 10, (a) => ALARM_STATUS[a.status]),
    text('确认人', 12, (a) => a.acknowledgedBy),
    time('确认时间', (a) => a.acknowledgedAt),
    code('处理任务 / 工单', 16, (a) => a.repairId ?? a.taskId),
    text('清除人', 12, (a) => a.clearedBy),
    time('清除时间', (a) => a.clearedAt),
    text('清除原因', 30, (a) => a.note),
  ],
};

const repairs: ExportKind<RepairRow> = {
  list: FLEET_READS.repairList,
  columns: [
    code('工单号', 12, (r) => r.id),
    code('车辆编号', 12, (r) => r.vehicleNo),
    label('服务区', 14, (r) => r.serviceAreaName),
    label('来源', 10, (r) => REPAIR_SOURCE[r.source]),
    text('故障类型', 14, (r) => r.faultType),
    text('描述', 30, (r) => r.description),
    label('状态', 10, (r) => REPAIR_STATUS[r.status]),
    text('诊断', 20, (r) => r.diagnosis),
    yuan('配件费用', (r) => r.parts.reduce((sum, p) => sum + p.qty * p.cost, 0)),
    text('处理人', 12, (r) => r.assigneeName),
    time('报修时间', (r) => r.reportedAt),
    time('完成时间', (r) => r.doneAt),
  ],
};

const opsTasks: ExportKind<OpsTask> = {
  list: FLEET_READS.opsTaskList,
  columns: [
    code('任务编号', 12, (t) => t.id),
    label('类型', 10, (t) => TASK_KIND[t.kind]),
    code('车辆编号', 12, (t) => t.vehicleNo),
    label('服务区', 14, (t) => t.serviceAreaName),
    label('状态', 10, (t) => TASK_STATUS[t.status]?.label),
    text('处理人', 12, (t) => t.assigneeName),
    time('创建时间', (t) => t.createdAt),
    time('截止时间', (t) => t.deadline),
    time('完成时间', (t) => t.finishedAt),
    text('备注', 30, (t) => t.note),
    text('取消原因', 20, (t) => t.cancelReason),
  ],
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
