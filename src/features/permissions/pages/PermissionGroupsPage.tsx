import { Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLookup } from '@/shared/query/useLookup';
import { queryDef } from '@/shared/query/defs';
import AddButton from '@/shared/ui/crud/AddButton';
import RowActions from '@/shared/ui/crud/RowActions';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import { maskPhone } from '@/shared/utils/format';
import { PHONE_PATTERN } from '@/shared/utils/validators';
import { GROUPS, type GroupKey, type GroupMember, type GroupSummary } from '@contract/groups';
import { permissionApi } from '../api';
import { memberColumns } from '../groupColumns';
import { ACCESS_WRITES } from '@contract/actions';
import { permissionKeys } from '../keys';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';

const NO_COUNTS: GroupSummary[] = [];

const isGroup = (k: string | null): k is GroupKey => GROUPS.some((g) => g.key === k);

/**
 * /permissions/group (1004): the permission groups (levels 1 管理员, 2 业务运营, 4 运维,
 * 8 生产, and 加盟商) as member lists: add a back-office user by phone, remove one
 * after confirming (the administrators' group keeps at least one member, and nobody
 * removes themselves from it).
 */
export default function PermissionGroupsPage() {
  const [params, setParams] = useSearchParams();
  const key: GroupKey = isGroup(params.get('group')) ? (params.get('group') as GroupKey) : '1';
  const group = GROUPS.find((g) => g.key === key)!;
  // the member counts are a look-up: asked again until they answer, the labels wait for them
  const counts = useLookup(permissionKeys.groups, permissionApi.groups, NO_COUNTS);
  const [adding, setAdding] = useState(false);
  const count = (k: GroupKey) => counts.find((g) => g.key === k)?.members;

  return (
    <>
      <ListPage<GroupMember>
        key={key}
        title="权限组"
        header={
          <Segmented<GroupKey>
            aria-label="权限组"
            value={key}
            onChange={(k) => setParams({ group: k })}
            options={GROUPS.map((g) => ({
              value: g.key,
              label: count(g.key) === undefined ? g.name : `${g.name}（${count(g.key)}）`,
            }))}
            style={{ marginBottom: 16 }}
          />
        }
        rowKey="opManId"
        columns={memberColumns}
        source={queryDef([...permissionKeys.group, key], (q, signal) => permissionApi.members(key, q, signal))}
        filters={[{ name: 'keyword', label: '关键词', placeholder: '姓名 / 手机号' }]}
        exportName={group.name}
        emptyText={`${group.name}还没有成员`}
        toolbar={() => (
          <AddButton code={ACCESS_WRITES.groupMemberAdd} onClick={() => setAdding(true)}>
            添加成员
          </AddButton>
        )}
        rowActionsWidth={90}
        rowActions={(m) => (
          <RowActions
            code={ACCESS_WRITES.groupMemberRemove}
            remove={{
              title: `确定将「${m.name}（${maskPhone(m.phone)}）」移出${group.name}吗？`,
              description: '移出后可重新添加。',
              run: () => permissionApi.removeMember(key, m.opManId),
              done: '已移出',
            }}
          />
        )}
      />
      <ModalForm<{ phone: string }>
        title={`添加成员：${group.name}`}
        open={adding}
        successMessage="已添加"
        onClose={() => setAdding(false)}
        onSubmit={(v) => permissionApi.addMember(key, v.phone)}
      >
        <Form.Item
          name="phone"
          label="手机号"
          extra={key === 'franchiser' ? '加盟商账号的手机号' : '已开通的后台用户的手机号'}
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: PHONE_PATTERN, message: COMMON_INPUT_MSG.phone11 },
          ]}
        >
          <Input aria-label="手机号" maxLength={11} inputMode="numeric" placeholder="11 位手机号" />
        </Form.Item>
      </ModalForm>
    </>
  );
}
