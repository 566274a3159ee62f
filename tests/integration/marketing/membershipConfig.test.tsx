/**
 * /marketing/deposit-config (1705) against the embedded backend: the seeded cards
 * are the card catalogue the sales reports use; kind and state are sent and narrow
 * the list, an edit (price typed in yuan, sent in fen) and a new discount card
 * change the rows, a taken name is refused with the form kept, disabling asks
 * first, a failed load offers 重试, and a user without 1705 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MembershipConfigPage from '@/features/marketing/pages/MembershipConfigPage';
import { CARD_TYPES } from '@mocks/db/cardSales';
import { getMemberCards } from '@mocks/db/marketingCatalog';
import { getDb } from '@mocks/db/store';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { saveRowEdit, expectRefusedFormKept, itChecksToggledList, searchBy, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/deposit-config';
const ALL = ['MC001', 'MC002', 'MC003', 'MC004', 'MC005', 'MC006', 'MC007'];

describe(PATH, SLOW, () => {
  it('the seeded riding and discount cards are the ones the card-sales reports count', () => {
    for (const kind of ['riding', 'discount'] as const) {
      const seeded = getMemberCards()
        .filter((c) => c.kind === kind)
        .map(({ name, days, price }) => [name, { days, price }]);
      expect(Object.fromEntries(seeded)).toEqual(CARD_TYPES[kind]);
    }
  });

  it('a search by kind and state is sent and lists only the matching cards', async () => {
    const { user, seen } = await openPage(MembershipConfigPage, PATH, { capture: '/platform/marketing/member-card' });
    expect(await waitForRows(7)).toEqual(ALL);
    await searchBy(user, seen, { 类型: '折扣卡', 状态: '启用' }, { kind: 'discount', state: 'enabled' });
    await waitFor(() => expect(rowKeys()).toEqual(['MC004', 'MC005', 'MC006']));
    expect(within(rowOf('MC004')).getByText('¥9.90')).toBeInTheDocument();
    expect(within(rowOf('MC004')).getByText('骑行 9 折')).toBeInTheDocument();
  });

  it('an edit sends the price in fen and the row shows it; a new discount card is listed', async () => {
    const { user, seen } = await openPage(MembershipConfigPage, PATH, { capture: '/platform/marketing/member-card' });
    await waitForRows(7);
    await user.click(within(rowOf('MC002')).getByRole('button', { name: btn('编辑') }));
    const d = await dialog('编辑会员卡');
    const price = within(d).getByRole('textbox', { name: '售价' });
    expect(price).toHaveValue('45.00');
    await user.clear(price);
    await user.type(price, '39.9');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('MC002')).getByText('¥39.90')).toBeInTheDocument());
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      id: 'MC002',
      name: '月卡',
      kind: 'riding',
      days: 30,
      price: 3990,
      discount: 0,
    });

    await user.click(screen.getByRole('button', { name: /新增会员卡/ }));
    const a = await dialog('新增会员卡');
    await user.type(within(a).getByRole('textbox', { name: '卡名称' }), '9折周卡');
    await user.click(within(a).getByText('折扣卡'));
    await user.type(within(a).getByRole('textbox', { name: '有效天数' }), '7');
    await user.type(within(a).getByRole('textbox', { name: '售价' }), '2.9');
    await user.click(within(a).getByRole('button', { name: btn('保存') }));
    expect(await within(a).findByText('请输入折扣')).toBeInTheDocument();
    await user.type(within(a).getByRole('textbox', { name: '折扣' }), '9');
    const area = getDb().serviceAreas[0];
    await choose(user, '适用服务区', area.name, a);
    await pastThrottle();
    await user.click(within(a).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('MC008'));
    expect(within(rowOf('MC008')).getByText('骑行 9 折')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '9折周卡',
      kind: 'discount',
      days: 7,
      price: 290,
      discount: 90,
      serviceAreaIds: [area.id],
      sort: 100,
    });
  });

  it('a taken name shows the server reason and keeps the form', async () => {
    const edit = { rows: 7, row: 'MC007', dialog: '编辑会员卡', field: '卡名称', value: '月卡' };
    const { d } = await saveRowEdit(MembershipConfigPage, PATH, edit);
    await expectRefusedFormKept(d, '会员卡名称已存在', { 卡名称: '月卡' });
    expect(getMemberCards().find((c) => c.id === 'MC007')?.name).toBe('免押月卡');
  });

  itChecksToggledList(MembershipConfigPage, PATH, {
    read: '/platform/marketing/member-card',
    rows: ALL,
    code: '1705',
    toggle: {
      id: 'MC001',
      dialog: '停用会员卡',
      shows: btn('启用'),
      stateOf: (id) => getMemberCards().find((c) => c.id === id)?.state,
    },
  });
});
