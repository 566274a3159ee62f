import { Image, Space, Typography } from 'antd';
import { ChatBubble, ChatList, ChatNote, ChatText } from '@/widgets/chat/Chat';
import { dateTime } from '@/shared/utils/format';
import type { SupportTicket } from '@contract/support';

/** The ticket as raised (with its images), then the support team's and the operators' replies in time order. */
export default function TicketConversation({ ticket }: { ticket: SupportTicket }) {
  return (
    <ChatList>
      <ChatBubble side="left" name={ticket.creatorName} role="提交人" at={ticket.createdAt}>
        <ChatText>{ticket.content}</ChatText>
        {ticket.attachments.length ? (
          <Image.PreviewGroup>
            <Space wrap style={{ display: 'flex', marginTop: 8 }}>
              {ticket.attachments.map((src, i) => (
                <Image
                  key={i}
                  src={src}
                  width={112}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={`附件 ${i + 1}`}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : null}
      </ChatBubble>
      {ticket.replies.map((r) =>
        r.by === 'system' ? (
          <ChatNote key={r.id}>
            <Typography.Text type="secondary">
              {r.content}（{r.name}） · {dateTime(r.at)}
            </Typography.Text>
          </ChatNote>
        ) : (
          <ChatBubble
            key={r.id}
            side={r.by === 'support' ? 'right' : 'left'}
            name={r.name}
            role={r.by === 'support' ? '平台客服' : '运营方'}
            at={r.at}
          >
            <ChatText>{r.content}</ChatText>
          </ChatBubble>
        ),
      )}
      {ticket.replies.length === 0 ? (
        <ChatNote label="暂无回复">
          <Typography.Text type="secondary">平台客服尚未回复</Typography.Text>
        </ChatNote>
      ) : null}
    </ChatList>
  );
}
