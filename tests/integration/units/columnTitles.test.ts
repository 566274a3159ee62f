/**
 * A list's export says the words its table says: the backend's file (mocks/exports/kinds.ts) and
 * the console's table take each column's title from one declaration per list (contract/labels/),
 * so the header row of a file is the table's column titles (a number or money cell adds its unit).
 */
import { describe, expect, it } from 'vitest';
import { EXPORT_SOURCE_NAMES, type ExportSource } from '@contract/endpoints/exports';
import { planOf } from '@mocks/exports/kinds';
import type { Caller } from '@mocks/lib/route';
import type { ListColumn } from '@/shared/ui/list/types';
import { orderColumns } from '@/features/orders/columns';
import { riderColumns } from '@/features/riders/columns';
import { vehicleColumns } from '@/features/vehicles/columns';
import { alarmColumns } from '@/features/vehicles/alarmColumns';
import { repairColumns } from '@/features/vehicles/repairColumns';
import { deviceLogListColumns, operatorLogColumns, vehicleLogListColumns } from '@/features/logs/columns';
import { taskColumns } from '@/shared/tasks/model';

/** The tables whose columns a module exports, by the source their screen exports. */
const TABLES: Partial<Record<ExportSource, readonly ListColumn<never>[]>> = {
  rides: orderColumns,
  riders: riderColumns,
  vehicles: vehicleColumns(() => ''),
  operatorLogs: operatorLogColumns,
  vehicleLogs: vehicleLogListColumns,
  deviceLogs: deviceLogListColumns,
  alarms: alarmColumns,
  repairs: repairColumns,
  opsTasks: taskColumns,
} as Partial<Record<ExportSource, readonly ListColumn<never>[]>>;

/** The file's columns of a source: key and header, the unit of a number cell taken off. */
const fileColumns = (source: ExportSource) =>
  planOf(source, {} as Caller, {}, []).columns.map((c) => {
    const { key, header } = c as typeof c & { key?: string };
    return { key, header, title: header.replace(/（[^（）]+）$/, '') };
  });

describe('a list’s export and its table say the same titles', () => {
  it.each(EXPORT_SOURCE_NAMES)('%s: every header of the file is a declared column’s title', (source) => {
    const columns = fileColumns(source);
    expect(columns.filter((c) => !c.key).map((c) => c.header)).toEqual([]);
  });

  it.each(Object.keys(TABLES) as ExportSource[])('%s: a column in both has one title', (source) => {
    const file = new Map(fileColumns(source).map((c) => [c.key, c.title]));
    const table = TABLES[source]!.filter((c) => file.has(String(c.key)));
    expect(table.length).toBeGreaterThan(2);
    expect(table.map((c) => [c.key, c.title])).toEqual(table.map((c) => [c.key, file.get(String(c.key))]));
  });

  it('the files keep their words and units (the repair and task files say the tables’ 工单编号, 维修人员, 任务号, 运维人员)', () => {
    const headers = (s: ExportSource) => fileColumns(s).map((c) => c.header);
    expect(headers('repairs')).toEqual([
      '工单编号',
      '车辆编号',
      '服务区',
      '来源',
      '故障类型',
      '故障描述',
      '状态',
      '诊断',
      '配件费用（元）',
      '维修人员',
      '报修时间',
      '完成时间',
    ]);
    expect(headers('opsTasks').slice(0, 6)).toEqual(['任务号', '类型', '车辆编号', '服务区', '状态', '运维人员']);
    expect(headers('rides')).toContain('骑行时长（秒）');
    expect(headers('vehicles')).toEqual(expect.arrayContaining(['电量（%）', '电压（V）', '锁状态', '网络']));
  });
});
