import { noteLimit, noteMissing, type NoteRule } from '@contract/validators';
import { BizError } from './route';

/** A text field of a request, trimmed; anything but a string reads as empty. */
export const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A required text field of a request, trimmed: `empty` when missing, `<label>不超过<max>字` when too long. */
export function requiredText(v: unknown, empty: string, max: number, label: string): string {
  const s = trimmed(v);
  if (!s) throw new BizError(empty);
  if (s.length > max) throw new BizError(`${label}不超过${max}字`);
  return s;
}

/** The note a rule describes, required: 请填写<label> when empty, refused (never cut) when too long. */
export const note = (v: unknown, rule: NoteRule): string => requiredText(v, noteMissing(rule), rule.max, rule.label);

/** The note a rule describes, which may be left empty (''); refused (never cut) when too long. */
export function optionalNote(v: unknown, rule: NoteRule): string {
  const s = trimmed(v);
  if (s.length > rule.max) throw new BizError(noteLimit(rule).message);
  return s;
}
