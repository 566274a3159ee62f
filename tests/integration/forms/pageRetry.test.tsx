/**
 * A page part that failed to load (offline) is fetched again by 重试, without a reload
 * (issue 23): the loader runs again and the page renders; where the browser kept the
 * failed import, the chunk named in the error is imported again under `?retry=N`.
 * A retry that fails again keeps offering 重试.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chunkUrlOf, importAgain, withRetryParam } from '@/shared/ui/importAgain';
import { lazyPage } from '@/shared/ui/lazyPage';

const offline = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${window.location.origin}/assets/BlacklistPage-D4x9.js`);
const page = { default: () => <h1>黑名单</h1> };
// a lazy page settles a render or two later: on a busy machine that may take more than a second
const SLOW_RENDER = { timeout: 10000 };

describe('retrying a page part', () => {
  it('重试 runs the loader again and renders the page', async () => {
    const loader = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(page);
    const Page = lazyPage(loader);
    const user = userEvent.setup();
    render(<Page />);
    expect(await screen.findByText('页面资源加载失败', {}, SLOW_RENDER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('heading', { name: '黑名单' }, SLOW_RENDER)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a retry that fails again offers 重试 again, and the next one can succeed', async () => {
    // a chunk on another origin is never imported behind the loader's back
    const elsewhere = new TypeError('Failed to fetch dynamically imported module: https://cdn.example/assets/X-1.js');
    const loader = vi.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(elsewhere).mockResolvedValue(page);
    const Page = lazyPage(loader);
    const user = userEvent.setup();
    render(<Page />);
    await user.click(await screen.findByRole('button', { name: /重\s*试/ }, SLOW_RENDER));
    expect(await screen.findByText('页面资源加载失败', {}, SLOW_RENDER)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('heading', { name: '黑名单' }, SLOW_RENDER)).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('when the browser kept the failed import, the chunk is imported anew under ?retry=N', async () => {
    // what the browser does for the kept failure: the same error again, at once
    const loader = vi.fn().mockRejectedValue(offline());
    const load = vi.fn().mockResolvedValue(page);
    await expect(importAgain(loader, 2, load)).resolves.toBe(page);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(`${window.location.origin}/assets/BlacklistPage-D4x9.js?retry=2`);

    // a failure that names no chunk (Safari) is the loader's own
    const safari = vi.fn().mockRejectedValue(new TypeError('Importing a module script failed.'));
    await expect(importAgain(safari, 1, load)).rejects.toThrow('Importing a module script failed.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds the chunk’s address in the browsers’ messages, same origin only', () => {
    const here = window.location.origin;
    expect(chunkUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/A-1.js`))).toBe(
      `${here}/assets/A-1.js`,
    );
    expect(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${here}/assets/A-1.js?retry=1`))).toBe(
      `${here}/assets/A-1.js?retry=1`,
    );
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/a.js')),
    ).toBeUndefined();
    expect(withRetryParam(`${here}/assets/A-1.js?retry=1`, 2)).toBe(`${here}/assets/A-1.js?retry=2`);
  });
});
