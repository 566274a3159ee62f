import { pathOf, type Endpoint, type ReplyOf } from '@contract/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { Operator, OperatorInput, Role, RoleDetail, RoleInput, RoleOption } from '@contract/permissions';
import type { EnableState } from '@contract/common';
import type { CodeNode } from '@contract/codes';
import type { DeviceRecord } from '@contract/devices';
import type { GroupKey, GroupMember, GroupSummary } from '@contract/groups';
import { fromCodeTree, treeCodes } from '@/shared/nav/permissionTree';
import { ACCESS_READS } from '@contract/endpoints/access';
import { registerReplies } from '@/shared/http/replyCheck';
import { ACCESS_REPLIES } from '@contract/schemas/access';
import { ACCESS_WRITE_REPLIES } from '@contract/schemas/actions/access';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...ACCESS_REPLIES, ...ACCESS_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal, path?: Record<string, string>): Promise<Page<T>> =>
  http.get<unknown>(pathOf(e, path), q, { signal }).then((d) => toPage<T>(d));

/** Roles (`/platform/permission/role*`, code 1001) and back-office users (`/platform/permission/user*`, code 1002). */
export const permissionApi = {
  roles: (q: ListQuery, signal?: AbortSignal) => page<Role>(ACCESS_READS.role, q, signal),
  /** the code tree of platform roles */
  tree: (signal?: AbortSignal) =>
    http.get<CodeNode[]>(pathOf(ACCESS_READS.tree), undefined, { signal }).then(fromCodeTree),
  /** the codes the signed-in operator may grant (the ones they hold) */
  grantable: (signal?: AbortSignal) =>
    http
      .get<CodeNode[]>(pathOf(ACCESS_READS.treeOpMan), undefined, { signal })
      .then((t) => new Set(treeCodes(fromCodeTree(t)))),
  role: (id: string, signal?: AbortSignal) => http.get<RoleDetail>(pathOf(ACCESS_READS.roleInfo), { id }, { signal }),
  enabledRoles: (signal?: AbortSignal, silent?: boolean) =>
    http.get<RoleOption[]>(pathOf(ACCESS_READS.roleEnable), undefined, { signal, silent }),
  saveRole: ({ id, ...rest }: RoleInput) =>
    id
      ? http.put<Role>(pathOf(ACCESS_WRITES.roleUpdate), { id, ...rest })
      : http.post<Role>(pathOf(ACCESS_WRITES.roleCreate), rest),
  deleteRole: (id: string) =>
    http.del<ReplyOf<typeof ACCESS_WRITES.roleDelete>>(pathOf(ACCESS_WRITES.roleDelete), { id }),
  setRoleState: (id: string, state: EnableState) => http.post<Role>(pathOf(ACCESS_WRITES.roleState), { id, state }),

  operators: (q: ListQuery, signal?: AbortSignal) => page<Operator>(ACCESS_READS.user, q, signal),
  saveOperator: (v: OperatorInput) => http.post<Operator>(pathOf(ACCESS_WRITES.operatorCreate), v),
  setOperatorState: (opManId: string, state: EnableState) =>
    http.post<Operator>(pathOf(ACCESS_WRITES.operatorState), { opManId, state }),
  deleteOperator: (opManId: string) =>
    http.del<ReplyOf<typeof ACCESS_WRITES.operatorDelete>>(pathOf(ACCESS_WRITES.operatorDelete, { phone: opManId })),

  groups: (signal?: AbortSignal) => http.get<GroupSummary[]>(pathOf(ACCESS_READS.group), undefined, { signal }),
  members: (key: GroupKey, q: ListQuery, signal?: AbortSignal) =>
    page<GroupMember>(ACCESS_READS.groupByKeyMember, q, signal, { key }),
  addMember: (key: GroupKey, phone: string) =>
    http.post<GroupMember>(pathOf(ACCESS_WRITES.groupMemberAdd, { key }), { phone }),
  removeMember: (key: GroupKey, opManId: string) =>
    http.del<ReplyOf<typeof ACCESS_WRITES.groupMemberRemove>>(pathOf(ACCESS_WRITES.groupMemberRemove, { key }), {
      opManId,
    }),

  devices: (q: ListQuery, signal?: AbortSignal) => page<DeviceRecord>(ACCESS_READS.authorizeInfo, q, signal),
  decideDevice: (id: string, approve: boolean) =>
    http.post<DeviceRecord>(pathOf(ACCESS_WRITES.deviceConfirm), { id, approve }),
  revokeDevice: (id: string) => http.post<DeviceRecord>(pathOf(ACCESS_WRITES.deviceRemove), { id }),
  /** an operator's devices, last sign-in first */
  devicesOf: (opManId: string, signal?: AbortSignal) =>
    http.get<DeviceRecord[]>(pathOf(ACCESS_READS.loginInfo), { opManId }, { signal }),
};
