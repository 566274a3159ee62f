/**
 * /user-worksheet (0401): status and type filters and the keyword reach the
 * server; a ticket opens its detail page; riders' texts render as plain text;
 * a failed load offers 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import WorksheetListPage from '@/features/worksheets/pages/WorksheetListPage';
import { getWorksheets } from '@mocks/db/worksheets';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, lastRequest, rowKeys, rowOf, waitForRows, typeInto } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/worksheet/list';

async function choose(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

describe('complaint tickets: list', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('the status and type filters reach the server and the rows match them', async () => {
    const { user, seen } = await openPage(WorksheetListPage, '/user-worksheet', { capture: LIST });
    expect((await lastRequest(seen)).query).toEqual({ page: 1, pageSize: 20 });
    await waitForRows();
    expect(screen.getByText(`共 ${getWorksheets().length} 条`)).toBeInTheDocument();

    await choose(user, '状态', '处理中');
    await choose(user, '类型', '车辆故障');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({ status: 'processing', type: 'vehicle_fault', page: 1 }),
    );
    const expected = getWorksheets().filter((w) => w.status === 'processing' && w.type === 'vehicle_fault');
    await waitFor(() => expect(screen.getByText(`共 ${expected.length} 条`)).toBeInTheDocument());
    const keys = rowKeys();
    expect(keys).toEqual(expected.slice(0, keys.length).map((w) => w.id));
    for (const k of keys) {
      expect(within(rowOf(k)).getByText('处理中')).toBeInTheDocument();
      expect(within(rowOf(k)).getByText('车辆故障')).toBeInTheDocument();
    }
    expect(window.location.hash).toContain('status=processing');
  });

  it('searches by phone, and a ticket opens its detail page', async () => {
    await signInAs();
    const target = getWorksheets()[40];
    const seen = captureRequests(LIST);
    const { user } = renderPage(WorksheetListPage, '/user-worksheet');
    await waitForRows();
    await typeInto(user, screen.getByRole('textbox', { name: '关键词' }), target.phone);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ keyword: target.phone }));
    await waitFor(() => expect(rowKeys()).toContain(target.id));
    expect(rowKeys().every((k) => getWorksheets().find((w) => w.id === k)!.phone === target.phone)).toBe(true);

    await user.click(within(rowOf(target.id)).getByRole('link', { name: target.id }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/user-worksheet-detail?id=${target.id}`);
  });

  it("shows riders' texts as plain text, never as markup", async () => {
    await signInAs();
    const probe = getWorksheets().find((w) => w.content.includes('<img src=x onerror=alert(1)>'))!;
    renderPage(WorksheetListPage, `/user-worksheet?keyword=${probe.id}`);
    await waitFor(() => expect(rowKeys()).toEqual([probe.id]));
    expect(within(rowOf(probe.id)).getByText(probe.content)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await signInAs();
    server.use(mswHttp.get(`${API}${LIST}`, () => HttpResponse.error(), { once: true }));
    const { user } = renderPage(WorksheetListPage, '/user-worksheet');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络出现问题，请稍后再试', { selector: '.ant-alert-description' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitForRows();
  });
});
