import { useEffect } from 'react';
import { usePrimaryColor } from '@/shared/ui/theme/primary';
import { useBranding, useSite } from './site';

/**
 * The boot screen's brand: the name and colour the console showed last, kept in the browser
 * so that index.html's first paint (before any script of the app, before the site config is
 * read) shows the site's own instead of the built-in 共享运营平台 in blue. index.html reads this
 * key by its literal name: keep the two in step.
 */
export const BOOT_BRAND_KEY = 'ebike-boot-brand';

export interface BootBrand {
  title: string;
  color: string;
}

/** The remembered brand, when there is a sound one. */
export function bootBrand(): BootBrand | undefined {
  try {
    const b = JSON.parse(localStorage.getItem(BOOT_BRAND_KEY) ?? 'null') as Partial<BootBrand> | null;
    return b && typeof b.title === 'string' && typeof b.color === 'string'
      ? { title: b.title, color: b.color }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the brand shown (the white-label switch and the operator's colour included) once the
 * site config is read: a page loaded during an outage, showing the built-in brand, keeps what
 * was remembered.
 */
export function useRememberBootBrand(): void {
  const read = useSite((s) => s.config !== undefined);
  const { title } = useBranding();
  const color = usePrimaryColor();
  useEffect(() => {
    if (!read) return;
    try {
      localStorage.setItem(BOOT_BRAND_KEY, JSON.stringify({ title, color } satisfies BootBrand));
    } catch {
      // storage full or refused: the next boot shows the built-in brand
    }
  }, [read, title, color]);
}
