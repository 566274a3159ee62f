/**
 * The rest of the shell (tab bar, the header's right side, chat) when its first page never shows
 * (a page that cannot load, a refusal drawn without a page): it comes after CHROME_WAIT_MS all the
 * same, so the operator can still reach the account menu and sign out.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROME_WAIT_MS, useChromeShown } from '@/layouts/useChromeShown';

afterEach(() => {
  vi.useRealTimers();
});

describe('the rest of the shell without a page', () => {
  it('comes after the wait when no page has shown, and not before', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useChromeShown());
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHROME_WAIT_MS - 100);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(result.current).toBe(true);
    // a later shell (another account) draws it at once
    expect(renderHook(() => useChromeShown()).result.current).toBe(true);
  });
});
