import { BizError } from './route';

/** A required text field of a request, trimmed: `empty` when missing, `<label>不超过<max>字` when too long. */
export function requiredText(v: unknown, empty: string, max: number, label: string): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!s) throw new BizError(empty);
  if (s.length > max) throw new BizError(`${label}不超过${max}字`);
  return s;
}
