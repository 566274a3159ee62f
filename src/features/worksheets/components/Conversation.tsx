import { Avatar, Empty, Image, Space, Tag, Typography } from 'antd';
import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { dateTime } from '@/shared/utils/format';
import type { Worksheet, WorksheetReply } from '../types';
import './conversation.css';

/** One message; every text is rendered as plain text (riders' texts may hold markup). */
function Bubble({ side, name, role, at, children }: { side: 'left' | 'right'; name: string; role: string; at: string; children: ReactNode }) {
  return (
    <li className={`ws-chat__item ws-chat__item--${side}`} aria-label={`${role} ${name}`}>
      <Avatar className="ws-chat__avatar" icon={side === 'left' ? <UserOutlined /> : <CustomerServiceOutlined />} />
      <div className="ws-chat__body">
        <div className="ws-chat__meta">
          <Typography.Text strong>{name}</Typography.Text>
          <Tag variant="filled" color={side === 'left' ? 'default' : 'blue'}>
            {role}
          </Tag>
          <Typography.Text type="secondary">{dateTime(at)}</Typography.Text>
        </div>
        <div className="ws-chat__bubble">{children}</div>
      </div>
    </li>
  );
}

function Entry({ r, rider }: { r: WorksheetReply; rider: string }) {
  if (r.by === 'system') {
    return (
      <li className="ws-chat__system" aria-label="系统记录">
        <Typography.Text type="secondary" className="ws-chat__text">
          {r.content}
          {r.name && r.name !== '系统' ? `（${r.name}）` : ''} · {dateTime(r.at)}
        </Typography.Text>
      </li>
    );
  }
  const staff = r.by === 'staff';
  return (
    <Bubble side={staff ? 'right' : 'left'} name={staff ? r.name : r.name || rider} role={staff ? '客服' : '用户'} at={r.at}>
      <span className="ws-chat__text">{r.content}</span>
    </Bubble>
  );
}

/** The conversation: the rider's complaint (with photos) first, then replies and state changes in time order. */
export default function Conversation({ ws }: { ws: Worksheet }) {
  const rider = ws.userName || ws.userId;
  return (
    <ol className="ws-chat" aria-label="沟通记录">
      <Bubble side="left" name={rider} role="用户" at={ws.createdAt}>
        <span className="ws-chat__text">{ws.content}</span>
        {ws.images.length ? (
          <Image.PreviewGroup>
            <Space wrap style={{ display: 'flex', marginTop: 8 }}>
              {ws.images.map((src, i) => (
                <Image key={i} src={src} width={128} height={80} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`投诉图片 ${i + 1}`} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : null}
      </Bubble>
      {ws.replies.map((r) => (
        <Entry key={r.id} r={r} rider={rider} />
      ))}
      {ws.replies.length === 0 ? (
        <li className="ws-chat__system">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回复" />
        </li>
      ) : null}
    </ol>
  );
}
