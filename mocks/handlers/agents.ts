/**
 * Franchisee (agent) administration (the console's calls "Agents"; domain model Agent,
 * ServiceArea, AgentRole). Accounts: code 1101; roles: 1102; service areas: 1103.
 *
 * Accounts
 *   GET    /platform/agent/account         keyword? (company / contact / phone), state?, page, pageSize, sortField? → { rows, total }
 *   POST   /platform/agent/account         { company, contact, phone, roleId } → agent
 *   PUT    /platform/agent/account         { agentId, company, contact, phone, roleId } → agent
 *   POST   /platform/agent/account/state   { agentId, state }
 *   DELETE /platform/agent/account         { agentId }; refused while it has service areas or riders' orders
 *   (an account is a person: its phone signs in as an operator of the account's role,
 *   scoped to the areas chosen at creation, which must belong to nobody yet)
 *   GET    /platform/agent/tree/admin      → franchisees with their service areas, and the unassigned areas
 * Roles (level 0, codes limited to what a franchisee may hold)
 *   GET    /platform/agent/role            keyword?, page, pageSize → { rows, total }
 *   GET    /platform/agent/role/{id}       → role
 *   POST   /platform/agent/role            { name, remark?, codes } → role
 *   PUT    /platform/agent/role            { id, name, remark?, codes } → role
 *   POST   /platform/agent/role/state      { id, state }; a disabled role's franchisees hold no codes
 *   DELETE /platform/agent/role            { id }; refused while franchisees hold it
 *   GET    /platform/agent/tree            → the code tree a franchisee role may use
 * Service areas
 *   GET    /platform/agent/serviceArea     keyword?, agentId?, page, pageSize → { rows, total }
 *   PUT    /platform/agent/serviceArea     { id, agentId } moves the area to that franchisee
 *   POST   /platform/agent/serviceArea     { name, city, center: [lng, lat], agentId? } a new area (and its fence)
 */
import { CODE_TREE, type CodeNode } from '@contract/codes';
import { ROLE_CODES } from '../db/codes';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import type { AgentRecord as Agent, AgentRole, ServiceArea } from '@contract/agents';
import type { OperatorRecord as Operator, PermissionRole } from '@contract/permissions';
import type { LngLat } from '@contract/common';
import { getOrders } from '../db/orders';
import { getFences } from '../db/fences';
import { polygonAround } from '../db/geo';
import { hash } from '../db/lazy';
import { createRng } from '../lib/rng';
import { outOfChina } from '../../src/shared/utils/coords';
import { matches, pageOf } from '../lib/paging';
import { BizError, route } from '../lib/route';
import { editRecord, switchState } from '../lib/records';
import { assertCurrentVersion, nextVersion, touch } from '../lib/version';
import { nowIso } from '../../src/shared/utils/clock';
import { isPhone, PHONE_FORMAT_MESSAGE, TEXT_LIMITS, tooLong } from '@contract/validators';
import { isMaskedPhone } from '@contract/privacy';
import { ACCESS_WRITES } from '@contract/actions';
import { AGENT_READS } from '@contract/endpoints/agents';
import { trimmed as text } from '../lib/text';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { PATH_INPUT_MSG } from '@contract/schemas/inputs/records';

/** Codes a franchisee role may hold: the franchisee default set and the groups above them. */
const FRANCHISEE_CODES: ReadonlySet<string> = new Set<string>(ROLE_CODES.franchisee);
const franchiseeTree = (nodes: readonly CodeNode[]): CodeNode[] =>
  nodes.flatMap((n) => {
    const children = franchiseeTree(n.children ?? []);
    if (children.length) return [{ ...n, children }];
    return FRANCHISEE_CODES.has(n.code) ? [{ code: n.code, name: n.name }] : [];
  });
const ALLOWED: ReadonlySet<string> = new Set<string>(
  franchiseeTree(CODE_TREE).flatMap(function walk(n): string[] {
    return [n.code, ...(n.children ?? []).flatMap(walk)];
  }),
);

export const AGENT_MSG = {
  missing: '加盟商不存在',
  phoneTaken: '该手机号已被其他加盟商使用',
  phone: COMMON_INPUT_MSG.phone11,
  roleMissing: PATH_INPUT_MSG.agentRole,
  roleNameTaken: '角色名称已存在',
  areaMissing: '服务区不存在',
  roleInUse: (n: number) => `该角色下还有 ${n} 个加盟商，无法删除，请先为这些加盟商更换角色`,
  operatorTaken: '该手机号已是后台用户',
  areaTaken: (names: string[]) => `服务区已属于其他加盟商：${names.join('、')}`,
  hasAreas: (n: number) => `该加盟商名下还有 ${n} 个服务区，无法删除，请先将服务区分配给其他加盟商`,
  hasOrders: (n: number) => `该加盟商名下还有 ${n} 笔骑行订单，无法删除，可改为停用`,
  areaName: '请输入服务区名称',
  areaNameTaken: '服务区名称已存在',
  areaCenter: '请在地图上选择服务区中心点',
  agentDisabled: '该加盟商已停用，不能分配服务区',
} as const;

const agentRoles = () => getDb().roles.filter((r) => r.level === 0);

function agentOf(id: unknown): Agent {
  const a = getDb().agents.find((x) => x.agentId === id);
  if (!a) throw new BizError(AGENT_MSG.missing, 404);
  return a;
}

function agentRoleOf(id: unknown): PermissionRole {
  const r = agentRoles().find((x) => x.id === id);
  if (!r) throw new BizError(AGENT_MSG.roleMissing, 404);
  return r;
}

/** The operator who signs in for a franchisee account. */
const accountOperator = (a: Agent) => getDb().operators.find((o) => o.agentId === a.agentId && o.phone === a.phone);

const agentOperator = (a: Agent): Operator => ({
  opManId: newOperatorId(a.phone),
  phone: a.phone,
  name: a.contact,
  roleId: a.roleId,
  level: 0,
  agentId: a.agentId,
  state: a.state,
  createdAt: a.createdAt,
  updatedAt: a.createdAt,
});

function newOperatorId(phone: string): string {
  const taken = new Set(getDb().operators.map((o) => o.opManId));
  return [4, 6, 8, 11].map((n) => `OP${phone.slice(-n)}`).find((id) => !taken.has(id)) ?? `OP${phone}${taken.size}`;
}

/** The areas a new account is given: each must exist and belong to nobody yet. */
function freeAreas(ids: unknown): ServiceArea[] {
  if (ids === undefined) return [];
  if (!Array.isArray(ids)) throw new BizError(AGENT_MSG.areaMissing);
  const areas = ids.map((id) => getDb().serviceAreas.find((s) => s.id === id));
  if (areas.some((a) => !a)) throw new BizError(AGENT_MSG.areaMissing, 404);
  const taken = (areas as ServiceArea[]).filter((a) => a.agentId);
  if (taken.length) throw new BizError(AGENT_MSG.areaTaken(taken.map((a) => a.name)));
  return areas as ServiceArea[];
}

const agentRow = (a: Agent) => {
  const { serviceAreas } = getDb();
  return {
    ...a,
    serviceAreaIds: [...a.serviceAreaIds],
    roleName: agentRoles().find((r) => r.id === a.roleId)?.name ?? '-',
    serviceAreaNames: a.serviceAreaIds.map((id) => serviceAreas.find((s) => s.id === id)?.name ?? id),
  };
};

/**
 * A franchisee role as its list, its read by id and its writes answer it (the contract's
 * AgentRole): with the number of franchisees holding it, without the level every franchisee
 * role has (0), which the contract does not name.
 */
const roleRow = ({ level: _level, ...r }: PermissionRole): AgentRole => ({
  ...r,
  codes: [...r.codes],
  agents: getDb().agents.filter((a) => a.roleId === r.id).length,
});

const areaRow = (s: ServiceArea) => ({
  id: s.id,
  name: s.name,
  city: s.city,
  center: s.center,
  fenceId: s.fenceId,
  state: s.state,
  agentId: s.agentId,
  company: getDb().agents.find((a) => a.agentId === s.agentId)?.company ?? '',
  updatedAt: s.updatedAt,
});

interface AgentBody {
  /** the version the edit was made on */
  updatedAt?: string;
  agentId?: string;
  company?: string;
  contact?: string;
  phone?: string;
  roleId?: string;
  serviceAreaIds?: unknown;
}

/** The account's fields; on edit (`self`) a phone left out keeps the current one. */
function agentFields(body: AgentBody, self?: Agent): Pick<Agent, 'company' | 'contact' | 'phone' | 'roleId'> {
  const company = text(body.company);
  const contact = text(body.contact);
  const phone = self && body.phone === undefined ? self.phone : text(body.phone);
  // a masked number (as lists send it) is never stored over the real one
  if (isMaskedPhone(phone)) throw new BizError(PHONE_FORMAT_MESSAGE);
  if (!company) throw new BizError('请输入公司名称');
  if (tooLong(company, TEXT_LIMITS.companyName)) throw new BizError(TEXT_LIMITS.companyName.message);
  if (!contact) throw new BizError('请输入联系人');
  if (tooLong(contact, TEXT_LIMITS.contactName)) throw new BizError(TEXT_LIMITS.contactName.message);
  if (!isPhone(phone)) throw new BizError(AGENT_MSG.phone);
  if (getDb().agents.some((a) => a.phone === phone && a !== self)) throw new BizError(AGENT_MSG.phoneTaken);
  const role = agentRoleOf(body.roleId);
  if (role.state !== 'enabled') throw new BizError('所选角色不存在或已停用');
  return { company, contact, phone, roleId: role.id };
}

interface RoleBody {
  /** the version the edit was made on */
  updatedAt?: string;
  id?: string;
  name?: string;
  remark?: string;
  codes?: unknown;
}

function roleFields(body: RoleBody, self?: string): Pick<PermissionRole, 'name' | 'remark' | 'codes'> {
  const name = text(body.name);
  if (!name) throw new BizError('请输入角色名称');
  if (tooLong(name, TEXT_LIMITS.roleName)) throw new BizError(TEXT_LIMITS.roleName.message);
  if (getDb().roles.some((r) => r.name === name && r.id !== self)) throw new BizError(AGENT_MSG.roleNameTaken);
  const remark = text(body.remark);
  if (tooLong(remark, TEXT_LIMITS.roleRemark)) throw new BizError(TEXT_LIMITS.roleRemark.message);
  if (!Array.isArray(body.codes) || !body.codes.length) throw new BizError('请至少选择一项权限');
  const refused = body.codes.filter((c) => typeof c !== 'string' || !ALLOWED.has(c));
  if (refused.length) throw new BizError(`加盟商角色不能包含这些权限：${refused.join('、')}`);
  return { name, remark, codes: [...new Set(body.codes as string[])] };
}

function nextId(prefix: string, ids: string[]): string {
  const re = new RegExp(`^${prefix}\\d+$`);
  const max = ids.reduce((m, id) => Math.max(m, re.test(id) ? Number(id.slice(prefix.length)) : 0), 0);
  return `${prefix}${String(max + 1).padStart(3, '0')}`;
}

export const agentHandlers = [
  route(AGENT_READS.agentAccount, {}, ({ query }) => {
    const rows = getDb().agents.filter(
      (a) => (!query.state || a.state === query.state) && matches(query.keyword, a.company, a.contact, a.phone),
    );
    return pageOf(rows.map(agentRow), query, {
      createdAt: (a) => a.createdAt,
      agentId: (a) => a.agentId,
      company: (a) => a.company,
    });
  }),

  route<AgentBody>(ACCESS_WRITES.agentCreate, {}, ({ body, caller }) => {
    const db = getDb();
    const fields = agentFields(body);
    if (db.operators.some((o) => o.phone === fields.phone)) throw new BizError(AGENT_MSG.operatorTaken);
    const areas = freeAreas(body.serviceAreaIds);
    const agent: Agent = {
      agentId: nextId(
        'A',
        db.agents.map((a) => a.agentId),
      ),
      ...fields,
      serviceAreaIds: areas.map((a) => a.id),
      state: 'enabled',
      createdAt: nowIso(),
      updatedAt: nextVersion(),
    };
    for (const a of areas) {
      a.agentId = agent.agentId;
      touch(a);
    }
    db.agents.unshift(agent);
    db.operators.unshift(agentOperator(agent));
    logOperatorAction(caller.operator, '新增加盟商', agent.company);
    return agentRow(agent);
  }),

  route<AgentBody>(ACCESS_WRITES.agentUpdate, {}, ({ body, caller }) => {
    const agent = agentOf(body.agentId);
    assertCurrentVersion(agent, body, agentRow);
    const fields = agentFields(body, agent);
    const person = accountOperator(agent);
    if (getDb().operators.some((o) => o.phone === fields.phone && o !== person))
      throw new BizError(AGENT_MSG.operatorTaken);
    touch(Object.assign(agent, fields));
    // the person signing in follows the account
    if (person) touch(Object.assign(person, { phone: agent.phone, name: agent.contact, roleId: agent.roleId }));
    logOperatorAction(caller.operator, '编辑加盟商', agent.company);
    return agentRow(agent);
  }),

  route<{ agentId?: string; state?: string }>(ACCESS_WRITES.agentState, {}, ({ body, caller }) => {
    const agent = switchState(caller.operator, agentOf(body.agentId), body.state, {
      noun: '加盟商',
      target: (a) => a.company,
    });
    const person = accountOperator(agent);
    if (person) touch(Object.assign(person, { state: agent.state }));
    return agentRow(agent);
  }),

  route<{ agentId?: string }>(ACCESS_WRITES.agentDelete, {}, ({ body, caller }) => {
    const db = getDb();
    const agent = agentOf(body.agentId);
    const areas = db.serviceAreas.filter((a) => a.agentId === agent.agentId).length;
    if (areas) throw new BizError(AGENT_MSG.hasAreas(areas));
    const orders = getOrders().filter((o) => o.agentId === agent.agentId).length;
    if (orders) throw new BizError(AGENT_MSG.hasOrders(orders));
    db.agents.splice(db.agents.indexOf(agent), 1);
    db.operators = db.operators.filter((o) => o.agentId !== agent.agentId);
    logOperatorAction(caller.operator, '删除加盟商', agent.company);
    return { agentId: agent.agentId };
  }),

  route(AGENT_READS.agentTreeAdmin, {}, () => {
    const { agents, serviceAreas } = getDb();
    const node = (s: ServiceArea) => ({ id: s.id, name: s.name });
    return {
      agents: agents.map((a) => ({
        agentId: a.agentId,
        company: a.company,
        state: a.state,
        children: serviceAreas.filter((s) => s.agentId === a.agentId).map(node),
      })),
      unassigned: serviceAreas.filter((s) => !s.agentId).map(node),
    };
  }),

  route(AGENT_READS.agentTree, {}, () => franchiseeTree(CODE_TREE)),

  route(AGENT_READS.agentRole, {}, ({ query }) => {
    const rows = agentRoles().filter(
      (r) => (!query.state || r.state === query.state) && matches(query.keyword, r.name, r.remark, r.id),
    );
    return pageOf(
      rows.map((r) => roleRow(r)),
      query,
      { id: (r) => r.id },
    );
  }),

  route(AGENT_READS.agentRoleById, {}, ({ params }) => {
    return roleRow(agentRoleOf(params.id));
  }),

  route<RoleBody>(ACCESS_WRITES.agentRoleCreate, {}, ({ body, caller }) => {
    const db = getDb();
    const role: PermissionRole = {
      id: nextId(
        'AR',
        agentRoles().map((r) => r.id),
      ),
      level: 0,
      state: 'enabled',
      ...roleFields(body),
      updatedAt: nextVersion(),
    };
    db.roles.push(role);
    logOperatorAction(caller.operator, '新增加盟商角色', role.name);
    return roleRow(role);
  }),

  route<RoleBody>(ACCESS_WRITES.agentRoleUpdate, {}, ({ body, caller }) => {
    const role = agentRoleOf(body.id);
    return editRecord(caller.operator, role, body, {
      fields: () => roleFields(body, role.id),
      action: '编辑加盟商角色',
      target: (r) => r.name,
      reply: roleRow,
    });
  }),

  route<{ id?: string; state?: string }>(ACCESS_WRITES.agentRoleState, {}, ({ body, caller }) =>
    roleRow(
      switchState(caller.operator, agentRoleOf(body.id), body.state, { noun: '加盟商角色', target: (r) => r.name }),
    ),
  ),

  route<{ id?: string }>(ACCESS_WRITES.agentRoleDelete, {}, ({ body, caller }) => {
    const role = agentRoleOf(body.id);
    const held = getDb().agents.filter((a) => a.roleId === role.id).length;
    if (held) throw new BizError(AGENT_MSG.roleInUse(held));
    const { roles } = getDb();
    roles.splice(roles.indexOf(role), 1);
    logOperatorAction(caller.operator, '删除加盟商角色', role.name);
    return { id: role.id };
  }),

  route(AGENT_READS.agentServiceArea, {}, ({ query }) => {
    const rows = getDb().serviceAreas.filter(
      (s) => (!query.agentId || s.agentId === query.agentId) && matches(query.keyword, s.name, s.city, s.id),
    );
    return pageOf(rows.map(areaRow), query, { id: (s) => s.id, name: (s) => s.name });
  }),

  route<{ name?: string; city?: string; center?: unknown; agentId?: string }>(
    ACCESS_WRITES.serviceAreaCreate,
    {},
    ({ body, caller }) => {
      const db = getDb();
      const name = text(body.name);
      if (!name) throw new BizError(AGENT_MSG.areaName);
      if (tooLong(name, TEXT_LIMITS.areaName)) throw new BizError(TEXT_LIMITS.areaName.message);
      if (db.serviceAreas.some((a) => a.name === name)) throw new BizError(AGENT_MSG.areaNameTaken);
      const c = body.center;
      if (
        !Array.isArray(c) ||
        c.length !== 2 ||
        !c.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
        outOfChina(c as LngLat)
      ) {
        throw new BizError(AGENT_MSG.areaCenter);
      }
      const owner = body.agentId ? agentOf(body.agentId) : undefined;
      if (owner && owner.state !== 'enabled') throw new BizError(AGENT_MSG.agentDisabled);
      const id = nextId(
        'SA',
        db.serviceAreas.map((a) => a.id),
      );
      const area: ServiceArea = {
        id,
        name,
        city: text(body.city) || '杭州市',
        center: c as LngLat,
        polygon: polygonAround(createRng(hash(id)), c as LngLat, 2500),
        fenceId: `F-${id}`,
        agentId: owner?.agentId ?? '',
        state: 'enabled',
        updatedAt: nextVersion(),
      };
      db.serviceAreas.push(area);
      owner?.serviceAreaIds.push(id);
      getFences().push({
        id: area.fenceId,
        name,
        kind: 'service_area',
        serviceAreaId: id,
        polygon: area.polygon,
        provider: 'amap',
        state: 'enabled',
        updatedAt: nowIso(),
      });
      logOperatorAction(caller.operator, '新增服务区', owner ? `${name} → ${owner.company}` : name);
      return areaRow(area);
    },
  ),

  /** An area belongs to at most one franchisee: assigning it moves it from the previous one. */
  route<{ id?: string; agentId?: string; updatedAt?: string }>(
    ACCESS_WRITES.serviceAreaAssign,
    {},
    ({ body, caller }) => {
      const db = getDb();
      const area = db.serviceAreas.find((s) => s.id === body.id);
      if (!area) throw new BizError(AGENT_MSG.areaMissing, 404);
      assertCurrentVersion(area, body, areaRow);
      const to = agentOf(body.agentId);
      if (to.state !== 'enabled') throw new BizError(AGENT_MSG.agentDisabled);
      const from = db.agents.find((a) => a.agentId === area.agentId);
      if (from) touch(Object.assign(from, { serviceAreaIds: from.serviceAreaIds.filter((id) => id !== area.id) }));
      if (!to.serviceAreaIds.includes(area.id))
        touch(Object.assign(to, { serviceAreaIds: [...to.serviceAreaIds, area.id] }));
      touch(Object.assign(area, { agentId: to.agentId }));
      logOperatorAction(caller.operator, '分配服务区', `${area.name} → ${to.company}`);
      return areaRow(area);
    },
  ),
];
