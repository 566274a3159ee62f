/**
 * The 下载中心's steps shared by the export tests: a job caught running (its progress bar),
 * then found done by 刷新 (its time in UTC+8 and its size), then its file saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { ExportJob } from '@contract/endpoints/exports';
import { API, server } from '../harness/backend';
import { btn } from '../harness/queries';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens the 下载中心 while the job list answers `running` (the job at its progress), checks
 * its bar, then lets the backend answer and checks the finished `made`: 可下载, time, size.
 */
export async function followJob(user: User, made: ExportJob, running: ExportJob): Promise<HTMLElement> {
  let caught = true;
  server.use(
    mswHttp.get(`${API}/platform/export/jobs`, () =>
      caught ? HttpResponse.json({ suc: true, data: [running] }) : undefined,
    ),
  );
  await user.click(screen.getByRole('button', { name: '下载中心' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByRole('progressbar', { name: `${made.fileName} 生成进度` })).toHaveAttribute(
    'aria-valuenow',
    String(running.progress),
  );
  caught = false;
  await user.click(within(drawer).getByRole('button', { name: '刷新下载中心' }));
  expect(await within(drawer).findByText('可下载')).toBeInTheDocument();
  // made at the backend's clock, shown in UTC+8
  const madeAt = new Date(Date.parse(made.createdAt) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  expect(within(drawer).getByText(madeAt)).toBeInTheDocument();
  expect(within(drawer).getByText(/^\d+(\.\d)? KB$/)).toBeInTheDocument();
  return drawer;
}

/** Clicks 下载 in the drawer: the saved file and the name it was saved under. */
export async function downloadFile(user: User, drawer: HTMLElement): Promise<{ blob: Blob; name: string }> {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:xlsx')), revokeObjectURL: vi.fn() });
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(within(drawer).getByRole('button', { name: btn('下载') }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  return { blob: blobs[0]!, name: (saved.mock.contexts[0] as HTMLAnchorElement).download };
}
