/** Permission groups (roles and permissions): levels 1, 2, 4, 8 and the franchiser group, each a member list. */

export type GroupKey = '1' | '2' | '4' | '8' | 'franchiser';

export const GROUPS: ReadonlyArray<{ key: GroupKey; name: string; note: string }> = [
  { key: '1', name: '管理员组', note: '等级 1：平台管理员' },
  { key: '2', name: '业务运营组', note: '等级 2：业务与运营人员' },
  { key: '4', name: '运维组', note: '等级 4：运维人员' },
  { key: '8', name: '生产组', note: '等级 8：生产人员' },
  { key: 'franchiser', name: '加盟商组', note: '加盟商账号' },
];

/** A group with its member count (GET /platform/permission/group). */
export interface GroupSummary {
  key: GroupKey;
  name: string;
  members: number;
}

/** A member as the group's list returns it. */
export interface GroupMember {
  opManId: string;
  name: string;
  phone: string;
  roleName: string;
  company?: string;
  addedAt: string;
}

export const GROUP_MSG = {
  unknown: '权限组不存在',
  notOperator: '该手机号不是后台用户',
  franchiserOnly: '只有加盟商账号可以加入加盟商组',
  platformOnly: '加盟商账号只能加入加盟商组',
  already: '该用户已在此权限组中',
  notMember: '该用户不在此权限组中',
  lastAdmin: '管理员组至少保留一名成员',
  selfAdmin: '不能将自己移出管理员组',
} as const;
