/**
 * The shell's first page before the rest of it (issue 40, the cold load's main thread): the page
 * an operator opens commits without the tab bar, the header's right side and the chat button,
 * which follow once that page's reads are answered; and they come even when no page shows.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForShell, setupBackend } from '../harness/backend';
import { renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';

setupBackend();
withDesktopWindow();

/** The parts that follow the page: the operator's menu, the tab bar, the chat button. */
const rest = () => [
  screen.queryByRole('button', { name: '账号菜单' }),
  screen.queryByRole('tablist'),
  screen.queryByRole('button', { name: '在线客服' }),
];

describe('the shell on its first page', SLOW, () => {
  it('shows the page first, then the tab bar, the operator’s menu and the chat button once its reads are in', async () => {
    await signInForShell('13800000000');
    renderApp('/black-list');
    // the page's first commit: its search form, before its rows are answered
    await screen.findByRole('button', { name: /查\s*询/ }, { timeout: SHELL_TIMEOUT });
    expect(rest()).toEqual([null, null, null]);
    await waitFor(() => expect(rest().every(Boolean)).toBe(true), { timeout: SHELL_TIMEOUT });
    expect(screen.getByRole('tab', { name: /黑名单/ })).toBeInTheDocument();
  });
});
