/** The site configuration: branding, the signing key's switch, the site type (asked before sign-in). */
import { SESSION_READS } from '@contract/endpoints/session';
import { callEndpoint } from '@/shared/http/endpoint';
import type { SiteConfig as ServedSiteConfig } from '@contract/config';

/** The site configuration the backend serves (entity fields), as the console reads it: the optional parts may be missing. */
export type SiteConfig = Omit<ServedSiteConfig, 'filing' | 'map' | 'homeProgram' | 'chatUrl'> & {
  filing?: Partial<ServedSiteConfig['filing']>;
  map?: Partial<ServedSiteConfig['map']>;
  homeProgram?: string;
  chatUrl?: string;
};

export const siteApi = {
  config: () => callEndpoint(SESSION_READS.siteConfig, {}, { silent: true }),
};
