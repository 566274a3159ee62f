import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import OperatorDevices from '../components/OperatorDevices';
import { useSession } from '@/shared/auth/session';
import { useCrudModal } from '@/shared/ui/crud/CrudModal';
import CrudListPage from '@/shared/ui/crud/CrudListPage';
import { maskPhone } from '@/shared/utils/format';
import { PHONE_PATTERN } from '@/shared/utils/validators';
import { permissionApi } from '../api';
import { operatorColumns } from '../columns';
import { operatorFilters } from '../filters';
import { OPERATOR_DELETE_MSG, phoneFitsMask, type Operator, type OperatorInput } from '@contract/permissions';
import { useRoleOptions } from '../useRoleOptions';
import { queryDef } from '@/shared/query/defs';
import { TEXT_LIMITS } from '@contract/validators';
import { ACCESS_WRITES } from '@contract/actions';
import { permissionKeys } from '../keys';
import { ACCESS_READS } from '@contract/endpoints/access';
import { RoleItem } from '@/shared/ui/permission/RoleItem';
import TextItem from '@/shared/ui/TextItem';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

type Values = Required<Pick<OperatorInput, 'phone' | 'name' | 'roleId'>>;

/**
 * /permissions/user (1002): back-office users; search by name or phone, filter by
 * role and state; add or edit (phone, name, role); enable / disable and delete after
 * confirming (never oneself).
 */
export default function OperatorListPage() {
  const roles = useRoleOptions();
  const me = useSession((s) => s.opMan);
  const editor = useCrudModal<Operator>();
  const { row } = editor;
  const [devicesOf, setDevicesOf] = useState<Operator>();

  /** 停用 / 启用 for everyone but oneself */
  const toggle = (r: Operator) => {
    const who = `${r.name}（${maskPhone(r.phone)}）`;
    const ask = {
      enable: `确定启用 ${who}吗？启用后可以登录后台。`,
      disable: `确定停用 ${who}吗？停用后将无法登录后台。`,
    };
    return r.opManId === me
      ? undefined
      : {
          name: r.name,
          state: r.state,
          ask,
          run: (s: Operator['state']) => permissionApi.setOperatorState(r.opManId, s),
        };
  };

  /**
   * 删除 for everyone but oneself (the server also keeps the last administrator), confirmed by
   * typing the account's full phone: the list shows it masked, the delete is sent by the phone
   * typed with the row's id as a guard
   */
  const remove = (r: Operator) =>
    r.opManId === me
      ? undefined
      : {
          title: `确定删除用户「${r.name}（${maskPhone(r.phone)}）」吗？`,
          description: '删除后该手机号将无法登录后台，可重新新增。',
          typed: {
            label: '手机号',
            prompt: `${OPERATOR_DELETE_MSG.prompt}（${maskPhone(r.phone)}）`,
            length: 11,
            fits: (typed: string) => phoneFitsMask(typed, r.phone),
            mismatch: OPERATOR_DELETE_MSG.mismatch,
            run: (phone: string) => permissionApi.deleteOperator(r.opManId, phone),
          },
        };

  return (
    <>
      <CrudListPage<Operator, Values>
        editor={editor}
        title="后台用户"
        rowKey="opManId"
        columns={operatorColumns}
        source={queryDef(permissionKeys.operators, permissionApi.operators)}
        filters={operatorFilters(roles)}
        rowActionsWidth={190}
        noun="用户"
        add={ACCESS_WRITES.operatorCreate}
        actions={(r) => ({
          before: (
            <Access code={ACCESS_READS.loginInfo}>
              <Button type="link" size="small" onClick={() => setDevicesOf(r)}>
                设备
              </Button>
            </Access>
          ),
          code: [ACCESS_WRITES.operatorState, ACCESS_WRITES.operatorDelete],
          toggle: toggle(r),
          remove: remove(r),
        })}
        values={(row) => (row ? { phone: maskPhone(row.phone), name: row.name, roleId: row.roleId } : undefined)}
        save={(v, row) =>
          permissionApi.saveOperator(
            row
              ? { opManId: row.opManId, updatedAt: row.updatedAt, name: v.name.trim(), roleId: v.roleId }
              : { phone: v.phone, name: v.name.trim(), roleId: v.roleId },
          )
        }
      >
        <Form.Item
          name="phone"
          label="手机号"
          extra={row ? '手机号是登录账号，不能修改' : '用于短信验证码登录'}
          rules={
            row
              ? []
              : [
                  { required: true, message: '请输入手机号' },
                  { pattern: PHONE_PATTERN, message: COMMON_INPUT_MSG.phone11 },
                ]
          }
        >
          <Input aria-label="手机号" maxLength={11} disabled={!!row} placeholder="11 位手机号" inputMode="numeric" />
        </Form.Item>
        <TextItem name="name" label="姓名" limit={TEXT_LIMITS.operatorName} />
        <RoleItem roles={roles} />
      </CrudListPage>
      <OperatorDevices operator={devicesOf} onClose={() => setDevicesOf(undefined)} />
    </>
  );
}
