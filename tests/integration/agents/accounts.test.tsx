/**
 * /agent/account-management (1101) against the embedded backend: the search is sent
 * and lists the matching franchisee, an added franchisee appears, a duplicate phone
 * keeps the form with the server's reason (a click beside it too), disabling after confirming changes the
 * state shown; without 1101 the backend refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentAccountPage from '@/features/agents/pages/AgentAccountPage';
import { http } from '@/shared/http/client';
import { getDb } from '@mocks/db/store';
import { useSession } from '@/shared/auth/session';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, choose, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { refusedWith, refusalOf, searchBy, openNew, openPage } from '../harness/scenarios';

setupBackend();

const PATH = '/agent/account-management';

describe(PATH, SLOW, () => {
  it('a search by contact and state is sent and lists only the matching franchisee', async () => {
    await signInAs();
    const contact = getDb().agents[2].contact;
    const seen = captureRequests('/platform/agent/account');
    const { user } = renderPage(AgentAccountPage, PATH);
    expect(await waitForRows(6)).toHaveLength(6);
    await searchBy(user, seen, { 关键词: contact, 状态: '启用' }, { keyword: contact, state: 'enabled' });
    await waitFor(() => expect(rowKeys()).toContain('A003'));
    for (const key of rowKeys()) expect(getDb().agents.find((a) => a.agentId === key)?.contact).toContain(contact);
  });

  it('an added franchisee appears in the list', async () => {
    const { user, seen } = await openPage(AgentAccountPage, PATH, { capture: '/platform/agent/account' });
    await waitForRows(6);
    const d = await openNew(user, '加盟商');
    await user.type(within(d).getByRole('textbox', { name: '公司名称' }), '杭州新骑科技有限公司');
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '钱多多');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13912345678');
    await choose(user, '角色', '加盟商', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('A007'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      company: '杭州新骑科技有限公司',
      contact: '钱多多',
      phone: '13912345678',
      roleId: 'AR001',
      serviceAreaIds: [],
    });
    expect(within(rowOf('A007')).getByText('杭州新骑科技有限公司')).toBeInTheDocument();
    expect(within(rowOf('A007')).getByText('139****5678')).toBeInTheDocument();
  });

  it('a duplicate phone shows the server reason and keeps the form, which a click beside it does not close', async () => {
    await signInAs();
    const taken = getDb().agents[1].phone;
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    const d = await openNew(user, '加盟商');
    await user.type(within(d).getByRole('textbox', { name: '公司名称' }), '重复公司');
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '李四');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), taken);
    await choose(user, '角色', '加盟商', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('该手机号已被其他加盟商使用')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '公司名称' })).toHaveValue('重复公司');
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue(taken);
    expect(getDb().agents).toHaveLength(6);
    // a stray click beside the dialog does not throw the typed form away
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(within(await dialog('新增加盟商')).getByRole('textbox', { name: '公司名称' })).toHaveValue('重复公司');
  });

  it('an edit shows the phone masked and sends none unless a new number is typed', async () => {
    await signInAs();
    const phone = getDb().agents[1].phone;
    const seen = captureRequests('/platform/agent/account');
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    await user.click(within(rowOf('A002')).getByRole('button', { name: btn('编辑') }));
    let d = await dialog('编辑加盟商');
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    await user.clear(within(d).getByRole('textbox', { name: '联系人' }));
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '周新');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(seen.find((r) => r.method === 'PUT')?.body).not.toHaveProperty('phone');
    await waitFor(() => expect(getDb().agents[1]).toMatchObject({ contact: '周新', phone }));

    await user.click(within(rowOf('A002')).getByRole('button', { name: btn('编辑') }));
    d = await dialog('编辑加盟商');
    await user.clear(within(d).getByRole('textbox', { name: '手机号' }));
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13955551234');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(seen.filter((r) => r.method === 'PUT')[1]?.body).toMatchObject({ agentId: 'A002', phone: '13955551234' });
    await waitFor(() => expect(getDb().agents[1].phone).toBe('13955551234'));
  });

  it('disabling after confirming shows the franchisee as disabled', async () => {
    const { user, seen } = await openPage(AgentAccountPage, PATH, { capture: '/platform/agent/account/state' });
    await waitForRows(6);
    await user.click(within(rowOf('A002')).getByRole('button', { name: btn('停用') }));
    await user.click(within(await dialog('停用加盟商')).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(within(rowOf('A002')).getByText('停用')).toHaveClass('ant-tag'));
    expect(seen[0]?.body).toEqual({ agentId: 'A002', state: 'disabled' });
    expect(getDb().agents[1].state).toBe('disabled');
  });

  it('a new franchisee given a new service area signs in with its phone and sees only that area', async () => {
    await signInAs();
    const area = await http.post<{ id: string; agentId: string }>('/platform/agent/serviceArea', {
      name: '上城服务区',
      city: '杭州市',
      center: [120.17, 30.25],
    });
    expect(area.agentId).toBe('');
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    const d = await openNew(user, '加盟商');
    await user.type(within(d).getByRole('textbox', { name: '公司名称' }), '杭州上城骑行有限公司');
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '周小川');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13955556666');
    await choose(user, '角色', '加盟商', d);
    await choose(user, '服务区', '上城服务区', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('A007'));

    useSession.getState().logout();
    await signInAs('13955556666');
    expect(useSession.getState().agentId).toBe('A007');
    const mine = await http.get<{ count: number; list: Array<{ id: string }> }>('/platform/agent/serviceArea/opMan');
    expect(mine.list.map((a) => a.id)).toEqual([area.id]);
  });

  it('an area another franchisee has cannot be given to a new one; its phone cannot be an operator’s', async () => {
    await signInAs();
    expect(
      await refusalOf(
        http.post('/platform/agent/account', {
          company: '抢区公司',
          contact: '王五',
          phone: '13955550000',
          roleId: 'AR001',
          serviceAreaIds: ['SA001'],
        }),
      ),
    ).toBe('服务区已属于其他加盟商：西湖服务区');
    expect(
      await refusalOf(
        http.post('/platform/agent/account', {
          company: '撞号公司',
          contact: '王五',
          phone: '13800000003',
          roleId: 'AR001',
        }),
      ),
    ).toBe('该手机号已是后台用户');
    expect(getDb().agents).toHaveLength(6);
  });

  it('deleting asks first; one with service areas is refused with the reason, one without goes and can no longer sign in', async () => {
    const { user } = await openPage(AgentAccountPage, PATH);
    await waitForRows(6);
    await user.click(within(rowOf('A002')).getByRole('button', { name: btn('删除') }));
    await user.click(
      within(await dialog('确定删除加盟商「浙江绿骑运营服务有限公司」吗？')).getByRole('button', { name: btn('删除') }),
    );
    expect(
      await screen.findByText('该加盟商名下还有 1 个服务区，无法删除，请先将服务区分配给其他加盟商'),
    ).toBeInTheDocument();
    expect(rowKeys()).toContain('A002');

    await http.post('/platform/agent/account', {
      company: '临时公司',
      contact: '赵六',
      phone: '13955557777',
      roleId: 'AR001',
    });
    await waitFor(() => expect(rowKeys()).toContain('A007'));
    await user.click(within(rowOf('A007')).getByRole('button', { name: btn('删除') }));
    await user.click(within(await dialog('确定删除加盟商「临时公司」吗？')).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('A007'));
    expect(getDb().operators.some((o) => o.phone === '13955557777')).toBe(false);
  });

  it('a user without 1101 / 1103 is refused by the backend', async () => {
    await signInAs('13800000001');
    expect(await refusedWith(http.get('/platform/agent/account', {}, { silent: true }))).toBe(403);
    expect(await refusedWith(http.post('/platform/agent/account', { company: 'x' }, { silent: true }))).toBe(403);
    expect(
      await refusedWith(http.put('/platform/agent/serviceArea', { id: 'SA001', agentId: 'A003' }, { silent: true })),
    ).toBe(403);
    expect(getDb().serviceAreas[0].agentId).toBe('A001');
  });
});
