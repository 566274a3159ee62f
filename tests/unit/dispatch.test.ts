/**
 * The embedded backend's dispatcher in the page (mocks/lib/dispatch.ts): a request reaches
 * the handler msw would have chosen among all of them; a request no handler's path ends
 * like (the app's scripts) passes through without trying any.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatcher } from '@mocks/lib/dispatch';

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
