/**
 * /marketing/recharge-activity (1701) against the embedded backend: name and state
 * are sent and narrow the list, editing the tiers (typed in yuan, sent in fen)
 * changes the row, a taken name is refused with the form kept, disabling asks
 * first, a failed load offers 重试, and a user without 1701 is refused.
 */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RechargeActivityPage from '@/features/marketing/pages/RechargeActivityPage';
import { getRechargeActivities } from '@mocks/db/marketing';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { saveRowEdit, expectRefusedFormKept, itChecksToggledList, searchBy, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/recharge-activity';
const ALL = ['RA004', 'RA003', 'RA002', 'RA001'];

describe(PATH, SLOW, () => {
  it('a search by name and state is sent and lists only the matching activity', async () => {
    const { user, seen } = await openPage(RechargeActivityPage, PATH, { capture: '/platform/marketing/recharge' });
    expect(await waitForRows(4)).toEqual(ALL);
    await searchBy(user, seen, { 活动名称: '充值', 状态: '停用' }, { keyword: '充值', state: 'disabled' });
    await waitFor(() => expect(rowKeys()).toEqual(['RA004']));
    expect(within(rowOf('RA004')).getByText('滨江开城充值礼')).toBeInTheDocument();
  });

  it('editing the tiers sends fen and the row shows them', async () => {
    const { user, seen } = await openPage(RechargeActivityPage, PATH, { capture: '/platform/marketing/recharge' });
    await waitForRows(4);
    await user.click(within(rowOf('RA003')).getByRole('button', { name: btn('编辑') }));
    const d = await dialog('编辑充值活动');
    const gift = within(d).getByRole('textbox', { name: '第1档赠送金额' });
    expect(gift).toHaveValue('3.00');
    await user.clear(gift);
    await user.type(gift, '5');
    await user.click(within(d).getByRole('button', { name: /添加档位/ }));
    await user.type(within(d).getByRole('textbox', { name: '第3档充值金额' }), '100');
    await user.type(within(d).getByRole('textbox', { name: '第3档赠送金额' }), '20.5');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('RA003')).getByText('充¥100.00 送¥20.50')).toBeInTheDocument());
    expect(within(rowOf('RA003')).getByText('充¥30.00 送¥5.00')).toBeInTheDocument();
    const body = seen.find((r) => r.method === 'PUT')?.body;
    expect(body).toMatchObject({ id: 'RA003', name: '周末充值狂欢', serviceAreaIds: ['SA001', 'SA002'] });
    expect(body?.tiers).toEqual([
      { pay: 3000, gift: 500 },
      { pay: 6000, gift: 800 },
      { pay: 10000, gift: 2050 },
    ]);
    expect(body?.startDate).toBe(getRechargeActivities().find((a) => a.id === 'RA003')?.startDate);
  });

  it('a taken name shows the server reason and keeps the form', async () => {
    const edit = { rows: 4, row: 'RA003', dialog: '编辑充值活动', field: '活动名称', value: '冬季充值送' };
    const { d } = await saveRowEdit(RechargeActivityPage, PATH, edit);
    await expectRefusedFormKept(d, '活动名称已存在', { 活动名称: '冬季充值送' });
    expect(getRechargeActivities().find((a) => a.id === 'RA003')?.name).toBe('周末充值狂欢');
  });

  itChecksToggledList(RechargeActivityPage, PATH, {
    read: '/platform/marketing/recharge',
    rows: ALL,
    code: '1701',
    toggle: {
      id: 'RA002',
      dialog: '停用充值活动',
      shows: '已停用',
      stateOf: (id) => getRechargeActivities().find((a) => a.id === id)?.state,
    },
  });
});
