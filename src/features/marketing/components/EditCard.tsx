/** The frame of a marketing edit page (coupon, invite activity): load, save, go back to the list. */
import { Alert, App, Button, Card, Skeleton, Space, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveForm } from '@/shared/ui/useSaveForm';
import LoadFailed from '@/shared/ui/LoadFailed';

const WIDE = { marginBottom: 16, maxWidth: 760 } as const;

/**
 * Saves the form with `run`: on success says `<noun>已保存` (editing) or `<noun>已添加`
 * and goes back to `list`; a failure keeps the form and gives the reason in `error`.
 */
export function useEditSave<V>(form: FormInstance<V>, { editing, noun, list, run }: { editing: boolean; noun: string; list: string; run: (v: V) => Promise<unknown> }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const save = useCallback(
    async (v: V) => {
      await runRef.current(v);
      void message.success(editing ? `${noun}已保存` : `${noun}已添加`);
      navigate(list);
    },
    [editing, noun, list, message, navigate],
  );
  return { ...useSaveForm(form, save), cancel: () => navigate(list) };
}

interface Props {
  title: string;
  /** the record is still loading (or failed: `loadError`) */
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** above the form, e.g. what was already issued */
  notice?: string;
  /** why the last save failed */
  error?: string;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The card: a skeleton (or 重试) while loading, then the notice, the save's error, the form, 保存 and 取消. */
export function EditCard({ title, loading, loadError, onRetry, notice, error, saving, onSubmit, onCancel, children }: Props) {
  if (loading) {
    return <Card title={title}>{loadError ? <LoadFailed error={loadError} onRetry={onRetry ?? (() => undefined)} /> : <Skeleton active paragraph={{ rows: 8 }} />}</Card>;
  }
  return (
    <Card title={title}>
      {notice ? <Alert type="info" showIcon style={WIDE} title={notice} /> : null}
      {error ? <Alert type="error" showIcon title="保存失败" description={error} style={WIDE} /> : null}
      {children}
      <Space>
        <Button type="primary" loading={saving} onClick={onSubmit}>保存</Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Card>
  );
}
