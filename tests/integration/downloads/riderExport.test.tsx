/**
 * 用户列表's export above 10,000 rows takes the same path as every list's: a job of the
 * backend made with the list's filters, its progress in the 下载中心, then its file with its
 * time and size; the file holds the list's riders and their balances to the fen.
 */
import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import DownloadCenterButton from '@/features/downloads/DownloadCenterButton';
import RiderListPage from '@/features/riders/pages/RiderListPage';
import { getDb } from '@mocks/db/store';
import { getRiders } from '@mocks/db/riders';
import { jobSettled, jobsOf } from '@mocks/exports/jobs';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { downloadFile, followJob } from './drawerSteps';

setupBackend();

const ADMIN = '13800000000';

function WithHeader() {
  return (
    <>
      <DownloadCenterButton />
      <RiderListPage />
    </>
  );
}

describe('用户列表 as an export job', SLOW, () => {
  it('is made with the list’s filters, shows its progress, and downloads every rider with the balances to the fen', async () => {
    await signInAs(ADMIN);
    // the screen's list says 12,000 (more than the page should write itself); the job reads the real one
    server.use(
      mswHttp.get(`${API}/platform/user/list`, () =>
        HttpResponse.json({ suc: true, data: { rows: [], total: 12_000 } }),
      ),
    );
    const posted = captureRequests('/platform/export/jobs');
    const { user } = renderPage(WithHeader, '/user-info?realNameVerified=true');
    expect(await screen.findByText('共 12000 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(posted.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ source: 'riders', query: expect.objectContaining({ realNameVerified: 'true' }) });
    const [made] = jobsOf(getDb().operators.find((o) => o.phone === ADMIN)!.opManId);
    expect(made!.fileName).toMatch(/^用户列表-\d{8}-\d{6}\.xlsx$/);
    await jobSettled(made!.id);

    const drawer = await followJob(user, made!, { ...made!, progress: 55 });
    const { blob } = await downloadFile(user, drawer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const balance = header.indexOf('余额（元）') + 1;
    const fen: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) fen.push(Math.round((row.getCell(balance).value as number) * 100));
    });
    // the admin's list of verified riders: every one of the world's
    const verified = getRiders().filter((r) => r.realNameVerified);
    expect(fen).toHaveLength(verified.length);
    expect(made!.total).toBe(verified.length);
    expect(fen.reduce((a, b) => a + b, 0)).toBe(verified.reduce((sum, r) => sum + r.balance, 0));
  });
});
