/**
 * Permission roles and back-office users (the console's calls "Permission users and roles";
 * Domain model PermissionRole, Operator). Roles: code 1001; users: code 1002.
 * Franchisee roles (level 0) and franchisee accounts belong to the agent area and
 * are left out here.
 *
 * Roles
 *   GET    /platform/permission/role         keyword?, state?, page, pageSize → { rows, total }
 *   GET    /platform/permission/role/info    id → role + operators holding it
 *   GET    /platform/permission/role/enable  → enabled roles [{ id, name, level }] (1001 or 1002)
 *   POST   /platform/permission/role         { name, level?, remark?, codes } → role
 *   PUT    /platform/permission/role         { id, name, level?, remark?, codes } → role
 *   DELETE /platform/permission/role         { id }; refused while operators hold it
 *   POST   /platform/permission/role/state   { id, state }
 *   GET    /platform/permission/tree         → the code tree of platform roles (1001)
 *   GET    /platform/permission/tree/opMan   → the part of it the caller may grant: the codes they hold
 *   (a role's save refuses a code the caller does not hold, unless the role already had it)
 * Users
 *   GET    /platform/permission/user         keyword? (name / phone), roleId?, state?, page, pageSize → { rows, total }
 *   POST   /platform/permission/user         { phone, name, roleId } creates; { opManId, name, roleId } edits
 *   POST   /platform/permission/user/state   { phone, state }
 *   DELETE /platform/permission/user/{phone}   ?id= (the row confirmed: refused when the phone is another's)
 */
import { maskPhone } from '../../src/shared/utils/format';
import { ALL_CODES, CODE_TREE, codeName, type CodeNode } from '@contract/codes';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import { OPERATOR_DELETE_MSG, type OperatorRecord as Operator, type PermissionRole } from '@contract/permissions';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { switchState } from '../lib/records';
import { assertCurrentVersion, nextVersion, touch } from '../lib/version';
import { nowIso } from '../../src/shared/utils/clock';
import { isPhone, PHONE_FORMAT_MESSAGE, TEXT_LIMITS, tooLong } from '@contract/validators';
import { ACCESS_WRITES } from '@contract/actions';
import { ACCESS_READS } from '@contract/endpoints/access';

const LEVELS = [1, 2, 4, 8];
const KNOWN: ReadonlySet<string> = new Set<string>(ALL_CODES);

export const MSG = {
  roleInUse: (n: number) => `该角色下还有 ${n} 名用户，无法删除，请先为这些用户更换角色`,
  roleMissing: '角色不存在',
  roleNameTaken: '角色名称已存在',
  ownRole: '不能停用当前登录账号所属的角色',
  userMissing: '用户不存在',
  phoneTaken: '该手机号已是后台用户',
  self: '不能停用或删除当前登录的账号',
  lastAdmin: '不能删除最后一名管理员账号',
  cannotGrant: (names: string[]) => `不能授予自己没有的权限：${names.join('、')}`,
  roleUnavailable: '所选角色不存在或已停用',
} as const;

const platformRoles = () => getDb().roles.filter((r) => r.level !== 0);
const platformOperators = () => getDb().operators.filter((o) => !o.agentId);
const holders = (roleId: string) => getDb().operators.filter((o) => o.roleId === roleId);

function roleOf(id: unknown): PermissionRole {
  const role = platformRoles().find((r) => r.id === id);
  if (!role) throw new BizError(MSG.roleMissing, 404);
  return role;
}

const roleRow = (r: PermissionRole) => ({ ...r, codes: [...r.codes], operators: holders(r.id).length });

const operatorRow = (o: Operator) => {
  const role = getDb().roles.find((r) => r.id === o.roleId);
  return {
    opManId: o.opManId,
    phone: o.phone,
    name: o.name,
    roleId: o.roleId,
    roleName: role?.name ?? '-',
    level: o.level,
    state: o.state,
    createdAt: o.createdAt,
    lastLoginAt: o.lastLoginAt ?? null,
    updatedAt: o.updatedAt,
  };
};

interface RoleBody {
  /** the version the edit was made on */
  updatedAt?: string;
  id?: string;
  name?: string;
  level?: number;
  remark?: string;
  codes?: unknown;
}

/** Checked fields of a role to save. */
function roleFields(body: RoleBody, self?: string): Pick<PermissionRole, 'name' | 'level' | 'remark' | 'codes'> {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw new BizError('请输入角色名称');
  if (tooLong(name, TEXT_LIMITS.roleName)) throw new BizError(TEXT_LIMITS.roleName.message);
  if (getDb().roles.some((r) => r.name === name && r.id !== self)) throw new BizError(MSG.roleNameTaken);
  const level = body.level === undefined ? 2 : Number(body.level);
  if (!LEVELS.includes(level)) throw new BizError('权限等级不正确');
  const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
  if (tooLong(remark, TEXT_LIMITS.roleRemark)) throw new BizError(TEXT_LIMITS.roleRemark.message);
  if (!Array.isArray(body.codes) || !body.codes.length) throw new BizError('请至少选择一项权限');
  const unknown = body.codes.filter((c) => typeof c !== 'string' || !KNOWN.has(c));
  if (unknown.length) throw new BizError(`未知的权限代码：${unknown.join('、')}`);
  return { name, level, remark, codes: [...new Set(body.codes as string[])] };
}

/** The tree cut down to the codes held (a group stays while any code below it is held). */
const heldTree = (nodes: readonly CodeNode[], held: ReadonlySet<string>): CodeNode[] =>
  nodes.flatMap((n) => {
    const children = heldTree(n.children ?? [], held);
    if (children.length) return [{ code: n.code, name: n.name, children }];
    return held.has(n.code) ? [{ code: n.code, name: n.name }] : [];
  });

/** Nobody grants a code they lack: the codes a save adds must be the caller's. */
function grantable(codes: readonly string[], had: readonly string[], caller: Caller): void {
  const before = new Set(had);
  const lacking = codes.filter((c) => !before.has(c) && !caller.codes.has(c));
  if (lacking.length) throw new BizError(MSG.cannotGrant(lacking.map((c) => codeName(c) || c)));
}

function nextRoleId(): string {
  const max = getDb().roles.reduce((m, r) => Math.max(m, /^R\d+$/.test(r.id) ? Number(r.id.slice(1)) : 0), 0);
  return `R${String(max + 1).padStart(3, '0')}`;
}

/** A back-office user by opManId (what the console sends, since lists carry masked phones) or by full phone. */
function operatorByPhone(ref: unknown): Operator {
  const op =
    typeof ref === 'string' && ref ? platformOperators().find((o) => o.opManId === ref || o.phone === ref) : undefined;
  if (!op) throw new BizError(MSG.userMissing, 404);
  return op;
}

function assignableRole(roleId: unknown): PermissionRole {
  const role = platformRoles().find((r) => r.id === roleId);
  if (!role || role.state !== 'enabled') throw new BizError(MSG.roleUnavailable);
  return role;
}

/** An operator id not used yet: the phone's last digits, more of them on a clash. */
function newOpManId(phone: string): string {
  const taken = new Set(getDb().operators.map((o) => o.opManId));
  for (const n of [4, 6, 8, 11]) {
    const id = `OP${phone.slice(-n)}`;
    if (!taken.has(id)) return id;
  }
  throw new BizError(MSG.phoneTaken);
}

const notSelf = (op: Operator, caller: Caller) => {
  if (op.opManId === caller.operator.opManId) throw new BizError(MSG.self);
};

export const permissionHandlers = [
  route(ACCESS_READS.roleEnable, {}, () =>
    platformRoles()
      .filter((r) => r.state === 'enabled')
      .map((r) => ({ id: r.id, name: r.name, level: r.level })),
  ),

  route(ACCESS_READS.roleInfo, {}, ({ query }) => {
    const role = roleOf(query.id);
    return { ...roleRow(role), operatorList: holders(role.id).map(operatorRow) };
  }),

  route<{ id?: string; state?: string }>(ACCESS_WRITES.roleState, {}, ({ body, caller }) => {
    const role = roleOf(body.id);
    return roleRow(
      switchState(caller.operator, role, body.state, {
        noun: '角色',
        target: (r) => r.name,
        allow: (next) => {
          if (next === 'disabled' && role.id === caller.operator.roleId) throw new BizError(MSG.ownRole);
        },
      }),
    );
  }),

  route(ACCESS_READS.role, {}, ({ query }) => {
    const rows = platformRoles().filter(
      (r) => (!query.state || r.state === query.state) && matches(query.keyword, r.name, r.remark, r.id),
    );
    return pageOf(rows.map(roleRow), query, { operators: (r) => r.operators, id: (r) => r.id });
  }),

  route(ACCESS_READS.tree, {}, () => CODE_TREE),

  route(ACCESS_READS.treeOpMan, {}, ({ caller }) => heldTree(CODE_TREE, caller.codes)),

  route<RoleBody>(ACCESS_WRITES.roleCreate, {}, ({ body, caller }) => {
    const role: PermissionRole = { id: nextRoleId(), state: 'enabled', ...roleFields(body), updatedAt: nextVersion() };
    grantable(role.codes, [], caller);
    getDb().roles.push(role);
    logOperatorAction(caller.operator, '新增角色', role.name);
    return roleRow(role);
  }),

  route<RoleBody>(ACCESS_WRITES.roleUpdate, {}, ({ body, caller }) => {
    const role = roleOf(body.id);
    assertCurrentVersion(role, body, roleRow);
    const fields = roleFields(body, role.id);
    grantable(fields.codes, role.codes, caller);
    touch(Object.assign(role, fields));
    for (const o of holders(role.id)) if (o.level !== role.level) touch(Object.assign(o, { level: role.level }));
    logOperatorAction(caller.operator, '编辑角色', role.name);
    return roleRow(role);
  }),

  route<{ id?: string }>(ACCESS_WRITES.roleDelete, {}, ({ body, caller }) => {
    const role = roleOf(body.id);
    const held = holders(role.id).length;
    if (held) throw new BizError(MSG.roleInUse(held));
    const { roles } = getDb();
    roles.splice(roles.indexOf(role), 1);
    logOperatorAction(caller.operator, '删除角色', role.name);
    return { id: role.id };
  }),

  route(ACCESS_READS.user, {}, ({ query }) => {
    const rows = platformOperators().filter(
      (o) =>
        (!query.roleId || o.roleId === query.roleId) &&
        (!query.state || o.state === query.state) &&
        matches(query.keyword, o.name, o.phone),
    );
    return pageOf(rows.map(operatorRow), query, {
      createdAt: (o) => o.createdAt,
      lastLoginAt: (o) => o.lastLoginAt ?? undefined,
    });
  }),

  route<{ opManId?: string; phone?: string; name?: string; roleId?: string; updatedAt?: string }>(
    ACCESS_WRITES.operatorCreate,
    {},
    ({ body, caller }) => {
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      if (!name) throw new BizError('请输入姓名');
      if (tooLong(name, TEXT_LIMITS.operatorName)) throw new BizError(TEXT_LIMITS.operatorName.message);
      const role = assignableRole(body.roleId);
      if (body.opManId) {
        const op = platformOperators().find((o) => o.opManId === body.opManId);
        if (!op) throw new BizError(MSG.userMissing, 404);
        // an edit of an existing operator carries its version
        assertCurrentVersion(op, body, operatorRow);
        touch(Object.assign(op, { name, roleId: role.id, level: role.level }));
        logOperatorAction(caller.operator, '编辑后台用户', `${op.name}（${maskPhone(op.phone)}）`);
        return operatorRow(op);
      }
      const phone = typeof body.phone === 'string' ? body.phone.trim() : '';
      // a masked number (as lists send it) fails here too: it is never stored as a phone
      if (!isPhone(phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
      if (getDb().operators.some((o) => o.phone === phone)) throw new BizError(MSG.phoneTaken);
      const op: Operator = {
        opManId: newOpManId(phone),
        phone,
        name,
        roleId: role.id,
        level: role.level,
        state: 'enabled',
        createdAt: nowIso(),
        updatedAt: nextVersion(),
      };
      getDb().operators.unshift(op);
      logOperatorAction(caller.operator, '新增后台用户', `${op.name}（${maskPhone(op.phone)}）`);
      return operatorRow(op);
    },
  ),

  route<{ opManId?: string; phone?: string; state?: string }>(ACCESS_WRITES.operatorState, {}, ({ body, caller }) => {
    const op = operatorByPhone(body.opManId ?? body.phone);
    return operatorRow(
      switchState(caller.operator, op, body.state, {
        noun: '后台用户',
        target: (o) => `${o.name}（${maskPhone(o.phone)}）`,
        allow: (next) => {
          if (next === 'disabled') notSelf(op, caller);
        },
      }),
    );
  }),

  route(ACCESS_WRITES.operatorDelete, {}, ({ params, query, caller }) => {
    const op = operatorByPhone(params.phone);
    // the row the administrator confirmed: a phone of someone else removes nobody
    if (query.id !== undefined && query.id !== op.opManId) throw new BizError(OPERATOR_DELETE_MSG.guardMismatch, 409);
    notSelf(op, caller);
    const { operators } = getDb();
    // the platform keeps someone who can grant every code
    const admins = platformOperators().filter((o) => o.level === 1 && o.state === 'enabled');
    if (op.level === 1 && op.state === 'enabled' && admins.length <= 1) throw new BizError(MSG.lastAdmin);
    operators.splice(operators.indexOf(op), 1);
    logOperatorAction(caller.operator, '删除后台用户', `${op.name}（${maskPhone(op.phone)}）`);
    return { opManId: op.opManId, phone: op.phone };
  }),
];
