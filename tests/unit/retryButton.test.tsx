/**
 * 重试 on a page's read asks again, at once, for what else on screen failed: reads shown as
 * failed and look-ups still waiting out their back-off (1 s, 2 s … 8 s between tries), so
 * the operator is not left with an empty 固件 select for up to 8 s after the backend is back.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { setRetryBase } from '@/shared/query/retry';
import { useLookup } from '@/shared/query/useLookup';
import { useServerQuery } from '@/shared/query/useServerQuery';

const down = () => new ApiError('网络出现问题，请稍后再试', 'network');

/** A page read and a look-up of firmware options, each answering or failing as told; calls counted. */
function renderReadAndLookup(id: string, answers: { list: () => boolean; options: () => boolean }) {
  const calls = { list: 0, options: 0 };
  const view = renderHook(() => ({
    list: useServerQuery({
      key: ['production', 'firmwares', id],
      fetch: async () => {
        calls.list += 1;
        if (!answers.list()) throw down();
        return ['V1.0.3'];
      },
    }),
    options: useLookup(
      ['production', 'firmwareOptions', id],
      async () => {
        calls.options += 1;
        if (!answers.options()) throw down();
        return ['V1.0.3', 'V1.0.4'];
      },
      [] as string[],
    ),
  }));
  return { ...view, calls };
}

describe('重试 on a page read', () => {
  afterEach(() => setRetryBase(10));

  it('asks a look-up in its back-off again at once, and the options arrive', async () => {
    // a back-off of a minute and more: only the retry can make the look-up ask again within
    // the test (a wait for the options gives up after 15 s)
    setRetryBase(60_000);
    let backend = false;
    const { result, calls } = renderReadAndLookup('retry-test', { list: () => backend, options: () => backend });
    await waitFor(() => expect(result.current.list.error).toBe('网络出现问题，请稍后再试'));
    await waitFor(() => expect(calls.options).toBe(1));
    expect(result.current.options).toEqual([]);

    backend = true;
    act(() => result.current.list.reload());
    await waitFor(() => expect(result.current.list.data).toEqual(['V1.0.3']));
    await waitFor(() => expect(result.current.options).toEqual(['V1.0.3', 'V1.0.4']));
    expect(calls.options).toBe(2);
  });

  it('leaves a look-up that answered alone', async () => {
    let failing = true;
    const { result, calls } = renderReadAndLookup('retry-test-2', { list: () => !failing, options: () => true });
    await waitFor(() => expect(result.current.list.error).toBeDefined());
    await waitFor(() => expect(result.current.options).toEqual(['V1.0.3', 'V1.0.4']));
    failing = false;
    act(() => result.current.list.reload());
    await waitFor(() => expect(result.current.list.data).toEqual(['V1.0.3']));
    expect(calls.options).toBe(1);
  });
});
