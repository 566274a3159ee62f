/** The options of a Select from a label map (plain labels, or `{ label }` entries). */
export const options = <K extends string>(
  labels: Record<K, string | { label: string }>,
): Array<{ value: K; label: string }> =>
  (Object.keys(labels) as K[]).map((value) => {
    const l = labels[value];
    return { value, label: typeof l === 'string' ? l : l.label };
  });
