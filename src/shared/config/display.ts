import { create } from 'zustand';
import { storage } from '@/shared/utils/storage';

/** Display settings of the shell (the settings drawer). */
export interface DisplaySettings {
  /** the operator's own primary colour; empty = the site's colour (系统配置 › 主题色) */
  primaryColor: string;
  navTheme: 'dark' | 'light';
  layout: 'side' | 'top';
  contentWidth: 'fixed' | 'fluid';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  multiTab: boolean;
  /** true = white-label: the client's custom branding is hidden and the default branding shown. */
  whiteLabel: boolean;
  /** the side menu folded to its icons (80 px) on a desktop screen */
  siderCollapsed: boolean;
}

/**
 * The console's blue when neither the site nor the operator chose a colour: antd's blue
 * darkened just enough for white text on it and it as text on white to reach 4.5:1.
 */
export const DEFAULT_PRIMARY = '#1570f0';

/** The eight theme colours of the settings drawer. */
export const THEME_COLORS: ReadonlyArray<{ name: string; color: string }> = [
  { name: '拂晓蓝', color: '#1677ff' },
  { name: '薄暮', color: '#f5222d' },
  { name: '火山', color: '#fa541c' },
  { name: '日暮', color: '#faad14' },
  { name: '明青', color: '#13c2c2' },
  { name: '极光绿', color: '#52c41a' },
  { name: '极客蓝', color: '#2f54eb' },
  { name: '酱紫', color: '#722ed1' },
];

/** Defaults: the site's colour, dark menu, side menu, fixed width, fixed header and sidebar. */
export const DEFAULT_DISPLAY: Readonly<DisplaySettings> = {
  primaryColor: '',
  navTheme: 'dark',
  layout: 'side',
  contentWidth: 'fixed',
  fixedHeader: true,
  fixSiderbar: true,
  autoHideHeader: false,
  colorWeak: false,
  multiTab: true,
  whiteLabel: false,
  siderCollapsed: false,
};

/** Local-storage key (under the namespace prefix, see utils/storage). */
export const DISPLAY_STORAGE_KEY = 'display';

const ENUMS: Partial<Record<keyof DisplaySettings, readonly string[]>> = {
  navTheme: ['dark', 'light'],
  layout: ['side', 'top'],
  contentWidth: ['fixed', 'fluid'],
};

/** Keeps only known keys whose values have the right type (old or hand-edited storage). */
export function sanitizeDisplay(raw: unknown): Partial<DisplaySettings> {
  if (!raw || typeof raw !== 'object') return {};
  const src = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(DEFAULT_DISPLAY) as Array<keyof DisplaySettings>) {
    const v = src[k];
    if (typeof v !== typeof DEFAULT_DISPLAY[k]) continue;
    const allowed = ENUMS[k];
    if (allowed && !allowed.includes(v as string)) continue;
    if (k === 'primaryColor' && v !== '' && !/^#[0-9a-f]{3,8}$/i.test(v as string)) continue;
    out[k] = v;
  }
  return out as Partial<DisplaySettings>;
}

/** Only the settings (no actions), e.g. for copying or persisting. */
export function pickDisplay(s: DisplaySettings): DisplaySettings {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(DEFAULT_DISPLAY) as Array<keyof DisplaySettings>) out[k] = s[k];
  return out as unknown as DisplaySettings;
}

/**
 * The settings as they apply, given their dependencies (screens and routes):
 * hiding the header on scroll needs a fixed header; the content width only matters
 * in top mode (the side layout is always fluid); the sidebar is never fixed in top mode.
 */
export function effectiveSettings(s: DisplaySettings): DisplaySettings {
  const top = s.layout === 'top';
  return {
    ...pickDisplay(s),
    autoHideHeader: s.fixedHeader && s.autoHideHeader,
    contentWidth: top ? s.contentWidth : 'fluid',
    fixSiderbar: top ? false : s.fixSiderbar,
  };
}

interface DisplayState extends DisplaySettings {
  /** applies at once; false when the browser refused to keep it (storage full or blocked) */
  set(partial: Partial<DisplaySettings>): boolean;
  reset(): void;
}

export const useDisplay = create<DisplayState>((setState, get) => ({
  ...DEFAULT_DISPLAY,
  ...sanitizeDisplay(storage.get<unknown>(DISPLAY_STORAGE_KEY)),
  set(partial) {
    setState(sanitizeDisplay(partial));
    try {
      storage.set(DISPLAY_STORAGE_KEY, pickDisplay(get()));
      return true;
    } catch {
      return false;
    }
  },
  reset() {
    setState({ ...DEFAULT_DISPLAY });
    storage.remove(DISPLAY_STORAGE_KEY);
  },
}));
