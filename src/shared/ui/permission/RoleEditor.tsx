import { useEditVersion } from '../editVersion';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { PermissionNode } from '@/shared/nav/permissionTree';
import FormPage, { useFormPageSave } from '../FormPage';
import PermissionTree from './PermissionTree';
import { TEXT_LIMITS } from '@contract/validators';
import type { AccessRule } from '@/shared/auth/access';
import TextItem from '@/shared/ui/TextItem';

/** What every role form holds; a kind of role may add fields (platform roles: the level). */
export interface RoleValues {
  name: string;
  remark: string;
  codes: string[];
}

interface Props<V extends RoleValues> {
  /** the role being edited (empty: a new one) */
  id: string;
  /** the card's title, before and after loading */
  title: string;
  /** the role's values and the permissions it may hold, from the page's load */
  loaded: {
    /** `version`: the role's updatedAt (an edit is saved on it) */
    data?: { values: V; tree: readonly PermissionNode[]; grantable?: ReadonlySet<string>; version?: string };
    error?: string;
    reload: () => void;
  };
  save: (values: V) => Promise<unknown>;
  /** the endpoint 保存 calls: who may not call it sees no 保存 */
  code: AccessRule;
  /** where 保存 (after success) and 取消 go */
  listPath: string;
  /** fields between the name and the description */
  fields?: ReactNode;
  namePlaceholder?: string;
  codesLabel?: string;
}

/**
 * The role form (page building blocks), shared by platform and franchisee roles: name,
 * description and the permission tree, with the page's own fields between them.
 * Loading keeps the card and its title; a failed load offers 重试; a failed save
 * keeps what was entered; a saved role goes back to the list.
 */
export default function RoleEditor<V extends RoleValues>({
  id,
  title,
  loaded,
  save,
  code,
  listPath,
  fields,
  namePlaceholder,
  codesLabel = '权限',
}: Props<V>) {
  const [form] = Form.useForm<V>();
  // after a stale save, 加载最新 puts the role as it now stands (its name, level, description, codes) in the form
  const { version, onReload } = useEditVersion(
    loaded.data?.version ? { updatedAt: loaded.data.version } : undefined,
    (current: { updatedAt: string }) => current as unknown as V,
  );
  const formSave = useFormPageSave(form, {
    editing: !!id,
    noun: '角色',
    added: '角色已创建',
    list: listPath,
    run: (v) => save({ ...v, updatedAt: version }),
    onReload,
  });
  return (
    <FormPage
      title={title}
      loading={!!loaded.error || !loaded.data}
      loadError={loaded.error}
      onRetry={loaded.reload}
      code={code}
      {...formSave}
    >
      {loaded.data ? (
        <Form<V>
          key={id}
          form={form}
          layout="vertical"
          initialValues={loaded.data.values as never}
          style={{ maxWidth: 760 }}
        >
          <TextItem name="name" label="角色名称" limit={TEXT_LIMITS.roleName} placeholder={namePlaceholder} />
          {fields}
          <Form.Item name="remark" label="角色描述" rules={[TEXT_LIMITS.roleRemark]}>
            <Input.TextArea aria-label="角色描述" rows={2} maxLength={100} showCount placeholder="这个角色负责什么" />
          </Form.Item>
          <Form.Item
            name="codes"
            label={codesLabel}
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项权限' }]}
          >
            <PermissionTree tree={loaded.data.tree} grantable={loaded.data.grantable} />
          </Form.Item>
        </Form>
      ) : null}
    </FormPage>
  );
}
