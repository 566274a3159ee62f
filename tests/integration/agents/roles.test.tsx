/**
 * /agent/role-management and /agent/add-role (1102): a franchisee role's codes are
 * saved and read back in the tree; the tree holds only what a franchisee may hold;
 * the backend refuses other codes and callers without 1102. On the list, disabling
 * asks first (naming the franchisees who lose the permissions) and takes the codes
 * from its holders; deleting asks first and is refused while franchisees hold the role.
 */
import { nowIso } from '@/shared/utils/clock';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentRoleEditPage from '@/features/agents/pages/AgentRoleEditPage';
import AgentRoleListPage from '@/features/agents/pages/AgentRoleListPage';
import { http } from '@/shared/http/client';
import { getDb } from '@mocks/db/store';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import { btn, dialog, lastRequest, rowKeys, rowOf, waitForRows, isChecked, treeNode } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved');
    },
    (e: unknown) => e as Error & { status?: number },
  );

/** A second franchisee role, 加盟商财务 (AR002), that no franchisee holds. */
const addFinanceRole = () =>
  getDb().roles.push({
    id: 'AR002',
    name: '加盟商财务',
    level: 0,
    codes: ['07', '1601'],
    state: 'enabled',
    remark: '',
    updatedAt: nowIso(),
  });

describe('/agent/add-role', SLOW, () => {
  it('a new role saves the checked codes and is listed', async () => {
    await signInAs();
    const seen = captureRequests('/platform/agent/role');
    const { user, unmount } = renderPage(AgentRoleEditPage, '/agent/add-role');
    await user.type(await screen.findByRole('textbox', { name: '角色名称' }), '加盟商客服');
    expect(screen.queryByText('角色管理')).toBeNull();
    await user.click(treeNode('黑名单').querySelector('.ant-tree-checkbox')!);
    await user.click(treeNode('用户列表').querySelector('.ant-tree-checkbox')!);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    const post = await lastRequest(seen);
    expect(post.body).toEqual({ name: '加盟商客服', remark: '', codes: ['07', '070101', '08'] });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/agent/role-management');
    const role = getDb().roles.find((r) => r.name === '加盟商客服');
    expect(role?.codes).toEqual(['07', '070101', '08']);
    unmount();

    renderPage(AgentRoleListPage, '/agent/role-management');
    await waitFor(() => expect(rowKeys()).toContain(role?.id));
    await waitForRows(2);
  });

  it('editing a role shows its codes checked', async () => {
    await signInAs();
    addFinanceRole();
    renderPage(AgentRoleEditPage, '/agent/add-role?id=AR002');
    expect(await screen.findByDisplayValue('加盟商财务')).toBeInTheDocument();
    expect(isChecked('用户订单')).toBe(true);
    expect(isChecked('用户列表')).toBe(false);
    expect(isChecked('黑名单')).toBe(false);
  });

  it('a refused save keeps what was entered and shows why', async () => {
    const { user } = await openPage(AgentRoleEditPage, '/agent/add-role');
    await user.type(await screen.findByRole('textbox', { name: '角色名称' }), '加盟商');
    await user.click(treeNode('黑名单').querySelector('.ant-tree-checkbox')!);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '角色名称' })).toHaveValue('加盟商');
    expect(isChecked('黑名单')).toBe(true);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('the backend refuses codes a franchisee may not hold, and callers without 1102', async () => {
    await signInAs();
    expect((await failure(http.post('/platform/agent/role', { name: '越权', codes: ['1001'] }))).message).toBe(
      '加盟商角色不能包含这些权限：1001',
    );
    await signInAs('13800000001');
    expect((await failure(http.get('/platform/agent/tree', undefined, { silent: true }))).status).toBe(403);
    expect(
      (await failure(http.post('/platform/agent/role', { name: 'x', codes: ['08'] }, { silent: true }))).status,
    ).toBe(403);
  });
});

describe('/agent/role-management', SLOW, () => {
  it('disabling asks first, naming the franchisees who lose the permissions; the role then grants nothing', async () => {
    const blacklist = () => http.get('/platform/blacklist/list', { page: 1, pageSize: 10 }, { silent: true });
    await signInAs('13800000002');
    await blacklist();
    await signInAs();
    const seen = captureRequests('/platform/agent/role/state');
    const holders = getDb().agents.filter((a) => a.roleId === 'AR001').length;
    const { user } = renderPage(AgentRoleListPage, '/agent/role-management');
    await waitForRows(1);
    await user.click(within(rowOf('AR001')).getByRole('button', { name: btn('停用') }));
    const d = await dialog('停用角色');
    expect(d).toHaveTextContent(`停用后该角色的 ${holders} 个加盟商将失去这些权限`);
    expect(seen).toHaveLength(0);
    await user.click(within(d).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(within(rowOf('AR001')).getByText('停用')).toHaveClass('ant-tag'));
    expect(seen[0]?.body).toEqual({ id: 'AR001', state: 'disabled' });

    // a franchisee of that role now holds no codes
    await signInAs('13800000002');
    expect((await failure(blacklist())).status).toBe(403);
  });

  it('deleting a role franchisees hold is refused with the reason; an unused one goes after confirming', async () => {
    await signInAs();
    addFinanceRole();
    const holders = getDb().agents.filter((a) => a.roleId === 'AR001').length;
    const { user } = renderPage(AgentRoleListPage, '/agent/role-management');
    await waitForRows(2);

    await user.click(within(rowOf('AR001')).getByRole('button', { name: btn('删除') }));
    await user.click(within(await dialog('删除角色')).getByRole('button', { name: btn('删除') }));
    expect(
      await screen.findByText(`该角色下还有 ${holders} 个加盟商，无法删除，请先为这些加盟商更换角色`),
    ).toBeInTheDocument();
    expect(rowKeys()).toContain('AR001');

    await user.click(within(rowOf('AR002')).getByRole('button', { name: btn('删除') }));
    await user.click(within(await dialog('删除角色')).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('AR002'));
    expect(getDb().roles.some((r) => r.id === 'AR002')).toBe(false);
  });
});
