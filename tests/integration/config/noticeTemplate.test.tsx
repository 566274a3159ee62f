/**
 * /backend/notice-template (0506) against the embedded backend: filters are sent,
 * an added template appears and the form previews it with sample values, an edit
 * changes the row, disabling and deleting ask first, a duplicate name keeps the
 * form with the server's reason, a failed load offers 重试; without 0506 the backend refuses.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NoticeTemplatePage from '@/features/config/pages/NoticeTemplatePage';
import { http } from '@/shared/http/client';
import { getNoticeTemplates } from '@mocks/db/config';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, expectOperationsRefused, searchBy, openNew, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/backend/notice-template';
/** userEvent.type reads `{` as a key descriptor: set the text at once. */
const typeText = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe(PATH, SLOW, () => {
  it('a search by keyword, channel and state is sent and lists only the matching templates', async () => {
    const { user, seen } = await openPage(NoticeTemplatePage, PATH, { capture: '/platform/config/notice' });
    expect(await waitForRows(8)).toHaveLength(8);
    await searchBy(
      user,
      seen,
      { 关键词: '订单', 通知方式: '短信', 状态: '启用' },
      { keyword: '订单', channel: 'sms', state: 'enabled' },
    );
    await waitFor(() => expect(rowKeys()).toEqual(['NT003']));
  });

  it('an added template is previewed with sample values and appears; an edit changes its row', async () => {
    const { user, seen } = await openPage(NoticeTemplatePage, PATH, { capture: '/platform/config/notice' });
    await waitForRows(8);
    await user.click(screen.getByRole('button', { name: /新增模板/ }));
    let d = await dialog('新增模板');
    await user.type(within(d).getByRole('textbox', { name: '模板名称' }), '还车提醒');
    typeText(within(d).getByRole('textbox', { name: '模板内容' }), '用户 {phone}，请尽快结束订单 {orderId}');
    await waitFor(() =>
      expect(within(d).getByTestId('template-preview')).toHaveTextContent(
        '用户 138****8000，请尽快结束订单 D202611230001',
      ),
    );
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('NT009'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '还车提醒',
      channel: 'sms',
      content: '用户 {phone}，请尽快结束订单 {orderId}',
    });

    await user.click(within(rowOf('NT009')).getByRole('button', { name: btn('编辑') }));
    d = await dialog('编辑模板');
    await user.click(within(d).getByText('站内消息'));
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('NT009')).getByText('站内消息')).toBeInTheDocument());
    expect(getNoticeTemplates()[0].channel).toBe('inapp');
  });

  it('an unknown variable is named before anything is sent', async () => {
    const { user, seen } = await openPage(NoticeTemplatePage, PATH, { capture: '/platform/config/notice' });
    await waitForRows(8);
    const d = await openNew(user, '模板');
    await user.type(within(d).getByRole('textbox', { name: '模板名称' }), '错误模板');
    typeText(within(d).getByRole('textbox', { name: '模板内容' }), '您的 {coupon} 已到账');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('模板含有未知变量：{coupon}')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('disabling asks first and shows the template as disabled; delete asks first', async () => {
    const { user, seen } = await openPage(NoticeTemplatePage, PATH, { capture: '/platform/config/notice/state' });
    await waitForRows(8);
    await user.click(within(rowOf('NT002')).getByRole('button', { name: btn('停用') }));
    await user.click(within(await dialog('停用模板')).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(within(rowOf('NT002')).getByText('停用', { selector: '.ant-tag' })).toBeInTheDocument());
    expect(seen[0]?.body).toEqual({ id: 'NT002', state: 'disabled' });

    await user.click(within(rowOf('NT004')).getByRole('button', { name: btn('删除') }));
    const pop = (await screen.findByText('确定删除模板「押金退还」吗？')).closest('.ant-popover') as HTMLElement;
    expect(getNoticeTemplates()).toHaveLength(8);
    await user.click(within(pop).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('NT004'));
  });

  it('a duplicate name shows the server reason and keeps the form', async () => {
    const { user } = await openPage(NoticeTemplatePage, PATH);
    await waitForRows(8);
    const d = await openNew(user, '模板');
    await user.type(within(d).getByRole('textbox', { name: '模板名称' }), '欠费提醒');
    typeText(within(d).getByRole('textbox', { name: '模板内容' }), '请支付 {amount} 元');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('模板名称已存在')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '模板内容' })).toHaveValue('请支付 {amount} 元');
    expect(getNoticeTemplates()).toHaveLength(8);
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await expectRetriedLoad(NoticeTemplatePage, PATH, '/platform/config/notice', 8);
  });

  it('a user without 0506 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/config/notice', (q) =>
      http.post('/platform/config/notice/state', { id: 'NT001', state: 'disabled' }, q),
    );
    expect(getNoticeTemplates()[0].state).toBe('enabled');
  });
});
