/**
 * Franchisee (agent) administration (SPEC.md §7 "Agents"; DESIGN.md §5 Agent,
 * ServiceArea, AgentRole). Accounts: code 1101; roles: 1102; service areas: 1103.
 *
 * Accounts
 *   GET    /platform/agent/account         keyword? (company / contact / phone), state?, page, pageSize, sortField? → { rows, total }
 *   POST   /platform/agent/account         { company, contact, phone, roleId } → agent
 *   PUT    /platform/agent/account         { agentId, company, contact, phone, roleId } → agent
 *   POST   /platform/agent/account/state   { agentId, state }
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
 */
import { CODE_TREE, type CodeNode } from '@contract/codes';
import { ROLE_CODES } from '../db/codes';
import { logOperatorAction } from '../db/operatorLogs';
import { getDb } from '../db/store';
import type { AgentRecord as Agent, ServiceArea } from '@contract/agents';
import type { EnableState } from '@contract/common';
import type { PermissionRole } from '@contract/permissions';
import { matches, pageOf } from '../lib/paging';
import { BASE, BizError, route } from '../lib/route';
import { nowIso } from '../../src/shared/utils/clock';
import { isPhone, TEXT_LIMITS, tooLong } from '@contract/validators';

const ACCOUNT = ['1101'];
const ROLE = ['1102'];
const AREA = ['1103'];
const P = `${BASE.main}/platform/agent`;

/** Codes a franchisee role may hold: the franchisee default set and the groups above them. */
const FRANCHISEE_CODES = new Set<string>(ROLE_CODES.franchisee);
const franchiseeTree = (nodes: readonly CodeNode[]): CodeNode[] =>
  nodes.flatMap((n) => {
    const children = franchiseeTree(n.children ?? []);
    if (children.length) return [{ ...n, children }];
    return FRANCHISEE_CODES.has(n.code) ? [{ code: n.code, name: n.name }] : [];
  });
const ALLOWED = new Set<string>(
  franchiseeTree(CODE_TREE).flatMap(function walk(n): string[] { return [n.code, ...(n.children ?? []).flatMap(walk)]; }),
);

export const AGENT_MSG = {
  missing: '加盟商不存在',
  phoneTaken: '该手机号已被其他加盟商使用',
  phone: '请输入 11 位手机号',
  roleMissing: '角色不存在',
  roleNameTaken: '角色名称已存在',
  areaMissing: '服务区不存在',
  roleInUse: (n: number) => `该角色下还有 ${n} 个加盟商，无法删除，请先为这些加盟商更换角色`,
} as const;

const agentRoles = () => getDb().roles.filter((r) => r.level === 0);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

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

const agentRow = (a: Agent) => {
  const { serviceAreas } = getDb();
  return {
    ...a,
    serviceAreaIds: [...a.serviceAreaIds],
    roleName: agentRoles().find((r) => r.id === a.roleId)?.name ?? '-',
    serviceAreaNames: a.serviceAreaIds.map((id) => serviceAreas.find((s) => s.id === id)?.name ?? id),
  };
};

const areaRow = (s: ServiceArea) => ({
  id: s.id, name: s.name, city: s.city, center: s.center, fenceId: s.fenceId, state: s.state,
  agentId: s.agentId, company: getDb().agents.find((a) => a.agentId === s.agentId)?.company ?? '',
});

interface AgentBody { agentId?: string; company?: string; contact?: string; phone?: string; roleId?: string }

function agentFields(body: AgentBody, self?: string): Pick<Agent, 'company' | 'contact' | 'phone' | 'roleId'> {
  const company = text(body.company);
  const contact = text(body.contact);
  const phone = text(body.phone);
  if (!company) throw new BizError('请输入公司名称');
  if (tooLong(company, TEXT_LIMITS.companyName)) throw new BizError(TEXT_LIMITS.companyName.message);
  if (!contact) throw new BizError('请输入联系人');
  if (tooLong(contact, TEXT_LIMITS.contactName)) throw new BizError(TEXT_LIMITS.contactName.message);
  if (!isPhone(phone)) throw new BizError(AGENT_MSG.phone);
  if (getDb().agents.some((a) => a.phone === phone && a.agentId !== self)) throw new BizError(AGENT_MSG.phoneTaken);
  const role = agentRoleOf(body.roleId);
  if (role.state !== 'enabled') throw new BizError('所选角色不存在或已停用');
  return { company, contact, phone, roleId: role.id };
}

interface RoleBody { id?: string; name?: string; remark?: string; codes?: unknown }

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

const state = (v: unknown): EnableState => {
  if (v !== 'enabled' && v !== 'disabled') throw new BizError('状态不正确');
  return v;
};

export const agentAdminHandlers = [
  route('get', `${P}/account`, { codes: ACCOUNT }, ({ query }) => {
    const rows = getDb().agents.filter(
      (a) => (!query.state || a.state === query.state) && matches(query.keyword, a.company, a.contact, a.phone),
    );
    return pageOf(rows.map(agentRow), query, { createdAt: (a) => a.createdAt, agentId: (a) => a.agentId, company: (a) => a.company });
  }),

  route<AgentBody>('post', `${P}/account`, { codes: ACCOUNT }, ({ body, caller }) => {
    const db = getDb();
    const agent: Agent = {
      agentId: nextId('A', db.agents.map((a) => a.agentId)), ...agentFields(body),
      serviceAreaIds: [], state: 'enabled', createdAt: nowIso(),
    };
    db.agents.unshift(agent);
    logOperatorAction(caller.operator, '新增加盟商', agent.company);
    return agentRow(agent);
  }),

  route<AgentBody>('put', `${P}/account`, { codes: ACCOUNT }, ({ body, caller }) => {
    const agent = agentOf(body.agentId);
    Object.assign(agent, agentFields(body, agent.agentId));
    logOperatorAction(caller.operator, '编辑加盟商', agent.company);
    return agentRow(agent);
  }),

  route<{ agentId?: string; state?: string }>('post', `${P}/account/state`, { codes: ACCOUNT }, ({ body, caller }) => {
    const agent = agentOf(body.agentId);
    agent.state = state(body.state);
    logOperatorAction(caller.operator, `${agent.state === 'enabled' ? '启用' : '停用'}加盟商`, agent.company);
    return agentRow(agent);
  }),

  route('get', `${P}/tree`, { codes: ROLE }, () => franchiseeTree(CODE_TREE)),

  route('get', `${P}/role`, { codes: [...ROLE, ...ACCOUNT] }, ({ query }) => {
    const rows = agentRoles().filter((r) => (!query.state || r.state === query.state) && matches(query.keyword, r.name, r.remark, r.id));
    return pageOf(rows.map((r) => ({ ...r, codes: [...r.codes], agents: getDb().agents.filter((a) => a.roleId === r.id).length })), query, { id: (r) => r.id });
  }),

  route('get', `${P}/role/:id`, { codes: ROLE }, ({ params }) => {
    const r = agentRoleOf(params.id);
    return { ...r, codes: [...r.codes] };
  }),

  route<RoleBody>('post', `${P}/role`, { codes: ROLE }, ({ body, caller }) => {
    const db = getDb();
    const role: PermissionRole = { id: nextId('AR', agentRoles().map((r) => r.id)), level: 0, state: 'enabled', ...roleFields(body) };
    db.roles.push(role);
    logOperatorAction(caller.operator, '新增加盟商角色', role.name);
    return { ...role, codes: [...role.codes] };
  }),

  route<RoleBody>('put', `${P}/role`, { codes: ROLE }, ({ body, caller }) => {
    const role = agentRoleOf(body.id);
    Object.assign(role, roleFields(body, role.id));
    logOperatorAction(caller.operator, '编辑加盟商角色', role.name);
    return { ...role, codes: [...role.codes] };
  }),

  route<{ id?: string; state?: string }>('post', `${P}/role/state`, { codes: ROLE }, ({ body, caller }) => {
    const role = agentRoleOf(body.id);
    role.state = state(body.state);
    logOperatorAction(caller.operator, `${role.state === 'enabled' ? '启用' : '停用'}加盟商角色`, role.name);
    return { ...role, codes: [...role.codes] };
  }),

  route<{ id?: string }>('delete', `${P}/role`, { codes: ROLE }, ({ body, caller }) => {
    const role = agentRoleOf(body.id);
    const held = getDb().agents.filter((a) => a.roleId === role.id).length;
    if (held) throw new BizError(AGENT_MSG.roleInUse(held));
    const { roles } = getDb();
    roles.splice(roles.indexOf(role), 1);
    logOperatorAction(caller.operator, '删除加盟商角色', role.name);
    return { id: role.id };
  }),

  route('get', `${P}/serviceArea`, { codes: [...AREA, ...ACCOUNT] }, ({ query }) => {
    const rows = getDb().serviceAreas.filter(
      (s) => (!query.agentId || s.agentId === query.agentId) && matches(query.keyword, s.name, s.city, s.id),
    );
    return pageOf(rows.map(areaRow), query, { id: (s) => s.id, name: (s) => s.name });
  }),

  /** An area belongs to at most one franchisee: assigning it moves it from the previous one. */
  route<{ id?: string; agentId?: string }>('put', `${P}/serviceArea`, { codes: AREA }, ({ body, caller }) => {
    const db = getDb();
    const area = db.serviceAreas.find((s) => s.id === body.id);
    if (!area) throw new BizError(AGENT_MSG.areaMissing, 404);
    const to = agentOf(body.agentId);
    const from = db.agents.find((a) => a.agentId === area.agentId);
    if (from) from.serviceAreaIds = from.serviceAreaIds.filter((id) => id !== area.id);
    if (!to.serviceAreaIds.includes(area.id)) to.serviceAreaIds.push(area.id);
    area.agentId = to.agentId;
    logOperatorAction(caller.operator, '分配服务区', `${area.name} → ${to.company}`);
    return areaRow(area);
  }),
];
