/**
 * The watermark (site title and the phone's tail) lies over the whole shell, the side menu and
 * the header included, and over the big screens; never over the sign-in pages. (jsdom draws no
 * canvas: the mark's container is what is checked.)
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupBackend, signInForShell } from '../harness/backend';
import { renderApp, SHELL_TIMEOUT, SLOW, withDesktopWindow } from '../harness/render';

vi.mock('@/shared/ui/charts/Chart', () => import('../stubs/chartStub'));
setupBackend();
withDesktopWindow();

const marked = (el: Element | null | undefined) => !!el?.closest('.shell-watermark');

describe('the watermark', SLOW, () => {
  it('covers the header and the side menu as well as the page', async () => {
    await signInForShell('13800000000');
    renderApp('/log');
    expect(await screen.findByText(/欢迎回来/, undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(marked(document.querySelector('.shell-header'))).toBe(true);
    expect(marked(document.querySelector('.shell-sider'))).toBe(true);
    expect(marked(screen.getByRole('main'))).toBe(true);
    // one mark for the whole shell, not one per part
    expect(document.querySelectorAll('.shell-watermark')).toHaveLength(1);
  });

  it('covers a big screen opened standalone, the whole window', async () => {
    await signInForShell('13800000003');
    renderApp('/screenHome1?standalone=1');
    const title = await screen.findByRole('heading', { name: '营收大屏' }, { timeout: SHELL_TIMEOUT });
    const mark = title.closest<HTMLElement>('.shell-watermark');
    expect(mark).not.toBeNull();
    expect(mark!.style.position).toBe('fixed');
  });

  it('covers a big screen inside the shell, and still when it is full screen', async () => {
    await signInForShell('13800000003');
    const { user } = renderApp('/screenHome1');
    const title = await screen.findByRole('heading', { name: '营收大屏' }, { timeout: SHELL_TIMEOUT });
    expect(marked(title)).toBe(true);
    expect(title.closest('.shell-watermark')?.contains(document.querySelector('.shell-header'))).toBe(true);
    await user.click(screen.getByRole('button', { name: /全屏/ }));
    expect(document.querySelector('.shell-header')).toBeNull();
    expect(marked(screen.getByRole('heading', { name: '营收大屏' }))).toBe(true);
  });

  it('is not on the sign-in page', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('手机号', undefined, { timeout: SHELL_TIMEOUT })).toBeInTheDocument();
    expect(document.querySelector('.shell-watermark')).toBeNull();
  });
});
