/**
 * /backend/message-config (0506) against the embedded backend: filters are sent, an
 * edited draft changes its row, publishing and withdrawing ask first and change the
 * state shown, publishing an expired message is refused with the server's reason,
 * delete asks first, a refused save keeps the form, a failed load offers 重试;
 * without 0506 the backend refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import MessageConfigPage from '@/features/config/pages/MessageConfigPage';
import { http } from '@/shared/http/client';
import { getHomeMessages } from '@mocks/db/config';
import { API, captureRequests, server, setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import {
  saveRowEdit,
  expectRefusedFormKept,
  expectRetriedLoad,
  expectOperationsRefused,
  searchBy,
  openPage,
} from '../harness/scenarios';

setupBackend();

const PATH = '/backend/message-config';
const status = (id: string) => getHomeMessages().find((m) => m.id === id)?.status;

describe(PATH, SLOW, () => {
  it('a search by state and service area is sent and lists the matching messages', async () => {
    const { user, seen } = await openPage(MessageConfigPage, PATH, { capture: '/platform/config/message' });
    expect(await waitForRows(5)).toHaveLength(5);
    await searchBy(
      user,
      seen,
      { 状态: '已发布', 服务区: '西湖服务区' },
      { status: 'published', serviceAreaId: 'SA001' },
    );
    await waitFor(() => expect(rowKeys()).toEqual(['HM005']));
    expect(within(rowOf('HM005')).getByText('全部服务区')).toBeInTheDocument();
  });

  it('an edited draft changes its row; publishing and withdrawing ask first', async () => {
    const seen = captureRequests('/platform/config/message');
    const edit = { rows: 5, row: 'HM003', dialog: '编辑消息', field: '标题', value: '周末骑行卡 7 折' };
    const { user } = await saveRowEdit(MessageConfigPage, PATH, edit);
    await waitFor(() => expect(within(rowOf('HM003')).getByText('周末骑行卡 7 折')).toBeInTheDocument());
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      id: 'HM003',
      title: '周末骑行卡 7 折',
      serviceAreaIds: ['SA001', 'SA003'],
    });

    await user.click(within(rowOf('HM003')).getByRole('button', { name: btn('发布') }));
    await user.click(within(await dialog('发布消息')).getByRole('button', { name: btn('发布') }));
    await waitFor(() => expect(within(rowOf('HM003')).getByText('已发布')).toBeInTheDocument());
    expect(status('HM003')).toBe('published');

    await user.click(within(rowOf('HM005')).getByRole('button', { name: btn('撤回') }));
    await user.click(within(await dialog('撤回消息')).getByRole('button', { name: btn('撤回') }));
    await waitFor(() => expect(within(rowOf('HM005')).getByText('已撤回')).toBeInTheDocument());
  });

  it('publishing a message whose period has ended is refused with the reason', async () => {
    const { user } = await openPage(MessageConfigPage, PATH);
    await waitForRows(5);
    await user.click(within(rowOf('HM001')).getByRole('button', { name: btn('发布') }));
    await user.click(within(await dialog('发布消息')).getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('展示时间已结束，请修改展示时间后再发布')).toBeInTheDocument();
    expect(within(rowOf('HM001')).getByText('已撤回')).toBeInTheDocument();
    expect(status('HM001')).toBe('withdrawn');
  });

  it('delete asks first, then the row is gone', async () => {
    const { user } = await openPage(MessageConfigPage, PATH);
    await waitForRows(5);
    await user.click(within(rowOf('HM002')).getByRole('button', { name: btn('删除') }));
    const pop = (await screen.findByText('确定删除消息「系统升级通知」吗？')).closest('.ant-popover') as HTMLElement;
    expect(getHomeMessages()).toHaveLength(5);
    await user.click(within(pop).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('HM002'));
    expect(getHomeMessages()).toHaveLength(4);
  });

  it('a refused save keeps the form with the server reason', async () => {
    server.use(
      mswHttp.put(
        `${API}/platform/config/message`,
        () => HttpResponse.json({ suc: false, error: { code: 400, promt: '消息已发布，请先撤回再修改' } }),
        { once: true },
      ),
    );
    const edit = { rows: 5, row: 'HM003', dialog: '编辑消息', field: '内容', value: '新的内容' };
    const { d } = await saveRowEdit(MessageConfigPage, PATH, edit);
    await expectRefusedFormKept(d, '消息已发布，请先撤回再修改', { 内容: '新的内容' });
  });

  it.each([
    ['the server failed (502)', () => new HttpResponse('Bad Gateway', { status: 502 }), /^未保存：.*502/],
    ['nobody answered', () => HttpResponse.error(), /^未保存：/],
  ])('a save %s says 未保存 with why, and keeps the form', async (_, answer, said) => {
    server.use(mswHttp.put(`${API}/platform/config/message`, answer, { once: true }));
    const edit = { rows: 5, row: 'HM003', dialog: '编辑消息', field: '内容', value: '新的内容' };
    const { d } = await saveRowEdit(MessageConfigPage, PATH, edit);
    expect(await within(d).findByText(said, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '内容' })).toHaveValue('新的内容');
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await expectRetriedLoad(MessageConfigPage, PATH, '/platform/config/message', 5);
  });

  it('a user without 0506 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/config/message', (q) =>
      http.post('/platform/config/message/withdraw', { id: 'HM005' }, q),
    );
    expect(status('HM005')).toBe('published');
  });
});
