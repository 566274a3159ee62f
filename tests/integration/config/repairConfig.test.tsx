/**
 * /backend/repair-config (0501) against the embedded backend: the search is sent
 * and lists the matching fault types, an added fault type appears, an edit changes
 * the row, delete asks first, a duplicate name keeps the form with the server's
 * reason, a failed load offers 重试; without 0501 the backend refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RepairConfigPage from '@/features/config/pages/RepairConfigPage';
import { http } from '@/shared/http/client';
import { getFaultTypes } from '@mocks/db/config';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { expectRetriedLoad, expectOperationsRefused, searchBy, openNew, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/backend/repair-config';

describe(PATH, SLOW, () => {
  it('a search by name, category and state is sent and lists only the matching fault types', async () => {
    const { user, seen } = await openPage(RepairConfigPage, PATH, { capture: '/platform/config/fault' });
    expect(await waitForRows(17)).toHaveLength(17);
    await searchBy(
      user,
      seen,
      { 关键词: '锁', 故障分类: '车锁', 状态: '启用' },
      { keyword: '锁', category: 'lock', state: 'enabled' },
    );
    await waitFor(() => expect(rowKeys()).toEqual(['FT009', 'FT010', 'FT011']));
  });

  it('an added fault type appears, and an edit changes its row', async () => {
    const { user, seen } = await openPage(RepairConfigPage, PATH, { capture: '/platform/config/fault' });
    await waitForRows(17);
    await user.click(screen.getByRole('button', { name: /新增故障类型/ }));
    let d = await dialog('新增故障类型');
    await user.type(within(d).getByRole('textbox', { name: '故障名称' }), '挡泥板断裂');
    await choose(user, '故障分类', '车身部件', d);
    await user.click(within(d).getByText('高'));
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('FT018'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '挡泥板断裂',
      category: 'body',
      priority: 'high',
      state: 'enabled',
      remark: '',
    });
    expect(within(rowOf('FT018')).getByText('挡泥板断裂')).toBeInTheDocument();

    await user.click(within(rowOf('FT018')).getByRole('button', { name: btn('编辑') }));
    d = await dialog('编辑故障类型');
    expect(within(d).getByRole('textbox', { name: '故障名称' })).toHaveValue('挡泥板断裂');
    await user.click(within(d).getByRole('switch', { name: '启用' }));
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('FT018')).getByText('停用')).toHaveClass('ant-tag'));
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ id: 'FT018', state: 'disabled' });
  });

  it('delete asks first, then the row is gone', async () => {
    const { user } = await openPage(RepairConfigPage, PATH);
    await waitForRows(17);
    await user.click(within(rowOf('FT003')).getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('确定删除故障类型「车灯不亮」吗？')).toBeInTheDocument();
    expect(getFaultTypes()).toHaveLength(17);
    const pop = screen.getByText('确定删除故障类型「车灯不亮」吗？').closest('.ant-popover') as HTMLElement;
    await user.click(within(pop).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('FT003'));
    expect(getFaultTypes()).toHaveLength(16);
  });

  it('a duplicate name shows the server reason and keeps the form', async () => {
    const { user } = await openPage(RepairConfigPage, PATH);
    await waitForRows(17);
    const d = await openNew(user, '故障类型');
    await user.type(within(d).getByRole('textbox', { name: '故障名称' }), '刹车失灵');
    await choose(user, '故障分类', '车身部件', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('故障名称已存在')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '故障名称' })).toHaveValue('刹车失灵');
    expect(getFaultTypes()).toHaveLength(17);
  });

  it('a failed load shows the error with 重试, which loads again', async () => {
    await expectRetriedLoad(RepairConfigPage, PATH, '/platform/config/fault', 17);
  });

  it('a user without 0501 is refused by the backend', async () => {
    await expectOperationsRefused('/platform/config/fault', (q) =>
      http.del('/platform/config/fault/FT001', undefined, q),
    );
    expect(getFaultTypes()).toHaveLength(17);
  });
});
