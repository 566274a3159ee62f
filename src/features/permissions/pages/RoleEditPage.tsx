import { Alert, App, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isAbort } from '@/shared/http/errors';
import PermissionTree from '@/shared/ui/permission/PermissionTree';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import { permissionApi } from '../api';
import { PERMISSION_TREE } from '../tree';
import { levelOptions, type RoleInput } from '../types';

type Values = Omit<RoleInput, 'id'>;

const ROLE_LIST = '/permissions/role';
const blank: Values = { name: '', level: 2, remark: '', codes: [] };

/**
 * /permissions/add-role (1001): a new role, or `?id=` to edit one: name, level,
 * description and the permission tree. A failed save keeps what was entered.
 */
export default function RoleEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState<{ id: string; values?: Values; error?: string }>({ id: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return undefined;
    const ctrl = new AbortController();
    permissionApi.role(id, ctrl.signal).then(
      (r) => setLoaded({ id, values: { name: r.name, level: r.level, remark: r.remark, codes: r.codes } }),
      (e: unknown) => {
        if (!isAbort(e)) setLoaded({ id, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => ctrl.abort();
  }, [id, attempt]);

  const save = useCallback(
    async (v: Values) => {
      await permissionApi.saveRole({ ...v, id: id || undefined });
      void message.success(id ? '角色已保存' : '角色已创建');
      navigate(ROLE_LIST);
    },
    [id, message, navigate],
  );
  const { submit, saving, error } = useSaveForm(form, save);

  if (id && loaded.id !== id) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (id && loaded.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="加载失败"
        description={loaded.error}
        action={<Button size="small" onClick={() => { setLoaded({ id: '' }); setAttempt((n) => n + 1); }}>重试</Button>}
      />
    );
  }

  return (
    <Card title={id ? `编辑角色 ${loaded.values?.name ?? ''}` : '新增角色'}>
      {error ? <Alert type="error" showIcon title="保存失败" description={error} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> key={id} form={form} layout="vertical" initialValues={loaded.values ?? blank} style={{ maxWidth: 760 }}>
        <Form.Item name="name" label="角色名称" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }, { max: 20, message: '角色名称不能超过 20 个字' }]}>
          <Input aria-label="角色名称" maxLength={20} placeholder="例如：区域运营" />
        </Form.Item>
        <Form.Item name="level" label="权限等级" rules={[{ required: true, message: '请选择权限等级' }]}>
          <Select aria-label="权限等级" options={levelOptions} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="remark" label="角色描述" rules={[{ max: 100, message: '角色描述不能超过 100 个字' }]}>
          <Input.TextArea aria-label="角色描述" rows={2} maxLength={100} showCount placeholder="这个角色负责什么" />
        </Form.Item>
        <Form.Item name="codes" label="权限" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项权限' }]}>
          <PermissionTree tree={PERMISSION_TREE} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>保存</Button>
          <Button onClick={() => navigate(ROLE_LIST)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
