/**
 * The site's brand in and after an outage: a site config that could not be read (the page
 * was loaded while the backend was away) is read again once the server answers, so the
 * title, logo and watermark come back without a reload; the brand shown is remembered for the
 * next boot screen; the white-label switch 显示客户品牌 is in the account menu (the deployed
 * console has no settings drawer) and the whole console follows it.
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOT_BRAND_KEY, bootBrand, useRememberBootBrand } from '@/shared/config/bootBrand';
import { useDisplay } from '@/shared/config/display';
import { useSite } from '@/shared/config/site';
import { siteApi } from '@/shared/api/site';
import { advanceClock } from '@/shared/utils/clock';
import { captureRequests, setupBackend, signInAs } from '../harness/backend';
import { renderApp, SHELL_TIMEOUT, SLOW } from '../harness/render';

setupBackend({ forgetSite: true });
// lost: the five attempts of the page's load all failed (the backend was away)
const lose = () => useSite.setState({ config: undefined, status: 'error', error: '请求失败（502）' });
// past the gap between two re-reads that an earlier test may have used
beforeEach(() => advanceClock(60_000));

describe('a site config lost to an outage', () => {
  it('is read again when the server answers a call, once however many answer', async () => {
    lose();
    const reads = captureRequests('/platform/site/config');
    await signInAs();
    await waitFor(() => expect(useSite.getState().config?.webTitle).toBe('骑享运营平台'));
    expect(useSite.getState().status).toBe('ready');
    const after = reads.length;
    // read: more answers do not read it again
    await siteApi.config();
    await siteApi.config();
    expect(reads.length).toBe(after + 2);
  });

  it('is read again when the browser is back online', async () => {
    lose();
    const reads = captureRequests('/platform/site/config');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSite.getState().config?.webTitle).toBe('骑享运营平台'));
    expect(reads.length).toBe(1);
  });
});

describe('the boot screen’s brand', () => {
  it('remembers the brand shown once the site config is read, and not the built-in one of a lost config', async () => {
    lose();
    const { rerender } = renderHook(() => useRememberBootBrand());
    expect(localStorage.getItem(BOOT_BRAND_KEY)).toBeNull();
    await useSite.getState().load(true);
    rerender();
    await waitFor(() => expect(bootBrand()?.title).toBe('骑享运营平台'));
    expect(bootBrand()?.color).toMatch(/^#[0-9a-f]{6}$/i);
    useDisplay.getState().set({ whiteLabel: true });
    await waitFor(() => expect(bootBrand()?.title).toBe('共享运营平台'));
  });
});

describe('显示客户品牌 in the account menu', SLOW, () => {
  it('switches the whole console between the site’s brand and the built-in one', async () => {
    await signInAs();
    const { user } = renderApp('/log');
    await waitFor(() => expect(document.title).toMatch(/ - 骑享运营平台$/), { timeout: SHELL_TIMEOUT });
    await user.click(await screen.findByRole('button', { name: /账号菜单/ }, { timeout: SHELL_TIMEOUT }));
    await user.click(await screen.findByRole('menuitem', { name: /显示客户品牌/ }));
    expect(useDisplay.getState().whiteLabel).toBe(true);
    await waitFor(() => expect(document.title).toMatch(/ - 共享运营平台$/));
    await user.click(await screen.findByRole('button', { name: /账号菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: /显示客户品牌/ }));
    await waitFor(() => expect(document.title).toMatch(/ - 骑享运营平台$/));
  });
});
