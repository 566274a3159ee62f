/**
 * /agent/service-area-management (1103): filtering by franchisee is sent; assigning an
 * area to another franchisee asks first, then moves it (an area belongs to one only).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ServiceAreaPage from '@/features/agents/pages/ServiceAreaPage';
import { getDb } from '@mocks/db/store';
import { getFences } from '@mocks/db/fences';
import { setupBackend } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, pastThrottle, choose, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openNew, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/agent/service-area-management';
const [A1, A2] = ['杭州速达出行科技有限公司', '浙江绿骑运营服务有限公司'];

describe(PATH, SLOW, () => {
  it('filtering by franchisee is sent and lists only its areas', async () => {
    const { user, seen } = await openPage(ServiceAreaPage, PATH, { capture: '/platform/agent/serviceArea' });
    expect(await waitForRows(3)).toEqual(['SA001', 'SA002', 'SA003']);
    await choose(user, '加盟商', A2);
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, agentId: 'A002' }));
    await waitFor(() => expect(rowKeys()).toEqual(['SA003']));
  });

  it('新增服务区 adds an area with its fence, given to the chosen franchisee; a taken name keeps the form with the reason', async () => {
    const { user } = await openPage(ServiceAreaPage, PATH);
    await waitForRows(3);
    const d = await openNew(user, '服务区');
    await user.type(within(d).getByRole('textbox', { name: '服务区名称' }), '西湖服务区');
    await choose(user, '加盟商', A2, d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('服务区名称已存在')).toBeInTheDocument();
    const name = within(d).getByRole('textbox', { name: '服务区名称' });
    await user.clear(name);
    await user.type(name, '上城服务区');
    await pastThrottle();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('SA004'));
    expect(within(rowOf('SA004')).getByText(A2)).toBeInTheDocument();
    expect(getDb().agents.find((a) => a.agentId === 'A002')?.serviceAreaIds).toContain('SA004');
    expect(getFences().find((f) => f.id === 'F-SA004')).toMatchObject({ kind: 'service_area', name: '上城服务区' });
  });

  it('moving an area to another franchisee asks first, then the list shows the new owner', async () => {
    const { user, seen } = await openPage(ServiceAreaPage, PATH, { capture: '/platform/agent/serviceArea' });
    await waitForRows(3);
    expect(within(rowOf('SA001')).getByText(A1)).toBeInTheDocument();
    await user.click(within(rowOf('SA001')).getByRole('button', { name: btn('分配') }));
    const d = await dialog('分配服务区');
    await choose(user, '加盟商', A2, d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await user.click(within(await dialog('移交服务区')).getByRole('button', { name: btn('移交') }));
    await waitFor(() => expect(within(rowOf('SA001')).getByText(A2)).toBeInTheDocument());
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      id: 'SA001',
      agentId: 'A002',
      updatedAt: expect.any(String),
    });
    const [a1, a2] = getDb().agents;
    expect(a1.serviceAreaIds).toEqual(['SA002']);
    expect(a2.serviceAreaIds).toEqual(['SA003', 'SA001']);
  });

  it('cancelling the move keeps the area with its franchisee', async () => {
    const { user, seen } = await openPage(ServiceAreaPage, PATH, { capture: '/platform/agent/serviceArea' });
    await waitForRows(3);
    await user.click(within(rowOf('SA003')).getByRole('button', { name: btn('分配') }));
    const d = await dialog('分配服务区');
    await choose(user, '加盟商', A1, d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await user.click(within(await dialog('移交服务区')).getByRole('button', { name: btn('取消') }));
    expect(await within(d).findByText('已取消移交')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
    expect(getDb().serviceAreas[2].agentId).toBe('A002');
  });

  it('a refused assignment keeps the dialog with the server reason and the area where it was', async () => {
    const { user } = await openPage(ServiceAreaPage, PATH);
    await waitForRows(3);
    await user.click(within(rowOf('SA002')).getByRole('button', { name: btn('分配') }));
    const d = await dialog('分配服务区');
    await choose(user, '加盟商', '杭州城畅共享电单车有限公司', d);
    getDb().agents.splice(2, 1);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await user.click(within(await dialog('移交服务区')).getByRole('button', { name: btn('移交') }));
    expect(await within(d).findByText('加盟商不存在')).toBeInTheDocument();
    expect(within(d).getByText('杭州城畅共享电单车有限公司')).toBeInTheDocument();
    expect(getDb().serviceAreas[1].agentId).toBe('A001');
  });
});
