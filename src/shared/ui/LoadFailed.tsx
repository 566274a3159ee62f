import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

/** A load that failed: what, the error, and a button that loads it again. */
export default function LoadFailed({
  title = '加载失败',
  error,
  onRetry,
  style,
}: {
  title?: string;
  error: string;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
      style={style}
    />
  );
}
