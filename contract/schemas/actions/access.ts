import { z } from 'zod';
import { ACCESS_WRITES } from '@contract/actions';
import type { Operator, Role } from '@contract/permissions';
import type { DeviceRecord } from '@contract/devices';
import type { GroupMember } from '@contract/groups';
import type { Agent, AgentArea, AgentRole } from '@contract/agents';
import { replyFor, repliesFor, type Replies } from '../registry';
import { count, instant, lngLat, sameType } from '../common';
import { enableState, id, ids } from './shared';

export const role = z.object({
  id,
  name: z.string(),
  level: z.number().int(),
  codes: ids,
  state: enableState,
  remark: z.string(),
  operators: count,
  updatedAt: instant,
});
sameType<z.infer<typeof role>, Role>(true);

export const operator = z.object({
  opManId: id,
  phone: z.string(),
  name: z.string(),
  roleId: z.string(),
  roleName: z.string(),
  level: z.number().int(),
  state: enableState,
  createdAt: instant,
  lastLoginAt: instant.nullable(),
  updatedAt: instant,
});
sameType<z.infer<typeof operator>, Operator>(true);

export const deviceRecord = z.object({
  id,
  phone: z.string(),
  name: z.string(),
  deviceCode: z.string(),
  deviceName: z.string(),
  state: z.enum(['pending', 'authorized', 'refused', 'removed']),
  requestedAt: instant,
  decidedAt: instant.optional(),
  decidedBy: z.string().optional(),
  lastLoginAt: instant.optional(),
});
sameType<z.infer<typeof deviceRecord>, DeviceRecord>(true);

export const groupMember = z.object({
  opManId: id,
  name: z.string(),
  phone: z.string(),
  roleName: z.string(),
  company: z.string().optional(),
  addedAt: instant,
});
sameType<z.infer<typeof groupMember>, GroupMember>(true);

export const agent = z.object({
  agentId: id,
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  roleId: z.string(),
  serviceAreaIds: ids,
  state: enableState,
  createdAt: instant,
  roleName: z.string(),
  serviceAreaNames: z.array(z.string()),
  updatedAt: instant,
});
sameType<z.infer<typeof agent>, Agent>(true);

export const agentRole = z.object({
  id,
  name: z.string(),
  codes: ids,
  state: enableState,
  remark: z.string(),
  agents: count,
  updatedAt: instant,
});
sameType<z.infer<typeof agentRole>, AgentRole>(true);

export const agentArea = z.object({
  id,
  name: z.string(),
  city: z.string(),
  center: lngLat,
  fenceId: z.string(),
  state: enableState,
  agentId: z.string(),
  company: z.string(),
  updatedAt: instant,
});
sameType<z.infer<typeof agentArea>, AgentArea>(true);

/** Roles, staff, devices, permission groups; franchisees, their roles and areas. */
export const ACCESS_WRITE_REPLIES: Replies = [
  ...repliesFor([ACCESS_WRITES.roleCreate, ACCESS_WRITES.roleUpdate, ACCESS_WRITES.roleState], role),
  replyFor(ACCESS_WRITES.roleDelete, z.object({ id })),
  ...repliesFor([ACCESS_WRITES.operatorCreate, ACCESS_WRITES.operatorState], operator),
  replyFor(ACCESS_WRITES.operatorDelete, z.object({ opManId: id, phone: z.string() })),
  replyFor(ACCESS_WRITES.deviceConfirm, deviceRecord.extend({ state: z.enum(['authorized', 'refused']) })),
  replyFor(ACCESS_WRITES.deviceRemove, deviceRecord.extend({ state: z.literal('removed') })),
  replyFor(ACCESS_WRITES.groupMemberAdd, groupMember),
  replyFor(ACCESS_WRITES.groupMemberRemove, z.object({ opManId: id })),
  ...repliesFor([ACCESS_WRITES.agentCreate, ACCESS_WRITES.agentUpdate, ACCESS_WRITES.agentState], agent),
  replyFor(ACCESS_WRITES.agentDelete, z.object({ agentId: id })),
  ...repliesFor(
    [ACCESS_WRITES.agentRoleCreate, ACCESS_WRITES.agentRoleUpdate, ACCESS_WRITES.agentRoleState],
    agentRole,
  ),
  replyFor(ACCESS_WRITES.agentRoleDelete, z.object({ id })),
  ...repliesFor([ACCESS_WRITES.serviceAreaCreate, ACCESS_WRITES.serviceAreaAssign], agentArea),
];
