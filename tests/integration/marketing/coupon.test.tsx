/**
 * /marketing/coupon and /marketing/coupon-add (1709) against the embedded backend:
 * kind and keyword are sent and narrow the list, a discount coupon added on the add
 * page (yuan and 折 sent as fen and percent) appears in the list, an edit changes the
 * row, a taken name keeps the form with the server's reason, disabling asks first, a
 * failed load offers 重试, and a user without 1709 is refused.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CouponEditPage from '@/features/marketing/pages/CouponEditPage';
import CouponListPage from '@/features/marketing/pages/CouponListPage';
import { getCoupons } from '@mocks/db/marketing';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, choose, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { itChecksToggledList, searchBy, openPage } from '../harness/scenarios';

setupBackend();

const LIST = '/marketing/coupon';
const EDIT = '/marketing/coupon-add';
const ALL = ['CP005', 'CP004', 'CP003', 'CP002', 'CP001'];

describe(LIST, SLOW, () => {
  it('a search by keyword and kind is sent and lists only the matching coupon', async () => {
    const { user, seen } = await openPage(CouponListPage, LIST, { capture: '/platform/marketing/coupon' });
    expect(await waitForRows(5)).toEqual(ALL);
    await searchBy(user, seen, { 关键词: '周末', 类型: '折扣券' }, { keyword: '周末', kind: 'discount' });
    await waitFor(() => expect(rowKeys()).toEqual(['CP003']));
    expect(within(rowOf('CP003')).getByText('8.5 折')).toBeInTheDocument();
    expect(within(rowOf('CP003')).getByText('满¥2.00可用')).toBeInTheDocument();
  });

  it('a discount coupon added on the add page is sent in fen and percent and listed', async () => {
    const { user, seen } = await openPage(CouponEditPage, EDIT, {
      capture: '/platform/marketing/coupon',
      more: { [LIST]: CouponListPage },
    });
    await user.type(await screen.findByRole('textbox', { name: '优惠券名称' }), '夜骑8折');
    await user.click(screen.getByText('折扣券'));
    await user.type(await screen.findByRole('textbox', { name: '折扣' }), '8');
    const threshold = screen.getByRole('textbox', { name: '使用门槛' });
    await user.clear(threshold);
    await user.type(threshold, '2.5');
    const days = screen.getByRole('textbox', { name: '有效天数' });
    await user.clear(days);
    await user.type(days, '5');
    await user.type(screen.getByRole('textbox', { name: '发放总量' }), '100');
    await choose(user, '适用服务区', '西湖服务区');
    expect(await screen.findByText('用户看到：8 折，满¥2.50可用，领取后 5 天内有效')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('CP006'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: '夜骑8折',
      kind: 'discount',
      value: 80,
      threshold: 250,
      validDays: 5,
      stock: 100,
      limitPerRider: 1,
      serviceAreaIds: ['SA001'],
    });
    expect(within(rowOf('CP006')).getByText('8 折')).toBeInTheDocument();
  });

  it('an amount with three decimals, a negative threshold and half a day are refused under their fields, and nothing is sent', async () => {
    const { user, seen } = await openPage(CouponEditPage, `${EDIT}?id=CP004`, {
      capture: '/platform/marketing/coupon',
      more: { [LIST]: CouponListPage },
    });
    await screen.findByRole('textbox', { name: '优惠券名称' });
    for (const [label, typed] of [
      ['优惠金额', '0.015'],
      ['使用门槛', '-1'],
      ['有效天数', '7.5'],
    ]) {
      const input = screen.getByRole('textbox', { name: label });
      await user.clear(input);
      await user.type(input, typed);
    }
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('优惠金额须在 0.01～100 元之间')).toBeInTheDocument();
    expect(screen.getByText('使用门槛须在 0～1000 元之间')).toBeInTheDocument();
    expect(screen.getByText('有效天数须为 1～365 天')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '有效天数' })).toHaveValue('7.5');
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('editing the amount changes the row; a taken name keeps the form with the reason', async () => {
    const { user, seen } = await openPage(CouponEditPage, `${EDIT}?id=CP004`, {
      capture: '/platform/marketing/coupon',
      more: { [LIST]: CouponListPage },
    });
    const name = await screen.findByRole('textbox', { name: '优惠券名称' });
    expect(name).toHaveValue('新用户骑行券');
    await user.clear(name);
    await user.type(name, '周末骑行8.5折');
    const amount = screen.getByRole('textbox', { name: '优惠金额' });
    await user.clear(amount);
    await user.type(amount, '2.5');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('优惠券名称已存在')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '优惠券名称' })).toHaveValue('周末骑行8.5折');
    expect(screen.getByRole('textbox', { name: '优惠金额' })).toHaveValue('2.5');

    await user.clear(screen.getByRole('textbox', { name: '优惠券名称' }));
    await user.type(screen.getByRole('textbox', { name: '优惠券名称' }), '新用户骑行券');
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitForRows(5);
    expect(within(rowOf('CP004')).getByText('减¥2.50')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      id: 'CP004',
      kind: 'amount',
      value: 250,
      threshold: 0,
      stock: 5000,
    });
  });

  itChecksToggledList(CouponListPage, LIST, {
    read: '/platform/marketing/coupon',
    rows: ALL,
    code: '1709',
    toggle: {
      id: 'CP003',
      dialog: '停用优惠券',
      shows: '停用',
      stateOf: (id) => getCoupons().find((c) => c.id === id)?.state,
    },
  });
});
