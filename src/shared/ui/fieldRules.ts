import type { FormRule } from 'antd';
import type { InputField } from '@contract/inputMessages';

/**
 * A form field's antd rules from its plain-data rules (contract/inputMessages.ts), the same ones
 * its input schema checks on the backend: each message is written once. A required text
 * counts a blank one as empty; a choice must be made.
 */
export function rulesOf(f: InputField): FormRule[] {
  if (f.kind === 'choice') return [{ required: true, message: f.message }];
  return [
    ...(f.empty ? [{ required: true, whitespace: true, message: f.empty }] : []),
    ...(f.limit ? [f.limit] : []),
    ...(f.pattern ? [{ pattern: f.pattern.regex, message: f.pattern.message }] : []),
  ];
}
