/**
 * The backend behind another origin (the console served from one host, the API from
 * another): it answers the browser's preflight (OPTIONS) for its own addresses with the
 * methods served there and the headers the console sends, names the caller's origin in
 * every reply (refusals included), and the user service answers every refusal in its
 * own shape, never as a 200.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { corsRoutes } from '@mocks/lib/cors';
import { dispatcher } from '@mocks/lib/dispatch';
import { setFaults } from '@mocks/lib/faults';
import { call, exchangeKeys, MAIN, setupRawBackend, USER } from './backendSession';

setupRawBackend();

const CONSOLE = 'https://console.example.com';

const preflight = (url: string, method: string, more = '') =>
  new Request(url, {
    method: 'OPTIONS',
    headers: {
      Origin: CONSOLE,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': `_t,authorization,x-app-id,content-type${more}`,
    },
  });

const list = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

describe('CORS preflight', () => {
  it.each([
    ['a backend list', `${MAIN}/platform/blacklist/list`, 'GET', ['GET']],
    ['a write with a path parameter', `${MAIN}/platform/blacklist/U100001`, 'DELETE', ['DELETE']],
    ['the user service', `${USER}/verifySmsCode`, 'POST', ['POST']],
  ])('%s: 204, the origin echoed, its methods and every header the console sends', async (_, url, method, methods) => {
    const res = await fetch(preflight(url, method));
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
    expect(list(res.headers.get('Vary'))).toContain('origin');
    const allowed = list(res.headers.get('Access-Control-Allow-Methods'));
    for (const m of [...methods, 'OPTIONS']) expect(allowed).toContain(m.toLowerCase());
    expect(list(res.headers.get('Access-Control-Allow-Headers'))).toEqual(
      expect.arrayContaining(['_t', 'authorization', 'x-app-id', 'content-type']),
    );
    expect(Number(res.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
  });

  it('a money write: the preflight allows its Idempotency-Key', async () => {
    const res = await fetch(preflight(`${MAIN}/platform/refund`, 'POST', ',idempotency-key'));
    expect(res.status).toBe(204);
    expect(list(res.headers.get('Access-Control-Allow-Headers'))).toContain('idempotency-key');
  });

  it('every route of the backend: its preflight allows its method, from any origin', async () => {
    const all = [...corsRoutes()];
    expect(all.length).toBeGreaterThan(150);
    for (const [path, methods] of all) {
      // an address of the pattern: the origin for `*`, a value for each parameter
      const url = path
        .replace(/^\*/, 'http://localhost')
        .replace(/\/\*$/, '/x')
        .replace(/:[A-Za-z_]+/g, 'P1');
      for (const method of methods) {
        const res = await getResponse(handlers, preflight(url, method));
        expect(res?.status, `${method} ${url}`).toBe(204);
        expect(list(res!.headers.get('Access-Control-Allow-Methods')), `${method} ${url}`).toContain(
          method.toLowerCase(),
        );
        expect(res!.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
      }
    }
  });

  it('an address the backend does not serve gets no preflight answer (left to a 404), in Node and through the page’s dispatcher', async () => {
    const stray = `${MAIN}/platform/no-such-thing`;
    expect(await getResponse(handlers, preflight(stray, 'GET'))).toBeUndefined();
    expect(await getResponse([dispatcher(handlers)], preflight(stray, 'GET'))).toBeUndefined();
    const viaDispatcher = await getResponse(
      [dispatcher(handlers)],
      preflight(`${MAIN}/platform/blacklist/U100001`, 'DELETE'),
    );
    expect(viaDispatcher?.status).toBe(204);
  });
});

describe('replies name the origin', () => {
  it('a success, a refusal (401) and a server failure all carry Access-Control-Allow-Origin; Server-Timing is readable', async () => {
    const headers = { Origin: CONSOLE };
    const ok = await fetch(`${MAIN}/platform/site/config`, { headers });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
    expect(list(ok.headers.get('Access-Control-Expose-Headers'))).toContain('server-timing');

    const { _t } = await exchangeKeys();
    const refused = await fetch(`${MAIN}/platform/blacklist/list`, { headers: { ...headers, _t } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);

    setFaults({ failureRate: 1 });
    const failed = await fetch(`${MAIN}/platform/site/config`, { headers });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
  });
});

describe('the user service refuses in its own shape', () => {
  it('an envelope sealed for a _t the server does not know: 400 {code:"SIGN", error:"签名无效"}, no objectId, no suc', async () => {
    const keys = await exchangeKeys();
    const res = await call('POST', '', {
      url: `${USER}/verifySmsCode`,
      keys: { ...keys, _t: 'forgotten-ticket' },
      body: { mobilePhoneNumber: '13800000000', smsCode: '123456' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'SIGN', error: '签名无效' });
  });

  it('a server failure: 500 {code, error}', async () => {
    setFaults({ failureRate: 1 });
    const res = await call('POST', '', { url: `${USER}/requestSmsCode`, body: { mobilePhoneNumber: '13800000001' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, error: '服务器繁忙，请稍后再试' });
  });
});
