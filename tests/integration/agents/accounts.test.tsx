/**
 * /agent/account-management (1101) against the embedded backend: the search is sent
 * and lists the matching franchisee, an added franchisee appears, a duplicate phone
 * keeps the form with the server's reason, disabling after confirming changes the
 * state shown; without 1101 the backend refuses.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentAccountPage from '@/features/agents/pages/AgentAccountPage';
import { http } from '@/shared/http/client';
import { getDb } from '@mocks/db/store';
import { SLOW, btn, captureRequests, choose, dialog, renderPage, rowKeys, rowOf, setupBackend, signInAs, waitForRows } from '../users/harness';

setupBackend();

const PATH = '/agent/account-management';

describe(PATH, SLOW, () => {
  it('a search by contact and state is sent and lists only the matching franchisee', async () => {
    await signInAs();
    const contact = getDb().agents[2].contact;
    const seen = captureRequests('/platform/agent/account');
    const { user } = renderPage(AgentAccountPage, PATH);
    expect(await waitForRows(6)).toHaveLength(6);
    await user.type(screen.getByRole('textbox', { name: '关键词' }), contact);
    await choose(user, '状态', '启用');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, keyword: contact, state: 'enabled' }));
    await waitFor(() => expect(rowKeys()).toContain('A003'));
    for (const key of rowKeys()) expect(getDb().agents.find((a) => a.agentId === key)?.contact).toContain(contact);
  });

  it('an added franchisee appears in the list', async () => {
    await signInAs();
    const seen = captureRequests('/platform/agent/account');
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    await user.click(screen.getByRole('button', { name: /新增加盟商/ }));
    const d = await dialog('新增加盟商');
    await user.type(within(d).getByRole('textbox', { name: '公司名称' }), '杭州新骑科技有限公司');
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '钱多多');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13912345678');
    await choose(user, '角色', '加盟商', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('A007'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ company: '杭州新骑科技有限公司', contact: '钱多多', phone: '13912345678', roleId: 'AR001' });
    expect(within(rowOf('A007')).getByText('杭州新骑科技有限公司')).toBeInTheDocument();
    expect(within(rowOf('A007')).getByText('139****5678')).toBeInTheDocument();
  });

  it('a duplicate phone shows the server reason and keeps the form', async () => {
    await signInAs();
    const taken = getDb().agents[1].phone;
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    await user.click(screen.getByRole('button', { name: /新增加盟商/ }));
    const d = await dialog('新增加盟商');
    await user.type(within(d).getByRole('textbox', { name: '公司名称' }), '重复公司');
    await user.type(within(d).getByRole('textbox', { name: '联系人' }), '李四');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), taken);
    await choose(user, '角色', '加盟商', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('该手机号已被其他加盟商使用')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '公司名称' })).toHaveValue('重复公司');
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue(taken);
    expect(getDb().agents).toHaveLength(6);
  });

  it('disabling after confirming shows the franchisee as disabled', async () => {
    await signInAs();
    const seen = captureRequests('/platform/agent/account/state');
    const { user } = renderPage(AgentAccountPage, PATH);
    await waitForRows(6);
    await user.click(within(rowOf('A002')).getByRole('button', { name: btn('停用') }));
    await user.click(within(await dialog('停用加盟商')).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(within(rowOf('A002')).getByText('停用')).toHaveClass('ant-tag'));
    expect(seen[0]?.body).toEqual({ agentId: 'A002', state: 'disabled' });
    expect(getDb().agents[1].state).toBe('disabled');
  });

  it('a user without 1101 / 1103 is refused by the backend', async () => {
    await signInAs('13800000001');
    const refused = (p: Promise<unknown>) => p.then(() => 0, (e: unknown) => (e as { status?: number }).status);
    expect(await refused(http.get('/platform/agent/account', {}, { silent: true }))).toBe(403);
    expect(await refused(http.post('/platform/agent/account', { company: 'x' }, { silent: true }))).toBe(403);
    expect(await refused(http.put('/platform/agent/serviceArea', { id: 'SA001', agentId: 'A003' }, { silent: true }))).toBe(403);
    expect(getDb().serviceAreas[0].agentId).toBe('A001');
  });
});
