import type { MenuEntry } from '@/shared/nav/menu';
import { initials } from '@/shared/utils/pinyinInitials';

export type PaletteEntry = MenuEntry & { group?: string };

/**
 * Menu leaves matching a query: title, group or path substring, or pinyin
 * initials of the title or group ('yydt' → 运营地图). Best matches first (a title
 * or its initials starting with the query), menu order otherwise.
 */
export function searchEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const k = query.trim().toLowerCase();
  if (!k) return [...entries];
  const rank = (e: PaletteEntry): number => {
    const title = e.title.toLowerCase();
    const abbr = initials(e.title);
    if (title.startsWith(k) || abbr.startsWith(k)) return 0;
    if (title.includes(k) || abbr.includes(k)) return 1;
    const group = (e.group ?? '').toLowerCase();
    if (group.includes(k) || initials(e.group ?? '').includes(k) || e.path.toLowerCase().includes(k)) return 2;
    return -1;
  };
  return entries
    .map((e, i) => ({ e, i, r: rank(e) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}
