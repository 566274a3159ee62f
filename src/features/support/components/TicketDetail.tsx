import { App, Button, Descriptions, Divider, Skeleton } from 'antd';
import { useServerQuery } from '@/shared/query/useServerQuery';
import { confirmAction } from '@/shared/ui/confirm';
import ReplyBox from '@/widgets/chat/ReplyBox';
import LoadFailed from '@/shared/ui/LoadFailed';
import { dateTime } from '@/shared/utils/format';
import { supportApi } from '../api';
import { SUPPORT_KIND, type SupportTicketRow } from '@contract/support';
import TicketConversation from './TicketConversation';
import { SUPPORT_WRITES } from '@contract/actions';
import Access from '@/shared/auth/Access';
import { useAccess } from '@/shared/auth/access';
import { supportKeys } from '../keys';
import { LabelTag } from '@/shared/ui/LabelTag';
import { SUPPORT_STATUS } from '@contract/support';
import { SUPPORT_PRIORITY } from '@contract/support';
import { COMMON_INPUT_MSG } from '@contract/inputMessages';
import { TICKET_MSG } from '@contract/messages/support';

/** A ticket in the list's drawer: its facts, the conversation, a reply box and closing (after asking). */
export default function TicketDetail({ row }: { row: SupportTicketRow }) {
  const feedback = App.useApp();
  const {
    data: t,
    error,
    loading,
    reload,
  } = useServerQuery({ key: [...supportKeys.ticket, row.id], fetch: (signal) => supportApi.detail(row.id, signal) });

  const mayClose = useAccess(SUPPORT_WRITES.ticketClose);
  if (error && !t) return <LoadFailed error={error} onRetry={reload} />;
  if (!t) return <Skeleton active />;

  const close = () =>
    confirmAction(feedback, {
      title: '关闭工单',
      content: `确定关闭工单「${t.title}」吗？关闭后将无法继续回复。`,
      okText: '关闭工单',
      danger: true,
      run: () => supportApi.close(t.id),
      done: TICKET_MSG.closed,
    });

  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="工单号">{t.id}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <LabelTag value={t.status} labels={SUPPORT_STATUS} />
        </Descriptions.Item>
        <Descriptions.Item label="类型">{SUPPORT_KIND[t.kind] ?? t.kind}</Descriptions.Item>
        <Descriptions.Item label="优先级">
          <LabelTag value={t.priority} labels={SUPPORT_PRIORITY} />
        </Descriptions.Item>
        <Descriptions.Item label="提交人">{t.creatorName}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{dateTime(t.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="标题" span={2}>
          {t.title}
        </Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">沟通记录</Divider>
      <TicketConversation ticket={t} />
      <Divider />
      <Access code={SUPPORT_WRITES.ticketReply}>
        <ReplyBox
          key={`${t.id}-${t.replies.length}`}
          send={(content) => supportApi.reply(t.id, content)}
          closedNotice={t.status === 'closed' ? COMMON_INPUT_MSG.ticketClosedReply : undefined}
          placeholder="补充说明或回复平台客服"
        />
      </Access>
      {t.status !== 'closed' && mayClose ? (
        <div style={{ marginTop: 16 }}>
          <Button danger disabled={loading} onClick={close}>
            关闭工单
          </Button>
        </div>
      ) : null}
    </>
  );
}
