import type { FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { throttle } from '@/shared/utils/throttle';

/**
 * The submit of a validated form (DESIGN.md §8): throttled (1,000 ms), validates,
 * then saves; a failed save keeps the form's values and gives its message in `error`.
 */
export function useSaveForm<V>(form: FormInstance<V>, save: (values: V) => Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
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
            } catch (e) {
              setError(e instanceof Error ? e.message : String(e));
            } finally {
              setSaving(false);
            }
          })
          .catch(() => undefined);
      }),
    [form, save],
  );
  return { submit, saving, error, setError };
}
