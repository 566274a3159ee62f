import { getSiteSettings } from '../db/config';
import type { SiteConfig } from '@contract/config';
import { BASE, route } from '../lib/route';
import { rsaKey } from '../lib/secrets';

/** The public site config: the stored settings (edited on /backend/system-config) and the signing key. */
export async function siteConfig(): Promise<SiteConfig> {
  return { ...getSiteSettings(), publicKey: (await rsaKey()).getPublicKey() };
}

export const siteHandlers = [route('get', `${BASE.main}/platform/site/config`, { auth: false }, () => siteConfig())];
