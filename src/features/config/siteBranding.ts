import { useSite } from '@/shared/config/site';
import type { SiteSettings } from '@contract/config';

/**
 * Saved site settings re-brand the console at once: the shell's site config store
 * takes the new title, logo, colour, company, filing and chat address (no reload).
 */
export function applyToShell(s: SiteSettings): void {
  useSite.setState((st) =>
    st.config
      ? {
          config: {
            ...st.config,
            webTitle: s.webTitle,
            webImg: s.webImg,
            themeColor: s.themeColor,
            company: s.company,
            appTitle: s.appTitle,
            chatUrl: s.chatUrl,
            filing: { icp: s.icp, police: s.police },
          },
        }
      : {},
  );
}
