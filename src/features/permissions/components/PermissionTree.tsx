import { Button, Empty, Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { heldCodes, prunedTree, type PermissionNode } from '@/shared/nav/permissionTree';
import { LEAF_CODES, PERMISSION_TREE, TREE_CODES } from '../tree';
import './permissionTree.css';

const toData = (nodes: readonly PermissionNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.code,
    title: (
      <span className="perm-tree-title">
        {n.title}
        <Typography.Text type="secondary" className="perm-tree-code">
          {n.code}
        </Typography.Text>
      </span>
    ),
    children: n.children ? toData(n.children) : undefined,
  }));

const groups = PERMISSION_TREE.filter((n) => n.children?.length).map((n) => n.code);

interface Props {
  /** the codes the role holds */
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** only the held permissions, without checkboxes */
  readOnly?: boolean;
}

/**
 * The permission tree of a role (route table menus and pages with their codes).
 * Checking a group checks its pages; a group's own code is held while any of its
 * pages is. Codes the tree does not know are kept as they are.
 */
export default function PermissionTree({ value = [], onChange, readOnly }: Props) {
  const [expanded, setExpanded] = useState<Key[]>(groups);
  const held = useMemo(() => new Set(value), [value]);
  const data = useMemo(() => toData(readOnly ? prunedTree(PERMISSION_TREE, held) : PERMISSION_TREE), [readOnly, held]);

  if (readOnly) {
    if (!data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未分配任何权限" />;
    return <Tree className="perm-tree" treeData={data} defaultExpandAll selectable={false} showLine aria-label="角色权限" />;
  }

  const checked = value.filter((c) => LEAF_CODES.has(c));
  const unknown = value.filter((c) => !TREE_CODES.has(c));
  const change = (leaves: Iterable<string>) => onChange?.([...heldCodes(PERMISSION_TREE, new Set(leaves)), ...unknown]);

  return (
    <div className="perm-tree-box">
      <Space wrap className="perm-tree-bar">
        <Typography.Text type="secondary">{`已选 ${checked.length} / ${LEAF_CODES.size} 项`}</Typography.Text>
        <Button size="small" onClick={() => change(LEAF_CODES)}>全选</Button>
        <Button size="small" onClick={() => change([])}>清空</Button>
        <Button size="small" onClick={() => setExpanded(expanded.length ? [] : groups)}>{expanded.length ? '全部收起' : '全部展开'}</Button>
      </Space>
      <Tree
        className="perm-tree"
        checkable
        selectable={false}
        treeData={data}
        checkedKeys={checked}
        expandedKeys={expanded}
        onExpand={setExpanded}
        onCheck={(keys) => change((Array.isArray(keys) ? keys : keys.checked).map(String).filter((k) => LEAF_CODES.has(k)))}
        aria-label="权限"
      />
    </div>
  );
}
