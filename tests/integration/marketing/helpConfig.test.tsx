/**
 * /marketing/help-config (1704) against the embedded backend: the category filter is
 * sent, an added article is listed in its order, the hotline is changed and a wrong
 * number is refused with the form kept, delete asks first, a failed load offers 重试,
 * and a user without 1704 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HelpConfigPage from '@/features/marketing/pages/HelpConfigPage';
import { http } from '@/shared/http/client';
import { getHelp } from '@mocks/db/marketing';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, expectOperationsRefused, openNew, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/help-config';
const ALL = ['HA001', 'HA002', 'HA003', 'HA004', 'HA005', 'HA006'];

describe(PATH, SLOW, () => {
  it('the category filter is sent and lists only its articles', async () => {
    const { user, seen } = await openPage(HelpConfigPage, PATH, { capture: '/platform/marketing/help' });
    expect(await waitForRows(6)).toEqual(ALL);
    await choose(user, '分类', '计费说明');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() =>
      expect(seen.filter((r) => r.path.endsWith('/help')).at(-1)?.query).toEqual({
        page: 1,
        pageSize: 20,
        category: '计费说明',
      }),
    );
    await waitFor(() => expect(rowKeys()).toEqual(['HA003', 'HA004']));
  });

  it('an added article is listed in its order', async () => {
    const { user, seen } = await openPage(HelpConfigPage, PATH, { capture: '/platform/marketing/help' });
    await waitForRows(6);
    const d = await openNew(user, '文章');
    await user.type(within(d).getByRole('textbox', { name: '标题' }), '如何开具发票？');
    await choose(user, '分类', '计费说明', d);
    await user.type(within(d).getByRole('textbox', { name: '内容' }), '在“我的-发票”中选择行程开具电子发票。');
    const sort = within(d).getByRole('textbox', { name: '排序' });
    await user.clear(sort);
    await user.type(sort, '5');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()[0]).toBe('HA007'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      title: '如何开具发票？',
      category: '计费说明',
      content: '在“我的-发票”中选择行程开具电子发票。',
      sort: 5,
    });
    expect(within(rowOf('HA007')).getByText('如何开具发票？')).toBeInTheDocument();
  });

  it('a wrong hotline is refused with the form kept; a right one is shown', async () => {
    const { user, seen } = await openPage(HelpConfigPage, PATH, { capture: '/platform/marketing/help/hotline' });
    expect(await screen.findByText('客服热线：400-800-1234（每天 08:00-22:00）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改热线' }));
    const d = await dialog('修改客服热线');
    const phone = within(d).getByRole('textbox', { name: '客服电话' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('请输入正确的客服电话')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '客服电话' })).toHaveValue('12345');
    await user.clear(phone);
    await user.type(phone, '0571-88886666');
    await pastThrottle();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('客服热线：0571-88886666（每天 08:00-22:00）')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      updatedAt: expect.any(String) as unknown,
      phone: '0571-88886666',
      hours: '每天 08:00-22:00',
    });
  });

  it('delete asks first, then the article leaves the list', async () => {
    const { user, seen } = await openPage(HelpConfigPage, PATH, { capture: '/platform/marketing/help/delete' });
    await waitForRows(6);
    await user.click(within(rowOf('HA002')).getByRole('button', { name: btn('删除') }));
    const ask = (await screen.findByText('确定删除文章「临时停车怎么操作？」吗？')).closest<HTMLElement>(
      '.ant-popover',
    );
    expect(seen).toHaveLength(0);
    await user.click(within(ask as HTMLElement).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('HA002'));
    expect(seen[0]?.body).toEqual({ id: 'HA002' });
  });

  it('a failed load offers 重试', async () => {
    await expectRetriedLoad(HelpConfigPage, PATH, '/platform/marketing/help', ALL);
  });

  it('a user without 1704 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/marketing/help', (q) =>
      http.put('/platform/marketing/help/hotline', { phone: '4008001111', hours: 'x' }, q),
    );
    expect(getHelp().hotline.phone).toBe('400-800-1234');
  });
});
