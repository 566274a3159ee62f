import { Button, Empty, Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { heldCodes, leafCodes, prunedTree, treeCodes, type PermissionNode } from '@/shared/nav/permissionTree';
import './permissionTree.css';

/** Whether a node can be checked: any leaf below it (or itself) is grantable. */
const open = (n: PermissionNode, grantable?: ReadonlySet<string>): boolean =>
  !grantable || (n.children?.length ? n.children.some((c) => open(c, grantable)) : grantable.has(n.code));

const toData = (nodes: readonly PermissionNode[], grantable?: ReadonlySet<string>): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.code,
    disableCheckbox: !open(n, grantable),
    title: (
      <span className="perm-tree-title">
        {n.title}
        <Typography.Text type="secondary" className="perm-tree-code">
          {n.code}
        </Typography.Text>
      </span>
    ),
    children: n.children ? toData(n.children, grantable) : undefined,
  }));

interface Props {
  /** the permissions that can be held (platform roles: the route table's; franchisee roles: the backend's) */
  tree: readonly PermissionNode[];
  /** the codes the role holds */
  value?: string[];
  onChange?: (codes: string[]) => void;
  /** only the held permissions, without checkboxes */
  readOnly?: boolean;
  /** the codes the person editing may grant; others cannot be checked or unchecked (absent: all) */
  grantable?: ReadonlySet<string>;
}

/**
 * The permission tree of a role (route table menus and pages with their codes).
 * Checking a group checks its pages; a group's own code is held while any of its
 * pages is. Codes the tree does not know, and those the editor may not grant, are
 * kept as they are.
 */
export default function PermissionTree({ tree, value = [], onChange, readOnly, grantable }: Props) {
  const { groups, leaves, known } = useMemo(
    () => ({
      groups: tree.filter((n) => n.children?.length).map((n) => n.code),
      leaves: new Set(leafCodes(tree)),
      known: new Set(treeCodes(tree)),
    }),
    [tree],
  );
  const [expanded, setExpanded] = useState<Key[]>(groups);
  const held = useMemo(() => new Set(value), [value]);
  const data = useMemo(
    () => toData(readOnly ? prunedTree(tree, held) : tree, readOnly ? undefined : grantable),
    [readOnly, held, tree, grantable],
  );

  if (readOnly) {
    if (!data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未分配任何权限" />;
    return (
      <Tree className="perm-tree" treeData={data} defaultExpandAll selectable={false} showLine aria-label="角色权限" />
    );
  }

  const checked = value.filter((c) => leaves.has(c));
  const unknown = value.filter((c) => !known.has(c));
  const mayGrant = (c: string) => !grantable || grantable.has(c);
  // what the editor may not grant stays as the role has it
  const locked = checked.filter((c) => !mayGrant(c));
  const change = (next: Iterable<string>) =>
    onChange?.([...heldCodes(tree, new Set([...[...next].filter(mayGrant), ...locked])), ...unknown]);

  return (
    <div className="perm-tree-box">
      <Space wrap className="perm-tree-bar">
        <Typography.Text type="secondary">{`已选 ${checked.length} / ${leaves.size} 项`}</Typography.Text>
        {grantable && [...leaves].some((c) => !grantable.has(c)) ? (
          <Typography.Text type="secondary">灰色项为您自己没有的权限，不能授予或收回</Typography.Text>
        ) : null}
        <Button size="small" onClick={() => change(leaves)}>
          全选
        </Button>
        <Button size="small" onClick={() => change([])}>
          清空
        </Button>
        <Button size="small" onClick={() => setExpanded(expanded.length ? [] : groups)}>
          {expanded.length ? '全部收起' : '全部展开'}
        </Button>
      </Space>
      <Tree
        className="perm-tree"
        checkable
        selectable={false}
        treeData={data}
        checkedKeys={checked}
        expandedKeys={expanded}
        onExpand={setExpanded}
        onCheck={(keys) => change((Array.isArray(keys) ? keys : keys.checked).map(String).filter((k) => leaves.has(k)))}
        aria-label="权限"
      />
    </div>
  );
}
