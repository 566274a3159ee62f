import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

export interface SaveFailedProps {
  /** why the last save failed */
  error?: string;
  /** set when the save was refused because someone else changed the record: loads it as it now stands */
  onReload?: () => void;
  style?: CSSProperties;
}

/**
 * Why a form's save failed, above the form whose typed values stay. When someone else saved
 * the record since it was loaded, it offers 加载最新: the record as it now stands replaces what
 * was typed, and the next save is made on its version.
 */
export default function SaveFailed({ error, onReload, style }: SaveFailedProps) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title="保存失败"
      description={error}
      style={style}
      action={
        onReload ? (
          <Button size="small" onClick={onReload}>
            加载最新
          </Button>
        ) : undefined
      }
    />
  );
}
