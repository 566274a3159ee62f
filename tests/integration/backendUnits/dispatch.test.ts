/**
 * The embedded backend's dispatcher in the page (mocks/lib/dispatch.ts): a request reaches
 * the handler msw would have chosen among all of them; a request no handler's path ends
 * like (the app's scripts) passes through without trying any. Work run `alone` (the browser
 * tests' replay check) waits for the requests being answered and holds those that arrive.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { alone, answered, candidates, dispatcher } from '@mocks/lib/dispatch';
import { handlers as backendHandlers } from '@mocks/handlers';

const answer = (text: string) => () => HttpResponse.text(text);

describe('dispatcher', () => {
  const list = vi.fn(answer('list'));
  const handlers = [
    http.get('*/ebike/v3/backend/platform/user/list', list),
    http.post('*/ebike/v3/backend/platform/user/list', answer('post list')),
    http.get('*/ebike/v3/backend/platform/order/list', answer('orders')),
    http.delete('*/ebike/v3/backend/platform/blacklist/:userId', ({ params }) =>
      HttpResponse.text(`unblock ${String(params.userId)}`),
    ),
    http.get('https://static.example.com/:dir/:file', ({ params }) =>
      HttpResponse.text(`image ${String(params.dir)}/${String(params.file)}`),
    ),
  ];
  const one = [dispatcher(handlers)];
  const send = async (url: string, method = 'GET') => (await getResponse(one, new Request(url, { method })))?.text();

  it('answers with the handler of the same method and path, by its last segment or a trailing parameter', async () => {
    expect(await send('http://localhost/ebike/v3/backend/platform/user/list?params=x')).toBe('list');
    expect(await send('http://localhost/ebike/v3/backend/platform/user/list', 'POST')).toBe('post list');
    expect(await send('http://localhost/ebike/v3/backend/platform/order/list')).toBe('orders');
    expect(await send('http://localhost/ebike/v3/backend/platform/blacklist/U100001', 'DELETE')).toBe(
      'unblock U100001',
    );
    expect(await send('https://static.example.com/avatars/a.png')).toBe('image avatars/a.png');
  });

  it('lets what no handler answers pass: the app’s own files, another method, another path ending alike', async () => {
    list.mockClear();
    expect(await send('http://localhost/assets/index-BR0KFs2V.js')).toBeUndefined();
    expect(await send('http://localhost/ebike/v3/backend/platform/order/list', 'DELETE')).toBeUndefined();
    expect(await send('http://localhost/ebike/v3/backend/platform/vehicle/list')).toBeUndefined();
    expect(list).not.toHaveBeenCalled();
  });
});

describe('candidates', () => {
  const pick = candidates(backendHandlers);
  const tried = (url: string, method = 'GET') => pick(new Request(url, { method })).map((h) => h.info.header);

  it('tries only the handler of the request’s method and path, not every one whose path ends alike', () => {
    // dozens of the backend's paths end in /list: each tried was a pattern compiled and the cookies read
    const lists = backendHandlers.filter((h) => String(h.info.path).endsWith('/list'));
    expect(lists.length).toBeGreaterThan(10);
    expect(tried('http://127.0.0.1:8080/ebike/v3/backend/platform/order/list?params=x')).toEqual([
      'GET */ebike/v3/backend/platform/order/list',
    ]);
    expect(tried('http://127.0.0.1:8080/ebike/v3/backend/platform/user/list/')).toEqual([]);
    expect(tried('http://127.0.0.1:8080/ebike/v3/backend/platform/order/list', 'DELETE')).toEqual([]);
  });

  it('keeps every handler msw itself would answer with, for each fixed path of the backend', async () => {
    for (const h of backendHandlers) {
      const path = String(h.info.path);
      if (!/^\*\/[\w./-]*$/.test(path) || h.info.method instanceof RegExp) continue;
      const request = new Request(`http://127.0.0.1:8080${path.slice(1)}`, { method: String(h.info.method) });
      const found = pick(request);
      expect(found, path).toContain(h);
      // msw, asked with all of them, stops at the first it matches: that one is among the few tried
      const parsed = await Promise.all(
        backendHandlers.map(async (x) => ({ x, matches: (await x.parse({ request })).match.matches })),
      );
      const first = parsed.find(({ x, matches }) => matches && x.info.method === h.info.method)?.x;
      expect(found, path).toContain(first);
    }
  });
});

describe('answered', () => {
  it('calls a fixed path’s resolver without msw’s run, and answers as msw does', async () => {
    const pick = candidates(backendHandlers);
    const request = () => new Request('http://127.0.0.1:8080/ebike/v3/backend/platform/order/list', { method: 'GET' });
    const [handler] = pick(request());
    const run = vi.spyOn(handler, 'run');
    const direct = await answered([handler], request());
    expect(run).not.toHaveBeenCalled();
    const viaMsw = await getResponse([handler], request());
    expect(run).toHaveBeenCalledTimes(1);
    run.mockRestore();
    // no envelope: the backend's refusal, the same either way
    const said = await direct?.text();
    expect(said).toContain('签名无效');
    expect([direct?.status, said]).toEqual([viaMsw?.status, await viaMsw?.text()]);
  });
});

describe('alone', () => {
  /** A handler that awaits on its way (as the latency and the body do), noting when it starts and ends. */
  const steps: string[] = [];
  let open = () => {};
  const gate = () =>
    new Promise<void>((resolve) => {
      open = resolve;
    });
  let waitFor = gate();
  const one = [
    dispatcher([
      http.get('*/slow', async () => {
        steps.push('slow: started');
        await waitFor;
        steps.push('slow: answered');
        return HttpResponse.text('slow');
      }),
      http.get('*/list', () => {
        steps.push('list: answered');
        return HttpResponse.text('list');
      }),
    ]),
  ];
  const send = (path: string) => getResponse(one, new Request(`http://localhost${path}`)).then((r) => r?.text());
  const turns = () => new Promise((r) => setTimeout(r, 0));

  it('waits for the request being answered, and a request arriving meanwhile waits for the work', async () => {
    steps.length = 0;
    waitFor = gate();
    const slow = send('/slow');
    await turns();
    const check = alone(async () => {
      steps.push('check: started');
      await turns();
      steps.push('check: done');
      return 'checked';
    });
    await turns();
    const list = send('/list');
    await turns();
    expect(steps, 'the check has not begun while a request is under way').toEqual(['slow: started']);
    open();
    expect(await Promise.all([slow, check, list])).toEqual(['slow', 'checked', 'list']);
    expect(steps).toEqual(['slow: started', 'slow: answered', 'check: started', 'check: done', 'list: answered']);
  });

  it('lets requests through again when the work failed', async () => {
    steps.length = 0;
    await expect(alone(() => Promise.reject(new Error('check failed')))).rejects.toThrow('check failed');
    expect(await send('/list')).toBe('list');
    expect(steps).toEqual(['list: answered']);
  });
});
