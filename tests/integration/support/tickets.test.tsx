/**
 * /work/view-tickets (1801): the search reaches the server and lists the match;
 * a ticket's drawer shows the conversation, takes a reply and closes the ticket
 * after asking; a failed load offers 重试; an operator without 1801 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TicketListPage from '@/features/support/pages/TicketListPage';
import { getSupportTickets, supportTicketIndex } from '@mocks/db/supportTickets';
import { SUPPORT_KIND, SUPPORT_PRIORITY, SUPPORT_STATUS } from '@contract/support';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderPage, SLOW } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { failNextRead, retryFailedLoad, searchBy, openPage } from '../harness/scenarios';

setupBackend();
const LIST = '/platform/support/ticket/list';
const day = (iso: string) => new Date(Date.parse(iso) + 8 * 3600000).toISOString().slice(0, 10);

async function openDrawer(user: ReturnType<typeof renderPage>['user'], id: string) {
  await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
  return screen.findByRole('list', { name: '沟通记录' });
}

describe('support tickets: list', () => {
  it('searches by keyword, kind, priority and status, and lists the match', SLOW, async () => {
    await signInAs();
    const target = getSupportTickets().find((t) => t.status !== 'closed' && t.replies.length)!;
    const seen = captureRequests(LIST);
    const { user } = renderPage(TicketListPage, '/work/view-tickets');
    expect((await lastRequest(seen)).query).toEqual({ page: 1, pageSize: 20 });
    await waitForRows();
    expect(screen.getByText(`共 ${getSupportTickets().length} 条`)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: '关键词' }));
    await user.paste(target.id);
    await searchBy(
      user,
      seen,
      {
        类型: SUPPORT_KIND[target.kind],
        优先级: SUPPORT_PRIORITY[target.priority].label,
        状态: SUPPORT_STATUS[target.status].label,
      },
      { keyword: target.id, kind: target.kind, priority: target.priority, status: target.status },
    );
    await waitFor(() => expect(rowKeys()).toEqual([target.id]));
    expect(within(rowOf(target.id)).getByText(target.title)).toBeInTheDocument();
  });

  it('a date range from the URL is sent and narrows the list', SLOW, async () => {
    await signInAs();
    const d = day(getSupportTickets()[20].createdAt);
    const expected = getSupportTickets().filter((t) => day(t.createdAt) === d);
    const seen = captureRequests(LIST);
    renderPage(TicketListPage, `/work/view-tickets?createdAt=${d}~${d}`);
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ createdAt: `${d}~${d}` }));
    await waitFor(() => expect(rowKeys()).toEqual(expected.map((t) => t.id)));
  });

  it('a reply appears in the conversation', SLOW, async () => {
    await signInAs();
    const target = getSupportTickets().find((t) => t.status === 'replied')!;
    const seen = captureRequests('/platform/support/ticket/reply');
    const { user } = renderPage(TicketListPage, `/work/view-tickets?keyword=${target.id}`);
    await waitForRows();
    const chat = await openDrawer(user, target.id);
    expect(within(chat).getByText(target.content)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: '回复内容' }));
    await user.paste('问题依旧存在，麻烦再看一下');
    await user.click(screen.getByRole('button', { name: btn('发送回复') }));
    expect((await lastRequest(seen)).body).toEqual({ id: target.id, content: '问题依旧存在，麻烦再看一下' });
    expect(
      await within(screen.getByRole('list', { name: '沟通记录' })).findByText('问题依旧存在，麻烦再看一下'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(target.id)).getByText('处理中')).toBeInTheDocument());
  });

  it('closing asks first, then the ticket shows 已关闭 and takes no reply', SLOW, async () => {
    await signInAs();
    const target = getSupportTickets().find((t) => t.status === 'pending')!;
    const { user } = renderPage(TicketListPage, `/work/view-tickets?keyword=${target.id}`);
    await waitForRows();
    await openDrawer(user, target.id);
    await user.click(screen.getByRole('button', { name: btn('关闭工单') }));
    const ask = await dialog(`确定关闭工单「${target.title}」吗？`);
    expect(supportTicketIndex().get(target.id)!.status).toBe('pending');
    await user.click(within(ask).getByRole('button', { name: btn('关闭工单') }));
    expect(await screen.findByText('工单已关闭，无法回复')).toBeInTheDocument();
    expect(supportTicketIndex().get(target.id)!.status).toBe('closed');
    await waitFor(() => expect(within(rowOf(target.id)).getByText('已关闭')).toBeInTheDocument());
  });

  it('a failed load shows the error with 重试, which loads again', SLOW, async () => {
    await signInAs();
    failNextRead(`${LIST}`);
    const { user } = renderPage(TicketListPage, '/work/view-tickets');
    await retryFailedLoad(user);
    await waitForRows();
  });

  it('an operator without 1801 is refused', SLOW, async () => {
    await openPage(TicketListPage, '/work/view-tickets', { as: '13800000003' });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(
      screen.getByText('没有访问权限（需要权限 1801）', { selector: '.ant-alert-description' }),
    ).toBeInTheDocument();
    expect(rowKeys()).toEqual([]);
  });
});
