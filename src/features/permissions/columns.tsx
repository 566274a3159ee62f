/** Column sets of the permission screens and their CSV cells. */
import { phoneColumn, stateColumn, codeCountColumn } from '@/shared/ui/list/columns';
import { timeColumn } from '@/shared/ui/list/timeColumn';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ListColumn } from '@/shared/ui/list/types';
import { LEVEL, type Operator, type Role } from '@contract/permissions';

export const roleDetailPath = (id: string) => `/permissions/role-detail?id=${encodeURIComponent(id)}`;
export const roleEditPath = (id?: string) =>
  id ? `/permissions/add-role?id=${encodeURIComponent(id)}` : '/permissions/add-role';

export const levelTag = (l: number) => (LEVEL[l] ? <Tag color={LEVEL[l].color}>{LEVEL[l].label}</Tag> : '-');

const text = (s: string | undefined, width: number) => (
  <Typography.Text ellipsis={{ tooltip: s }} style={{ maxWidth: width }}>
    {s || '-'}
  </Typography.Text>
);

export const roleColumns: ListColumn<Role>[] = [
  { key: 'id', title: '角色编号', dataIndex: 'id', width: 100, sortable: true },
  {
    key: 'name',
    title: '角色名称',
    width: 160,
    render: (_: unknown, r) => <Link to={roleDetailPath(r.id)}>{r.name}</Link>,
    csv: (r) => r.name,
  },
  {
    key: 'level',
    title: '权限等级',
    width: 110,
    render: (_: unknown, r) => levelTag(r.level),
    csv: (r) => LEVEL[r.level]?.label,
  },
  { key: 'remark', title: '描述', width: 240, render: (_: unknown, r) => text(r.remark, 240), csv: (r) => r.remark },
  codeCountColumn<Role>(),
  { key: 'operators', title: '用户数', dataIndex: 'operators', width: 90, align: 'right', sortable: true },
  stateColumn<Role>(),
];

export const operatorColumns: ListColumn<Operator>[] = [
  { key: 'name', title: '姓名', width: 120, render: (_: unknown, r) => text(r.name, 120), csv: (r) => r.name },
  phoneColumn<Operator>(),
  { key: 'roleName', title: '角色', dataIndex: 'roleName', width: 130 },
  {
    key: 'level',
    title: '权限等级',
    width: 110,
    render: (_: unknown, r) => levelTag(r.level),
    csv: (r) => LEVEL[r.level]?.label,
  },
  stateColumn<Operator>(),
  timeColumn('createdAt', '创建时间'),
  timeColumn('lastLoginAt', '最近登录'),
];
