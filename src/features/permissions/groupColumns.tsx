/** Columns of a permission group's members. */
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, maskPhone } from '@/shared/utils/format';
import type { GroupMember } from '@contract/groups';

export const memberColumns: ListColumn<GroupMember>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 120 },
  {
    key: 'phone',
    title: '手机号',
    width: 130,
    render: (_: unknown, m) => maskPhone(m.phone),
    csv: (m) => maskPhone(m.phone),
  },
  { key: 'roleName', title: '角色', dataIndex: 'roleName', width: 130 },
  { key: 'company', title: '加盟商', width: 200, render: (_: unknown, m) => m.company ?? '-', csv: (m) => m.company },
  {
    key: 'addedAt',
    title: '加入时间',
    width: 170,
    sortable: true,
    render: (_: unknown, m) => dateTime(m.addedAt),
    csv: (m) => dateTime(m.addedAt),
  },
];
