import { getSiteSettings } from '../db/config';
import type { SiteConfig } from '@contract/config';
import { route } from '../lib/route';
import { SESSION_READS } from '@contract/endpoints/session';
import { rsaKey } from '../lib/secrets';

/** The public site config: the stored settings (edited on /backend/system-config) and the signing key. */
export async function siteConfig(): Promise<SiteConfig> {
  return { ...getSiteSettings(), publicKey: (await rsaKey()).getPublicKey() };
}

export const siteHandlers = [route(SESSION_READS.siteConfig, { auth: false }, () => siteConfig())];
