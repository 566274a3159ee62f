import { parseYuan } from '@contract/money';
import { zoned } from './zone';

/** Money is integer fen in data; `¥1,234.50` only in the view. */
export function money(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || Number.isNaN(fen)) return '-';
  const sign = fen < 0 ? '-' : '';
  const yuan = (Math.abs(fen) / 100).toFixed(2);
  const [int, dec] = yuan.split('.');
  return `${sign}¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}

/** Yuan typed by a user ("12", "12.5", "12.50") → fen exactly, or NaN for anything else (never rounded). */
export function toFen(yuan: string | number): number {
  return parseYuan(yuan) ?? Number.NaN;
}

/**
 * `138****0000`. The backend already sends phones masked; this keeps a number typed on
 * this page (or a reply of another server) masked too, and leaves a masked one as it is.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '-';
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A moment as the service areas' clock reads it (UTC+8), whatever the browser's zone. */
export function dateTime(iso: string | null | undefined): string {
  return iso ? zoned(iso).format('YYYY-MM-DD HH:mm:ss') : '-';
}

/** The service areas' calendar day (UTC+8) of a moment. */
export function date(iso: string | null | undefined): string {
  return iso ? zoned(iso).format('YYYY-MM-DD') : '-';
}

export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '-';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return h ? `${h}小时${m}分` : m ? `${m}分${s}秒` : `${s}秒`;
}

export function distance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined) return '-';
  return metres >= 1000 ? `${(metres / 1000).toFixed(2)} 公里` : `${Math.round(metres)} 米`;
}

/** `part` of `whole` as a percentage with one decimal (`35.7%`), '-' when there is no whole. */
export const percent = (part: number, whole: number): string => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-');
