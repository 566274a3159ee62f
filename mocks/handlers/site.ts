import { getDb } from '../db/store';
import type { SiteConfig } from '../db/types';
import { BASE, route } from '../lib/route';
import { rsaKey } from '../lib/secrets';

let site: Omit<SiteConfig, 'publicKey'> | null = null;

export async function siteConfig(): Promise<SiteConfig> {
  site ??= {
    webType: 'campus',
    webTitle: '骑享运营平台',
    webImg: './logo.svg',
    themeColor: '#1677ff',
    company: '杭州骑享科技有限公司',
    appTitle: '骑享出行',
    filing: { icp: '浙ICP备2026000001号-1', police: '浙公网安备33010602000001号' },
    map: { amapKey: '', amapSecurityCode: '', center: getDb().serviceAreas[0].center, zoom: 12 },
    homeProgram: 'ops',
    chatUrl: 'https://chat.example.invalid/embedded',
  };
  return { ...site, publicKey: (await rsaKey()).getPublicKey() };
}

export function resetSite(): void {
  site = null;
}

export const siteHandlers = [route('get', `${BASE.main}/platform/site/config`, { auth: false }, () => siteConfig())];
