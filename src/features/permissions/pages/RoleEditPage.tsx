import { Form, Select } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerQuery } from '@/shared/query/useServerQuery';
import RoleEditor from '@/shared/ui/permission/RoleEditor';
import { permissionApi } from '../api';
import { levelOptions } from '../types';
import { type RoleInput } from '@contract/permissions';
import { ACCESS_WRITES } from '@contract/actions';
import { permissionKeys } from '../keys';

type Values = Omit<RoleInput, 'id'>;

const blank: Values = { name: '', level: 2, remark: '', codes: [] };

/**
 * /permissions/add-role (1001): a new role, or `?id=` to edit one: name, level,
 * description and the permission tree (the backend's, with only the codes the person
 * holds open to change). A failed save keeps what was entered.
 */
export default function RoleEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const loaded = useServerQuery({
    key: [...permissionKeys.role, id],
    fetch: async (signal) => {
      const [tree, grantable, r] = await Promise.all([
        permissionApi.tree(signal),
        permissionApi.grantable(signal),
        id ? permissionApi.role(id, signal) : undefined,
      ]);
      return {
        tree,
        grantable,
        values: r ? { name: r.name, level: r.level, remark: r.remark, codes: r.codes } : blank,
        version: r?.updatedAt,
      };
    },
  });
  const save = useCallback((v: Values) => permissionApi.saveRole({ ...v, id: id || undefined }), [id]);
  return (
    <RoleEditor<Values>
      id={id}
      title={id ? `编辑角色 ${loaded.data?.values.name ?? ''}` : '新增角色'}
      loaded={loaded}
      save={save}
      code={id ? ACCESS_WRITES.roleUpdate : ACCESS_WRITES.roleCreate}
      listPath="/permissions/role"
      namePlaceholder="例如：区域运营"
      fields={
        <Form.Item name="level" label="权限等级" rules={[{ required: true, message: '请选择权限等级' }]}>
          <Select aria-label="权限等级" options={levelOptions} style={{ maxWidth: 240 }} />
        </Form.Item>
      }
    />
  );
}
