// @vitest-environment jsdom
/** Display settings: defaults, dependencies and persistence (screens and routes, business limits; issue 3 item 5). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DISPLAY,
  DISPLAY_STORAGE_KEY,
  effectiveSettings,
  sanitizeDisplay,
  THEME_COLORS,
  useDisplay,
  type DisplaySettings,
} from '@/shared/config/display';
import { env } from '@/shared/config/env';
import { storage } from '@/shared/utils/storage';

const s = (over: Partial<DisplaySettings>): DisplaySettings => ({ ...DEFAULT_DISPLAY, ...over });

beforeEach(() => useDisplay.getState().reset());
afterEach(() => vi.resetModules());

describe('defaults', () => {
  it('the site’s colour (no pick of its own), dark menu, side menu, fixed width, fixed header and sidebar, multi-tab, client branding', () => {
    // the look: no colour of its own (the site's wins), a dark side menu at a fixed width
    expect(DEFAULT_DISPLAY).toMatchObject({
      primaryColor: '',
      navTheme: 'dark',
      layout: 'side',
      contentWidth: 'fixed',
    });
    // what stays on screen: header and sidebar fixed, nothing hidden or folded
    expect(DEFAULT_DISPLAY).toMatchObject({ fixedHeader: true, fixSiderbar: true, autoHideHeader: false });
    expect(DEFAULT_DISPLAY).toMatchObject({ siderCollapsed: false, colorWeak: false });
    // tabs on, and the client's own branding (not white-labelled)
    expect(DEFAULT_DISPLAY).toMatchObject({ multiTab: true, whiteLabel: false });
    expect(Object.keys(DEFAULT_DISPLAY)).toHaveLength(11);
  });

  it('offers eight named theme colours, the first antd’s blue', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS.map((c) => c.name)).toEqual([
      '拂晓蓝',
      '薄暮',
      '火山',
      '日暮',
      '明青',
      '极光绿',
      '极客蓝',
      '酱紫',
    ]);
    expect(THEME_COLORS[0].color).toBe('#1677ff');
    expect(new Set(THEME_COLORS.map((c) => c.color)).size).toBe(8);
  });
});

describe('effectiveSettings', () => {
  it('hides the header on scroll only with a fixed header', () => {
    expect(effectiveSettings(s({ fixedHeader: true, autoHideHeader: true })).autoHideHeader).toBe(true);
    expect(effectiveSettings(s({ fixedHeader: false, autoHideHeader: true })).autoHideHeader).toBe(false);
    expect(effectiveSettings(s({ fixedHeader: true, autoHideHeader: false })).autoHideHeader).toBe(false);
  });

  it('content width only matters in top mode; the side layout is fluid', () => {
    expect(effectiveSettings(s({ layout: 'side', contentWidth: 'fixed' })).contentWidth).toBe('fluid');
    expect(effectiveSettings(s({ layout: 'top', contentWidth: 'fixed' })).contentWidth).toBe('fixed');
    expect(effectiveSettings(s({ layout: 'top', contentWidth: 'fluid' })).contentWidth).toBe('fluid');
  });

  it('no fixed sidebar in top mode', () => {
    expect(effectiveSettings(s({ layout: 'top', fixSiderbar: true })).fixSiderbar).toBe(false);
    expect(effectiveSettings(s({ layout: 'side', fixSiderbar: true })).fixSiderbar).toBe(true);
    expect(effectiveSettings(s({ layout: 'side', fixSiderbar: false })).fixSiderbar).toBe(false);
  });

  it('leaves the independent settings alone and drops the store actions', () => {
    const state = useDisplay.getState();
    const eff = effectiveSettings({
      ...state,
      primaryColor: '#722ed1',
      navTheme: 'light',
      colorWeak: true,
      multiTab: false,
      whiteLabel: true,
    });
    expect(eff).toMatchObject({
      primaryColor: '#722ed1',
      navTheme: 'light',
      colorWeak: true,
      multiTab: false,
      whiteLabel: true,
      fixedHeader: true,
    });
    expect(Object.keys(eff).sort()).toEqual(Object.keys(DEFAULT_DISPLAY).sort());
  });
});

describe('store and persistence', () => {
  it('set() persists under the namespace prefix, reset() restores the defaults', () => {
    useDisplay.getState().set({ layout: 'top', primaryColor: '#52c41a' });
    expect(useDisplay.getState()).toMatchObject({ layout: 'top', primaryColor: '#52c41a', navTheme: 'dark' });
    expect(storage.get<DisplaySettings>(DISPLAY_STORAGE_KEY)).toEqual({
      ...DEFAULT_DISPLAY,
      layout: 'top',
      primaryColor: '#52c41a',
    });
    expect(localStorage.getItem(`${env.storagePrefix}display`)).toContain('"layout":"top"');

    useDisplay.getState().reset();
    expect(useDisplay.getState()).toMatchObject(DEFAULT_DISPLAY);
    expect(storage.get(DISPLAY_STORAGE_KEY)).toBeUndefined();
  });

  it('a fresh store (page reload) reads the stored settings', async () => {
    useDisplay.getState().set({ navTheme: 'light', multiTab: false, autoHideHeader: true, whiteLabel: true });
    vi.resetModules();
    const fresh = await import('@/shared/config/display');
    expect(fresh.useDisplay).not.toBe(useDisplay);
    expect(fresh.useDisplay.getState()).toMatchObject({
      ...DEFAULT_DISPLAY,
      navTheme: 'light',
      multiTab: false,
      autoHideHeader: true,
      whiteLabel: true,
    });
  });

  it('ignores unknown keys and bad values in storage', async () => {
    storage.set(DISPLAY_STORAGE_KEY, {
      layout: 'diagonal',
      navTheme: 'light',
      fixedHeader: 'yes',
      primaryColor: 'red;',
      extra: 1,
    });
    vi.resetModules();
    const fresh = await import('@/shared/config/display');
    expect(fresh.useDisplay.getState()).toMatchObject({ ...DEFAULT_DISPLAY, navTheme: 'light' });
    expect(sanitizeDisplay(null)).toEqual({});
    expect(sanitizeDisplay({ contentWidth: 'fluid', colorWeak: true })).toEqual({
      contentWidth: 'fluid',
      colorWeak: true,
    });
  });
});
