import type { App } from 'antd';
import type { EnableState } from '@contract/common';
import { confirmAction, confirmStateChange } from '../confirm';

type Feedback = Pick<ReturnType<typeof App.useApp>, 'modal' | 'message'>;

interface RoleRow {
  name: string;
  state: EnableState;
}

/**
 * The row actions of a role list (platform and franchisee roles), each after a
 * confirmation: enable / disable, saying who loses the permissions (`holders`,
 * e.g. '3 名用户'), and delete, which the server refuses while anyone holds the role.
 */
export function roleActions(feedback: Feedback, after: () => void) {
  return {
    toggle: (r: RoleRow, holders: string, setState: (s: RoleRow['state']) => Promise<unknown>) => {
      const enabling = r.state === 'disabled';
      confirmStateChange(feedback, {
        noun: '角色',
        enabling,
        content: enabling ? `确定启用角色「${r.name}」吗？` : `确定停用角色「${r.name}」吗？停用后该角色的 ${holders}将失去这些权限。`,
        run: () => setState(enabling ? 'enabled' : 'disabled'),
        after,
      });
    },
    remove: (r: RoleRow, remove: () => Promise<unknown>) =>
      confirmAction(feedback, {
        title: '删除角色',
        content: `确定删除角色「${r.name}」吗？删除后不可恢复。`,
        okText: '删除',
        danger: true,
        run: remove,
        done: '已删除',
        after,
      }),
  };
}
