/**
 * The permissions screens (screens and routes 权限管理) against the embedded backend: each
 * search or action sends what it should and the screen then shows the result; a
 * refused delete keeps the row with the server's reason; a refused save keeps the
 * form as entered.
 */
import { nowIso } from '@/shared/utils/clock';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import OperatorListPage from '@/features/permissions/pages/OperatorListPage';
import RoleDetailPage from '@/features/permissions/pages/RoleDetailPage';
import RoleEditPage from '@/features/permissions/pages/RoleEditPage';
import RoleListPage from '@/features/permissions/pages/RoleListPage';
import { getDb } from '@mocks/db/store';
import { OPERATOR_DELETE_MSG } from '@contract/permissions';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { SLOW, renderPage } from '../harness/render';
import {
  btn,
  choose,
  dialog,
  lastRequest,
  pastThrottle,
  rowKeys,
  rowOf,
  waitForRows,
  isChecked,
  treeNode,
} from '../harness/queries';
import { refuseNextRead, searchBy, openNew, openPage } from '../harness/scenarios';

setupBackend();

describe('/permissions/role', SLOW, () => {
  it('a search by keyword is sent and lists only the matching role', async () => {
    const { user, seen } = await openPage(RoleListPage, '/permissions/role', { capture: '/platform/permission/role' });
    expect(await waitForRows(5)).toEqual(['R001', 'R002', 'R003', 'R004', 'R005']);
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '财务');
    await user.click(screen.getByRole('button', { name: btn('查询') }));
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ page: 1, pageSize: 20, keyword: '财务' }));
    await waitFor(() => expect(rowKeys()).toEqual(['R003']));
  });

  it('deleting a role still held shows the server reason and keeps the row; an unused role goes', async () => {
    await signInAs();
    getDb().roles.push({
      id: 'R009',
      name: '临时角色',
      level: 2,
      codes: ['14', '1402'],
      state: 'enabled',
      remark: '',
      updatedAt: nowIso(),
    });
    const seen = captureRequests('/platform/permission/role');
    const { user } = renderPage(RoleListPage, '/permissions/role');
    await waitForRows(6);
    const held = getDb().operators.filter((o) => o.roleId === 'R004').length;

    await user.click(within(rowOf('R004')).getByRole('button', { name: btn('删除') }));
    await user.click(within(await dialog('删除角色')).getByRole('button', { name: btn('删除') }));
    expect(
      await screen.findByText(`该角色下还有 ${held} 名用户，无法删除，请先为这些用户更换角色`),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'DELETE')?.body).toEqual({ id: 'R004' });
    expect(rowKeys()).toContain('R004');

    await user.click(within(rowOf('R009')).getByRole('button', { name: btn('删除') }));
    await user.click(within(await dialog('临时角色')).getByRole('button', { name: btn('删除') }));
    await waitFor(() => expect(rowKeys()).not.toContain('R009'));
    expect(rowKeys()).toContain('R004');
  });
});

describe('/permissions/add-role', SLOW, () => {
  it('a new role with a checked group saves the group, its pages and their actions, then opens the list', async () => {
    const { user, seen } = await openPage(RoleEditPage, '/permissions/add-role', {
      capture: '/platform/permission/role',
    });
    await user.type(await screen.findByRole('textbox', { name: '角色名称' }), '权限审计');
    await user.type(screen.getByRole('textbox', { name: '角色描述' }), '只管角色与用户');
    await user.click(treeNode('权限管理').querySelector('.ant-tree-checkbox')!);
    expect(isChecked('角色管理') && isChecked('后台用户') && isChecked('设备授权') && isChecked('权限组')).toBe(true);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    const post = await lastRequest(seen);
    expect(post.method).toBe('POST');
    const group = ['10', '1001', '1002', '1003', '1004', 'roleEdit', 'operatorEdit', 'deviceAuthorize', 'groupEdit'];
    expect(post.body).toEqual({ name: '权限审计', level: 2, remark: '只管角色与用户', codes: group });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/permissions/role');
    expect(getDb().roles.find((r) => r.name === '权限审计')?.codes).toEqual(group);
  });

  it('editing a role loads its tree; unchecking a page drops only that code', async () => {
    const { user, seen } = await openPage(RoleEditPage, '/permissions/add-role?id=R004', {
      capture: '/platform/permission/role',
    });
    expect(await screen.findByDisplayValue('运维人员')).toBeInTheDocument();
    expect(isChecked('运营地图')).toBe(true);
    expect(isChecked('设备监控')).toBe(false);
    await user.click(treeNode('换电统计').querySelector('.ant-tree-checkbox')!);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')).toBeDefined());
    expect(seen.find((r) => r.method === 'PUT')?.body.codes).toEqual([
      '02',
      '03',
      '0301',
      '0302',
      'vehicleCommand',
      '09',
      '090201',
      '0909',
      'opsTaskEdit',
    ]);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/permissions/role');
  });

  it('a refused save keeps what was entered and shows why', async () => {
    const { user } = await openPage(RoleEditPage, '/permissions/add-role');
    await user.type(await screen.findByRole('textbox', { name: '角色名称' }), '财务');
    await user.click(treeNode('报表').querySelector('.ant-tree-checkbox')!);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '角色名称' })).toHaveValue('财务');
    expect(isChecked('日统计')).toBe(true);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(getDb().roles.filter((r) => r.name === '财务')).toHaveLength(1);
  });

  it('the tree is the backend’s; what the editor lacks is greyed and kept: 清空 leaves it and the save sends it', async () => {
    // operations staff given role management and its editing, without the reports (15) a finance role holds
    const staff = getDb().roles.find((r) => r.id === 'R002')!;
    staff.codes = [...staff.codes.filter((c) => !c.startsWith('15')), '10', '1001', 'roleEdit'];
    const financeCodes = [...getDb().roles.find((r) => r.id === 'R003')!.codes];
    const { user, seen } = await openPage(RoleEditPage, '/permissions/add-role?id=R003', {
      capture: '/platform/permission/',
      as: '13800000001',
    });
    expect(await screen.findByDisplayValue('财务')).toBeInTheDocument();
    expect(seen.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/permission\/tree$/),
        expect.stringMatching(/\/permission\/tree\/opMan$/),
      ]),
    );
    expect(treeNode('日统计').querySelector('.ant-tree-checkbox-disabled')).not.toBeNull();
    expect(screen.getByText('灰色项为您自己没有的权限，不能授予或收回')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: btn('清空') }));
    expect(isChecked('日统计')).toBe(true);
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    await waitFor(() => expect(seen.find((r) => r.method === 'PUT')).toBeDefined());
    const sent = seen.find((r) => r.method === 'PUT')!.body.codes as string[];
    expect(sent.filter((c) => c.startsWith('15')).sort()).toEqual(
      financeCodes.filter((c) => c.startsWith('15')).sort(),
    );
  });

  it('saving with no permission is refused in the form', async () => {
    const { user, seen } = await openPage(RoleEditPage, '/permissions/add-role', {
      capture: '/platform/permission/role',
    });
    await user.type(await screen.findByRole('textbox', { name: '角色名称' }), '空角色');
    await user.click(screen.getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('请至少选择一项权限')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});

describe('/permissions/role-detail', SLOW, () => {
  it('shows the role, only its permissions, and the operators holding it with masked phones', async () => {
    const { user } = await openPage(RoleDetailPage, '/permissions/role-detail?id=R003');
    expect(await screen.findByText('角色：财务')).toBeInTheDocument();
    expect(screen.getByText('财务对账')).toBeInTheDocument();
    expect(screen.queryByText('运营地图')).toBeNull();
    const holders = getDb().operators.filter((o) => o.roleId === 'R003');
    await user.click(screen.getByRole('tab', { name: `用户（${holders.length}）` }));
    expect(await screen.findByText('138****0003')).toBeInTheDocument();
    expect(screen.queryByText('13800000003')).toBeNull();
  });
});

describe('/permissions/user', SLOW, () => {
  it('searching by role and phone is sent and shows only matching users, phones masked', async () => {
    const { user, seen } = await openPage(OperatorListPage, '/permissions/user', {
      capture: '/platform/permission/user',
    });
    await waitForRows();
    expect(screen.getByText('138****0000')).toBeInTheDocument();
    await searchBy(user, seen, { 角色: '财务', 关键词: '13800000003' }, { keyword: '13800000003', roleId: 'R003' });
    await waitFor(() => expect(rowKeys()).toEqual(['OP0003']));
    expect(within(rowOf('OP0003')).getByText('138****0003')).toBeInTheDocument();
  });

  it('a failed role look-up is asked again by itself: the role filter gets its options', async () => {
    await signInAs();
    refuseNextRead('/platform/permission/role/enable', '服务繁忙');
    const seen = captureRequests('/platform/permission/role/enable');
    const { user } = renderPage(OperatorListPage, '/permissions/user');
    await waitForRows();
    await waitFor(() => expect(seen.length).toBe(2), { timeout: 5000 });
    await choose(user, '角色', '财务');
    expect(screen.queryByText('服务繁忙')).toBeNull();
  });

  it('adds a user after checking the phone; the list then shows the user', async () => {
    const { user, seen } = await openPage(OperatorListPage, '/permissions/user', {
      capture: '/platform/permission/user',
    });
    await waitForRows();
    const d = await openNew(user, '用户');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '1391111');
    await user.type(within(d).getByRole('textbox', { name: '姓名' }), '新同事');
    await choose(user, '角色', '运维人员', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('请输入 11 位手机号')).toBeInTheDocument();
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '2222');
    await pastThrottle();
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        phone: '13911112222',
        name: '新同事',
        roleId: 'R004',
      }),
    );
    expect(await screen.findByText('139****2222')).toBeInTheDocument();
  });

  it('disabling a user asks first, then shows the user disabled with 启用 offered', async () => {
    const { user, seen } = await openPage(OperatorListPage, '/permissions/user', {
      capture: '/platform/permission/user',
    });
    await waitForRows();
    await user.click(within(rowOf('OP0003')).getByRole('button', { name: btn('停用') }));
    await user.click(within(await dialog('停用用户')).getByRole('button', { name: btn('停用') }));
    await waitFor(() => expect(within(rowOf('OP0003')).getByText('停用')).toHaveClass('ant-tag'));
    // the list carries phones masked: the user is named by opManId
    expect(seen.find((r) => r.path.endsWith('/state'))?.body).toEqual({ opManId: 'OP0003', state: 'disabled' });
    expect(within(rowOf('OP0003')).getByRole('button', { name: btn('启用') })).toBeInTheDocument();
  });

  it('deleting a user asks for the account’s full phone: a mismatch keeps the dialog, the match sends the phone with the row as guard', async () => {
    const { user, seen } = await openPage(OperatorListPage, '/permissions/user', {
      capture: '/platform/permission/user',
    });
    await waitForRows();
    expect(within(rowOf('OP0000')).queryByRole('button', { name: btn('删除') })).not.toBeInTheDocument();
    await user.click(within(rowOf('OP0003')).getByRole('button', { name: btn('删除') }));
    const d = await dialog('确定删除用户「财务专员（138****0003）」吗？');
    const ok = () => within(d).getByRole('button', { name: btn('确定') });
    const phone = within(d).getByRole('textbox', { name: '手机号' });
    expect(ok()).toBeDisabled();
    // the digits of another phone: said so, 确定 stays disabled, nothing is sent
    await user.type(phone, '13900000003');
    expect(await within(d).findByText(OPERATOR_DELETE_MSG.mismatch)).toBeInTheDocument();
    expect(ok()).toBeDisabled();
    await user.click(ok());
    expect(seen.some((r) => r.method === 'DELETE')).toBe(false);
    expect(rowKeys()).toContain('OP0003');
    // the account's phone: sent as the path, the row's id as the guard
    await user.clear(phone);
    await user.type(phone, '13800000003');
    expect(within(d).queryByText(OPERATOR_DELETE_MSG.mismatch)).not.toBeInTheDocument();
    await user.click(ok());
    await waitFor(() => expect(rowKeys()).not.toContain('OP0003'));
    const sent = seen.find((r) => r.method === 'DELETE');
    expect(sent?.path).toMatch(/\/platform\/permission\/user\/13800000003$/);
    expect(sent?.query).toEqual({ id: 'OP0003' });
  });

  it('a refused delete keeps the row and shows the server reason', async () => {
    await signInAs();
    server.use(
      mswHttp.delete(`${API}/platform/permission/user/:phone`, () =>
        HttpResponse.json({ suc: false, error: { promt: '不能删除最后一名管理员账号' } }),
      ),
    );
    const { user } = renderPage(OperatorListPage, '/permissions/user');
    await waitForRows();
    await user.click(within(rowOf('OP0003')).getByRole('button', { name: btn('删除') }));
    const d = await dialog('确定删除用户「财务专员（138****0003）」吗？');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13800000003');
    await user.click(within(d).getByRole('button', { name: btn('确定') }));
    expect(await screen.findByText('不能删除最后一名管理员账号')).toBeInTheDocument();
    expect(rowKeys()).toContain('OP0003');
  });

  it('a refused add keeps the dialog open with the values and the server reason', async () => {
    const { user } = await openPage(OperatorListPage, '/permissions/user');
    await waitForRows();
    const d = await openNew(user, '用户');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.type(within(d).getByRole('textbox', { name: '姓名' }), '重复的人');
    await choose(user, '角色', '财务', d);
    await user.click(within(d).getByRole('button', { name: btn('保存') }));
    expect(await within(d).findByText('该手机号已是后台用户')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue('13800000001');
    expect(within(d).getByRole('textbox', { name: '姓名' })).toHaveValue('重复的人');
  });
});
