import type { ThemeConfig } from 'antd';
import { readableOnWhite } from '@/shared/utils/contrast';

/**
 * The console's antd theme: the chosen primary colour, darkened where needed so that
 * white text on it and it as text on white reach 4.5:1 (WCAG AA), antd's error red
 * likewise (form messages); no animations (dialogs, drawers, menus open at once) when
 * the system asks for reduced motion.
 */
export function appTheme(primary: string, reducedMotion: boolean): ThemeConfig {
  const readable = readableOnWhite(primary);
  return { token: { colorPrimary: readable, colorLink: readable, colorError: readableOnWhite('#ff4d4f'), motion: !reducedMotion } };
}
