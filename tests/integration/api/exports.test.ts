/**
 * Export jobs (下载中心) as a client sees them: the list's codes and scope, masked phones,
 * progress to 100 %, a file whose rows and money agree with the list, expiry after 24 h.
 */
import { nowIso } from '@/shared/utils/clock';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { EXPORT_ACTIVE_LIMIT, EXPORT_KEEP_LIMIT, EXPORT_KEEP_MS, EXPORT_MAX_ROWS } from '@contract/endpoints/exports';
import { advanceClock } from '@/shared/utils/clock';
import { getDb } from '@mocks/db/store';
import { jobSettled, jobsOf, startJob, type ExportPlan } from '@mocks/exports/jobs';
import { call, MAIN, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const JOBS = '/platform/export/jobs';
/** One week of paid rides: some hundreds, enough to span several slices of the writer. */
const WEEK = { status: 'paid', startAt: '2026-11-16~2026-11-22' };

const create = (s: Session, query: Record<string, unknown> = WEEK, source: unknown = 'transactions') =>
  call('POST', JOBS, { session: s, body: { source, query } });
const jobs = async (s: Session): Promise<Json[]> => (await call('GET', JOBS, { session: s })).body.data as Json[];

/** Every row of the list for these filters (all pages), as the list answers them. */
async function listRows(s: Session, query: Record<string, unknown>): Promise<{ rows: Json[]; total: number }> {
  const rows: Json[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    const res = await call('GET', '/platform/order/list', { session: s, query: { ...query, page, pageSize: 500 } });
    total = res.body.data.total as number;
    rows.push(...(res.body.data.rows as Json[]));
    if (!res.body.data.rows.length) break;
  }
  return { rows, total };
}

async function fileOf(s: Session, id: string): Promise<Response> {
  return fetch(`${MAIN}${JOBS}/${id}/file`, { headers: { _t: s.keys._t, Authorization: `Bearer ${s.token}` } });
}

/** The finished job's sheet: its header and its rows of cells. */
async function sheetOf(s: Session, id: string): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const res = await fileOf(s, id);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const out: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return { header: out[0]!, rows: out.slice(1) };
}

async function finished(s: Session, query: Record<string, unknown> = WEEK): Promise<Json> {
  const made = await create(s, query);
  expect(made.body.suc, JSON.stringify(made.body)).toBe(true);
  await jobSettled(made.body.data.id as string);
  return (await jobs(s)).find((j) => j.id === made.body.data.id)!;
}

describe('export jobs', () => {
  it('run to 100 %, and the file holds the list: as many rows, the same money, numbers and UTC+8 dates', async () => {
    const s = await signInAsPhone('13800000000');
    const made = await create(s);
    expect(made.body.data).toMatchObject({ status: 'running', progress: 0, source: 'transactions' });
    expect(made.body.data.fileName).toMatch(/^交易订单-\d{8}-\d{6}\.xlsx$/);
    await jobSettled(made.body.data.id as string);
    const [job] = await jobs(s);
    expect(job).toMatchObject({ id: made.body.data.id, status: 'done', progress: 100 });
    expect(job!.size).toBeGreaterThan(0);

    const list = await listRows(s, WEEK);
    expect(list.total).toBeGreaterThan(200);
    const { header, rows } = await sheetOf(s, job!.id as string);
    expect(header).toEqual([
      '订单号',
      '支付时间',
      '用户',
      '服务区',
      '支付方式',
      '应收（元）',
      '优惠（元）',
      '实收（元）',
      '状态',
    ]);
    expect(job!.total).toBe(list.total);
    expect(rows).toHaveLength(list.total);
    const paid = header.indexOf('实收（元）');
    const fileFen = rows.reduce((sum, r) => sum + Math.round((r[paid] as number) * 100), 0);
    expect(fileFen).toBe(list.rows.reduce((sum, r) => sum + (r.amount.paid as number), 0));
    // the list's order, the payment time as a date reading the UTC+8 clock
    const [first] = rows;
    expect(first![0]).toBe(list.rows[0]!.orderId);
    expect(typeof first![paid]).toBe('number');
    // paid when its timeline says 支付成功 (seconds after the ride ended), not when it ended
    const { paidAt, endAt, orderId } = list.rows[0]!;
    expect(Date.parse(paidAt as string)).toBeGreaterThan(Date.parse(endAt as string));
    const detail = await call('GET', '/platform/order/detail', { session: s, query: { orderId } });
    const pay = (detail.body.data.timeline as Json[]).find((t) => t.kind === 'pay');
    expect(pay?.at).toBe(paidAt);
    expect(first![1]).toEqual(new Date(Date.parse(paidAt as string) + 8 * 3_600_000));
  });

  it('write phones masked as the list shows them, for the holder of the reveal code too', async () => {
    const ops = await signInAsPhone('13800000001');
    const job = await finished(ops);
    const { rows } = await sheetOf(ops, job.id as string);
    const list = await listRows(ops, WEEK);
    expect(rows.map((r) => r[2])).toEqual(list.rows.map((r) => r.phone));
    expect(rows.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r[2] as string))).toBe(true);

    // the reveal code shows one number through its audited endpoint, never a file of them
    const admin = await signInAsPhone('13800000000');
    const file = await sheetOf(admin, (await finished(admin)).id as string);
    expect(file.rows.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r[2] as string))).toBe(true);
  });

  it('a franchisee exports only its own areas: the rows of its list, fewer than the platform’s', async () => {
    const agent = await signInAsPhone('13800000002');
    const job = await finished(agent);
    const list = await listRows(agent, WEEK);
    const { rows } = await sheetOf(agent, job.id as string);
    expect(rows.map((r) => r[0])).toEqual(list.rows.map((r) => r.orderId));
    const admin = await signInAsPhone('13800000000');
    expect((await finished(admin)).total).toBeGreaterThan(rows.length);
    // and another operator's job is not there for it
    expect((await fileOf(admin, job.id as string)).headers.get('content-type')).toContain('json');
    expect(await jobs(admin)).not.toContainEqual(expect.objectContaining({ id: job.id }));
  });

  it('are refused without the list’s codes, and for bad input (not repaired)', async () => {
    const s = await signInAsPhone('13800000001');
    const op = getDb().operators.find((o) => o.phone === '13800000001')!;
    getDb().roles.push({
      id: 'RNOLIST',
      name: '无订单',
      level: 2,
      codes: ['02'],
      state: 'enabled',
      remark: '',
      updatedAt: nowIso(),
    });
    op.roleId = 'RNOLIST';
    const refused = await create(s);
    expect(refused.status).toBe(403);
    expect(refused.body.error.promt).toBe('没有访问权限（需要权限 1601 或 1502）');

    const admin = await signInAsPhone('13800000000');
    expect((await create(admin, WEEK, 'wallet')).body.error.promt).toBe('不支持的导出类型');
    expect((await create(admin, ['paid'] as unknown as Record<string, unknown>)).body.error.promt).toBe(
      '导出条件格式错误',
    );
    expect((await create(admin, { status: { $ne: 1 } })).body.error.promt).toBe('导出条件 status 格式错误');
    expect((await create(admin, { keyword: 'NO-SUCH-ORDER' })).body.error.promt).toBe('当前条件下没有可导出的数据');
    expect(await jobs(admin)).toEqual([]);
  });

  it('keep a file 24 h by the backend’s clock, then it is gone; a deleted one at once', async () => {
    const s = await signInAsPhone('13800000001');
    const kept = await finished(s);
    const deleted = await finished(s);
    expect((await call('DELETE', `${JOBS}/${deleted.id}`, { session: s })).body.suc).toBe(true);
    expect((await jobs(s)).map((j) => j.id)).toEqual([kept.id]);
    advanceClock(EXPORT_KEEP_MS - 60_000);
    expect((await jobs(s)).map((j) => j.id)).toEqual([kept.id]);
    advanceClock(60_000);
    expect(await jobs(s)).toEqual([]);
    const gone = await fileOf(s, kept.id as string);
    expect(((await gone.json()) as Json).error.promt).toBe('导出文件不存在或已过期');
  });

  it('are refused past a sheet’s rows, past 3 running and past 20 kept files', async () => {
    const plan = (rows: number): ExportPlan<number> => ({
      source: 'transactions',
      title: '交易订单',
      columns: [{ header: '序号', width: 8 }],
      rows: Array.from({ length: rows }, (_, i) => i),
      cells: (n) => [n],
      query: {},
    });
    expect(() => startJob('OPTEST', plan(EXPORT_MAX_ROWS + 1))).toThrow(
      `共 ${EXPORT_MAX_ROWS + 1} 条，超过 Excel 单表上限 ${EXPORT_MAX_ROWS} 条，请缩小筛选范围后分批导出`,
    );
    const running = Array.from({ length: EXPORT_ACTIVE_LIMIT }, () => startJob('OPTEST', plan(1)));
    expect(() => startJob('OPTEST', plan(1))).toThrow(
      `已有 ${EXPORT_ACTIVE_LIMIT} 个导出任务在生成中，请等它们完成后再导出`,
    );
    // another operator's jobs are not counted
    await jobSettled(startJob('OPOTHER', plan(1)).id);
    for (const j of running) await jobSettled(j.id);
    while (jobsOf('OPTEST').length < EXPORT_KEEP_LIMIT) await jobSettled(startJob('OPTEST', plan(1)).id);
    expect(() => startJob('OPTEST', plan(1))).toThrow(
      `下载中心已有 ${EXPORT_KEEP_LIMIT} 个文件，请先下载或删除一些再导出`,
    );
  });
});
