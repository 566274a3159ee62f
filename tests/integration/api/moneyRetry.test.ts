// @vitest-environment jsdom
/**
 * The console's side of idempotent money writes (issue 41): the HTTP client sends a money
 * write with one idempotency key per action, asks again with the same key after no answer
 * (a timeout, a dropped connection) or a 5xx, and a second press of 重试 on the unchanged form
 * after the client gave up is the same action, with the same key. The backend then applies
 * the action once.
 */
import { getResponse, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { ApiError } from '@/shared/http/errors';
import { handlers } from '@mocks/handlers';
import { refundsOfUser } from '@mocks/db/refunds';
import { getRiders } from '@mocks/db/riders';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';

setupBackend();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const rider = () => getRiders().find((r) => r.balance >= 5000)!;
const balanceOf = (userId: string) => getRiders().find((r) => r.userId === userId)!.balance;

/**
 * The backend applies the first `lost` refunds it gets, but their answers never reach the
 * client (the connection drops: what a client that timed out sees); the later ones are answered.
 */
function loseAnswers(lost: number): void {
  let n = 0;
  server.use(
    mswHttp.post(`${API}/platform/refund`, async ({ request }) => {
      if (n++ >= lost) return undefined;
      await getResponse(handlers, request);
      return HttpResponse.error();
    }),
  );
}

const refundBody = (userId: string, amount = 300) => ({ kind: 'balance', userId, amount, reason: '重试测试' });

describe('a money write asked again', () => {
  it('after a lost answer the client sends it again with the same key, and it is applied once', async () => {
    await signInAs();
    const r = rider();
    const before = balanceOf(r.userId);
    loseAnswers(1);
    const seen = captureRequests('/platform/refund');
    const done = await http.post<{ refundId: string; amount: number }>('/platform/refund', refundBody(r.userId));
    expect(done.amount).toBe(300);
    expect(seen).toHaveLength(2);
    const [first, again] = seen.map((q) => q.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(again).toBe(first);
    expect(balanceOf(r.userId)).toBe(before - 300);
    expect(refundsOfUser(r.userId).filter((f) => f.reason === '重试测试')).toHaveLength(1);
  });

  it('after a 5xx it is asked again with the same key; a refusal is not asked again', async () => {
    await signInAs();
    const r = rider();
    const before = balanceOf(r.userId);
    let failed = false;
    server.use(
      mswHttp.post(`${API}/platform/refund`, () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ suc: false, error: { promt: '服务器繁忙，请稍后再试' } }, { status: 503 });
      }),
    );
    const seen = captureRequests('/platform/refund');
    await http.post('/platform/refund', refundBody(r.userId));
    expect(seen.map((q) => q.headers['idempotency-key'])).toEqual([
      expect.stringMatching(UUID),
      seen[0]!.headers['idempotency-key'],
    ]);
    expect(balanceOf(r.userId)).toBe(before - 300);
    // more than the balance: refused once, never asked again
    const refused = await http.post('/platform/refund', refundBody(r.userId, before)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('退款金额不能超过账户余额');
    expect(seen).toHaveLength(3);
  });

  it('when every attempt goes unanswered, pressing 重试 on the same form reuses the key; another form gets another', async () => {
    await signInAs();
    const r = rider();
    const before = balanceOf(r.userId);
    // the first attempt and both of the client's retries: applied once, never answered
    loseAnswers(3);
    const seen = captureRequests('/platform/refund');
    const gaveUp = await http.post('/platform/refund', refundBody(r.userId)).catch((e: unknown) => e);
    expect((gaveUp as ApiError).kind).toBe('network');
    expect(seen).toHaveLength(3);
    const key = seen[0]!.headers['idempotency-key'];
    expect(new Set(seen.map((q) => q.headers['idempotency-key']))).toEqual(new Set([key]));
    expect(balanceOf(r.userId)).toBe(before - 300);
    // 重试: the same form sent again is the same action: the first answer, nothing applied again
    const retried = await http.post<{ amount: number }>('/platform/refund', refundBody(r.userId));
    expect(retried.amount).toBe(300);
    expect(seen[3]!.headers['idempotency-key']).toBe(key);
    expect(balanceOf(r.userId)).toBe(before - 300);
    // answered: the same form sent once more is a new action
    await http.post('/platform/refund', refundBody(r.userId));
    expect(seen[4]!.headers['idempotency-key']).not.toBe(key);
    expect(balanceOf(r.userId)).toBe(before - 600);
  });

  it('a write that is not a money write carries no key and is not asked again', async () => {
    await signInAs();
    server.use(mswHttp.post(`${API}/platform/blacklist`, () => HttpResponse.error()));
    const seen = captureRequests('/platform/blacklist');
    const failed = await http.post('/platform/blacklist', { userId: rider().userId, reason: '测试' }).catch((e) => e);
    expect((failed as ApiError).kind).toBe('network');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['idempotency-key']).toBeUndefined();
  });
});
