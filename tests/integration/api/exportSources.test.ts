/**
 * Export jobs of the lists other than 交易订单, all read through the list's own handler: the
 * file holds the list's rows for the caller's filters and scope (as many, the same totals),
 * typed cells, phones masked as the list shows them; a caller without the list's code is
 * refused; an expired file's download says why.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { EXPORT_KEEP_MS } from '@contract/endpoints/exports';
import { advanceClock } from '@/shared/utils/clock';
import { vehicleLogLines } from '@mocks/db/vehicleHistory';
import { jobSettled } from '@mocks/exports/jobs';
import { call, MAIN, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const JOBS = '/platform/export/jobs';

const create = (s: Session, source: string, query: Record<string, unknown> = {}) =>
  call('POST', JOBS, { session: s, body: { source, query } });
const jobs = async (s: Session): Promise<Json[]> => (await call('GET', JOBS, { session: s })).body.data as Json[];

/** Every row of a list for these filters (all pages), as the screen reads them. */
async function listRows(s: Session, path: string, query: Record<string, unknown>): Promise<Json[]> {
  const rows: Json[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    const res = await call('GET', path, { session: s, query: { ...query, page, pageSize: 500 } });
    expect(res.body.suc, JSON.stringify(res.body)).toBe(true);
    total = res.body.data.total as number;
    rows.push(...(res.body.data.rows as Json[]));
    if (!res.body.data.rows.length) break;
  }
  return rows;
}

const fileOf = (s: Session, id: string) =>
  fetch(`${MAIN}${JOBS}/${id}/file`, { headers: { _t: s.keys._t, Authorization: `Bearer ${s.token}` } });

/** A finished job's entry and its sheet (header, then rows of cells). */
async function exported(s: Session, source: string, query: Record<string, unknown> = {}) {
  const made = await create(s, source, query);
  expect(made.body.suc, JSON.stringify(made.body)).toBe(true);
  expect(made.body.data).toMatchObject({ source, status: 'running', progress: 0 });
  await jobSettled(made.body.data.id as string);
  const job = (await jobs(s)).find((j) => j.id === made.body.data.id)!;
  expect(job).toMatchObject({ status: 'done', progress: 100 });
  const res = await fileOf(s, job.id as string);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const out: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return { job, header: out[0]!, rows: out.slice(1) };
}

/** The event of the world's latest vehicle log: a filter that keeps the files small. */
const logEvent = () => vehicleLogLines()[0]!.event;

const column = (header: unknown[], rows: unknown[][], name: string) => {
  const i = header.indexOf(name);
  expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[i]);
};

describe('export jobs of every list', () => {
  it('用户列表 of a franchisee: its riders as its list shows them, the same balances in yuan, masked phones, UTC+8 dates', async () => {
    const ops = await signInAsPhone('13800000002');
    const query = { depositStatus: 'paid' };
    const list = await listRows(ops, '/platform/user/list', query);
    expect(list.length).toBeGreaterThan(20);
    const { job, header, rows } = await exported(ops, 'riders', query);
    expect(job.fileName).toMatch(/^用户列表-\d{8}-\d{6}\.xlsx$/);
    expect(job.total).toBe(list.length);
    expect(job.size).toBeGreaterThan(0);
    expect(rows).toHaveLength(list.length);
    expect(column(header, rows, '用户ID')).toEqual(list.map((r) => r.userId));
    const balances = column(header, rows, '余额（元）');
    expect(balances.every((b) => typeof b === 'number')).toBe(true);
    const fileFen = balances.reduce<number>((sum, b) => sum + Math.round((b as number) * 100), 0);
    expect(fileFen).toBe(list.reduce((sum, r) => sum + (r.balance as number), 0));
    expect(column(header, rows, '手机号')).toEqual(list.map((r) => r.phone));
    expect(column(header, rows, '手机号').every((p) => /^1\d{2}\*{4}\d{4}$/.test(p as string))).toBe(true);
    const registered = column(header, rows, '注册时间')[0];
    expect(registered).toEqual(new Date(Date.parse(list[0]!.registeredAt as string) + 8 * 3_600_000));
  });

  it('车辆列表 and 车辆日志: the list’s rows and figures, filtered as the list is', async () => {
    const admin = await signInAsPhone('13800000000');
    const query = { online: 'true', battery: '0~30' };
    const vehicles = await listRows(admin, '/platform/vehicle/list', query);
    const file = await exported(admin, 'vehicles', query);
    expect(column(file.header, file.rows, '车辆编号')).toEqual(vehicles.map((v) => v.vehicleNo));
    expect(column(file.header, file.rows, '电量（%）')).toEqual(vehicles.map((v) => v.battery));
    expect(column(file.header, file.rows, '网络').every((v) => v === '在线')).toBe(true);

    const lock = { event: logEvent() };
    const logs = await listRows(admin, '/platform/vehicle/logs', lock);
    expect(logs.length).toBeGreaterThan(0);
    const logFile = await exported(admin, 'vehicleLogs', lock);
    expect(logFile.rows).toHaveLength(logs.length);
    expect(column(logFile.header, logFile.rows, '车辆编号')).toEqual(logs.map((l) => l.vehicleNo));
  });

  it('is refused for a caller without the list’s code (403), though the 下载中心 is open to it', async () => {
    const agent = await signInAsPhone('13800000002');
    const refused = await create(agent, 'vehicles');
    expect(refused.status).toBe(403);
    expect(refused.body.error.promt).toBe('没有访问权限（需要权限 0302 或 0305 或 0307）');
    expect(await jobs(agent)).toEqual([]);
  });

  it('an expired file’s download says why, and it leaves the 下载中心', async () => {
    const s = await signInAsPhone('13800000002');
    const { job } = await exported(s, 'worksheets');
    advanceClock(EXPORT_KEEP_MS);
    const res = await fileOf(s, job.id as string);
    expect(((await res.json()) as Json).error.promt).toBe('导出文件不存在或已过期');
    expect(await jobs(s)).toEqual([]);
  });
});
