import { Avatar, Tag, Typography } from 'antd';
import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { dateTime } from '@/shared/utils/format';
import './chat.css';

/**
 * A conversation of a ticket (complaints, support tickets): messages on the left
 * (the one who asks) and on the right (the one who answers), notes in the middle.
 * Every text is rendered as plain text.
 */
export function ChatList({
  label = '沟通记录',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ol className={className ? `chat ${className}` : 'chat'} aria-label={label}>
      {children}
    </ol>
  );
}

export function ChatBubble({
  side,
  name,
  role,
  at,
  children,
}: {
  side: 'left' | 'right';
  name: string;
  role: string;
  at: string;
  children: ReactNode;
}) {
  return (
    <li className={`chat__item chat__item--${side}`} aria-label={`${role} ${name}`}>
      <Avatar className="chat__avatar" icon={side === 'left' ? <UserOutlined /> : <CustomerServiceOutlined />} />
      <div className="chat__body">
        <div className="chat__meta">
          <Typography.Text strong>{name}</Typography.Text>
          <Tag variant="filled" color={side === 'left' ? 'default' : 'blue'}>
            {role}
          </Tag>
          <Typography.Text type="secondary">{dateTime(at)}</Typography.Text>
        </div>
        <div className="chat__bubble">{children}</div>
      </div>
    </li>
  );
}

/** A state change (assigned, resolved, closed) between the messages. */
export function ChatNote({ children, label = '系统记录' }: { children: ReactNode; label?: string }) {
  return (
    <li className="chat__system" aria-label={label}>
      {children}
    </li>
  );
}

/** A message's text, kept as typed (line breaks, no markup). */
export const ChatText = ({ children }: { children: ReactNode }) => <span className="chat__text">{children}</span>;
