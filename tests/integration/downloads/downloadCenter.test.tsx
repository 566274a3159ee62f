/**
 * 下载中心: an export of more than 10,000 rows becomes a job of the backend (the filters the
 * list shows are sent), the header's entry lists it with its progress, time and size, and
 * downloads the file (then it leaves the list); a failed job says why and can be made again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@contract/endpoints/exports';
import DownloadCenterButton from '@/features/downloads/DownloadCenterButton';
import TransactionOrderPage from '@/features/reports/pages/TransactionOrderPage';
import { getDb } from '@mocks/db/store';
import { jobSettled, jobsOf } from '@mocks/exports/jobs';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn } from '../harness/queries';
import { downloadFile, followJob } from './drawerSteps';

setupBackend();

const WEEK = '2026-11-16~2026-11-22';
const PATH = '/report/transaction-order';
const FINANCE = '13800000003';

function WithHeader() {
  return (
    <>
      <DownloadCenterButton />
      <TransactionOrderPage />
    </>
  );
}

/** The list answers this many rows (more than 10,000: more than the page should write itself; the rows are not the point here). */
const rowsTotal = (total: number) =>
  server.use(
    mswHttp.get(`${API}/platform/order/list`, () => HttpResponse.json({ suc: true, data: { rows: [], total } })),
  );
const manyRows = () => rowsTotal(12_000);

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 'EXP000042',
  source: 'transactions',
  fileName: '交易订单-20261123-142900.xlsx',
  status: 'running',
  progress: 40,
  total: 12_000,
  createdAt: '2026-11-23T06:29:00.000Z',
  expiresAt: '2026-11-24T06:29:00.000Z',
  query: { status: 'paid', startAt: WEEK },
  ...over,
});

const ownJobs = () => jobsOf(getDb().operators.find((o) => o.phone === FINANCE)!.opManId);

describe('下载中心', SLOW, () => {
  it('a large export becomes a job; its progress shows, then its file is downloaded and leaves the list', async () => {
    await signInAs(FINANCE);
    manyRows();
    const posted = captureRequests('/platform/export/jobs');
    const { user } = renderPage(WithHeader, `${PATH}?startAt=${WEEK}`);
    expect(await screen.findByText('共 12000 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(posted.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      source: 'transactions',
      query: expect.objectContaining({ status: 'paid', startAt: WEEK }),
    });
    const [made] = ownJobs();
    await jobSettled(made!.id);

    // caught running (the list answers so until the test lets the backend answer); 刷新 finds it done
    const drawer = await followJob(user, made!, job({ id: made!.id, fileName: made!.fileName }));
    const file = await downloadFile(user, drawer);
    expect(file.name).toBe(made!.fileName);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.blob.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(made!.total + 1);
    expect(await within(drawer).findByText('暂无导出文件')).toBeInTheDocument();
  });

  it('up to 10,000 rows the page still writes the file itself: no job', async () => {
    await signInAs(FINANCE);
    rowsTotal(10_000);
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:csv')), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const posted = captureRequests('/platform/export/jobs');
    const { user } = renderPage(WithHeader, PATH);
    expect(await screen.findByText('共 10000 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]!.type).toContain('text/csv');
    expect(posted).toEqual([]);
  });

  it('a failed job says why; 重试 makes it again with the same filters', async () => {
    await signInAs(FINANCE);
    const failed = job({ status: 'failed', progress: 12, error: '生成文件失败：磁盘空间不足' });
    let failing = true;
    server.use(
      mswHttp.get(`${API}/platform/export/jobs`, () =>
        failing ? HttpResponse.json({ suc: true, data: [failed] }) : undefined,
      ),
    );
    const posted = captureRequests('/platform/export/jobs');
    const { user } = renderPage(WithHeader, PATH);
    await user.click(screen.getByRole('button', { name: '下载中心' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('生成文件失败：磁盘空间不足')).toBeInTheDocument();
    // the drawer asks for its list again every few seconds: the failed row stays listed until the retry
    // is made (set free before it, a slow machine's next poll could take the row and its button away)
    await user.click(within(drawer).getByRole('button', { name: btn('重试') }));
    await waitFor(() => expect(posted.filter((r) => r.method === 'POST')).toHaveLength(1));
    failing = false;
    expect(posted.find((r) => r.method === 'POST')!.body).toEqual({ source: 'transactions', query: failed.query });
    const [again] = ownJobs();
    await jobSettled(again!.id);
    await user.click(within(drawer).getByRole('button', { name: '刷新下载中心' }));
    expect(await within(drawer).findByText(again!.fileName)).toBeInTheDocument();
    expect(within(drawer).queryByText('生成文件失败：磁盘空间不足')).not.toBeInTheDocument();
  });

  it('a list that cannot be read shows 重试', async () => {
    await signInAs(FINANCE);
    server.use(mswHttp.get(`${API}/platform/export/jobs`, () => HttpResponse.error(), { once: true }));
    const { user } = renderPage(WithHeader, PATH);
    await user.click(screen.getByRole('button', { name: '下载中心' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('下载中心加载失败')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: btn('重试') }));
    expect(await within(drawer).findByText('暂无导出文件')).toBeInTheDocument();
  });
});
