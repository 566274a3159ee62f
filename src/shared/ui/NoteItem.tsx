import { noteLimit, noteMissing, type NoteRule } from '@contract/validators';
import TextItem, { type TextItemProps } from './TextItem';

export interface NoteItemProps extends Omit<TextItemProps, 'label' | 'limit' | 'noun' | 'missing' | 'rows'> {
  /** the note's rule in the contract: its label and longest length, as the backend checks them */
  rule: NoteRule;
  /** rows of the text area (3) */
  rows?: number;
}

/**
 * The free text an action records (a reason, a result, a diagnosis): a counted text area under
 * the rule's label, 请填写<label> when left empty (unless `optional`), stopped at the rule's
 * length, which the backend refuses past with the same message.
 */
export default function NoteItem({ rule, rows = 3, ...item }: NoteItemProps) {
  return <TextItem label={rule.label} limit={noteLimit(rule)} missing={noteMissing(rule)} rows={rows} {...item} />;
}
