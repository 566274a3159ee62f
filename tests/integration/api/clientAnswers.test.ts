// @vitest-environment jsdom
/**
 * Whatever a server or a proxy answers, the client's promise tells the truth: it resolves
 * only with the data of a 2xx JSON answer that is not a refusal (or nothing for a 204);
 * everything else — an HTML page, a cut-off body, `{suc:false}`, the user service's
 * `{error}`, any 4xx/5xx — rejects with an ApiError whose message says why, announced at
 * most once, and marked as announced exactly when it was. A property over random answers
 * (fast-check prints the seed of a failure; PROPERTY_RUNS raises the runs).
 */
import fc from 'fast-check';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { request } from '@/shared/http/client';
import { ApiError } from '@/shared/http/errors';
import { notify } from '@/shared/http/notify';
import { server, setupBackend } from '../harness/backend';

vi.mock('@/shared/http/notify', () => ({ notify: vi.fn(), toast: vi.fn(), registerFeedback: vi.fn() }));

const notifyMock = vi.mocked(notify);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 300);

setupBackend();

type BodyKind = 'ok' | 'okNoData' | 'refused' | 'userRefused' | 'html' | 'cut' | 'empty';
interface Answer {
  status: number;
  type: 'json' | 'html' | 'text' | 'none';
  body: BodyKind;
  api: 'main' | 'user';
  method: 'GET' | 'POST';
  silent: boolean;
}

const answers = fc.record<Answer>({
  status: fc.constantFrom(200, 201, 204, 400, 403, 404, 409, 413, 500, 502, 503, 504),
  type: fc.constantFrom('json', 'html', 'text', 'none'),
  body: fc.constantFrom('ok', 'okNoData', 'refused', 'userRefused', 'html', 'cut', 'empty'),
  api: fc.constantFrom('main', 'user'),
  method: fc.constantFrom('GET', 'POST'),
  silent: fc.boolean(),
});

const TEXT: Record<BodyKind, string> = {
  ok: JSON.stringify({ suc: true, data: { rows: [{ id: 1 }], total: 1 } }),
  okNoData: JSON.stringify({ objectId: 'U1' }),
  refused: JSON.stringify({ suc: false, error: { code: 7, promt: '该记录已被他人修改' } }),
  userRefused: JSON.stringify({ code: 601, error: '短信发送次数超量' }),
  html: '<!doctype html><html><body><div id="root"></div></body></html>',
  cut: '{"suc":true,"data":{"rows":[{"id"',
  empty: '',
};
const CONTENT_TYPE = {
  json: 'application/json; charset=utf-8',
  html: 'text/html',
  text: 'text/plain',
  none: undefined,
};

/** What the client must make of the answer: the data, or a rejection. */
function expected(a: Answer): { resolves: true; value: unknown } | { resolves: false } {
  if (a.status === 204) return { resolves: true, value: undefined };
  if (a.status >= 300 || a.type !== 'json' || ['html', 'cut', 'empty', 'refused', 'userRefused'].includes(a.body))
    return { resolves: false };
  const parsed = JSON.parse(TEXT[a.body]) as { data?: unknown };
  return { resolves: true, value: a.api === 'user' || !('data' in parsed) ? parsed : parsed.data };
}

describe('the client’s promise and its announcements, over random answers', () => {
  it('resolves only with a real result; otherwise an ApiError with a message, announced at most once', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (a) => {
        notifyMock.mockClear();
        const base = a.api === 'user' ? '*/user-api' : '*/ebike/v3/backend';
        const type = CONTENT_TYPE[a.type];
        const reply = () =>
          new HttpResponse(a.status === 204 ? null : TEXT[a.body], {
            status: a.status,
            headers: type ? { 'Content-Type': type } : {},
          });
        server.use(a.method === 'GET' ? mswHttp.get(`${base}/probe`, reply) : mswHttp.post(`${base}/probe`, reply));
        const want = expected(a);
        let got: { ok: true; value: unknown } | { ok: false; error: unknown };
        try {
          got = {
            ok: true,
            value: await request('/probe', {
              method: a.method,
              api: a.api,
              silent: a.silent,
              data: a.method === 'POST' ? {} : undefined,
            }),
          };
        } catch (error) {
          got = { ok: false, error };
        }
        if (want.resolves) {
          expect(got).toEqual({ ok: true, value: want.value });
          expect(notifyMock).not.toHaveBeenCalled();
          return;
        }
        expect(got.ok).toBe(false);
        const e = (got as { error: unknown }).error;
        expect(e).toBeInstanceOf(ApiError);
        const err = e as ApiError;
        expect(err.message.trim()).not.toBe('');
        expect(err.message).not.toBe('undefined');
        expect(notifyMock.mock.calls.length).toBeLessThanOrEqual(1);
        expect(err.announced).toBe(notifyMock.mock.calls.length === 1);
        if (a.silent) expect(notifyMock).not.toHaveBeenCalled();
        // a server failure is told as one, whatever page the proxy sent with it
        if (a.status >= 500) expect(err.kind).toBe('http');
        // only the server's word makes the quota message
        if (err.message === '短信发送次数超量') expect(a.body).toBe('userRefused');
      }),
      { numRuns: RUNS },
    );
  });
});
