import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/shared/auth/access';
import { http } from '@/shared/http/client';
import { maskPhone } from '@/shared/utils/format';
import type { PhoneRevealInput } from '@contract/privacy';
import { USER_WRITES } from '@contract/actions';

/**
 * A phone number, masked (138****0000). Holders of 0705 get 查看: the backend logs who
 * revealed whose number and when, and answers the number; it stays shown on this page.
 */
export default function PhoneReveal({ phone, subject }: { phone: string | null | undefined; subject: string }) {
  const may = useAccess(USER_WRITES.revealPhone);
  const [full, setFull] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!phone) return <>-</>;
  if (full) return <>{full}</>;
  const reveal = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const body: PhoneRevealInput = { phone, subject };
      setFull((await http.post<{ phone: string }>('/platform/privacy/phone', body)).phone);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} wrap>
      <span>{maskPhone(phone)}</span>
      {may ? (
        <Button type="link" size="small" loading={busy} onClick={() => void reveal()} aria-label={`查看完整手机号 ${maskPhone(phone)}`}>
          查看
        </Button>
      ) : null}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}
