import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

/**
 * A load that failed: what, the error, and a button that loads it again. A refusal of the
 * caller (`refused`: a record outside its scope, 无权查看该记录) is no failure: it is said as
 * the server's words, with no 重试, since asking again answers the same.
 */
export default function LoadFailed({
  title = '加载失败',
  error,
  refused = false,
  onRetry,
  style,
}: {
  title?: string;
  error: string;
  refused?: boolean;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  if (refused) return <Alert type="warning" showIcon title={error} style={style} />;
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
