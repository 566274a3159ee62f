/**
 * Device authorization (the console's calls /mieba/v2/platform/opman/device/*): a refused device asks, an
 * administrator confirms or refuses it on /permissions/device, the person then signs in;
 * a revoked device is refused again; login_info lists an operator's devices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import DeviceAuthorizationPage from '@/features/permissions/pages/DeviceAuthorizationPage';
import OperatorListPage from '@/features/permissions/pages/OperatorListPage';
import { signInWithSms } from '@/features/auth/signIn';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';
import { storage } from '@/shared/utils/storage';
import { devices } from '@mocks/db/devices';
import { DEMO_SMS_CODE } from '@mocks/db/store';
import type { DeviceRecord } from '@contract/devices';
import { server, setupBackend, signInAs } from '../harness/backend';
import { renderPage, SLOW } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const D = '/mieba/v2/platform/opman/device';
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved');
    },
    (e: unknown) => e as Error,
  );

/** 13800000004 is refused on this browser and asks for authorization: the request's record. */
async function askAsLockedStaff(): Promise<DeviceRecord> {
  expect((await rejection(signInWithSms('13800000004', DEMO_SMS_CODE))).message).toBe(
    '当前设备未授权，请联系管理员授权后登陆！',
  );
  await http.post(`${D}/permission`, {
    device_type: 1,
    mobilePhoneNumber: '13800000004',
    device_code: storage.get<string>('device_code'),
    device_name: 'Chrome on Linux',
  });
  return devices().find((d) => d.phone === '13800000004' && d.state === 'pending')!;
}

describe('device authorization, end to end on the backend', () => {
  it('confirmed: the person signs in; revoked: refused again; a decided request cannot be decided twice', async () => {
    const request = await askAsLockedStaff();
    await signInAs();
    await http.post(`${D}/authorize_confirm`, { id: request.id, approve: true });
    expect((await rejection(http.post(`${D}/authorize_confirm`, { id: request.id, approve: false }))).message).toBe(
      '该申请已处理',
    );
    const mine = await http.get<DeviceRecord[]>(`${D}/login_info`, { phone: '13800000004' });
    expect(mine.map((d) => [d.deviceName, d.state, d.decidedBy])).toEqual([
      ['Chrome on Linux', 'authorized', '平台管理员'],
    ]);

    useSession.getState().logout();
    await signInAs('13800000004');
    expect(useSession.getState().opMan).toBe('OP0004');
    expect(request.lastLoginAt).toBeDefined();

    useSession.getState().logout();
    await signInAs();
    await http.post(`${D}/authorize_remove`, { id: request.id });
    useSession.getState().logout();
    expect((await rejection(signInWithSms('13800000004', DEMO_SMS_CODE))).message).toBe(
      '当前设备未授权，请联系管理员授权后登陆！',
    );
  });

  it('refused: the sign-in stays refused; the endpoints need 1003', async () => {
    const request = await askAsLockedStaff();
    await signInAs();
    await http.post(`${D}/authorize_confirm`, { id: request.id, approve: false });
    useSession.getState().logout();
    expect((await rejection(signInWithSms('13800000004', DEMO_SMS_CODE))).message).toBe(
      '当前设备未授权，请联系管理员授权后登陆！',
    );

    await signInAs('13800000001');
    expect((await rejection(http.get(`${D}/authorize_info`, { page: 1, pageSize: 20 }))).message).toMatch(
      /没有访问权限/,
    );
  });
});

describe('/permissions/device', SLOW, () => {
  it('lists the pending requests first; 授权 after confirming takes the request out of 待审核', async () => {
    const request = await askAsLockedStaff();
    const { user } = await openPage(DeviceAuthorizationPage, '/permissions/device');
    await waitForRows();
    const pending = devices().filter((d) => d.state === 'pending');
    expect(rowKeys().sort()).toEqual(pending.map((d) => d.id).sort());
    expect(within(rowOf(request.id)).getByText('138****0004')).toBeInTheDocument();
    await user.click(within(rowOf(request.id)).getByRole('button', { name: btn('授权') }));
    await user.click(within(await dialog('授权设备')).getByRole('button', { name: btn('授权') }));
    await waitFor(() => expect(rowKeys()).not.toContain(request.id));
    expect(request).toMatchObject({ state: 'authorized', decidedBy: '平台管理员' });
  });

  it('a refused decision shows the server reason and keeps the row', async () => {
    const request = await askAsLockedStaff();
    await signInAs();
    server.use(
      mswHttp.post(`*${D}/authorize_confirm`, () =>
        HttpResponse.json({ suc: false, error: { promt: '该申请已处理' } }),
      ),
    );
    const { user } = renderPage(DeviceAuthorizationPage, '/permissions/device');
    await waitForRows();
    await user.click(within(rowOf(request.id)).getByRole('button', { name: btn('拒绝') }));
    await user.click(within(await dialog('拒绝授权')).getByRole('button', { name: btn('拒绝') }));
    expect(await screen.findByText('该申请已处理')).toBeInTheDocument();
    expect(rowKeys()).toContain(request.id);
    expect(request.state).toBe('pending');
  });

  it('后台用户 › 设备 lists an operator’s devices with their last sign-in, and revokes one', async () => {
    const { user } = await openPage(OperatorListPage, '/permissions/user');
    await waitForRows();
    await user.click(within(rowOf('OP0003')).getByRole('button', { name: btn('设备') }));
    const d = await dialog('财务专员（138****0003）的登录设备');
    const theirs = devices().filter((x) => x.phone === '13800000003');
    await waitFor(() => expect(within(d).getAllByText('已授权')).toHaveLength(theirs.length));
    await user.click(within(d).getAllByRole('button', { name: btn('撤销') })[0]);
    await user.click(within(await dialog('撤销授权')).getByRole('button', { name: btn('撤销') }));
    await waitFor(() => expect(within(d).getByText('已撤销')).toBeInTheDocument());
  });
});
