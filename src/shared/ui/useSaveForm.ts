import type { FormInstance } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { throttle } from '@/shared/utils/throttle';
import { ApiError, staleRecord } from '@/shared/http/errors';
import { useFormDirty } from './unsaved/useFormDirty';
import { useUnsavedChanges } from './unsaved/useUnsavedChanges';

export interface SaveFormOptions<V = unknown> {
  /** whether the form is in use (a dialog that is open, an editor that is editing); default true */
  active?: boolean;
  /** changes made outside the form's fields (e.g. a polygon being drawn) */
  changed?: boolean;
  /**
   * A save refused because someone else changed the record since it was loaded: takes the
   * record as it now stands (the refusal carries it), makes it the one the form edits (its
   * version is what the next save carries) and gives the form's values for it.
   */
  onReload?: (current: never) => Partial<V> | undefined;
}

/**
 * What a failed save says: a refusal is the server's reason; a save that got no answer or a
 * server error (5xx, the backend or its proxy down) was not saved, and says so before why.
 */
export function saveFailure(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const lost = e instanceof ApiError && (e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500));
  return lost ? `未保存：${message}` : message;
}

/**
 * The submit of a validated form: throttled (1,000 ms), validates,
 * then saves; a failed save keeps the form's values and gives its message in `error`.
 * While its values differ from what was loaded or saved, leaving the page, closing its
 * tab or reloading asks first (`dirty`); a successful save makes it clean again.
 */
export function useSaveForm<V>(
  form: FormInstance<V>,
  save: (values: V) => Promise<unknown>,
  { active = true, changed = false, onReload }: SaveFormOptions<V> = {},
) {
  const [saving, setSaving] = useState(false);
  const [error, setErrorOnly] = useState<string>();
  const [current, setCurrent] = useState<object>();
  const setError = useCallback((message: string | undefined) => {
    setErrorOnly(message);
    setCurrent(undefined);
  }, []);
  const { dirty: edited, saved } = useFormDirty(form, active);
  const dirty = edited || (active && changed);
  const unlist = useUnsavedChanges(dirty);
  const submit = useMemo(
    () =>
      throttle(() => {
        form
          .validateFields()
          .then(async (values) => {
            setSaving(true);
            setError(undefined);
            try {
              await save(values);
              saved();
              unlist();
            } catch (e) {
              // what was typed stays; a stale save also offers the record as it now stands
              setErrorOnly(saveFailure(e));
              setCurrent(staleRecord(e));
            } finally {
              setSaving(false);
            }
          })
          .catch(() => undefined);
      }),
    [form, save, saved, unlist, setError],
  );
  /** loads the record as it now stands into the form, in place of what was typed (after a stale save) */
  const reload =
    current && onReload
      ? () => {
          const values = onReload(current as never);
          if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
          saved();
          setError(undefined);
        }
      : undefined;
  return { submit, saving, error, setError, dirty, reload };
}
