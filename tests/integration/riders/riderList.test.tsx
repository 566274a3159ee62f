/**
 * /user-info (070101): the search form's filters reach the server (decrypted
 * request) and the URL; sorting; masked phones; export of every page of the
 * filter; a failed load offers 重试; a row opens the rider's page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RiderListPage from '@/features/riders/pages/RiderListPage';
import { getBlacklist } from '@mocks/db/blacklist';
import { getRiders } from '@mocks/db/riders';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, lastRequest, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { failNextRead, refuseNextRead, searchBy, openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/user/list';

afterEach(() => vi.restoreAllMocks());

describe('/user-info', SLOW, () => {
  it('a search sends the keyword and filters, keeps them in the URL, and shows matching rows with masked phones', async () => {
    const { user, seen } = await openPage(RiderListPage, '/user-info', { capture: LIST });
    expect((await lastRequest(seen)).query).toEqual({ page: 1, pageSize: 20 });
    await waitForRows();
    expect(screen.getByText(`共 ${getRiders().length} 条`)).toBeInTheDocument();

    await searchBy(user, seen, { 押金状态: '已冻结', 黑名单: '否' }, { depositStatus: 'frozen', blacklisted: 'false' });
    const expected = getRiders()
      .filter((r) => r.depositStatus === 'frozen' && !r.blacklisted)
      .sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : -1));
    await waitFor(() => expect(screen.getByText(`共 ${expected.length} 条`)).toBeInTheDocument());
    expect(rowKeys()).toEqual(expected.slice(0, 20).map((r) => r.userId));
    expect(window.location.hash).toContain('depositStatus=frozen');
    expect(window.location.hash).toContain('blacklisted=false');

    const first = expected[0];
    const row = rowOf(first.userId);
    expect(within(row).getByText(`${first.phone.slice(0, 3)}****${first.phone.slice(7)}`)).toBeInTheDocument();
    expect(row.textContent).not.toContain(first.phone);
    expect(within(row).getByText('已冻结')).toBeInTheDocument();
  });

  it('while a new search loads, the previous rows are marked as the last result, until the new ones arrive', async () => {
    const { user } = await openPage(RiderListPage, '/user-info');
    await waitForRows();
    const before = rowKeys();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mswHttp.get(
        `${API}${LIST}`,
        async () => {
          await gate;
          return undefined;
        },
        { once: true },
      ),
    );
    await choose(user, '押金状态', '已冻结');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    expect(await screen.findByText('正在按新条件查询，下方仍是上次的结果…')).toBeInTheDocument();
    expect(rowKeys()).toEqual(before);
    expect(document.querySelector('.list-page__table--stale')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.queryByText('正在按新条件查询，下方仍是上次的结果…')).toBeNull());
    expect(document.querySelector('.list-page__table--stale')).toBeNull();
    const frozen = getRiders().filter((r) => r.depositStatus === 'frozen').length;
    expect(screen.getByText(`共 ${frozen} 条`)).toBeInTheDocument();
  });

  it("searches by phone, and a row opens the rider's page", async () => {
    await signInAs();
    const target = getRiders()[4321];
    const seen = captureRequests(LIST);
    const { user } = renderPage(RiderListPage, '/user-info');
    await waitForRows();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), target.phone);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ keyword: target.phone }));
    await waitFor(() => expect(rowKeys()).toEqual([target.userId]));
    await user.click(within(rowOf(target.userId)).getByRole('link', { name: '详情' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/user-info-detail?id=${target.userId}`);
  });

  it('filters from the URL are sent and shown in the form (refresh keeps them); sorting by balance reaches the server', async () => {
    await signInAs();
    const seen = captureRequests(LIST);
    const { user } = renderPage(
      RiderListPage,
      '/user-info?studentStatus=approved&registeredAt=2026-01-01~2026-06-30&page=2',
    );
    expect((await lastRequest(seen)).query).toEqual({
      page: 2,
      pageSize: 20,
      studentStatus: 'approved',
      registeredAt: '2026-01-01~2026-06-30',
    });
    await waitForRows();
    expect(screen.getByRole('button', { name: /展开/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('search').textContent).toContain('已认证');

    await user.click(screen.getAllByText('余额', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() =>
      expect(seen.at(-1)?.query).toMatchObject({
        sortField: 'balance',
        sortOrder: 'ascend',
        page: 1,
        studentStatus: 'approved',
      }),
    );
    await user.click(screen.getAllByText('余额', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ sortField: 'balance', sortOrder: 'descend' }));
    await waitForRows();
    expect(window.location.hash).toContain('sortField=balance');
  });

  it('reset clears every filter from the URL and the request', async () => {
    const { user, seen } = await openPage(RiderListPage, '/user-info?keyword=138&depositStatus=paid', {
      capture: LIST,
    });
    await lastRequest(seen);
    await waitForRows();
    await user.click(screen.getByRole('button', { name: btn('重置') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20 }));
    expect(window.location.hash).toBe('#/user-info');
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('');
  });

  it('exports every page of the current filter as CSV with a BOM', async () => {
    await signInAs();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const seen = captureRequests(LIST);
    const { user } = renderPage(RiderListPage, '/user-info?blacklisted=true');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10000 });
    expect(seen.at(-1)?.query).toMatchObject({ blacklisted: 'true', page: 1, pageSize: 500 });
    // named after the list's title
    expect(names).toEqual([expect.stringMatching(/^用户列表.*\.csv$/)]);
    const text = await new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(r.result as string);
      r.readAsText(blobs[0]);
    });
    const bytes = new Uint8Array(
      await new Promise<ArrayBuffer>((resolve) => {
        const r = new FileReader();
        r.onload = () => resolve(r.result as ArrayBuffer);
        r.readAsArrayBuffer(blobs[0]);
      }),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('用户ID,姓名,手机号,服务区,实名,学生认证,押金,余额,赠送余额,骑行卡,骑行次数,黑名单,注册时间');
    expect(lines).toHaveLength(getBlacklist().length + 1);
    expect(lines.slice(1).every((l) => l.includes(',是,'))).toBe(true);
    expect(text).not.toMatch(/1[3-9]\d{9}/);
  });

  it('an export whose read fails says why, writes no file and offers 导出 again', async () => {
    await signInAs();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderPage(RiderListPage, '/user-info?blacklisted=true');
    await waitForRows();
    failNextRead(LIST);
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出失败：网络出现问题，请稍后再试')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: /导\s*出/ })).toBeEnabled();
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await signInAs();
    refuseNextRead(`${LIST}`, '服务器繁忙，请稍后再试', 500);
    const { user } = renderPage(RiderListPage, '/user-info');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙，请稍后再试', { selector: '.ant-alert-description' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitForRows();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });

  it("renders riders' names as plain text", async () => {
    await signInAs();
    const probe = getRiders().find((r) => r.name.startsWith('<img'))!;
    renderPage(RiderListPage, `/user-info?keyword=${probe.userId}`);
    await waitFor(() => expect(rowKeys()).toEqual([probe.userId]));
    expect(within(rowOf(probe.userId)).getByText(probe.name)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
