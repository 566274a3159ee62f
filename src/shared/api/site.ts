/** The site configuration: branding, the signing key's switch, the site type (asked before sign-in). */
import { pathOf } from '@contract/endpoint';
import { SESSION_READS } from '@contract/endpoints/session';
import type { SiteConfig as ServedSiteConfig } from '@contract/config';
import { http } from '@/shared/http/client';

/** The site configuration the backend serves (entity fields), as the console reads it: the optional parts may be missing. */
export type SiteConfig = Omit<ServedSiteConfig, 'filing' | 'map' | 'homeProgram' | 'chatUrl'> & {
  filing?: Partial<ServedSiteConfig['filing']>;
  map?: Partial<ServedSiteConfig['map']>;
  homeProgram?: string;
  chatUrl?: string;
};

export const siteApi = {
  config: () => http.get<SiteConfig>(pathOf(SESSION_READS.siteConfig), undefined, { silent: true }),
};
