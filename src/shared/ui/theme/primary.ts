import { DEFAULT_PRIMARY, useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { primaryOf } from './appTheme';

/** The colour the console wears now: the operator's pick (settings drawer), else the site's (系统配置), else the console's blue. */
export function usePrimaryColor(): string {
  const themeColor = useSite((s) => s.config?.themeColor);
  const picked = useDisplay((s) => s.primaryColor);
  return primaryOf(picked, themeColor, DEFAULT_PRIMARY);
}
