import { now as clockNow } from '@/shared/utils/clock';
import { zoned } from '@/shared/utils/zone';

/** How long ago, in the words of a device list: '刚刚', '5 分钟前', '3 小时前', '2 天前'. */
export function ago(iso: string | null | undefined, now: number = clockNow()): string {
  if (!iso) return '-';
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return '刚刚';
  if (s < 3600) return `${Math.floor(s / 60)} 分钟前`;
  if (s < 86400) return `${Math.floor(s / 3600)} 小时前`;
  return `${Math.floor(s / 86400)} 天前`;
}

export const clock = (ms: number) => zoned(ms).format('HH:mm:ss');

/** mV → '52.6 V'. */
export const volts = (mv: number | null | undefined) =>
  mv === null || mv === undefined ? '-' : `${(mv / 1000).toFixed(1)} V`;
