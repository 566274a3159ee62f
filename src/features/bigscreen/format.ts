/** Counts with thousands separators, as the screens show them. */
export const n = (x: number) => x.toLocaleString('zh-CN');

/** `part` of `whole` as a percentage with one decimal, '-' when there is no whole. */
export { percent as pct } from '@/shared/utils/format';
