/**
 * /work/new-work-order (1802): a new ticket (with an uploaded image and an image
 * address) lands at the top of the list; the form checks its fields; a refused
 * submit keeps the form with the server's message.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import NewWorkOrderPage from '@/features/support/pages/NewWorkOrderPage';
import TicketListPage from '@/features/support/pages/TicketListPage';
import { getSupportTickets } from '@mocks/db/supportTickets';
import { API, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, SLOW } from '../harness/render';
import { btn, lastRequest, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { fillTicket } from './ticketForm';
import { openPage } from '../harness/scenarios';

setupBackend();
const CREATE = '/platform/support/ticket/create';
const UPLOAD = '/platform/support/attachment/upload';
// a 1×1 PNG
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('support tickets: new work order', () => {
  it('a new ticket with attachments appears at the top of the list', SLOW, async () => {
    const { user, seen } = await openPage(NewWorkOrderPage, '/work/new-work-order', {
      capture: CREATE,
      more: { '/work/view-tickets': TicketListPage },
    });
    await fillTicket(user);
    await user.click(screen.getByRole('textbox', { name: '图片地址' }));
    await user.paste('https://img.example.com/a.png');
    await user.click(screen.getByRole('button', { name: btn('添加') }));
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([PNG], 'shot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('img', { name: '附件 2' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: btn('提交工单') }));
    const body = (await lastRequest(seen)).body;
    expect(body).toMatchObject({
      title: '换电统计页面数据为空',
      kind: 'data',
      priority: 'high',
      content: '今天上午起换电统计页面所有区域都显示为 0。',
    });
    expect(body.attachments).toEqual(['https://img.example.com/a.png', expect.stringMatching(/^upload:\w+$/)]);

    const keys = await waitForRows();
    const created = getSupportTickets()[0];
    expect(created.attachments[1]).toMatch(/^data:image\/png;base64,/);
    expect(keys[0]).toBe(created.id);
    expect(within(rowOf(created.id)).getByText('换电统计页面数据为空')).toBeInTheDocument();
    expect(within(rowOf(created.id)).getByText('待受理')).toBeInTheDocument();
  });

  it('an image over its stated limit is refused before it is sent, with the limit the hint states', SLOW, async () => {
    const { user, seen } = await openPage(NewWorkOrderPage, '/work/new-work-order', { capture: UPLOAD });
    expect(screen.getByText(/单张不超过 2MB/)).toBeInTheDocument();
    // the upload control makes a new file input after each pick
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    expect(await screen.findByText('图片超过 2MB，未上传：单张不超过 2MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '附件 1' })).toBeNull();
    expect(seen).toHaveLength(0);
    // one within the limit still goes
    await user.upload(input(), new File([PNG], 'shot.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '附件 1' })).toBeInTheDocument(), { timeout: 10_000 });
    expect(seen).toHaveLength(1);
  });

  it('checks the fields before sending anything', SLOW, async () => {
    const { user, seen } = await openPage(NewWorkOrderPage, '/work/new-work-order', { capture: CREATE });
    await user.click(screen.getByRole('button', { name: btn('提交工单') }));
    expect(await screen.findByText('请输入工单标题')).toBeInTheDocument();
    expect(screen.getByText('请选择工单类型')).toBeInTheDocument();
    expect(screen.getByText('请输入问题描述')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '图片地址' }));
    await user.paste('not-a-url');
    await user.click(screen.getByRole('button', { name: btn('添加') }));
    expect(screen.getByText('请输入 http(s) 开头的图片地址')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("a refused submit keeps the form with the server's message", SLOW, async () => {
    await signInAs();
    server.use(
      mswHttp.post(
        `${API}${CREATE}`,
        () => HttpResponse.json({ suc: false, error: { code: 400, promt: '今日提交的工单已达上限' } }),
        { once: true },
      ),
    );
    const { user } = renderPage(NewWorkOrderPage, '/work/new-work-order');
    await fillTicket(user);
    await user.click(screen.getByRole('button', { name: btn('提交工单') }));
    expect(await screen.findByText('今日提交的工单已达上限')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('换电统计页面数据为空');
    expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('今天上午起换电统计页面所有区域都显示为 0。');
    expect(rowKeys()).toEqual([]);
    expect(getSupportTickets().some((t) => t.title === '换电统计页面数据为空')).toBe(false);
  });
});
