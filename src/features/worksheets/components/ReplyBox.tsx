import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { toast } from '@/shared/http/notify';
import { worksheetApi } from '../api';
import type { Worksheet } from '../types';

export const REPLY_MAX = 500;

/** Replies to the rider; a failed send keeps the text and says why. */
export default function ReplyBox({ ws, onSent }: { ws: Worksheet; onSent: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  if (ws.status === 'closed') return <Alert type="info" showIcon title="工单已关闭，无法回复" />;

  const send = async () => {
    const content = text.trim();
    if (!content) {
      setError('请输入回复内容');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await worksheetApi.reply(ws.id, content);
      setText('');
      toast('success', '回复成功');
      onSent();
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
        placeholder="回复用户（用户将在App中看到），Ctrl + Enter 发送"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={REPLY_MAX}
        showCount
      />
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Button type="primary" loading={sending} onClick={() => void send()}>
          发送回复
        </Button>
      </div>
    </Space>
  );
}
