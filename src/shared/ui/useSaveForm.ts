import type { FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { throttle } from '@/shared/utils/throttle';
import { useFormDirty } from './unsaved/useFormDirty';
import { useUnsavedChanges } from './unsaved/useUnsavedChanges';

export interface SaveFormOptions {
  /** whether the form is in use (a dialog that is open, an editor that is editing); default true */
  active?: boolean;
  /** changes made outside the form's fields (e.g. a polygon being drawn) */
  changed?: boolean;
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
  { active = true, changed = false }: SaveFormOptions = {},
) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
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
              setError(e instanceof Error ? e.message : String(e));
            } finally {
              setSaving(false);
            }
          })
          .catch(() => undefined);
      }),
    [form, save, saved, unlist],
  );
  return { submit, saving, error, setError, dirty };
}
