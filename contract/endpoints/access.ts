import { read } from '@contract/endpoint';
import type { CodeNode } from '@contract/codes';
import type { DeviceRecord } from '@contract/devices';
import type { GroupSummary } from '@contract/groups';
import type { RoleDetail, RoleOption } from '@contract/permissions';

/** Access reads: roles, the permission-code tree, back-office users, permission groups, device authorization. */
export const ACCESS_READS = {
  authorizeInfo: read('/mieba/v2/platform/opman/device/authorize_info', ['1003'], 'mieba'),
  loginInfo: read<DeviceRecord[]>('/mieba/v2/platform/opman/device/login_info', ['1003', '1002'], 'mieba'),
  group: read<GroupSummary[]>('/platform/permission/group', ['1004']),
  groupByKeyMember: read('/platform/permission/group/:key/member', ['1004']),
  roleEnable: read<RoleOption[]>('/platform/permission/role/enable', ['1001', '1002']),
  roleInfo: read<RoleDetail>('/platform/permission/role/info', ['1001']),
  role: read('/platform/permission/role', ['1001']),
  tree: read<CodeNode[]>('/platform/permission/tree', ['1001']),
  treeOpMan: read<CodeNode[]>('/platform/permission/tree/opMan', ['1001']),
  user: read('/platform/permission/user', ['1002']),
} as const;
