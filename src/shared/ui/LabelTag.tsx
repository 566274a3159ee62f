import { Tag } from 'antd';

/** What a value is shown as: its label, and the tag's colour. */
export interface Labelled {
  label: string;
  color?: string;
}

/** A state shown as a tag: the value's label in its colour, from a label map; an unknown value as itself. */
export function LabelTag<K extends string>({ value, labels }: { value: K; labels: Partial<Record<K, Labelled>> }) {
  const l = labels[value];
  return <Tag color={l?.color}>{l?.label ?? value}</Tag>;
}
