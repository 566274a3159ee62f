import { Alert, App, Button, Card, Form, Input, Skeleton, Space } from 'antd';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '@/shared/hooks/useLoad';
import PermissionTree from '@/shared/ui/permission/PermissionTree';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import { agentApi } from '../api';
import type { AgentRoleInput } from '../types';

type Values = Omit<AgentRoleInput, 'id'>;

const ROLE_LIST = '/agent/role-management';
const blank: Values = { name: '', remark: '', codes: [] };

/**
 * /agent/add-role (1102): a new franchisee role, or `?id=` to edit one: name,
 * description and the permissions a franchisee may hold. A failed save keeps what was entered.
 */
export default function AgentRoleEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const loaded = useLoad(
    async (signal) => {
      const [tree, role] = await Promise.all([agentApi.tree(signal), id ? agentApi.role(id, signal) : undefined]);
      return { tree, values: role ? { name: role.name, remark: role.remark, codes: role.codes } : blank };
    },
    id,
  );

  const save = useCallback(
    async (v: Values) => {
      await agentApi.saveRole({ ...v, id: id || undefined });
      void message.success(id ? '角色已保存' : '角色已创建');
      navigate(ROLE_LIST);
    },
    [id, message, navigate],
  );
  const { submit, saving, error } = useSaveForm(form, save);

  if (loaded.error) {
    return <Alert type="error" showIcon title="加载失败" description={loaded.error} action={<Button size="small" onClick={loaded.reload}>重试</Button>} />;
  }
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <Card title={id ? `编辑加盟商角色 ${loaded.data.values.name}` : '新增加盟商角色'}>
      {error ? <Alert type="error" showIcon title="保存失败" description={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> key={id} form={form} layout="vertical" initialValues={loaded.data.values} style={{ maxWidth: 760 }}>
        <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 20, message: '角色名称不能超过 20 个字' }]}>
          <Input aria-label="角色名称" maxLength={20} placeholder="例如：加盟商财务" />
        </Form.Item>
        <Form.Item name="remark" label="角色描述" rules={[{ max: 100, message: '角色描述不能超过 100 个字' }]}>
          <Input.TextArea aria-label="角色描述" rows={2} maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="codes" label="权限（仅限加盟商可持有的权限）" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项权限' }]}>
          <PermissionTree tree={loaded.data.tree} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>保存</Button>
          <Button onClick={() => navigate(ROLE_LIST)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
