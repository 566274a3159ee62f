import { type Endpoint } from '@contract/endpoint';
import { callEndpoint } from '@/shared/http/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { Operator, OperatorInput, Role, RoleInput } from '@contract/permissions';
import type { EnableState } from '@contract/common';
import type { DeviceRecord } from '@contract/devices';
import type { GroupKey, GroupMember } from '@contract/groups';
import { fromCodeTree, treeCodes } from '@/shared/nav/permissionTree';
import { ACCESS_READS } from '@contract/endpoints/access';
import { registerReplies } from '@/shared/http/replyCheck';
import { ACCESS_REPLIES } from '@contract/schemas/access';
import { ACCESS_WRITE_REPLIES } from '@contract/schemas/actions/access';

// the reply schemas of what this module calls: they load with the page, and its replies are checked (replyCheck.ts)
registerReplies([...ACCESS_REPLIES, ...ACCESS_WRITE_REPLIES]);

const page = <T>(e: Endpoint, q: ListQuery, signal?: AbortSignal, path?: Record<string, string>): Promise<Page<T>> =>
  callEndpoint(e, { path, input: q }, { signal }).then((d) => toPage<T>(d));

/** Roles (`/platform/permission/role*`, code 1001) and back-office users (`/platform/permission/user*`, code 1002). */
export const permissionApi = {
  roles: (q: ListQuery, signal?: AbortSignal) => page<Role>(ACCESS_READS.role, q, signal),
  /** the code tree of platform roles */
  tree: (signal?: AbortSignal) => callEndpoint(ACCESS_READS.tree, {}, { signal }).then(fromCodeTree),
  /** the codes the signed-in operator may grant (the ones they hold) */
  grantable: (signal?: AbortSignal) =>
    callEndpoint(ACCESS_READS.treeOpMan, {}, { signal }).then((t) => new Set(treeCodes(fromCodeTree(t)))),
  role: (id: string, signal?: AbortSignal) => callEndpoint(ACCESS_READS.roleInfo, { input: { id } }, { signal }),
  enabledRoles: (signal?: AbortSignal, silent?: boolean) =>
    callEndpoint(ACCESS_READS.roleEnable, {}, { signal, silent }),
  saveRole: ({ id, ...rest }: RoleInput) =>
    id
      ? callEndpoint(ACCESS_WRITES.roleUpdate, { input: { id, ...rest } })
      : callEndpoint(ACCESS_WRITES.roleCreate, { input: rest }),
  deleteRole: (id: string) => callEndpoint(ACCESS_WRITES.roleDelete, { input: { id } }),
  setRoleState: (id: string, state: EnableState) => callEndpoint(ACCESS_WRITES.roleState, { input: { id, state } }),

  operators: (q: ListQuery, signal?: AbortSignal) => page<Operator>(ACCESS_READS.user, q, signal),
  saveOperator: (v: OperatorInput) => callEndpoint(ACCESS_WRITES.operatorCreate, { input: v }),
  setOperatorState: (opManId: string, state: EnableState) =>
    callEndpoint(ACCESS_WRITES.operatorState, { input: { opManId, state } }),
  /** by the phone the administrator typed, the row's id as a guard: a phone of someone else removes nobody */
  deleteOperator: (opManId: string, phone: string) =>
    callEndpoint(ACCESS_WRITES.operatorDelete, { path: { phone }, query: { id: opManId } }),

  groups: (signal?: AbortSignal) => callEndpoint(ACCESS_READS.group, {}, { signal }),
  members: (key: GroupKey, q: ListQuery, signal?: AbortSignal) =>
    page<GroupMember>(ACCESS_READS.groupByKeyMember, q, signal, { key }),
  addMember: (key: GroupKey, phone: string) =>
    callEndpoint(ACCESS_WRITES.groupMemberAdd, { path: { key }, input: { phone } }),
  removeMember: (key: GroupKey, opManId: string) =>
    callEndpoint(ACCESS_WRITES.groupMemberRemove, {
      path: { key },
      input: {
        opManId,
      },
    }),

  devices: (q: ListQuery, signal?: AbortSignal) => page<DeviceRecord>(ACCESS_READS.authorizeInfo, q, signal),
  decideDevice: (id: string, approve: boolean) => callEndpoint(ACCESS_WRITES.deviceConfirm, { input: { id, approve } }),
  revokeDevice: (id: string) => callEndpoint(ACCESS_WRITES.deviceRemove, { input: { id } }),
  /** an operator's devices, last sign-in first */
  devicesOf: (opManId: string, signal?: AbortSignal) =>
    callEndpoint(ACCESS_READS.loginInfo, { input: { opManId } }, { signal }),
};
