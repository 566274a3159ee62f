// @vitest-environment jsdom
/**
 * The HTTP client against msw/node: headers and envelope on the wire, and the
 * mapping of failures to notifications (states and transitions, error catalogue; bases, headers and envelope).
 */
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useSession } from '@/shared/auth/session';
import { env } from '@/shared/config/env';
import { http, request } from '@/shared/http/client';
import { ApiError, isAbort } from '@/shared/http/errors';
import { callsHeld, holdCallsUntil } from '@/shared/http/gate';
import { notify } from '@/shared/http/notify';
import { open } from '@/shared/utils/envelope';
import { server, setupBackend } from '../harness/backend';

vi.mock('@/shared/http/notify', () => ({ notify: vi.fn(), toast: vi.fn(), registerFeedback: vi.fn() }));

const X = '*/ebike/v3/backend/x';
const notifyMock = vi.mocked(notify);

/** Resolves with the rejection of a call that must fail. */
const failure = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError);
      return e as ApiError;
    },
  );

setupBackend();
beforeEach(() => notifyMock.mockClear());

describe('successful calls', () => {
  it('resolves with data of {suc:true,data}', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.json({ suc: true, data: { n: 1, name: '西湖服务区' } })));
    await expect(http.get('/x')).resolves.toEqual({ n: 1, name: '西湖服务区' });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('resolves with the whole body when it has no data field', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.json({ rows: [], total: 0 })));
    await expect(http.get('/x')).resolves.toEqual({ rows: [], total: 0 });
  });
});

describe('calls made while the embedded backend starts (the mock modes render the app at once)', () => {
  /** Every turn of the event loop the client could have used to send a call it was not holding. */
  const turns = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
  };

  it('are held until the backend intercepts them, then sent once and answered', async () => {
    const sent: string[] = [];
    server.use(
      mswHttp.get(X, ({ request }) => {
        sent.push(new URL(request.url).pathname);
        return HttpResponse.json({ suc: true, data: { title: '共享运营平台' } });
      }),
    );
    // the transport loaded (as a call before this one loaded it): only the hold keeps the call back
    await http.get('/x');
    sent.length = 0;
    let intercepting = () => {};
    holdCallsUntil(new Promise<void>((r) => (intercepting = r)));
    const answer = http.get('/x');
    await turns(20);
    expect(sent).toEqual([]);
    intercepting();
    await expect(answer).resolves.toEqual({ title: '共享运营平台' });
    expect(sent).toEqual(['/ebike/v3/backend/x']);
    expect(callsHeld()).toBeNull();
  });

  it('go on when the backend failed to start (to fail as they would)', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.json({ suc: true, data: 1 })));
    holdCallsUntil(Promise.reject(new Error('embedded backend failed to start')));
    await expect(http.get('/x')).resolves.toBe(1);
    expect(notifyMock).not.toHaveBeenCalled();
  });
});

describe('HTTP failures', () => {
  it('401: 未授权 / 授权验证失败, clears the token and goes to the login with a redirect', async () => {
    useSession.getState().signIn({ token: 'tok', objectId: 'obj', opMan: 'OP0000' });
    window.location.hash = '#/somewhere';
    server.use(
      mswHttp.get(X, () =>
        HttpResponse.json({ suc: false, error: { code: 401, promt: '授权验证失败' } }, { status: 401 }),
      ),
    );

    const e = await failure(http.get('/x'));
    // the session's end is the notice: whoever catches the failure adds nothing
    expect(e).toMatchObject({ kind: 'http', status: 401, message: '授权验证失败', announced: true });
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledWith('error', '未授权', '授权验证失败');
    expect(useSession.getState().token).toBeUndefined();
    expect(localStorage.getItem(`${env.storagePrefix}access_token`)).toBeNull();
    expect(window.location.hash).toBe('#/login?redirect=%2Fsomewhere');
  });

  it('401 on the login page stays there', async () => {
    window.location.hash = '#/login?redirect=%2Fa';
    server.use(mswHttp.get(X, () => new HttpResponse(null, { status: 401 })));
    // no session was held: nothing told, the sign-in page shows its own error
    expect((await failure(http.get('/x'))).announced).toBe(false);
    expect(window.location.hash).toBe('#/login?redirect=%2Fa');
  });

  it('403: Forbidden with the server message', async () => {
    server.use(
      mswHttp.get(X, () =>
        HttpResponse.json({ suc: false, error: { code: 403, promt: '没有访问权限' } }, { status: 403 }),
      ),
    );
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'http', status: 403, message: '没有访问权限' });
    expect(notifyMock).toHaveBeenCalledWith('error', 'Forbidden', '没有访问权限');
  });

  it('404: 错误 / 请求错误，未找到该资源', async () => {
    server.use(mswHttp.get(X, () => new HttpResponse('not found', { status: 404 })));
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'http', status: 404, message: '请求错误，未找到该资源' });
    expect(notifyMock).toHaveBeenCalledWith('error', '错误', '请求错误，未找到该资源');
  });

  it('network failure: 错误 / 网络出现问题，请稍后再试', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.error()));
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'network', message: '网络出现问题，请稍后再试' });
    expect(notifyMock).toHaveBeenCalledWith('error', '错误', '网络出现问题，请稍后再试');
  });

  it('500: 错误 with the server prompt', async () => {
    server.use(
      mswHttp.get(X, () =>
        HttpResponse.json({ suc: false, error: { promt: '服务器繁忙，请稍后再试' } }, { status: 500 }),
      ),
    );
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'http', status: 500, message: '服务器繁忙，请稍后再试' });
    expect(notifyMock).toHaveBeenCalledWith('error', '错误', '服务器繁忙，请稍后再试');
  });

  it('silent calls raise no notification for a failure the page shows itself', async () => {
    server.use(
      mswHttp.get(X, () => HttpResponse.json({ suc: false, error: { promt: '服务器繁忙' } }, { status: 500 })),
    );
    const e = await failure(http.get('/x', undefined, { silent: true }));
    expect(e.status).toBe(500);
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('a 401 ends the session the same for a silent call (a wall monitor’s refresh): login with a redirect back', async () => {
    useSession.getState().signIn({ token: 'tok', objectId: 'obj', opMan: 'OP0000' });
    window.location.hash = '#/big-screen';
    server.use(mswHttp.get(X, () => new HttpResponse(null, { status: 401 })));
    const e = await failure(http.get('/x', undefined, { silent: true }));
    expect(e.status).toBe(401);
    expect(notifyMock).toHaveBeenCalledWith('error', '未授权', '授权验证失败');
    expect(useSession.getState().token).toBeUndefined();
    expect(window.location.hash).toBe('#/login?redirect=%2Fbig-screen');
  });

  it('several calls refused at once end the session once: one notice', async () => {
    useSession.getState().signIn({ token: 'tok', objectId: 'obj', opMan: 'OP0000' });
    window.location.hash = '#/somewhere';
    server.use(mswHttp.get(X, () => new HttpResponse(null, { status: 401 })));
    await Promise.all([
      failure(http.get('/x')),
      failure(http.get('/x', undefined, { silent: true })),
      failure(http.get('/x')),
    ]);
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/login?redirect=%2Fsomewhere');
  });
});

describe('business failures (200 with suc:false)', () => {
  it('rejects with error.promt as the message', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.json({ suc: false, error: { code: 7, promt: 'x' } })));
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'business', message: 'x', prompt: 'x', code: 7 });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('reads error.promot where an endpoint says so', async () => {
    server.use(mswHttp.post(X, () => HttpResponse.json({ suc: false, error: { promot: 'y' } })));
    const e = await failure(http.post('/x', { a: 1 }));
    expect(e).toMatchObject({ kind: 'business', message: 'y' });
  });

  it('falls back to 操作失败 without a prompt', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.json({ suc: false })));
    expect((await failure(http.get('/x'))).message).toBe('操作失败');
  });
});

describe('answers that are not what they seem', () => {
  const html = '<!doctype html><html><head><title>运营平台</title></head><body><div id="root"></div></body></html>';

  it('a 200 HTML page (index.html for an address outside the proxied prefixes) is an error with a clear message, never an empty result', async () => {
    server.use(mswHttp.get(X, () => HttpResponse.html(html)));
    const e = await failure(http.get('/x'));
    expect(e).toMatchObject({ kind: 'http', status: 200, announced: true });
    expect(e.message).toBe('接口返回的不是有效数据（HTTP 200，text/html），请检查接口地址配置');
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledWith('error', '错误', e.message);
  });

  it('a body cut off (JSON content type, unparseable) is an error too; a silent call leaves it to its page', async () => {
    server.use(
      mswHttp.get(
        X,
        () => new HttpResponse('{"suc":true,"data":{"rows":[', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const e = await failure(http.get('/x', undefined, { silent: true }));
    expect(e).toMatchObject({ kind: 'http', status: 200, announced: false });
    expect(e.message).toContain('接口返回的不是有效数据');
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('204 No Content is a success without data', async () => {
    server.use(mswHttp.post(X, () => new HttpResponse(null, { status: 204 })));
    await expect(http.post('/x', {})).resolves.toBeUndefined();
  });

  it('a proxy’s 502 page: 请求失败（502）, announced once, marked as announced for whoever catches it', async () => {
    server.use(
      mswHttp.delete(
        X,
        () =>
          new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const e = await failure(http.del('/x'));
    expect(e).toMatchObject({ kind: 'http', status: 502, message: '请求失败（502）', announced: true });
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledWith('error', '错误', '请求失败（502）');
  });

  it('413 from the web server (body over its limit): says the body is too large and the limit', async () => {
    server.use(
      mswHttp.post(
        X,
        () =>
          new HttpResponse('<html>413 Request Entity Too Large</html>', {
            status: 413,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const e = await failure(http.post('/x', { dataUrl: 'data:image/png;base64,AAAA' }));
    expect(e).toMatchObject({ status: 413, message: '请求内容过大（上限 4 MB），未提交' });
  });

  it("api 'user': a refusal in a 200, {suc:false} or the user service's {code,error}, rejects like any refusal", async () => {
    let body: object = { suc: false, error: { code: 'SIGN', promt: '签名无效' } };
    server.use(mswHttp.post('*/user-api/probe', () => HttpResponse.json(body)));
    expect(await failure(request('/probe', { method: 'POST', data: {}, api: 'user' }))).toMatchObject({
      kind: 'business',
      message: '签名无效',
      code: 'SIGN',
    });
    body = { code: 601, error: '短信发送次数超量' };
    expect(await failure(request('/probe', { method: 'POST', data: {}, api: 'user' }))).toMatchObject({
      kind: 'business',
      message: '短信发送次数超量',
      code: 601,
    });
    body = { objectId: 'U1', error: null };
    await expect(request('/probe', { method: 'POST', data: {}, api: 'user' })).resolves.toEqual(body);
  });
});

describe('aborting', () => {
  it('rejects with kind aborted and shows nothing', async () => {
    // the answer is held until the test ends; the call is aborted once the server has it
    let arrived!: () => void;
    const reached = new Promise<void>((r) => {
      arrived = r;
    });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    onTestFinished(() => release());
    server.use(
      mswHttp.get(X, async () => {
        arrived();
        await held;
        return HttpResponse.json({ suc: true, data: 1 });
      }),
    );
    const ctl = new AbortController();
    const p = failure(http.get('/x', undefined, { signal: ctl.signal }));
    await reached;
    ctl.abort();
    const e = await p;
    expect(e.kind).toBe('aborted');
    expect(isAbort(e)).toBe(true);
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('an already aborted signal never reaches the server', async () => {
    const seen = vi.fn();
    server.use(mswHttp.get(X, () => (seen(), HttpResponse.json({ suc: true, data: 1 }))));
    const ctl = new AbortController();
    ctl.abort();
    expect((await failure(http.get('/x', undefined, { signal: ctl.signal }))).kind).toBe('aborted');
    expect(seen).not.toHaveBeenCalled();
    expect(notifyMock).not.toHaveBeenCalled();
  });
});

describe('headers and envelope', () => {
  const K = 'session-key-for-tests';

  function withSession() {
    Cookies.set('_t', 'ticket-1');
    Cookies.set('_k', K);
    useSession.getState().signIn({ token: 'header.payload.sig', objectId: 'obj', opMan: 'OP0000' });
  }

  it('POST sends _t, Bearer token and the body as {params: AES(body, _k)}', async () => {
    withSession();
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      mswHttp.post(X, async ({ request: req }) => {
        seen = { headers: req.headers, body: await req.json() };
        return HttpResponse.json({ suc: true, data: 'ok' });
      }),
    );
    const payload = { opManId: 'OP0000', name: '平台管理员', n: [1, 2] };
    await expect(http.post('/x', payload)).resolves.toBe('ok');
    expect(seen!.headers.get('_t')).toBe('ticket-1');
    expect(seen!.headers.get('authorization')).toBe('Bearer header.payload.sig');
    expect(seen!.headers.get('x-app-id')).toBeNull();
    const body = seen!.body as { params: string };
    expect(Object.keys(body)).toEqual(['params']);
    expect(body.params).not.toContain('OP0000');
    expect(open(body.params, K)).toEqual(payload);
  });

  it('GET sends the query as ?params=AES(query, _k)', async () => {
    withSession();
    let url: URL | undefined;
    let headers: Headers | undefined;
    server.use(
      mswHttp.get(X, ({ request: req }) => {
        url = new URL(req.url);
        headers = req.headers;
        return HttpResponse.json({ suc: true, data: [] });
      }),
    );
    await http.get('/x', { opManId: 'OP0000', keyword: '西湖', skip: undefined });
    expect([...url!.searchParams.keys()]).toEqual(['params']);
    expect(open(url!.searchParams.get('params')!, K)).toEqual({ opManId: 'OP0000', keyword: '西湖' });
    expect(headers!.get('_t')).toBe('ticket-1');
    expect(headers!.get('authorization')).toBe('Bearer header.payload.sig');
  });

  it('PUT and DELETE bodies are sealed too', async () => {
    withSession();
    const bodies: unknown[] = [];
    server.use(
      mswHttp.put(
        X,
        async ({ request: req }) => (bodies.push(await req.json()), HttpResponse.json({ suc: true, data: null })),
      ),
      mswHttp.delete(
        X,
        async ({ request: req }) => (bodies.push(await req.json()), HttpResponse.json({ suc: true, data: null })),
      ),
    );
    await http.put('/x', { id: 1 });
    await http.del('/x', { id: 2 });
    expect(bodies.map((b) => open((b as { params: string }).params, K))).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('raw calls (the key exchange) are never sealed', async () => {
    withSession();
    let body: unknown;
    server.use(
      mswHttp.post(
        X,
        async ({ request: req }) => ((body = await req.json()), HttpResponse.json({ suc: true, data: 1 })),
      ),
    );
    await http.post('/x', { params: 'rsa-cipher' }, { raw: true });
    expect(body).toEqual({ params: 'rsa-cipher' });
  });

  it('without keys or token: no _t, no Authorization, plain payload', async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      mswHttp.post(X, async ({ request: req }) => {
        seen = { headers: req.headers, body: await req.json() };
        return HttpResponse.json({ suc: true, data: 1 });
      }),
    );
    await http.post('/x', { a: 1 });
    expect(seen!.headers.get('_t')).toBeNull();
    expect(seen!.headers.get('authorization')).toBeNull();
    expect(seen!.body).toEqual({ a: 1 });
  });

  it("api 'user' goes to the user service with X-App-Id and returns the raw body", async () => {
    withSession();
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      mswHttp.post('*/user-api/probe', async ({ request: req }) => {
        seen = { headers: req.headers, body: await req.json() };
        return HttpResponse.json({ objectId: 'U1' });
      }),
    );
    await expect(
      request('/probe', { method: 'POST', data: { mobilePhoneNumber: '13800000000' }, api: 'user' }),
    ).resolves.toEqual({ objectId: 'U1' });
    expect(seen!.headers.get('x-app-id')).toBe(env.appId);
    expect(env.appId).toBeTruthy();
    expect(open((seen!.body as { params: string }).params, K)).toEqual({ mobilePhoneNumber: '13800000000' });
  });

  it("api 'user' failures (400 {error}) reject with the server's message and no notification", async () => {
    server.use(
      mswHttp.post('*/user-api/probe', () =>
        HttpResponse.json({ code: 603, error: '验证码错误或已过期' }, { status: 400 }),
      ),
    );
    const e = await failure(request('/probe', { method: 'POST', data: {}, api: 'user' }));
    expect(e).toMatchObject({ kind: 'business', status: 400, message: '验证码错误或已过期', code: 603 });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('device paths go to the same origin', async () => {
    let url = '';
    server.use(
      mswHttp.post('*/mieba/probe', ({ request: req }) => ((url = req.url), HttpResponse.json({ suc: true, data: 1 }))),
    );
    await http.post('/mieba/probe', {});
    expect(new URL(url).pathname).toBe('/mieba/probe');
  });
});
