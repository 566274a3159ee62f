/**
 * 全屏 on a big screen (useFullscreen): the browser's Fullscreen API where it is offered, the
 * screen's own full-viewport mode where it is missing or refused; the browser's exit, Esc and
 * leaving the page all give the shell back.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenFocus } from '@/widgets/bigscreen/frame';
import { useFullscreen } from '@/widgets/bigscreen/hooks';

const root = document.documentElement;
let current: Element | null = null;

/** A browser with the Fullscreen API; `refuse` makes it decline (no user gesture, a policy). */
function offerFullscreen(refuse = false) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const request = vi.fn(async () => {
    if (refuse) throw new TypeError('Permissions check failed');
    current = root;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  const exit = vi.fn(async () => {
    current = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  root.requestFullscreen = request;
  document.exitFullscreen = exit;
  return { request, exit };
}

/** The user leaves full screen the browser's way (its own Esc or gesture): only the event comes. */
function browserExits() {
  current = null;
  document.dispatchEvent(new Event('fullscreenchange'));
}

afterEach(() => {
  current = null;
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(root, 'requestFullscreen');
  Reflect.deleteProperty(document, 'exitFullscreen');
  useScreenFocus.setState({ on: false });
});

const toggle = async (r: { current: [boolean, () => void] }) => {
  await act(async () => r.current[1]());
};

describe('全屏 on a big screen', () => {
  it('asks the browser, hides the shell, and the browser’s own exit gives it back', async () => {
    const api = offerFullscreen();
    const { result } = renderHook(() => useFullscreen());
    await toggle(result);
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(true);
    expect(useScreenFocus.getState().on).toBe(true);

    act(() => browserExits());
    expect(result.current[0]).toBe(false);
    expect(useScreenFocus.getState().on).toBe(false);
  });

  it('退出全屏 leaves the browser’s full screen too', async () => {
    const api = offerFullscreen();
    const { result } = renderHook(() => useFullscreen());
    await toggle(result);
    await toggle(result);
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(false);
    expect(useScreenFocus.getState().on).toBe(false);
  });

  it('a refused request still shows the screen alone, and Esc returns', async () => {
    offerFullscreen(true);
    const { result } = renderHook(() => useFullscreen());
    await toggle(result);
    expect(result.current[0]).toBe(true);
    expect(useScreenFocus.getState().on).toBe(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current[0]).toBe(false);
    expect(useScreenFocus.getState().on).toBe(false);
  });

  it('Esc in one of the screen’s dialogs closes only the dialog', async () => {
    const { result } = renderHook(() => useFullscreen());
    await toggle(result);
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    const input = dialog.appendChild(document.createElement('input'));
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current[0]).toBe(true);
    dialog.remove();
  });

  it('leaving the page while full screen gives the window and the shell back', async () => {
    const api = offerFullscreen();
    const { result, unmount } = renderHook(() => useFullscreen());
    await toggle(result);
    unmount();
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(useScreenFocus.getState().on).toBe(false);
  });
});
