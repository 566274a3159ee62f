import { Button, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import Access from '@/shared/auth/Access';
import DetailPage from '@/shared/ui/DetailPage';
import PermissionTree from '@/shared/ui/permission/PermissionTree';
import { dateTime, maskPhone } from '@/shared/utils/format';
import { permissionApi } from '../api';
import { stateTag } from '@/shared/ui/list/columns';
import { levelTag, roleEditPath } from '../columns';
import { PERMISSION_TREE } from '../tree';
import type { Operator, RoleDetail } from '@contract/permissions';
import { queryDef } from '@/shared/query/defs';
import { ACCESS_WRITES } from '@contract/actions';
import { permissionKeys } from '../keys';

const source = queryDef(permissionKeys.roleDetail, permissionApi.role);

const holderColumns: TableColumnsType<Operator> = [
  { key: 'name', title: '姓名', dataIndex: 'name' },
  { key: 'phone', title: '手机号', render: (_: unknown, o) => maskPhone(o.phone) },
  { key: 'state', title: '状态', render: (_: unknown, o) => stateTag(o.state) },
  { key: 'lastLoginAt', title: '最近登录', render: (_: unknown, o) => dateTime(o.lastLoginAt) },
];

/** /permissions/role-detail?id= (1001): a role, its permissions (read-only tree) and the operators holding it. */
export default function RoleDetailPage() {
  const navigate = useNavigate();
  return (
    <DetailPage<RoleDetail>
      source={source}
      title={(r) => `角色：${r.name}`}
      fields={(r) => [
        { key: 'id', label: '角色编号', children: r.id },
        { key: 'level', label: '权限等级', children: levelTag(r.level) },
        { key: 'state', label: '状态', children: stateTag(r.state) },
        { key: 'codes', label: '权限数', children: r.codes.length },
        { key: 'operators', label: '用户数', children: r.operators },
        { key: 'remark', label: '描述', children: r.remark || '-' },
      ]}
      actions={(r) => (
        <Access code={ACCESS_WRITES.roleUpdate}>
          <Button type="primary" onClick={() => navigate(roleEditPath(r.id))}>
            编辑
          </Button>
        </Access>
      )}
      tabs={(r) => [
        { key: 'codes', label: '权限', children: <PermissionTree tree={PERMISSION_TREE} value={r.codes} readOnly /> },
        {
          key: 'operators',
          label: `用户（${r.operatorList.length}）`,
          children: (
            <Table<Operator>
              rowKey="opManId"
              size="small"
              columns={holderColumns}
              dataSource={r.operatorList}
              pagination={r.operatorList.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              locale={{ emptyText: '暂无用户持有该角色' }}
            />
          ),
        },
      ]}
    />
  );
}
