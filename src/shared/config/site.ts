import { create } from 'zustand';
import { http } from '@/shared/http/client';

/** Site configuration served by the backend (SPEC.md §3). */
export interface SiteConfig {
  webType: string;
  webTitle: string;
  webImg: string;
  themeColor: string;
  publicKey: string;
  company: string;
  appTitle: string;
  filing?: { icp?: string; police?: string };
  map?: { amapKey?: string; amapSecurityCode?: string; center?: [number, number]; zoom?: number };
  homeProgram?: string;
  chatUrl?: string;
}

/** Default branding (SPEC.md §3), shown when the white-label switch hides the client's. */
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

export const useSite = create<SiteState>((set, get) => ({
  status: 'idle',
  async load(force = false) {
    const s = get();
    if (!force && s.config) return s.config;
    set({ status: 'loading', error: undefined });
    try {
      const config = await http.get<SiteConfig>('/platform/site/config', undefined, { silent: true });
      set({ config, status: 'ready' });
      return config;
    } catch (e) {
      set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
      return undefined;
    }
  },
}));

/** What the pages show: the client's branding once loaded, the defaults before. */
export function useBranding() {
  const config = useSite((s) => s.config);
  return {
    title: config?.webTitle || DEFAULT_BRANDING.webTitle,
    company: config?.company || DEFAULT_BRANDING.company,
    logo: config?.webImg || DEFAULT_BRANDING.webImg,
    appTitle: config?.appTitle || DEFAULT_BRANDING.appTitle,
    filing: config?.filing,
  };
}
