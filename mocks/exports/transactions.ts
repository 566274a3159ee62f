/**
 * 交易订单 as a file: the columns of the screen's list, money in yuan as numbers (the unit
 * in the header), the payment time as a date (UTC+8), the rider's phone masked as the
 * list shows it unless the caller holds the reveal code.
 */
import { ORDER_STATUS, PAY_CHANNEL, type Order } from '@contract/orders';
import { maskPhoneNumber, REVEAL_CODE } from '@contract/privacy';
import { EXPORT_SOURCES } from '@contract/endpoints/exports';
import { getDb } from '../db/store';
import type { Caller } from '../lib/route';
import { DATE_TIME_FORMAT, sheetTime, YUAN_FORMAT, type SheetColumn } from './sheet';
import type { ExportPlan } from './jobs';

const COLUMNS: readonly SheetColumn[] = [
  { header: '订单号', width: 16, numFmt: '@' },
  { header: '支付时间', width: 20, numFmt: DATE_TIME_FORMAT },
  { header: '用户', width: 14, numFmt: '@' },
  { header: '服务区', width: 14 },
  { header: '支付方式', width: 12 },
  { header: '应收（元）', width: 12, numFmt: YUAN_FORMAT },
  { header: '优惠（元）', width: 12, numFmt: YUAN_FORMAT },
  { header: '实收（元）', width: 12, numFmt: YUAN_FORMAT },
  { header: '状态', width: 10 },
];

const yuan = (fen: number) => fen / 100;

/** The plan of a 交易订单 file of `rows` (the list's rows for the caller's filters). */
export function transactionsPlan(
  caller: Caller,
  rows: readonly Order[],
  query: Record<string, string>,
): ExportPlan<Order> {
  const names = new Map(getDb().serviceAreas.map((a) => [a.id, a.name]));
  const phone = caller.codes.has(REVEAL_CODE) ? (p: string) => p : maskPhoneNumber;
  return {
    source: 'transactions',
    title: EXPORT_SOURCES.transactions.title,
    columns: COLUMNS,
    rows,
    query,
    cells: (o) => {
      const a = o.amount;
      return [
        o.orderId,
        sheetTime(o.endAt),
        phone(o.phone),
        names.get(o.serviceAreaId) ?? null,
        PAY_CHANNEL[o.payChannel],
        yuan(a.base + a.time + a.dispatchFee),
        yuan(a.discount),
        yuan(a.paid),
        ORDER_STATUS[o.status].label,
      ];
    },
  };
}
