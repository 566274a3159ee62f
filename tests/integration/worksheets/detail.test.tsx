/**
 * /user-worksheet-detail?id= (0401): a reply appears in the conversation (and
 * takes an open ticket into processing); resolving needs a note and changes
 * the status; assigning names the operator; closing needs a reason and ends
 * replies; a closed-meanwhile ticket refuses a reply with the server's message;
 * riders' texts render as plain text.
 */
import { pastThrottle } from '../../clock';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WorksheetDetailPage from '@/features/worksheets/pages/WorksheetDetailPage';
import { getWorksheets, worksheetIndex } from '@mocks/db/worksheets';
import { riderIndex } from '@mocks/db/riders';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage, PAGE_TEST_TIMEOUT } from '../harness/render';
import { btn, dialog, lastRequest, typeInto } from '../harness/queries';
import { refuseNextRead } from '../harness/scenarios';

setupBackend();

/** ModalForm drops a second submit within its 1,000 ms click throttle (business limits). */
const conversation = () => screen.getByRole('list', { name: '沟通记录' });
const header = () => document.querySelector<HTMLElement>('.ant-card-head')!;

async function openTicket(id: string) {
  const r = renderPage(WorksheetDetailPage, `/user-worksheet-detail?id=${id}`);
  await screen.findByText(`工单 ${id}`);
  return r;
}

describe('complaint tickets: detail', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("a franchisee's ticket of another area's rider names the rider as text, its own rider as a link", async () => {
    await signInAs('13800000002');
    const own = (id: string) => id === 'SA001' || id === 'SA002';
    const home = (userId: string) => riderIndex().get(userId)!.serviceAreaId;
    const visitor = getWorksheets().find((w) => own(w.serviceAreaId) && !own(home(w.userId)))!;
    const local = getWorksheets().find((w) => own(w.serviceAreaId) && own(home(w.userId)))!;
    const first = await openTicket(visitor.id);
    const visitorName = riderIndex().get(visitor.userId)!.name;
    expect(screen.getAllByText(visitorName).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: visitorName })).toBeNull();
    first.unmount();
    await openTicket(local.id);
    expect(screen.getByRole('link', { name: riderIndex().get(local.userId)!.name })).toHaveAttribute(
      'href',
      expect.stringContaining(local.userId),
    );
  });

  it('a reply appears in the conversation and takes an open ticket into processing', async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.status === 'open')!;
    const seen = captureRequests('/platform/worksheet/reply');
    const { user } = await openTicket(ws.id);
    expect(within(header()).getByText('待处理')).toBeInTheDocument();
    expect(within(conversation()).getByText(ws.content)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('请输入回复内容')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await typeInto(user, screen.getByRole('textbox', { name: '回复内容' }), '您好，已为您退还调度费5元。');
    await user.click(screen.getByRole('button', { name: '发送回复' }));
    const bubble = await within(conversation()).findByText('您好，已为您退还调度费5元。');
    expect(bubble.closest('li')).toHaveAttribute('aria-label', '客服 平台管理员');
    expect((await lastRequest(seen)).body).toEqual({ id: ws.id, content: '您好，已为您退还调度费5元。' });
    await waitFor(() => expect(within(header()).getByText('处理中')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '回复内容' })).toHaveValue('');
    expect(screen.getByText('平台管理员', { selector: '.ant-descriptions-item-content > span' })).toBeInTheDocument();
  });

  it('resolving needs a note, then the ticket shows 已解决 with the note', async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.status === 'processing')!;
    const { user } = await openTicket(ws.id);
    await user.click(screen.getByRole('button', { name: btn('解决') }));
    const modal = await dialog('解决工单');
    await user.click(within(modal).getByRole('button', { name: '确认解决' }));
    expect(await within(modal).findByText('请填写处理结果')).toBeInTheDocument();
    await pastThrottle();

    await typeInto(user, within(modal).getByRole('textbox', { name: '处理结果' }), '已退还调度费至钱包');
    await user.click(within(modal).getByRole('button', { name: '确认解决' }));
    await waitFor(() => expect(within(header()).getByText('已解决')).toBeInTheDocument());
    expect(
      screen.getByText('已退还调度费至钱包', { selector: '.ant-descriptions-item-content *' }),
    ).toBeInTheDocument();
    expect(within(conversation()).getByText(/工单已解决：已退还调度费至钱包/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: btn('解决') })).toBeDisabled();
    expect(worksheetIndex().get(ws.id)).toMatchObject({ status: 'resolved', resolution: '已退还调度费至钱包' });
  });

  it('assigning to an operator names them as the handler', async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.status === 'open')!;
    const seen = captureRequests('/platform/worksheet/assign');
    const { user } = await openTicket(ws.id);
    await user.click(screen.getByRole('button', { name: btn('指派') }));
    const modal = await dialog('指派工单');
    await user.click(within(modal).getByRole('combobox', { name: '处理人' }));
    const option = await waitFor(() => {
      const o = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (x) => x.textContent === '运营专员（OP0001）',
      );
      if (!o) throw new Error('no option');
      return o;
    });
    await user.click(option);
    await user.click(within(modal).getByRole('button', { name: btn('指派') }));
    expect((await lastRequest(seen)).body).toEqual({ id: ws.id, assignee: 'OP0001' });
    await waitFor(() =>
      expect(screen.getByText('运营专员', { selector: '.ant-descriptions-item-content > span' })).toBeInTheDocument(),
    );
    // who was assigned, then who did it: not 工单已指派给 运营专员（平台管理员）
    expect(within(conversation()).getByText(/工单已指派给 运营专员 · 操作人 平台管理员 · /)).toBeInTheDocument();
    expect(within(header()).getByText('处理中')).toBeInTheDocument();
  });

  it('closing needs a reason; a closed ticket takes no more replies or actions', async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.status === 'processing')!;
    const { user } = await openTicket(ws.id);
    await user.click(screen.getByRole('button', { name: '关闭工单' }));
    const modal = await dialog('关闭后不能再回复');
    await user.click(within(modal).getByRole('button', { name: '确认关闭' }));
    expect(await within(modal).findByText('请填写关闭原因')).toBeInTheDocument();
    await pastThrottle();
    await typeInto(user, within(modal).getByRole('textbox', { name: '关闭原因' }), '重复工单');
    await user.click(within(modal).getByRole('button', { name: '确认关闭' }));

    await waitFor(() => expect(within(header()).getByText('已关闭')).toBeInTheDocument());
    expect(screen.getByText('工单已关闭，无法回复')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '回复内容' })).not.toBeInTheDocument();
    for (const name of [btn('指派'), btn('解决'), '关闭工单'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it("a ticket closed meanwhile refuses the reply: the server's message is shown and the text kept", async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.status === 'processing')!;
    const { user } = await openTicket(ws.id);
    Object.assign(worksheetIndex().get(ws.id)!, { status: 'closed', closeReason: '用户撤销投诉' });
    await typeInto(user, screen.getByRole('textbox', { name: '回复内容' }), '请问问题解决了吗？');
    await user.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('工单已关闭，无法回复')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '回复内容' })).toHaveValue('请问问题解决了吗？');
  });

  it('a failed load offers 重试', async () => {
    await signInAs();
    const ws = getWorksheets()[0];
    refuseNextRead('/platform/worksheet/detail', '服务器繁忙，请稍后再试', 500);
    const { user } = renderPage(WorksheetDetailPage, `/user-worksheet-detail?id=${ws.id}`);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    expect(await screen.findByText(`工单 ${ws.id}`)).toBeInTheDocument();
  });

  it("renders riders' texts and replies as plain text", async () => {
    await signInAs();
    const ws = getWorksheets().find((w) => w.content.includes('<script>'))!;
    await openTicket(ws.id);
    expect(within(conversation()).getByText(ws.content)).toBeInTheDocument();
    expect(document.querySelector('.ws-chat script, img[src="x"], svg[onload]')).toBeNull();
  });
});
