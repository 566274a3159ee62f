/**
 * Permission groups (roles and permissions; issue 15): five member lists on their endpoints; a
 * member is added by phone and removed after confirming; the backend keeps the rules.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PermissionGroupsPage from '@/features/permissions/pages/PermissionGroupsPage';
import { http } from '@/shared/http/client';
import { groups } from '@mocks/db/groups';
import { getDb } from '@mocks/db/store';
import { setupBackend, signInAs } from '../harness/backend';
import { SLOW } from '../harness/render';
import { btn, dialog, rowKeys, rowOf, waitForRows } from '../harness/queries';
import { openPage } from '../harness/scenarios';

setupBackend();

const G = '/platform/permission/group';
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: unknown) => (e as Error).message,
  );
const opsOfLevel = (level: number) =>
  getDb()
    .operators.filter((o) => !o.agentId && o.level === level)
    .map((o) => o.opManId);

describe('permission groups on the backend', () => {
  it('lists the five groups with their members; adds and removes by phone with the rules kept', async () => {
    await signInAs();
    const summary = await http.get<Array<{ key: string; members: number }>>(G);
    expect(summary.map((g) => g.key)).toEqual(['1', '2', '4', '8', 'franchiser']);
    expect(summary.find((g) => g.key === '4')?.members).toBe(opsOfLevel(4).length);

    expect(await rejection(http.post(`${G}/franchiser/member`, { phone: '13800000003' }))).toBe(
      '只有加盟商账号可以加入加盟商组',
    );
    expect(await rejection(http.post(`${G}/8/member`, { phone: '13800000002' }))).toBe('加盟商账号只能加入加盟商组');
    expect(await rejection(http.post(`${G}/8/member`, { phone: '13911119999' }))).toBe('该手机号不是后台用户');
    await http.post(`${G}/8/member`, { phone: '13800000003' });
    expect(await rejection(http.post(`${G}/8/member`, { phone: '13800000003' }))).toBe('该用户已在此权限组中');
    expect(groups().get('8')?.[0].opManId).toBe('OP0003');

    expect(await rejection(http.del(`${G}/1/member`, { phone: '13800000000' }))).toBe('不能将自己移出管理员组');
    await http.del(`${G}/8/member`, { phone: '13800000003' });
    expect(
      groups()
        .get('8')
        ?.some((m) => m.opManId === 'OP0003'),
    ).toBe(false);
  });

  it('needs 1004', async () => {
    await signInAs('13800000001');
    expect(await rejection(http.get(G))).toMatch(/没有访问权限/);
  });
});

describe('/permissions/group', SLOW, () => {
  it('shows each group’s members; 添加成员 adds one to the chosen group and the count follows', async () => {
    const { user } = await openPage(PermissionGroupsPage, '/permissions/group?group=4');
    await waitForRows();
    expect(rowKeys().sort()).toEqual(opsOfLevel(4).sort());
    await user.click(screen.getByRole('button', { name: /添加成员/ }));
    const d = await dialog('添加成员：运维组');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13800000003');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(rowKeys()).toContain('OP0003'));
    expect(await screen.findByText(`运维组（${opsOfLevel(4).length + 1}）`)).toBeInTheDocument();
  });

  it('a refused add keeps the dialog with the reason; removing asks first', async () => {
    const { user } = await openPage(PermissionGroupsPage, '/permissions/group?group=franchiser');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /添加成员/ }));
    const d = await dialog('添加成员：加盟商组');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13800000003');
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('只有加盟商账号可以加入加盟商组')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue('13800000003');
    await user.click(within(d).getByRole('button', { name: btn('取消') }));

    await user.click(within(rowOf('OP0002')).getByRole('button', { name: btn('删除') }));
    const op = getDb().operators.find((o) => o.opManId === 'OP0002')!;
    const pop = (await screen.findByText(`确定将「${op.name}（138****0002）」移出加盟商组吗？`)).closest(
      '.ant-popover',
    ) as HTMLElement;
    await user.click(within(pop).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('OP0002'));
  });
});
