/**
 * A cold load of a shell page commits the shell in steps, each once the last has been painted
 * (issue 40: the page's longest task ≤ 50 ms): the menu and header first, then the tab bar, then
 * the page. One commit of all three was the cold load's longest task (90–140 ms in Chromium).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupBackend, signInForShell } from '../harness/backend';
import { renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';

setupBackend();
withDesktopWindow();

/** What the screen held after each batch of DOM changes (a commit's, delivered after its task). */
function watchShell() {
  const seen: { menu: boolean; tabBar: boolean; page: boolean }[] = [];
  const observer = new MutationObserver(() => {
    seen.push({
      menu: !!document.querySelector('[role="menu"]'),
      tabBar: !!document.querySelector('.ant-tabs'),
      page: !!document.querySelector('.shell-page')?.textContent?.includes('欢迎回来'),
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('the shell comes in steps', SLOW, () => {
  it('shows its menu before its tab bar, and its tab bar before the page, never all in one commit', async () => {
    await signInForShell('13800000000');
    const shell = watchShell();
    renderApp('/log');
    await screen.findByText(/欢迎回来/, {}, { timeout: SHELL_TIMEOUT });
    shell.stop();
    const { seen } = shell;
    const first = (p: (s: (typeof seen)[number]) => boolean) => seen.findIndex(p);
    expect(first((s) => s.menu)).toBeGreaterThanOrEqual(0);
    // the menu was on screen without the tab bar, and the tab bar without the page
    expect(seen.some((s) => s.menu && !s.tabBar && !s.page)).toBe(true);
    expect(seen.some((s) => s.tabBar && !s.page)).toBe(true);
    expect(first((s) => s.menu)).toBeLessThan(first((s) => s.tabBar));
    expect(first((s) => s.tabBar)).toBeLessThan(first((s) => s.page));
  });
});
