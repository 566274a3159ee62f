/**
 * Tabs that stay few (issue 16): one tab per route path (a query change updates it),
 * at most 20 open with the least recently used closing first (never 首页 nor the
 * shown one), 关闭其他 / 关闭全部 from the button at the end of the bar, and a
 * finished form's tab closing when its save goes back to the list.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pastThrottle } from '../../clock';
import { MAX_TABS, type Tab } from '@/layouts/tabs/tabRules';
import { useTabs } from '@/layouts/tabs/tabsStore';
import { setupBackend, signInForShell } from '../harness/backend';
import { expectHash, renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';
import { btn } from '../harness/queries';
import { fillTicket } from '../support/ticketForm';

setupBackend();

withDesktopWindow();

const tabTitles = () => screen.getAllByRole('tab').map((t) => t.textContent);
const tabKeys = () => useTabs.getState().tabs.map((t) => t.key);

describe('tabs stay few', SLOW, () => {
  it('a query change updates the page’s tab instead of opening a second one', async () => {
    await signInForShell('13800000000');
    // the page is rendered once while the address and the tab catch up with each other (two
    // children with one key rendered it twice, React said so on the console)
    const warnings = vi.spyOn(console, 'error');
    const { user } = renderApp('/user-order');
    await screen.findByRole('tab', { name: /用户订单/ }, { timeout: SHELL_TIMEOUT });
    window.location.hash = '#/user-order?page=2';
    await waitFor(() => expect(tabKeys()).toEqual(['/user-order?page=2']));
    // the menu entry (no query) shows the same tab again
    const entry = await waitFor(
      () => {
        const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-menu-title-content')).find(
          (e) => e.textContent === '用户订单',
        );
        if (!found) throw new Error('no menu entry 用户订单');
        return found;
      },
      { timeout: SHELL_TIMEOUT },
    );
    await user.click(entry);
    await expectHash('#/user-order');
    await waitFor(() => expect(tabKeys()).toEqual(['/user-order']));
    expect(tabTitles()).toEqual(['用户订单']);
    const twice = warnings.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('same key'));
    warnings.mockRestore();
    expect(twice).toEqual([]);
  });

  it(`the ${MAX_TABS + 1}st tab closes the least recently used one, not 首页 nor the one shown`, async () => {
    await signInForShell('13800000000');
    // 首页 is the oldest; then 19 stale pages (no route: nothing renders for them)
    const seeded: Tab[] = [{ key: '/log', title: '首页', id: '/log', used: 1 }];
    for (let i = 1; i < MAX_TABS; i += 1)
      seeded.push({ key: `/stale-${i}`, title: `旧页面${i}`, id: `/stale-${i}`, used: i + 1 });
    useTabs.getState().setTabs(seeded);
    renderApp('/black-list');
    await screen.findByRole('tab', { name: /黑名单/ }, { timeout: SHELL_TIMEOUT });
    await waitFor(() => expect(tabKeys()).toHaveLength(MAX_TABS));
    expect(tabKeys()).toContain('/log');
    expect(tabKeys()).not.toContain('/stale-1');
    expect(tabKeys()).toContain('/stale-2');
    expect(tabKeys().at(-1)).toBe('/black-list');
  });

  it('关闭其他 and 关闭全部 from the button at the end of the bar', async () => {
    await signInForShell('13800000000');
    useTabs.getState().setTabs([
      { key: '/log', title: '首页', id: '/log', used: 1 },
      { key: '/user-order', title: '用户订单', id: '/user-order', used: 2 },
    ]);
    const { user } = renderApp('/black-list');
    await screen.findByRole('tab', { name: /黑名单/ }, { timeout: SHELL_TIMEOUT });
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户订单', '黑名单']));

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(tabTitles()).toEqual(['黑名单']));

    await user.click(screen.getByRole('button', { name: '标签操作' }));
    await user.click((await screen.findAllByText('关闭全部')).at(-1)!);
    await expectHash('#/log', SHELL_TIMEOUT);
    await waitFor(() => expect(tabTitles()).toEqual(['首页']), { timeout: SHELL_TIMEOUT });
  });

  it('a saved form’s tab closes; a refused save keeps it open', async () => {
    await signInForShell('13800000000');
    useTabs.getState().setTabs([{ key: '/log', title: '首页', id: '/log', used: 1 }]);
    const { user } = renderApp('/work/new-work-order');
    await screen.findByRole('textbox', { name: '标题' }, { timeout: SHELL_TIMEOUT });

    // refused: nothing filled in, the form (and its tab) stays
    await user.click(screen.getByRole('button', { name: btn('提交工单') }));
    await waitFor(() => expect(tabKeys()).toEqual(['/log', '/work/new-work-order']));

    await fillTicket(user);
    await pastThrottle();
    await user.click(screen.getByRole('button', { name: btn('提交工单') }));
    await expectHash('#/work/view-tickets', SHELL_TIMEOUT);
    await waitFor(() => expect(tabKeys()).toEqual(['/log', '/work/view-tickets']));
  });
});
