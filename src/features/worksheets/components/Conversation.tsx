import { Empty, Image, Space, Typography } from 'antd';
import { ChatBubble as Bubble, ChatList, ChatNote, ChatText } from '@/widgets/chat/Chat';
import { dateTime } from '@/shared/utils/format';
import type { Worksheet, WorksheetReply } from '@contract/worksheets';
import { SYSTEM_ACTOR } from '@contract/labels/columns';

function Entry({ r, rider }: { r: WorksheetReply; rider: string }) {
  if (r.by === 'system') {
    return (
      <ChatNote>
        <Typography.Text type="secondary" className="chat__text">
          {r.content}
          {r.name && r.name !== SYSTEM_ACTOR ? ` · 操作人 ${r.name}` : ''} · {dateTime(r.at)}
        </Typography.Text>
      </ChatNote>
    );
  }
  const staff = r.by === 'staff';
  return (
    <Bubble
      side={staff ? 'right' : 'left'}
      name={staff ? r.name : r.name || rider}
      role={staff ? '客服' : '用户'}
      at={r.at}
    >
      <ChatText>{r.content}</ChatText>
    </Bubble>
  );
}

/** The conversation: the rider's complaint (with photos) first, then replies and state changes in time order. */
export default function Conversation({ ws }: { ws: Worksheet }) {
  const rider = ws.userName || ws.userId;
  return (
    <ChatList className="ws-chat">
      <Bubble side="left" name={rider} role="用户" at={ws.createdAt}>
        <ChatText>{ws.content}</ChatText>
        {ws.images.length ? (
          <Image.PreviewGroup>
            <Space wrap style={{ display: 'flex', marginTop: 8 }}>
              {ws.images.map((src, i) => (
                <Image
                  key={i}
                  src={src}
                  width={128}
                  height={80}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={`投诉图片 ${i + 1}`}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : null}
      </Bubble>
      {ws.replies.map((r) => (
        <Entry key={r.id} r={r} rider={rider} />
      ))}
      {ws.replies.length === 0 ? (
        <ChatNote label="暂无回复">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回复" />
        </ChatNote>
      ) : null}
    </ChatList>
  );
}
