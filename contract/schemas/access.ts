import { z } from 'zod';
import { ACCESS_READS } from '@contract/endpoints/access';
import { AGENT_READS } from '@contract/endpoints/agents';
import { CODE_CATALOGUE, type CodeNode, type PermissionCode } from '@contract/codes';
import type { Operator, Role, RoleDetail, RoleOption } from '@contract/permissions';
import type { GroupMember, GroupSummary } from '@contract/groups';
import type { DeviceRecord } from '@contract/devices';
import type { Agent, AgentAdminTree, AgentArea, AgentOption, AgentRole, FranchiseApplication } from '@contract/agents';
import type { Replies } from './registry';
import { agentArea as writtenAgentArea } from './actions/access';
import { count, enableState, idName, instant, maskedPhone, pageOf, reviewStatus } from './common';

/** A code of the permission-code catalogue. */
export const permissionCode = z.enum(CODE_CATALOGUE.map((e) => e.code) as [PermissionCode, ...PermissionCode[]]);

/**
 * The catalogue as a tree (role editing): groups and their pages. Written out to the
 * catalogue's depth (a page has no children) rather than recursively, so that its JSON
 * Schema needs no self-reference inside the OpenAPI document.
 */
const codeLeaf = z.object({ code: permissionCode, name: z.string() });
export const codeNode = codeLeaf.extend({ children: z.array(codeLeaf).optional() }) satisfies z.ZodType<CodeNode>;

const role = z.object({
  id: z.string().min(1),
  name: z.string(),
  level: count,
  codes: z.array(permissionCode),
  state: enableState,
  remark: z.string(),
  operators: count,
  updatedAt: instant,
}) satisfies z.ZodType<Role>;

/** A back-office user (phone masked). */
const operator = z.object({
  opManId: z.string().min(1),
  phone: maskedPhone,
  name: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  level: count,
  state: enableState,
  createdAt: instant,
  lastLoginAt: instant.nullable(),
  updatedAt: instant,
}) satisfies z.ZodType<Operator>;

const roleDetail = role.extend({ operatorList: z.array(operator) }) satisfies z.ZodType<RoleDetail>;

const roleOption = z.object({ id: z.string().min(1), name: z.string(), level: count }) satisfies z.ZodType<RoleOption>;

const groupSummary = z.object({
  key: z.enum(['1', '2', '4', '8', 'franchiser']),
  name: z.string(),
  members: count,
}) satisfies z.ZodType<GroupSummary>;

const groupMember = z.object({
  opManId: z.string().min(1),
  name: z.string(),
  phone: maskedPhone,
  roleName: z.string(),
  company: z.string().optional(),
  addedAt: instant,
}) satisfies z.ZodType<GroupMember>;

/** A device's sign-in authorization (the operator's phone masked). */
const device = z.object({
  id: z.string().min(1),
  phone: maskedPhone,
  name: z.string(),
  deviceCode: z.string(),
  deviceName: z.string(),
  state: z.enum(['pending', 'authorized', 'refused', 'removed']),
  /** the state in words, on the operator's own list */
  stateName: z.string().optional(),
  requestedAt: instant,
  decidedAt: instant.optional(),
  decidedBy: z.string().optional(),
  lastLoginAt: instant.optional(),
}) satisfies z.ZodType<DeviceRecord>;

const agentOption = z.object({
  agentId: z.string().min(1),
  company: z.string(),
  state: enableState,
}) satisfies z.ZodType<AgentOption>;

/** The service areas a caller may pick, as `{count,list}`. */
const areaList = z.object({ count, list: z.array(idName.extend({ agentId: z.string().optional() })) });

const agent = z.object({
  agentId: z.string().min(1),
  company: z.string(),
  contact: z.string(),
  phone: maskedPhone,
  roleId: z.string(),
  serviceAreaIds: z.array(z.string()),
  state: enableState,
  createdAt: instant,
  roleName: z.string(),
  serviceAreaNames: z.array(z.string()),
  updatedAt: instant,
}) satisfies z.ZodType<Agent>;

const agentTree = z.object({
  agents: z.array(
    z.object({ agentId: z.string().min(1), company: z.string(), state: enableState, children: z.array(idName) }),
  ),
  unassigned: z.array(idName),
}) satisfies z.ZodType<AgentAdminTree>;

const agentRole = z.object({
  id: z.string().min(1),
  name: z.string(),
  level: count.optional(),
  codes: z.array(permissionCode),
  state: enableState,
  remark: z.string(),
  agents: count,
  updatedAt: instant,
}) satisfies z.ZodType<AgentRole>;

/** A franchisee's service area: the same row its create and assign writes answer. */
const agentArea = writtenAgentArea satisfies z.ZodType<AgentArea>;

/** A franchise application from the public sign-up page (its phone masked). */
const application = z.object({
  id: z.string().min(1),
  company: z.string(),
  contact: z.string(),
  phone: maskedPhone,
  city: z.string(),
  status: reviewStatus,
  reason: z.string().optional(),
  createdAt: instant,
}) satisfies z.ZodType<FranchiseApplication>;

export const ACCESS_REPLIES: Replies = [
  [ACCESS_READS.authorizeInfo, pageOf(device)],
  [ACCESS_READS.loginInfo, z.array(device)],
  [ACCESS_READS.group, z.array(groupSummary)],
  [ACCESS_READS.groupByKeyMember, pageOf(groupMember)],
  [ACCESS_READS.roleEnable, z.array(roleOption)],
  [ACCESS_READS.roleInfo, roleDetail],
  [ACCESS_READS.role, pageOf(role)],
  [ACCESS_READS.tree, z.array(codeNode)],
  [ACCESS_READS.treeOpMan, z.array(codeNode)],
  [ACCESS_READS.user, pageOf(operator)],
  [AGENT_READS.agentAccountList, pageOf(agentOption)],
  [AGENT_READS.agentServiceAreaOpMan, areaList],
  [AGENT_READS.agentServiceAreaBelongToAgent, areaList],
  [AGENT_READS.agentApplyById, application],
  [AGENT_READS.agentAccount, pageOf(agent)],
  [AGENT_READS.agentTreeAdmin, agentTree],
  [AGENT_READS.agentTree, z.array(codeNode)],
  [AGENT_READS.agentRole, pageOf(agentRole)],
  [AGENT_READS.agentRoleById, agentRole],
  [AGENT_READS.agentServiceArea, pageOf(agentArea)],
];
