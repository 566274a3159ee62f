/**
 * A write asks again only for what it changes: with five kept-alive tabs open, removing a
 * rider from the blacklist refreshes the blacklist (and the operator log, which records the
 * write), not the orders, the ads or the notice templates open in the other tabs — neither at
 * once nor when those tabs are shown again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { queryClient } from '@/shared/query/queryClient';
import { getBlacklist } from '@mocks/db/blacklist';
import { setupBackend, signInForShell, trackRequests } from '../harness/backend';
import { renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';
import { btn, dialog, rowOf } from '../harness/queries';

setupBackend();
withDesktopWindow();

const TABS = [
  { key: '/black-list', title: '黑名单' },
  { key: '/user-order', title: '用户订单' },
  { key: '/marketing/ad-config', title: '广告配置' },
  { key: '/backend/notice-template', title: '通知模板' },
  { key: '/operation/operator-log', title: '操作员日志' },
];

/** Shows a tab and waits until its page and everything else on screen has been read. */
async function show(path: string): Promise<void> {
  window.location.hash = `#${path}`;
  await waitFor(
    () =>
      expect(document.querySelector(`[role="tab"][aria-selected="true"]`)?.textContent).toBe(
        TABS.find((t) => t.key === path)?.title,
      ),
    { timeout: SHELL_TIMEOUT },
  );
  await settled();
}

/** Shown: not inside a kept-alive tab's hidden page. */
const shown = (el: Element): boolean => !el.closest('[style*="display: none"]');

/** The shown page has rows, no spinner, and nothing is being read any more. */
async function settled(): Promise<void> {
  await waitFor(
    () => {
      expect(Array.from(document.querySelectorAll('.ant-spin-spinning')).filter(shown)).toHaveLength(0);
      expect(
        Array.from(document.querySelectorAll('.ant-table-tbody tr[data-row-key]')).filter(shown).length,
      ).toBeGreaterThan(0);
      expect(queryClient.isFetching()).toBe(0);
    },
    { timeout: SHELL_TIMEOUT },
  );
}

describe('a write with five tabs open', SLOW, () => {
  it('asks again only for the reads the write changed', async () => {
    await signInForShell('13800000000');
    useTabs.getState().setTabs(TABS.map((t, i) => ({ ...t, id: t.key, used: i + 1 })));
    const { user } = renderApp('/black-list');
    await screen.findByRole('tab', { name: /黑名单/ }, { timeout: SHELL_TIMEOUT });
    for (const t of [...TABS.slice(1), TABS[0]]) await show(t.key);

    // showing a kept-alive tab again asks for nothing (it did, for its whole page, before issue 26)
    const idle = trackRequests();
    for (const t of [...TABS.slice(1), TABS[0]]) await show(t.key);
    expect(idle).toEqual([]);

    const seen = trackRequests();
    const e = getBlacklist()[0];
    await user.click(within(rowOf(e.userId)).getByRole('button', { name: btn('移出') }));
    await user.click(within(await dialog('确定将')).getByRole('button', { name: btn('移出') }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
    await settled();
    for (const t of TABS.slice(1)) await show(t.key);

    // before issue 26 every write asked again for all five pages and the service areas (6 reads)
    const reads = seen.filter((r) => r.method === 'GET').map((r) => r.path.replace(/^.*\/ebike\/v3\/backend/, ''));
    expect(reads).toEqual(['/platform/blacklist/list', '/platform/aliyunlog/userlogs']);
  });
});
