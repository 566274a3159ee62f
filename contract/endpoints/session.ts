import { openRead } from '@contract/endpoint';
import type { SiteConfig } from '@contract/config';
import type { OperatorProfile } from '@contract/permissions';

/** What the console reads to start and to sign in: the public site config and the operator's own codes. */
export const SESSION_READS = {
  /** the site's settings and the RSA public key of the key exchange; read before signing in */
  siteConfig: openRead<SiteConfig>('/platform/site/config', 'public'),
  /** the signed-in operator's profile and permission codes (its own `opManId` only) */
  allCode: openRead<OperatorProfile>('/platform/permission/allCode', 'signed-in'),
} as const;
