import type { ThemeConfig } from 'antd';
import { readableOnWhite } from '@/shared/utils/contrast';

/**
 * Under Vitest (jsdom, which loads no stylesheet) antd writes its CSS at run time, as before: what
 * hides an element (a closed dropdown, an inactive tab) stays in the document for the tests to see
 * (tests/styleSink.ts).
 */
const ZERO_RUNTIME = import.meta.env.MODE !== 'test';

/** The colour the console wears: the operator's pick in the settings drawer, else the site's (系统配置), else the console's blue. */
export const primaryOf = (picked: string, site: string | undefined, fallback: string): string =>
  picked || site || fallback;

/**
 * The console's antd theme: the primary colour exactly as the site or the operator chose it
 * (系统配置 and the settings drawer warn when it is hard to read, they never change it), antd's
 * error red darkened to reach 4.5:1 on white (form messages), and no animations (dialogs,
 * drawers, menus open at once) when the system asks for reduced motion.
 *
 * antd's component styles come from its stylesheet (antd/dist/antd.css, imported with AntdTheme),
 * written against CSS variables; at run time antd only writes those variables' values for this
 * theme (`zeroRuntime`). Generating every component's CSS in the page instead cost a cold load of
 * the map ~100 ms of the page's main thread (docs/quality.md).
 */
export function appTheme(primary: string, reducedMotion: boolean): ThemeConfig {
  return {
    zeroRuntime: ZERO_RUNTIME,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorError: readableOnWhite('#ff4d4f'),
      motion: !reducedMotion,
    },
  };
}
