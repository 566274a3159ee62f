/**
 * /marketing/activity-task (1707) and its edit page: the standing task set with rewards
 * and limits; an edit sends the count, the reward in fen and the limits and changes the
 * row; a total below what was completed is refused by the backend and the form keeps
 * its values; disabling asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ActivityTaskEditPage from '@/features/marketing/pages/ActivityTaskEditPage';
import ActivityTaskPage from '@/features/marketing/pages/ActivityTaskPage';
import { getFixedTasks } from '@mocks/db/activities';
import { setupBackend } from '../harness/backend';
import { btn, dialog, pastThrottle, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const LIST = '/marketing/activity-task';
const EDIT = '/marketing/activity-task-edit';

describe(LIST, { timeout: 120000 }, () => {
  it('lists the standing tasks with their rewards, limits and completions', async () => {
    await openPage(ActivityTaskPage, LIST);
    expect(await waitForRows(5)).toEqual(['FT001', 'FT002', 'FT003', 'FT004', 'FT005']);
    expect(within(rowOf('FT001')).getByText('优惠券「新用户骑行券」')).toBeInTheDocument();
    expect(within(rowOf('FT002')).getByText('余额 ¥2.00')).toBeInTheDocument();
    expect(within(rowOf('FT003')).getByText('骑行卡 1 天')).toBeInTheDocument();
    expect(within(rowOf('FT004')).getByText('每周骑行满 5 次')).toBeInTheDocument();
    expect(within(rowOf('FT004')).getByText('2000 份')).toBeInTheDocument();
    expect(within(rowOf('FT001')).getByText('不限')).toBeInTheDocument();
    expect(within(rowOf('FT005')).getByText('停用')).toBeInTheDocument();
  });

  it('a total below what was completed is refused; the edit then sends fen and changes the row', async () => {
    const { user, seen } = await openPage(ActivityTaskEditPage, `${EDIT}?id=FT004`, {
      capture: '/platform/marketing/fixed-task',
      more: { [LIST]: ActivityTaskPage },
    });
    const target = await screen.findByRole('textbox', { name: '每周骑行次数' });
    expect(screen.getByText(/已完成 640 次，修改后的奖励只对之后完成的任务生效/)).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, '3');
    await user.click(screen.getByText('余额', { selector: '.ant-radio-button-label, .ant-radio-button-wrapper span' }));
    await user.type(await screen.findByRole('textbox', { name: '奖励金额' }), '2');
    const total = screen.getByRole('textbox', { name: '总量' });
    await user.clear(total);
    await user.type(total, '100');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('总量不能少于已完成的数量')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '每周骑行次数' })).toHaveValue('3');

    await user.clear(total);
    await user.type(total, '3000');
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitForRows(5);
    expect(within(rowOf('FT004')).getByText('每周骑行满 3 次')).toBeInTheDocument();
    expect(within(rowOf('FT004')).getByText('余额 ¥2.00')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      id: 'FT004',
      updatedAt: expect.any(String) as unknown,
      name: '每周骑行 5 次',
      target: 3,
      reward: { kind: 'balance', amount: 200 }, // the kind's own field only
      limitPerRider: 1,
      totalLimit: 3000,
    });
  });

  it('disabling asks first, then the row shows 停用', async () => {
    const { user } = await openPage(ActivityTaskPage, LIST);
    await waitForRows(5);
    await user.click(within(rowOf('FT001')).getByRole('button', { name: btn('停用') }));
    const d = await dialog('停用固定活动');
    await user.click(within(d).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(getFixedTasks()[0].state).toBe('disabled'));
    await waitFor(() => expect(within(rowOf('FT001')).getByText('停用')).toHaveClass('ant-tag'));
  });
  it('opened without a task (a typed address, a reopened tab) it asks to pick one from the list and sends nothing', async () => {
    const { user, seen } = await openPage(ActivityTaskEditPage, EDIT, {
      capture: '/fixed-task',
      more: { [LIST]: ActivityTaskPage },
    });
    expect(await screen.findByText('请选择要编辑的固定活动')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '前往固定活动' }));
    await waitForRows();
  });
});
