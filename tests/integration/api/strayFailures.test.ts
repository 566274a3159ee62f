// @vitest-environment jsdom
/**
 * The app's last net: a call's failure no one caught (a button's promise left to itself)
 * is shown as a message and marked handled, unless the client announced it already; other
 * rejections are left to the browser. (jsdom fires no `unhandledrejection` by itself: the
 * event is dispatched as the browser would.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { notify, toast } from '@/shared/http/notify';

vi.mock('@/shared/http/notify', () => ({
  notify: vi.fn(),
  toast: vi.fn(),
  registerFeedback: vi.fn(),
  resetFeedback: vi.fn(),
}));

const toastMock = vi.mocked(toast);

/** An `unhandledrejection` as the browser dispatches it; true when a listener marked it handled. */
function strayRejection(reason: unknown): boolean {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
    reason?: unknown;
    promise?: Promise<unknown>;
  };
  event.reason = reason;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  toastMock.mockClear();
  vi.mocked(notify).mockClear();
});

describe('failures no one caught', () => {
  it('a refusal the client did not announce: its reason as a message, handled', () => {
    expect(strayRejection(new ApiError('该用户已被他人移出', 'business', 200, 409, '该用户已被他人移出'))).toBe(true);
    expect(toastMock).toHaveBeenCalledWith('error', '该用户已被他人移出');
  });

  it('a failure the client announced (502): handled, not shown twice', () => {
    const e = new ApiError('请求失败（502）', 'http', 502);
    e.announced = true;
    expect(strayRejection(e)).toBe(true);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('an aborted call: handled, nothing shown; an error that is not a call’s: left alone', () => {
    expect(strayRejection(new ApiError('请求已取消', 'aborted'))).toBe(true);
    expect(strayRejection(new TypeError('x is undefined'))).toBe(false);
    expect(toastMock).not.toHaveBeenCalled();
  });
});
