import { Form, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';

const snapshot = (values: unknown): string => {
  try {
    return JSON.stringify(values) ?? '';
  } catch {
    return String(Math.random());
  }
};

/**
 * Whether a form's values differ from what was loaded or saved. Values the page sets itself
 * (initial values, a record loaded into the form, a reset) become the baseline as long as
 * no field was touched by the user; `saved()` makes the current values the baseline.
 * Typing a value back to what it was makes the form clean again.
 */
export function useFormDirty<V>(form: FormInstance<V>, active = true): { dirty: boolean; saved: () => void } {
  const values: unknown = Form.useWatch((v: unknown) => v, { form, preserve: true });
  const current = snapshot(values);
  const [baseline, setBaseline] = useState(current);
  const [wasTouched, setWasTouched] = useState(false);
  // Under a hidden console tab the fields are unregistered (their effects are gone) and
  // report nothing: what they said last holds until they are shown again.
  const registered = Object.keys(form.getFieldsValue() as object).length > 0;
  const touched = registered ? form.isFieldsTouched() : wasTouched;
  if (touched !== wasTouched) setWasTouched(touched);
  if (registered && !touched && baseline !== current) setBaseline(current);
  const saved = useCallback(() => setBaseline(snapshot(form.getFieldsValue(true))), [form]);
  return { dirty: active && touched && baseline !== current, saved };
}
