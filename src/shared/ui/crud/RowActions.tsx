import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import Access from '@/shared/auth/Access';
import DeleteLink, { type DeleteAction } from './DeleteLink';
import StateToggle, { type StateToggleProps } from './StateToggle';
import type { AccessRule } from '@/shared/auth/access';

export interface RowActionsProps {
  /** the permission the editing links need; without it they are shown to whoever sees the list */
  code?: AccessRule;
  /** links first, shown without `code` (e.g. 详情, 预览) */
  before?: ReactNode;
  /** 编辑 */
  onEdit?: () => void;
  /** 停用 / 启用 after a confirmation */
  toggle?: StateToggleProps;
  /** links after the toggle, before 删除 (e.g. 发布) */
  children?: ReactNode;
  /** 删除 after a confirmation */
  remove?: DeleteAction;
}

/** A row's links in one order: `before`, 编辑, 停用 / 启用, `children`, 删除; all but `before` for holders of `code`. */
export default function RowActions({ code, before, onEdit, toggle, children, remove }: RowActionsProps) {
  const editing = (
    <>
      {onEdit ? (
        <Button type="link" size="small" onClick={onEdit}>
          编辑
        </Button>
      ) : null}
      {toggle ? <StateToggle {...toggle} /> : null}
      {children}
      {remove ? <DeleteLink {...remove} /> : null}
    </>
  );
  return (
    <Space size={0}>
      {before}
      {code ? <Access code={code}>{editing}</Access> : editing}
    </Space>
  );
}
