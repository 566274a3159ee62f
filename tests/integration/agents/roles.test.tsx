/**
 * /agent/role-management and /agent/add-role (1102): a franchisee role's codes are
 * saved and read back in the tree; the tree holds only what a franchisee may hold;
 * the backend refuses other codes and callers without 1102.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentRoleEditPage from '@/features/agents/pages/AgentRoleEditPage';
import AgentRoleListPage from '@/features/agents/pages/AgentRoleListPage';
import { http } from '@/shared/http/client';
import { getDb } from '@mocks/db/store';
import { SLOW, btn, captureRequests, lastRequest, renderPage, rowKeys, setupBackend, signInAs, waitForRows } from '../users/harness';

setupBackend();

const treeNode = (title: string) => {
  const node = Array.from(document.querySelectorAll<HTMLElement>('.ant-tree-treenode')).find((n) => n.querySelector('.perm-tree-title')?.firstChild?.textContent === title);
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
};
const isChecked = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-checked') !== null;
const failure = (p: Promise<unknown>) => p.then(() => { throw new Error('resolved'); }, (e: unknown) => e as Error & { status?: number });

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
    getDb().roles.push({ id: 'AR002', name: '加盟商财务', level: 0, codes: ['07', '1601'], state: 'enabled', remark: '' });
    renderPage(AgentRoleEditPage, '/agent/add-role?id=AR002');
    expect(await screen.findByDisplayValue('加盟商财务')).toBeInTheDocument();
    expect(isChecked('用户订单')).toBe(true);
    expect(isChecked('用户列表')).toBe(false);
    expect(isChecked('黑名单')).toBe(false);
  });

  it('a refused save keeps what was entered and shows why', async () => {
    await signInAs();
    const { user } = renderPage(AgentRoleEditPage, '/agent/add-role');
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
    expect((await failure(http.post('/platform/agent/role', { name: '越权', codes: ['1001'] }))).message).toBe('加盟商角色不能包含这些权限：1001');
    await signInAs('13800000001');
    expect((await failure(http.get('/platform/agent/tree', undefined, { silent: true }))).status).toBe(403);
    expect((await failure(http.post('/platform/agent/role', { name: 'x', codes: ['08'] }, { silent: true }))).status).toBe(403);
  });
});
