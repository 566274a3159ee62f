// @vitest-environment jsdom
/**
 * The harness's count of unanswered requests (harness/backend.ts) is module state, shared by
 * the test files of a worker. A request still under way when its test ends is never answered
 * to that test's listeners; if it stayed counted, the next file of the worker (one that sets up
 * no backend, like riders/blocks.test.tsx) would wait in `settled()` for it forever.
 */
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, setupBackend, unansweredRequests } from '../harness/backend';
import { settled } from '../harness/settled';

describe('a test that ends with a request under way', () => {
  setupBackend();

  it('leaves it unanswered', async () => {
    server.use(mswHttp.get('*/never-answered', () => new Promise<never>(() => undefined)));
    void fetch('http://localhost:3000/never-answered').catch(() => undefined);
    await expect.poll(unansweredRequests).toBe(1);
  });
});

describe('what runs after it without a backend of its own', () => {
  it('finds nothing unanswered, and settles', async () => {
    expect(unansweredRequests()).toBe(0);
    await settled(2000);
  });
});
