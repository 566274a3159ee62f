/**
 * /marketing/ad-config (17) against the embedded backend: position and state are
 * sent and narrow the list, an edit changes the row, an image that is not a picture
 * is refused with the form kept, disabling asks first, a failed load offers 重试,
 * and a user without 17 is refused.
 */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdConfigPage from '@/features/marketing/pages/AdConfigPage';
import { getAds } from '@mocks/db/marketing';
import { captureRequests, setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, pastThrottle, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { saveRowEdit, expectRefusedFormKept, itChecksToggledList, searchBy, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/marketing/ad-config';
const ALL = ['AD004', 'AD003', 'AD002', 'AD001'];

describe(PATH, SLOW, () => {
  it("the seeded ads' images are answered by the embedded backend as pictures", async () => {
    const image = getAds()[0].image;
    expect(image).toMatch(/^https:\/\/.+\.png$/);
    const res = await fetch(image);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg[^>]*width="750"/);
  });

  it('a search by position and state is sent and lists only the matching ad', async () => {
    const { user, seen } = await openPage(AdConfigPage, PATH, { capture: '/platform/marketing/ad' });
    expect(await waitForRows(4)).toEqual(ALL);
    await searchBy(user, seen, { 位置: '首页轮播', 状态: '启用' }, { position: 'home_banner', state: 'enabled' });
    await waitFor(() => expect(rowKeys()).toEqual(['AD004']));
  });

  it('an edit changes the row; an image that is not a picture is refused with the form kept', async () => {
    const seen = captureRequests('/platform/marketing/ad');
    const edit = {
      rows: 4,
      row: 'AD002',
      dialog: '编辑广告',
      field: '图片地址',
      value: 'https://cdn.example.com/banner',
    };
    const { d, user } = await saveRowEdit(AdConfigPage, PATH, edit, (form, user) =>
      user.type(within(form).getByRole('textbox', { name: '跳转链接' }), 'https://m.example.com/parking'),
    );
    await expectRefusedFormKept(d, '图片地址须为 png、jpg、webp 或 gif 图片', {
      跳转链接: 'https://m.example.com/parking',
    });
    await user.type(within(d).getByRole('textbox', { name: '图片地址' }), '.png');
    await pastThrottle();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(within(rowOf('AD002')).getByText('https://m.example.com/parking')).toBeInTheDocument());
    const ad = getAds().find((a) => a.id === 'AD002');
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      id: 'AD002',
      updatedAt: expect.any(String) as unknown,
      title: '文明停车倡议',
      position: 'ride_end',
      image: 'https://cdn.example.com/banner.png',
      link: 'https://m.example.com/parking',
      serviceAreaIds: ['SA001', 'SA002'],
      sort: 20,
      startDate: ad?.startDate,
      endDate: ad?.endDate,
    });
  });

  itChecksToggledList(AdConfigPage, PATH, {
    read: '/platform/marketing/ad',
    rows: ALL,
    code: '17',
    toggle: {
      id: 'AD003',
      dialog: '停用广告',
      shows: '已停用',
      stateOf: (id) => getAds().find((a) => a.id === id)?.state,
    },
  });
});
