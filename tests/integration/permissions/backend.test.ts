// @vitest-environment jsdom
/**
 * The permissions area's backend (the console's calls permission users and roles): roles and
 * operators keep their changes; a role's codes are what its operators get at their
 * next sign-in; a disabled operator cannot sign in; a role still held cannot be
 * deleted; every call needs 1001 / 1002.
 */
import { describe, expect, it } from 'vitest';
import { signInWithSms } from '@/features/auth/signIn';
import { useSession } from '@/shared/auth/session';
import { http } from '@/shared/http/client';
import { getDb, DEMO_SMS_CODE } from '@mocks/db/store';
import { OPERATOR_DELETE_MSG } from '@contract/permissions';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

interface RoleRow {
  id: string;
  name: string;
  codes: string[];
  state: string;
  operators: number;
}
interface Paged<T> {
  rows: T[];
  total: number;
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved');
    },
    (e: unknown) => e as Error & { status?: number },
  );

describe('permission roles and users', () => {
  it('a new role is listed, and an operator given it signs in with exactly its codes', async () => {
    await signInAs();
    const role = await http.post<RoleRow>('/platform/permission/role', {
      name: '区域巡检',
      level: 4,
      remark: '只看日志',
      codes: ['14', '1402', '1403'],
    });
    expect(role).toMatchObject({ name: '区域巡检', state: 'enabled', operators: 0 });
    const list = await http.get<Paged<RoleRow>>('/platform/permission/role', {
      keyword: '巡检',
      page: 1,
      pageSize: 20,
    });
    expect(list.rows.map((r) => r.id)).toEqual([role.id]);

    await http.post('/platform/permission/user', { phone: '13911112222', name: '巡检员小王', roleId: role.id });
    useSession.getState().logout();
    await signInAs('13911112222');
    expect([...(useSession.getState().codes ?? [])].sort()).toEqual(['1402', '1403', '14', 'all'].sort());

    // the role changes: the next sign-in gets the new codes
    useSession.getState().logout();
    await signInAs();
    await http.put('/platform/permission/role', {
      id: role.id,
      updatedAt: getDb().roles.find((r) => r.id === role.id)!.updatedAt,
      name: '区域巡检',
      level: 4,
      remark: '',
      codes: ['10', '1002'],
    });
    useSession.getState().logout();
    await signInAs('13911112222');
    expect([...(useSession.getState().codes ?? [])].sort()).toEqual(['10', '1002', 'all'].sort());
  });

  it('a disabled operator cannot sign in, and can again once enabled', async () => {
    await signInAs();
    await http.post('/platform/permission/user/state', { phone: '13800000003', state: 'disabled' });
    useSession.getState().logout();
    const e = await rejection(signInWithSms('13800000003', DEMO_SMS_CODE));
    expect(e.message).toBe('账号已停用，请联系管理员');

    await signInAs();
    await http.post('/platform/permission/user/state', { phone: '13800000003', state: 'enabled' });
    useSession.getState().logout();
    await signInAs('13800000003');
    expect(useSession.getState().codes).toContain('150101');
  });

  it('refuses to delete a role still held, and deletes it once nobody holds it', async () => {
    await signInAs();
    const held = getDb().operators.filter((o) => o.roleId === 'R005').length;
    expect(held).toBeGreaterThan(0);
    const e = await rejection(http.del('/platform/permission/role', { id: 'R005' }));
    expect(e.message).toBe(`该角色下还有 ${held} 名用户，无法删除，请先为这些用户更换角色`);
    for (const o of getDb().operators.filter((x) => x.roleId === 'R005')) {
      await http.post('/platform/permission/user', {
        opManId: o.opManId,
        updatedAt: o.updatedAt,
        name: o.name,
        roleId: 'R004',
      });
    }
    await http.del('/platform/permission/role', { id: 'R005' });
    expect(getDb().roles.some((r) => r.id === 'R005')).toBe(false);
  });

  it('a deleted user can no longer sign in; oneself and the last administrator cannot be deleted', async () => {
    await signInAs();
    await http.del('/platform/permission/user/13800000003');
    expect(getDb().operators.some((o) => o.phone === '13800000003')).toBe(false);
    expect((await rejection(http.del('/platform/permission/user/13800000000'))).message).toBe(
      '不能停用或删除当前登录的账号',
    );

    // operations staff given user management and its editing still cannot remove the only administrator
    const staff = getDb().roles.find((r) => r.id === 'R002')!;
    staff.codes = [...staff.codes, '10', '1002', 'operatorEdit'];
    useSession.getState().logout();
    await signInAs('13800000001');
    expect((await rejection(http.del('/platform/permission/user/13800000000'))).message).toBe(
      '不能删除最后一名管理员账号',
    );
    expect(getDb().operators.some((o) => o.phone === '13800000000')).toBe(true);

    useSession.getState().logout();
    const e = await rejection(signInWithSms('13800000003', DEMO_SMS_CODE));
    expect(e.message).toBe('该手机号未开通后台账号');
  });

  it('DELETE /platform/permission/user/{phone} takes the phone, and the operator id for older consoles; a masked phone is refused by its shape', async () => {
    await signInAs();
    const ids = () => getDb().operators.map((o) => o.opManId);
    const byPhone = getDb().operators.find((o) => o.phone === '13800000003')!;
    expect(await http.del('/platform/permission/user/13800000003')).toEqual({
      opManId: byPhone.opManId,
      phone: '138****0003',
    });
    expect(ids()).not.toContain(byPhone.opManId);

    const other = getDb().operators.find((o) => o.level !== 1 && o.phone !== '13800000000')!;
    expect(await http.del(`/platform/permission/user/${other.opManId}`)).toMatchObject({ opManId: other.opManId });
    expect(ids()).not.toContain(other.opManId);

    // the list shows phones masked: such a phone is refused by the path's shape, and nothing is removed
    const left = ids();
    expect((await rejection(http.del('/platform/permission/user/138****0000'))).message).toBe('请输入 11 位手机号');
    expect(ids()).toEqual(left);
  });

  it('DELETE /platform/permission/user/{phone}?id= removes the confirmed row only: another operator’s phone, an unknown one or no 1002 removes nobody', async () => {
    const ids = () => getDb().operators.map((o) => o.opManId);
    const finance = getDb().operators.find((o) => o.phone === '13800000003')!;
    const staff = getDb().operators.find((o) => o.phone === '13800000001')!;
    const del = (phone: string, id: string) =>
      http.del('/platform/permission/user/' + phone, undefined, { params: { id }, silent: true });

    // without operatorEdit (operations staff): 403, nothing removed
    await signInAs('13800000001');
    const before = ids();
    expect((await rejection(del('13800000003', finance.opManId))).status).toBe(403);
    expect(ids()).toEqual(before);

    useSession.getState().logout();
    await signInAs();
    // the phone typed is the staff member's, the row confirmed is finance's: refused, both kept
    const guard = await rejection(del('13800000001', finance.opManId));
    expect([guard.message, (guard as { code?: unknown }).code]).toEqual([OPERATOR_DELETE_MSG.guardMismatch, 409]);
    // nobody has this phone
    expect((await rejection(del('13900009999', finance.opManId))).message).toBe('用户不存在');
    expect(ids()).toEqual(before);

    // the phone of the row confirmed: removed, answered masked
    expect(await del('13800000003', finance.opManId)).toEqual({ opManId: finance.opManId, phone: '138****0003' });
    expect(ids()).toEqual(before.filter((id) => id !== finance.opManId));
    // an operator id in the path, guarded by itself, still works (older consoles)
    expect(await del(staff.opManId, staff.opManId)).toMatchObject({ opManId: staff.opManId });
    expect(ids()).not.toContain(staff.opManId);
  });

  it('tree/opMan is the part of the tree the caller holds; a role cannot be given a code its editor lacks', async () => {
    const staff = getDb().roles.find((r) => r.id === 'R002')!;
    staff.codes = [...staff.codes.filter((c) => !c.startsWith('15')), '10', '1001', 'roleEdit'];
    await signInAs('13800000001');
    interface Node {
      code: string;
      children?: Node[];
    }
    const codes = (t: Node[]): string[] => t.flatMap((n) => [n.code, ...codes(n.children ?? [])]);
    const full = codes(await http.get<Node[]>('/platform/permission/tree'));
    const mine = codes(await http.get<Node[]>('/platform/permission/tree/opMan'));
    expect(full).toContain('150101');
    expect(mine).not.toContain('150101');
    expect(mine.sort()).toEqual(staff.codes.filter((c) => full.includes(c)).sort());

    const e = await rejection(
      http.post('/platform/permission/role', { name: '越权角色', level: 2, codes: ['15', '150101'] }),
    );
    expect(e.message).toBe('不能授予自己没有的权限：报表、日统计');
    // a role that already holds them keeps them through an edit by someone without them
    const finance = getDb().roles.find((r) => r.id === 'R003')!;
    await http.put('/platform/permission/role', {
      id: 'R003',
      updatedAt: finance.updatedAt,
      name: finance.name,
      level: finance.level,
      remark: '',
      codes: finance.codes,
    });
    expect(getDb().roles.find((r) => r.id === 'R003')!.codes).toContain('150101');
  });

  it('answers 403 without 1001 / 1002, and refuses a duplicate phone or an unknown code', async () => {
    await signInAs('13800000001');
    const paths = ['/platform/permission/role', '/platform/permission/user', '/platform/permission/role/info'];
    for (const p of paths) expect((await rejection(http.get(p, { id: 'R001' }, { silent: true }))).status).toBe(403);
    expect(
      (
        await rejection(
          http.post('/platform/permission/user', { phone: '13900000000', name: 'x', roleId: 'R002' }, { silent: true }),
        )
      ).status,
    ).toBe(403);

    useSession.getState().logout();
    await signInAs();
    expect(
      (await rejection(http.post('/platform/permission/user', { phone: '13800000001', name: '重复', roleId: 'R002' })))
        .message,
    ).toBe('该手机号已是后台用户');
    expect((await rejection(http.post('/platform/permission/role', { name: '坏角色', codes: ['nope'] }))).message).toBe(
      '未知的权限代码：nope',
    );
    expect(
      (await rejection(http.post('/platform/permission/user/state', { phone: '13800000000', state: 'disabled' })))
        .message,
    ).toBe('不能停用或删除当前登录的账号');
  });
});
