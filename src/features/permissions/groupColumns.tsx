/** Columns of a permission group's members. */
import type { ListColumn } from '@/shared/ui/list/types';
import { dateTime, maskPhone } from '@/shared/utils/format';
import type { GroupMember } from '@contract/groups';
import { textColumn } from '@/shared/ui/list/columns';

export const memberColumns: ListColumn<GroupMember>[] = [
  { key: 'name', title: '姓名', dataIndex: 'name', width: 120 },
  textColumn('phone', '手机号', 130, (m) => maskPhone(m.phone)),
  { key: 'roleName', title: '角色', dataIndex: 'roleName', width: 130 },
  { key: 'company', title: '加盟商', width: 200, render: (_: unknown, m) => m.company ?? '-', csv: (m) => m.company },
  textColumn('addedAt', '加入时间', 170, (m) => dateTime(m.addedAt), { sortable: true }),
];
