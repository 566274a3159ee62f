/**
 * /data/park-application (0910): the filters (status tab, service area, keyword,
 * submitted-time range) reach the server and list only matching applications;
 * approving after the confirmation creates the parking station and moves the
 * application to 已通过; rejecting needs a reason, which is then shown; the
 * server's refusals are shown, the typed reason kept, and a failed load offers 重试.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import ParkApplicationPage from '@/features/parkApplications/pages/ParkApplicationPage';
import { getFences } from '@mocks/db/fences';
import { getParkApplications } from '@mocks/db/parkApplications';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { refuseNextRead, searchBy, openPage } from '../harness/scenarios';

vi.mock('@/widgets/map/MapView', () => import('../vehicles/mapStub'));

setupBackend();
const PATH = '/data/park-application';
const LIST = '/platform/park-application/list';
const statusTab = (label: string) => within(document.querySelector<HTMLElement>('.ant-segmented')!).getByText(label);

describe('/data/park-application', SLOW, () => {
  it('the status tab, service area, keyword and submitted-time range reach the server and list only matching applications', async () => {
    await signInAs();
    const target = getParkApplications().find((a) => a.status === 'rejected' && a.serviceAreaId === 'SA002')!;
    const day = target.createdAt.slice(0, 10);
    const from = new Date(Date.parse(day) - 10 * 86400000).toISOString().slice(0, 10);
    const to = new Date(Date.parse(day) + 2 * 86400000).toISOString().slice(0, 10);
    const seen = captureRequests(LIST);
    const { user } = renderPage(ParkApplicationPage, `${PATH}?createdAt=${from}~${to}`);
    expect((await lastRequest(seen)).query).toMatchObject({ status: 'pending', createdAt: `${from}~${to}` });

    await user.click(statusTab('已驳回'));
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ status: 'rejected' }));
    await waitForRows();
    await searchBy(
      user,
      seen,
      { 服务区: '滨江服务区', 关键词: target.stationName },
      { status: 'rejected', serviceAreaId: 'SA002', keyword: target.stationName, createdAt: `${from}~${to}` },
    );
    await waitFor(() => expect(rowKeys()).toEqual([target.id]));
    const row = rowOf(target.id);
    expect(within(row).getByText('已驳回')).toBeInTheDocument();
    expect(within(row).getByText(target.rejectReason!)).toBeInTheDocument();
    expect(within(row).getByText('滨江服务区')).toBeInTheDocument();
  });

  it('approving from the drawer, after confirming, creates the parking station and moves the application to 已通过', async () => {
    const { user, seen } = await openPage(ParkApplicationPage, PATH, { capture: '/platform/park-application/approve' });
    const [id] = await waitForRows();
    const app = getParkApplications().find((a) => a.id === id)!;
    expect(app.status).toBe('pending');
    // the newest first, and it is pending
    expect(id).toBe(getParkApplications()[0].id);

    await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
    const drawer = await dialog(`站点申请 · ${id}`);
    expect(within(drawer).getByText(app.stationName)).toBeInTheDocument();
    // the proposal and the stations around it on the map
    const map = within(drawer).getByRole('region', { name: `拟建站点位置 ${app.stationName}` });
    expect(Number(map.getAttribute('data-polygons'))).toBeGreaterThanOrEqual(1);

    await user.click(within(drawer).getByRole('button', { name: btn('通过') }));
    const confirm = await dialog('确定通过该申请吗？');
    expect(seen).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: btn('通过') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect((await lastRequest(seen)).body).toEqual({ id });

    const station = getFences().find(
      (f) => f.kind === 'parking' && f.serviceAreaId === app.serviceAreaId && f.name === app.stationName,
    );
    expect(station).toMatchObject({ capacity: app.capacity, state: 'enabled' });
    expect(app).toMatchObject({ status: 'approved', reviewer: '平台管理员', stationId: station!.id });

    await user.click(statusTab('已通过'));
    await waitFor(() => expect(rowKeys()[0]).toBe(id));
    expect(within(rowOf(id)).getByText('已通过')).toBeInTheDocument();
    expect(within(rowOf(id)).getByText('平台管理员')).toBeInTheDocument();
  });

  it('rejecting needs a reason; the reason is then shown on the application', async () => {
    const { user, seen } = await openPage(ParkApplicationPage, PATH, { capture: '/platform/park-application/reject' });
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('驳回') }));
    const modal = await dialog('驳回申请');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    expect(await within(modal).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.type(within(modal).getByRole('textbox'), '占用盲道');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect((await lastRequest(seen)).body).toEqual({ id, reason: '占用盲道' });

    await user.click(statusTab('已驳回'));
    await waitFor(() => expect(rowKeys()[0]).toBe(id));
    expect(within(rowOf(id)).getByText('占用盲道')).toBeInTheDocument();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('详情') }));
    const drawer = await dialog(`站点申请 · ${id}`);
    expect(within(drawer).getByText('驳回原因')).toBeInTheDocument();
    expect(within(drawer).getByText('占用盲道')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: btn('通过') })).not.toBeInTheDocument();
  });

  it('a refused rejection shows the server’s message and keeps the typed reason; a failed load offers 重试', async () => {
    await signInAs();
    server.use(
      mswHttp.post(
        `${API}/platform/park-application/reject`,
        () => HttpResponse.json({ suc: false, error: { promt: '审核服务繁忙，请稍后再试' } }),
        { once: true },
      ),
    );
    const { user } = renderPage(ParkApplicationPage, PATH);
    const [id] = await waitForRows();
    await user.click(within(rowOf(id)).getByRole('button', { name: btn('驳回') }));
    const modal = await dialog('驳回申请');
    await user.type(within(modal).getByRole('textbox'), '车位数与面积不符');
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    expect(await screen.findByText('审核服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox')).toHaveValue('车位数与面积不符');
    expect(getParkApplications().find((a) => a.id === id)!.status).toBe('pending');

    // the second try goes through
    await user.click(within(modal).getByRole('button', { name: btn('驳回') }));
    await waitFor(() => expect(rowKeys()).not.toContain(id));
    expect(getParkApplications().find((a) => a.id === id)).toMatchObject({
      status: 'rejected',
      rejectReason: '车位数与面积不符',
    });

    refuseNextRead(`${LIST}`, '服务器繁忙，请稍后再试', 500);
    await user.click(statusTab('已通过'));
    expect(
      await screen.findByText('服务器繁忙，请稍后再试', { selector: '.ant-alert-description' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('重试') }));
    await waitForRows();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
  });
});
