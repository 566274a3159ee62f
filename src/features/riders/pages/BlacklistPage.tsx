import { Alert, App, Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import Access from '@/shared/auth/Access';
import { useServiceAreas } from '@/shared/scope/useServiceAreas';
import AddButton from '@/shared/ui/crud/AddButton';
import ListPage from '@/shared/ui/list/ListPage';
import ModalForm from '@/shared/ui/ModalForm';
import { riderApi } from '../api';
import { blacklistColumns } from '../columns';
import { blacklistFilters } from '../filters';
import type { BlacklistEntry } from '@contract/riders';
import { BanUntilItem } from '../components/formItems';
import { queryDef } from '@/shared/query/defs';
import { confirmAction } from '@/shared/ui/confirm';
import { RIDER_WRITES } from '@contract/actions';
import { riderKeys } from '../keys';
import NoteItem from '@/shared/ui/NoteItem';
import { NOTE_RULES } from '@contract/validators';

interface AddValues {
  who: string;
  reason: string;
  until?: Dayjs;
}

/** /black-list (08): banned riders; add with a reason and an optional end date, remove after confirming. */
export default function BlacklistPage() {
  const areas = useServiceAreas();
  const feedback = App.useApp();
  const [adding, setAdding] = useState(false);

  const remove = (r: BlacklistEntry) =>
    confirmAction(feedback, {
      title: '移出黑名单',
      content: `确定将 ${r.name}（${r.userId}）移出黑名单吗？移出后该用户可以正常用车。`,
      okText: '移出',
      danger: true,
      run: () => riderApi.removeFromBlacklist(r.userId),
      done: '已移出黑名单',
    });

  return (
    <>
      <ListPage<BlacklistEntry>
        title="黑名单"
        rowKey="userId"
        columns={blacklistColumns}
        source={queryDef(riderKeys.blacklist, riderApi.blacklist)}
        filters={blacklistFilters(areas)}
        toolbar={() => (
          <AddButton code={RIDER_WRITES.addToBlacklist} onClick={() => setAdding(true)}>
            加入黑名单
          </AddButton>
        )}
        rowActionsWidth={80}
        rowActions={(r) => (
          <Access code={RIDER_WRITES.removeFromBlacklist}>
            <Button type="link" size="small" danger onClick={() => remove(r)}>
              移出
            </Button>
          </Access>
        )}
      />
      <ModalForm<AddValues>
        title="加入黑名单"
        open={adding}
        okText="确认拉黑"
        okDanger
        successMessage="已加入黑名单"
        onClose={() => setAdding(false)}
        onSubmit={(v) => riderApi.addToBlacklist(v.who.trim(), v.reason.trim(), v.until?.format('YYYY-MM-DD'))}
      >
        <Alert type="warning" showIcon title="拉黑后该用户将无法扫码用车。" style={{ marginBottom: 16 }} />
        <Form.Item
          name="who"
          label="用户"
          rules={[
            { required: true, whitespace: true, message: '请输入用户ID或手机号' },
            { pattern: /^\s*(U\d{6,}|1[3-9]\d{9})\s*$/i, message: '请输入正确的用户ID（如 U100001）或 11 位手机号' },
          ]}
        >
          <Input placeholder="用户ID（如 U100001）或手机号" aria-label="用户" maxLength={20} />
        </Form.Item>
        <NoteItem name="reason" rule={NOTE_RULES.blacklistReason} placeholder="例如：恶意破坏车辆" />
        <BanUntilItem />
      </ModalForm>
    </>
  );
}
