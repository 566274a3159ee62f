/**
 * /marketing/mall-config (1703) against the embedded backend: name, kind and state
 * are sent and narrow the list, adding a coupon item and editing an item change the
 * rows, a taken name is refused with the form kept, taking an item off the shelf
 * asks first, a failed load offers 重试, and a user without 1703 is refused.
 */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MallConfigPage from '@/features/marketing/pages/MallConfigPage';
import { http } from '@/shared/http/client';
import { getCoupons } from '@mocks/db/marketing';
import { getMallItems } from '@mocks/db/marketingCatalog';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, dialog, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import {
  saveRowEdit,
  expectRefusedFormKept,
  refusalOf,
  itChecksToggledList,
  searchBy,
  openNew,
  openPage,
} from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/mall-config';
const ALL = ['MI001', 'MI002', 'MI003', 'MI004', 'MI005', 'MI006'];

describe(PATH, SLOW, () => {
  it('a search by name, kind and state is sent and lists only the matching items', async () => {
    const { user, seen } = await openPage(MallConfigPage, PATH, { capture: '/platform/marketing/mall' });
    expect(await waitForRows(6)).toEqual(ALL);
    expect(within(rowOf('MI004')).getByText('已兑完')).toBeInTheDocument();
    await searchBy(
      user,
      seen,
      { 商品名称: '兑换', 类型: '骑行卡', 状态: '启用' },
      { keyword: '兑换', kind: 'riding_card', state: 'enabled' },
    );
    await waitFor(() => expect(rowKeys()).toEqual(['MI003', 'MI004']));
    expect(within(rowOf('MI003')).getByText('周卡')).toBeInTheDocument();
  });

  it('a new coupon item is added with the coupon it grants, and an edit changes the row', async () => {
    const { user, seen } = await openPage(MallConfigPage, PATH, { capture: '/platform/marketing/mall' });
    await waitForRows(6);
    const d = await openNew(user, '商品');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('请输入商品名称')).toBeInTheDocument();
    expect(within(d).getByText('请选择兑换的优惠券')).toBeInTheDocument();
    await user.type(within(d).getByRole('textbox', { name: '商品名称' }), '免费15分钟券');
    await choose(user, '兑换的优惠券', '通勤免费15分钟', d);
    await user.type(within(d).getByRole('textbox', { name: '所需积分' }), '150');
    await user.type(within(d).getByRole('textbox', { name: '库存' }), '500');
    await pastThrottle();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('MI007'));
    expect(within(rowOf('MI007')).getByText('通勤免费15分钟')).toBeInTheDocument();
    const coupon = getCoupons().find((c) => c.name === '通勤免费15分钟')?.id;
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '免费15分钟券',
      kind: 'coupon',
      grantId: coupon,
      points: 150,
      stock: 500,
      limitPerRider: 1,
      sort: 100,
      image: '',
    });

    await user.click(within(rowOf('MI005')).getByRole('button', { name: btn('编辑') }));
    const e = await dialog('编辑商品');
    const points = within(e).getByRole('textbox', { name: '所需积分' });
    expect(points).toHaveValue('8000');
    await user.clear(points);
    await user.type(points, '6500');
    await user.click(within(e).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('MI005')).getByText('6500')).toBeInTheDocument());
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      id: 'MI005',
      kind: 'gift',
      grantId: '',
      points: 6500,
      stock: 50,
    });
  });

  it('a taken name shows the server reason and keeps the form', async () => {
    const edit = { rows: 6, row: 'MI006', dialog: '编辑商品', field: '商品名称', value: '定制骑行头盔' };
    const { d } = await saveRowEdit(MallConfigPage, PATH, edit, async (form, user) => {
      const stock = within(form).getByRole('textbox', { name: '库存' });
      await user.clear(stock);
      await user.type(stock, '400');
    });
    await expectRefusedFormKept(d, '商品名称已存在', { 商品名称: '定制骑行头盔', 库存: '400' });
    expect(getMallItems().find((x) => x.id === 'MI006')).toMatchObject({ name: '手机支架', stock: 300 });
  });

  it('the backend refuses a stock below what was redeemed and points that are not above 0', async () => {
    await signInAs();
    const item = getMallItems().find((x) => x.id === 'MI003')!;
    // the edit's fields as the form sends them (the body refuses the record's others: redeemed, state …)
    const { id, updatedAt, name, kind, grantId, points, stock, limitPerRider, sort, image } = item;
    const edit = { id, updatedAt, name, kind, grantId, points, stock, limitPerRider, sort, image };
    expect(await refusalOf(http.put('/platform/marketing/mall', { ...edit, stock: 50 }, { silent: true }))).toBe(
      '库存不能少于已兑换的数量',
    );
    expect(await refusalOf(http.put('/platform/marketing/mall', { ...edit, points: 0 }, { silent: true }))).toBe(
      '所需积分须大于 0',
    );
    expect(getMallItems().find((x) => x.id === 'MI003')).toMatchObject({ stock: 300, points: 1500 });
  });

  itChecksToggledList(MallConfigPage, PATH, {
    read: '/platform/marketing/mall',
    rows: ALL,
    code: '1703',
    toggle: {
      id: 'MI002',
      dialog: '停用商品',
      shows: btn('启用'),
      stateOf: (id) => getMallItems().find((x) => x.id === id)?.state,
    },
  });
});
