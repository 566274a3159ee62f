import { pathOf } from '@contract/endpoint';
import { ACCESS_WRITES } from '@contract/actions';
import { http } from '@/shared/http/client';
import { toPage, type ListQuery, type Page } from '@/shared/http/page';
import type { Operator, OperatorInput, Role, RoleDetail, RoleInput, RoleOption } from '@contract/permissions';
import type { EnableState } from '@contract/common';
import type { CodeNode } from '@contract/codes';
import type { DeviceRecord } from '@contract/devices';
import type { GroupKey, GroupMember, GroupSummary } from '@contract/groups';
import { fromCodeTree, treeCodes } from '@/shared/nav/permissionTree';

const ROLE = '/platform/permission/role';
const USER = '/platform/permission/user';
const DEVICE = '/mieba/v2/platform/opman/device';
const GROUP = '/platform/permission/group';

const page = <T>(url: string, q: ListQuery, signal?: AbortSignal): Promise<Page<T>> =>
  http.get<unknown>(url, q, { signal }).then((d) => toPage<T>(d));

/** Roles (`/platform/permission/role*`, code 1001) and back-office users (`/platform/permission/user*`, code 1002). */
export const permissionApi = {
  roles: (q: ListQuery, signal?: AbortSignal) => page<Role>(ROLE, q, signal),
  /** the code tree of platform roles */
  tree: (signal?: AbortSignal) => http.get<CodeNode[]>('/platform/permission/tree', undefined, { signal }).then(fromCodeTree),
  /** the codes the signed-in operator may grant (the ones they hold) */
  grantable: (signal?: AbortSignal) =>
    http.get<CodeNode[]>('/platform/permission/tree/opMan', undefined, { signal }).then((t) => new Set(treeCodes(fromCodeTree(t)))),
  role: (id: string, signal?: AbortSignal) => http.get<RoleDetail>(`${ROLE}/info`, { id }, { signal }),
  enabledRoles: (signal?: AbortSignal, silent?: boolean) => http.get<RoleOption[]>(`${ROLE}/enable`, undefined, { signal, silent }),
  saveRole: ({ id, ...rest }: RoleInput) => (id ? http.put<Role>(pathOf(ACCESS_WRITES.roleUpdate), { id, ...rest }) : http.post<Role>(pathOf(ACCESS_WRITES.roleCreate), rest)),
  deleteRole: (id: string) => http.del(pathOf(ACCESS_WRITES.roleDelete), { id }),
  setRoleState: (id: string, state: EnableState) => http.post<Role>(pathOf(ACCESS_WRITES.roleState), { id, state }),

  operators: (q: ListQuery, signal?: AbortSignal) => page<Operator>(USER, q, signal),
  saveOperator: (v: OperatorInput) => http.post<Operator>(pathOf(ACCESS_WRITES.operatorCreate), v),
  setOperatorState: (opManId: string, state: EnableState) => http.post<Operator>(pathOf(ACCESS_WRITES.operatorState), { opManId, state }),
  deleteOperator: (opManId: string) => http.del(pathOf(ACCESS_WRITES.operatorDelete, { phone: opManId })),

  groups: (signal?: AbortSignal) => http.get<GroupSummary[]>(GROUP, undefined, { signal }),
  members: (key: GroupKey, q: ListQuery, signal?: AbortSignal) => page<GroupMember>(`${GROUP}/${key}/member`, q, signal),
  addMember: (key: GroupKey, phone: string) => http.post<GroupMember>(pathOf(ACCESS_WRITES.groupMemberAdd, { key }), { phone }),
  removeMember: (key: GroupKey, opManId: string) => http.del(pathOf(ACCESS_WRITES.groupMemberRemove, { key }), { opManId }),

  devices: (q: ListQuery, signal?: AbortSignal) => page<DeviceRecord>(`${DEVICE}/authorize_info`, q, signal),
  decideDevice: (id: string, approve: boolean) => http.post<DeviceRecord>(pathOf(ACCESS_WRITES.deviceConfirm), { id, approve }),
  revokeDevice: (id: string) => http.post<DeviceRecord>(pathOf(ACCESS_WRITES.deviceRemove), { id }),
  /** an operator's devices, last sign-in first */
  devicesOf: (opManId: string, signal?: AbortSignal) => http.get<DeviceRecord[]>(`${DEVICE}/login_info`, { opManId }, { signal }),
};
