import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '@/shared/auth/access';
import { privacyApi } from '@/shared/api/privacy';
import { type PhoneRevealInput, type RevealKind } from '@contract/privacy';
import { RIDER_WRITES } from '@contract/actions';

/**
 * A phone number as the backend sent it, masked (138****0000). Holders of 0705 get 查看:
 * it asks the backend for the number of the record shown (`kind` and `id`, never the
 * number itself); the backend checks the record is the caller's to see, logs who
 * revealed whose number, when and from where, and answers it; it stays shown on this page.
 */
export default function PhoneReveal({
  phone,
  kind,
  id,
}: {
  phone: string | null | undefined;
  kind: RevealKind;
  id: string;
}) {
  const may = useAccess(RIDER_WRITES.revealPhone);
  const [full, setFull] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!phone) return <>-</>;
  if (full) return <>{full}</>;
  const reveal = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const body: PhoneRevealInput = { kind, id };
      setFull(await privacyApi.revealPhone(body));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} wrap>
      <span>{phone}</span>
      {may ? (
        <Button
          type="link"
          size="small"
          loading={busy}
          onClick={() => void reveal()}
          aria-label={`查看完整手机号 ${phone}`}
        >
          查看
        </Button>
      ) : null}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}
