/** Counts with thousands separators, as the screens show them. */
export const n = (x: number) => x.toLocaleString('zh-CN');

/** `part` of `whole` as a percentage with one decimal, '-' when there is no whole. */
export const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-');
