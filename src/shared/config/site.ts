import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import { siteApi, type SiteConfig } from '@/shared/api/site';
import { now } from '@/shared/utils/clock';
import { useDisplay } from './display';

export type { SiteConfig } from '@/shared/api/site';

/** Default branding (entity fields), shown when the white-label switch hides the client's. */
export const DEFAULT_BRANDING = {
  webTitle: '共享运营平台',
  company: '共享技术有限公司',
  appTitle: '共享出行',
  webImg: './logo.svg',
} as const;

interface SiteState {
  config?: SiteConfig;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error?: string;
  load(force?: boolean): Promise<SiteConfig | undefined>;
}

const SITE_ATTEMPTS = 5;

export const useSite = create<SiteState>((set, get) => ({
  status: 'idle',
  async load(force = false) {
    const s = get();
    if (!force && s.config) return s.config;
    set({ status: 'loading', error: undefined });
    // Branding, the signing key and site-type routes depend on it: a failed call is
    // tried again four times (after 1, 2, 3 and 4 s) before the error stands.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const config = await siteApi.config();
        set({ config, status: 'ready' });
        return config;
      } catch (e) {
        if (attempt < SITE_ATTEMPTS) {
          await new Promise((r) => setTimeout(r, attempt * 1000));
          continue;
        }
        set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
        return undefined;
      }
    }
  },
}));

/** At most one re-read of a lost site config in this long (ms), however many calls are answered. */
const REREAD_GAP_MS = 10_000;
let lastReread = -Infinity;

/**
 * The site config (brand, logo, watermark, theme colour) read again when it could not be read
 * (the page was loaded during an outage): called by 重试 and whenever the server answers a call
 * again (app/httpWiring.ts), and when the browser is back online. A config already read is kept.
 */
export function rereadSiteIfLost(): void {
  const s = useSite.getState();
  if (s.config || s.status === 'loading' || s.status === 'idle') return;
  const t = now();
  if (t - lastReread < REREAD_GAP_MS) return;
  lastReread = t;
  void s.load(true);
}

export interface Branding {
  title: string;
  company: string;
  logo: string;
  appTitle: string;
  filing?: SiteConfig['filing'];
}

/**
 * What the pages show (the product's purpose, states and transitions): the client's branding once loaded (the defaults
 * before), or the default branding everywhere when the white-label switch hides the
 * client's ('显示客户品牌' off, display setting `whiteLabel: true`). The filing info is
 * legal registration, not branding: it stays.
 */
export function useBranding(): Branding {
  const config = useSite((s) => s.config);
  const whiteLabel = useDisplay((s) => s.whiteLabel);
  return useMemo(() => {
    const client = whiteLabel ? undefined : config;
    return {
      title: client?.webTitle || DEFAULT_BRANDING.webTitle,
      company: client?.company || DEFAULT_BRANDING.company,
      logo: client?.webImg || DEFAULT_BRANDING.webImg,
      appTitle: client?.appTitle || DEFAULT_BRANDING.appTitle,
      filing: config?.filing,
    };
  }, [config, whiteLabel]);
}

/** `${pageTitle} - ${brand title}`, or the brand title alone. */
export function documentTitle(brandTitle: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${brandTitle}` : brandTitle;
}

/** Keeps document.title in sync with the page title and the current branding. */
export function useDocumentTitle(pageTitle?: string): void {
  const { title } = useBranding();
  useEffect(() => {
    document.title = documentTitle(title, pageTitle);
  }, [title, pageTitle]);
}
