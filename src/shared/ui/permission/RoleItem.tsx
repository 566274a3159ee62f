import { Form, Select } from 'antd';

/** 角色 in an account's form (a platform operator's, a franchisee's): one of the roles given, required. */
export function RoleItem({ roles }: { roles: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
      <Select aria-label="角色" placeholder="选择角色" options={roles.map((r) => ({ value: r.id, label: r.name }))} />
    </Form.Item>
  );
}
