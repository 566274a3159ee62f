import type { ThemeConfig } from 'antd';
import { readableOnWhite } from '@/shared/utils/contrast';

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
/** The colour the console wears: the operator's pick in the settings drawer, else the site's (系统配置), else the console's blue. */
export const primaryOf = (picked: string, site: string | undefined, fallback: string): string =>
  picked || site || fallback;

export function appTheme(primary: string, reducedMotion: boolean): ThemeConfig {
  return {
    zeroRuntime: true,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorError: readableOnWhite('#ff4d4f'),
      motion: !reducedMotion,
    },
  };
}
