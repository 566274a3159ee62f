import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { toast } from '@/shared/http/notify';

export interface ReplyBoxProps {
  /** sends the text; a rejection keeps it and shows why */
  send: (content: string) => Promise<unknown>;
  /** after a reply is sent (the conversation refreshes by itself) */
  onSent?: () => void;
  /** no box, this notice instead (e.g. the ticket is closed) */
  closedNotice?: string;
  placeholder?: string;
  maxLength?: number;
}

/** The reply box of a ticket's conversation; a failed send keeps the text and says why. */
export default function ReplyBox({ send, onSent, closedNotice, placeholder, maxLength = 500 }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  if (closedNotice) return <Alert type="info" showIcon title={closedNotice} />;

  const submit = async () => {
    const content = text.trim();
    if (!content) {
      setError('请输入回复内容');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await send(content);
      setText('');
      toast('success', '回复成功');
      onSent?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Input.TextArea
        aria-label="回复内容"
        placeholder={placeholder ? `${placeholder}，Ctrl + Enter 发送` : 'Ctrl + Enter 发送'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={maxLength}
        showCount
      />
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Button type="primary" loading={sending} onClick={() => void submit()}>
          发送回复
        </Button>
      </div>
    </Space>
  );
}
