// @vitest-environment jsdom
/**
 * The read retry policy of the query layer: transient failures (no answer,
 * 5xx) are asked again with a doubling wait and then shown once; business errors, 4xx and
 * aborts are shown at once; look-ups keep asking. Runs the app's QueryClient with its own
 * retry setting (tests/setup.ts turns retries off for the other tests).
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { queryClient } from '@/shared/query/queryClient';
import { READ_RETRIES, isTransient, retryDelay, shouldRetry } from '@/shared/query/retry';
import * as notify from '@/shared/http/notify';

const network = new ApiError('网络出现问题，请稍后再试', 'network');
const server = new ApiError('服务器繁忙，请稍后再试', 'http', 503);
const notFound = new ApiError('请求错误，未找到该资源', 'http', 404);
const refused = new ApiError('该手机号未开通后台账号', 'business', 200);
const aborted = new ApiError('请求已取消', 'aborted');

describe('read retry policy', () => {
  it('asks again after a missing answer or a server failure, never after a refusal, a 4xx or an abort', () => {
    expect([network, server].map(isTransient)).toEqual([true, true]);
    expect([notFound, refused, aborted, new Error('x')].map(isTransient)).toEqual([false, false, false, false]);
    expect(shouldRetry(0, server)).toBe(true);
    expect(shouldRetry(READ_RETRIES, server)).toBe(false);
    expect(shouldRetry(0, refused)).toBe(false);
    // a look-up asks until it answers, also after a refusal such as '服务繁忙'
    expect(shouldRetry(50, network, true)).toBe(true);
    expect(shouldRetry(3, refused, true)).toBe(true);
    expect(shouldRetry(0, notFound, true)).toBe(false);
    expect(shouldRetry(0, aborted, true)).toBe(false);
  });

  it('waits 10, 20, 40 … ms in tests (1 s, 2 s, 4 s … up to 8 s in the app)', () => {
    expect([0, 1, 2, 3, 4, 9].map(retryDelay)).toEqual([10, 20, 40, 80, 80, 80]);
  });
});

describe('the app QueryClient', () => {
  const client = new QueryClient({
    queryCache: queryClient.getQueryCache(),
    defaultOptions: { queries: { ...queryClient.getDefaultOptions().queries } },
  });
  // the app's defaults, as shipped: retry by the error's kind
  const appDefaults = () => ({ retry: (n: number, e: Error) => shouldRetry(n, e), retryDelay });
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it('a read failing twice with 503 then answering is shown with its data and announced never', async () => {
    const shown = vi.spyOn(notify, 'notify');
    let calls = 0;
    const data = await client.fetchQuery({
      queryKey: ['flaky'],
      ...appDefaults(),
      queryFn: async () => {
        calls += 1;
        if (calls <= 2) throw server;
        return 'ok';
      },
    });
    expect(data).toBe('ok');
    expect(calls).toBe(3);
    expect(shown).not.toHaveBeenCalled();
  });

  it("a read that keeps failing is tried 1 + 2 times and announced once with the server's message", async () => {
    const shown = vi.spyOn(notify, 'notify');
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['down'],
        ...appDefaults(),
        queryFn: async () => {
          calls += 1;
          throw server;
        },
      }),
    ).rejects.toBe(server);
    expect(calls).toBe(1 + READ_RETRIES);
    expect(shown.mock.calls).toEqual([['error', '错误', '服务器繁忙，请稍后再试']]);
  });

  it('a refused read is not asked again, and the query layer does not announce it (the client did)', async () => {
    const shown = vi.spyOn(notify, 'notify');
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['refused'],
        ...appDefaults(),
        queryFn: async () => {
          calls += 1;
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
    expect(shown).not.toHaveBeenCalled();
  });

  it('a read whose page shows its own failure (a wall monitor, a card) is not announced', async () => {
    const shown = vi.spyOn(notify, 'notify');
    await expect(
      client.fetchQuery({
        queryKey: ['wall'],
        ...appDefaults(),
        meta: { silent: true },
        queryFn: async () => {
          throw server;
        },
      }),
    ).rejects.toBe(server);
    expect(shown).not.toHaveBeenCalled();
  });
});
