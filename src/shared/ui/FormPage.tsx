import { Alert, App, Button, Card, Skeleton, Space, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { finishedState } from '@/shared/nav/finished';
import Access from '@/shared/auth/Access';
import LoadFailed from './LoadFailed';
import { useSaveForm } from './useSaveForm';
import SaveFailed from './SaveFailed';
import type { AccessRule } from '@/shared/auth/access';

const WIDE = { marginBottom: 16, maxWidth: 760 } as const;

/** What FormPage's buttons run: `useFormPageSave`, or `useSaveForm` with a cancel of the page's own. */
export interface FormPageSave {
  /** validates and saves (throttled) */
  submit: () => void;
  saving: boolean;
  /** why the last save failed */
  error?: string;
  /** after a save refused because someone else changed the record: loads it as it now stands */
  reload?: () => void;
  cancel: () => void;
}

export interface FormPageSaveOptions<V> {
  /** an existing record (else a new one) */
  editing: boolean;
  /** what is saved: {noun}已保存 / {noun}已添加 */
  noun: string;
  /** instead of {noun}已添加 */
  added?: string;
  /** the list to go back to */
  list: string;
  run: (v: V) => Promise<unknown>;
  /** the record as it now stands, after a stale save: the page edits it from now on and gives its values (useSaveForm) */
  onReload?: (current: never) => Partial<V> | undefined;
}

/**
 * The save of an edit page that returns to its list: `run` saves the form's values;
 * success says {noun}已保存 (editing) or {noun}已添加 and goes to `list`, closing the form's tab; a failure keeps
 * the form and gives the reason in `error`. `cancel` goes back to the list.
 */
export function useFormPageSave<V>(
  form: FormInstance<V>,
  { editing, noun, added, list, run, onReload }: FormPageSaveOptions<V>,
): FormPageSave {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { message } = App.useApp();
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const save = useCallback(
    async (v: V) => {
      await runRef.current(v);
      void message.success(editing ? `${noun}已保存` : (added ?? `${noun}已添加`));
      // the finished form's tab closes (multi-tab)
      void navigate(list, { state: finishedState(pathname + search) });
    },
    [editing, noun, added, list, message, navigate, pathname, search],
  );
  const { submit, saving, error, reload } = useSaveForm(form, save, { onReload });
  return { submit, saving, error, reload, cancel: () => void navigate(list) };
}

export interface FormPageProps extends FormPageSave {
  title: string;
  /** the record is still loading (or failed: `loadError`, with 重试 calling `onRetry`) */
  loading?: boolean;
  loadError?: string;
  onRetry?: () => void;
  /** above the form, e.g. what was already issued */
  notice?: string;
  /** the cancel button's text (e.g. 重置) */
  cancelText?: string;
  /** the permission the buttons need */
  code?: AccessRule;
  /** the form (a validated antd Form whose instance the save was given) */
  children: ReactNode;
}

/**
 * A page that edits one record (page building blocks): a titled card with a skeleton (or 重试)
 * while the record loads, then the notice, why the last save failed, the form, 保存 and 取消.
 * The values stay when a save fails; the submit is throttled (`useSaveForm`).
 */
export default function FormPage({
  title,
  loading,
  loadError,
  onRetry,
  notice,
  error,
  reload,
  saving,
  submit,
  cancel,
  cancelText = '取消',
  code,
  children,
}: FormPageProps) {
  if (loading) {
    return (
      <Card title={title}>
        {loadError ? (
          <LoadFailed error={loadError} onRetry={onRetry ?? (() => undefined)} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    );
  }
  const buttons = (
    <Space>
      <Button type="primary" loading={saving} onClick={submit}>
        保存
      </Button>
      <Button onClick={cancel}>{cancelText}</Button>
    </Space>
  );
  return (
    <Card title={title}>
      {notice ? <Alert type="info" showIcon style={WIDE} title={notice} /> : null}
      <SaveFailed error={error} onReload={reload} style={WIDE} />
      {children}
      {code ? <Access code={code}>{buttons}</Access> : buttons}
    </Card>
  );
}
