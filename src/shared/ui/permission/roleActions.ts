import type { EnableState } from '@contract/common';
import type { RowActionsProps } from '../crud/RowActions';

interface RoleRow {
  name: string;
  state: EnableState;
}

/**
 * The row actions of a role list (platform and franchisee roles) for RowActions, each
 * after a confirmation: enable / disable, saying who loses the permissions (`holders`,
 * e.g. '3 名用户'), and delete in a dialog, which the server refuses while anyone holds the role.
 */
export function roleActions(
  r: RoleRow,
  holders: string,
  setState: (s: RoleRow['state']) => Promise<unknown>,
  remove: () => Promise<unknown>,
): Pick<RowActionsProps, 'toggle' | 'remove'> {
  return {
    toggle: {
      noun: '角色',
      name: r.name,
      state: r.state,
      note: `停用后该角色的 ${holders}将失去这些权限。`,
      run: setState,
    },
    remove: {
      title: '删除角色',
      description: `确定删除角色「${r.name}」吗？删除后不可恢复。`,
      run: remove,
      dialog: true,
    },
  };
}
