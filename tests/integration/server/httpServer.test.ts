/**
 * The backend as a real HTTP server (npm run backend) in a child process, on a free port with
 * its own SQLite file: bad input gets JSON errors and the server stays up (10,000 malformed
 * requests, then a normal call succeeds); a change, a sign-out and a money write's idempotency
 * key survive a restart; the RSA key pair is the server's own, made once and kept; the database
 * holds no credential; the caller's address is the trusted proxy's word or the socket's.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RSA_PRIVATE_KEY } from '@mocks/lib/demoKey';
import { JSEncrypt } from 'jsencrypt';
import { randomUuid } from '@/shared/utils/random';
import { freePort, startBackend } from '../../../scripts/lib/deployStack.mjs';
import { callJson, mainBase, signedRequest, signInOverHttp, type HttpSession } from '../../../scripts/lib/httpSession';

const dir = mkdtempSync(join(tmpdir(), 'ebike-server-test-'));
const db = join(dir, 'backend.sqlite');
let port = 0;
let origin = '';
let backend: ChildProcess | null = null;
// a small fleet: the world is built sooner, and nothing here is about its size
const env = { EBIKE_MOCK_VEHICLES: '200' };

const start = async () => {
  backend = await startBackend({ port, db, env, quiet: true });
};
const stop = async () => {
  const b = backend;
  backend = null;
  if (!b || b.exitCode !== null) return;
  await new Promise<void>((done) => {
    b.once('exit', () => done());
    b.kill('SIGTERM');
  });
};

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await start();
}, 60_000);
// a graceful stop writes a snapshot of the world first
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const raw = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${origin}${path}`, init);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: (await res.json()) as { suc?: boolean; error?: { promt?: string } },
  };
};

describe('bad input over HTTP', () => {
  it('gets a JSON error for each kind, and the server stays up', async () => {
    const main = '/ebike/v3/backend';
    const broken = await raw(`${main}/platform/user/list?params=notsealed`, {
      headers: { _t: 'forged.ticket', Authorization: 'Bearer x' },
    });
    expect(broken).toMatchObject({ status: 200, body: { suc: false, error: { promt: '签名无效' } } });
    const notJson = await raw(`${main}/auth/verifySign`, {
      method: 'POST',
      body: '{"params":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson).toMatchObject({ status: 400, body: { suc: false, error: { promt: '请求格式错误' } } });
    const tooBig = await raw(`${main}/auth/verifySign`, { method: 'POST', body: 'x'.repeat(4 * 1024 * 1024 + 1) });
    expect(tooBig).toMatchObject({ status: 413, body: { error: { promt: '请求内容过大' } } });
    const unknown = await raw(`${main}/platform/no/such/thing`);
    expect(unknown).toMatchObject({ status: 404, body: { suc: false, error: { promt: '接口不存在' } } });
    const wrongMethod = await raw(`${main}/platform/site/config`, { method: 'DELETE' });
    expect(wrongMethod).toMatchObject({ status: 405, body: { suc: false, error: { promt: '请求方法不被允许' } } });
    for (const r of [broken, notJson, tooBig, unknown, wrongMethod]) expect(r.type).toMatch(/json/);
    expect((await callJson({ origin }, 'GET', '/platform/site/config')).body.suc).toBe(true);
  });

  it('answers a normal call after 10,000 malformed requests', async () => {
    const main = `${mainBase(origin)}`;
    const kinds: Array<[string, RequestInit]> = [
      [`${main}/auth/verifySign`, { method: 'POST', body: '{"params":' }],
      [`${main}/auth/verifySign`, { method: 'POST', body: '[1,2,3]' }],
      [`${main}/platform/user/list?params=%%%`, { headers: { _t: 'a.b' } }],
      [`${main}/platform/order/list`, { method: 'POST', body: '{}' }],
      [`${origin}/nowhere/../../etc/passwd`, {}],
      [`${main}/platform/user/list`, { headers: { Authorization: 'Bearer not.a.jwt' } }],
    ];
    const statuses = new Map<number, number>();
    const N = 10_000;
    const PARALLEL = 50;
    let next = 0;
    const worker = async () => {
      while (next < N) {
        const [url, init] = kinds[next++ % kinds.length];
        const res = await fetch(url, init);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(N);
    expect(statuses.get(500) ?? 0).toBe(0);
    const s = await signInOverHttp(origin);
    const list = await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 5 });
    expect(list.body.suc).toBe(true);
    expect(list.body.data.rows).toHaveLength(5);
    // ~1 ms a request on a quiet machine; minutes when the machine is shared
  }, 600_000);
});

describe('an export job over HTTP', () => {
  it('runs in the server, shows its progress and gives its .xlsx', async () => {
    const s: HttpSession = await signInOverHttp(origin, '13800000001');
    const made = await callJson(s, 'POST', '/platform/export/jobs', {
      source: 'transactions',
      query: { status: 'paid' },
    });
    expect(made.body.data).toMatchObject({ status: 'running', progress: 0 });
    const job = async () =>
      (
        (await callJson(s, 'GET', '/platform/export/jobs')).body.data as Array<{
          id: string;
          status: string;
          progress: number;
          size?: number;
        }>
      ).find((j) => j.id === made.body.data.id);
    await expect.poll(async () => (await job())?.progress, { timeout: 60_000 }).toBe(100);
    const { url, init } = signedRequest(s, 'GET', `/platform/export/jobs/${made.body.data.id as string}/file`);
    const file = await fetch(url, init);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe((await job())!.size);
    // a zip, as every .xlsx
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  }, 90_000);
});

interface Job {
  id: string;
  status: string;
  progress: number;
  size?: number;
  fileName: string;
  createdAt: string;
}

const jobsOf = async (s: HttpSession) => (await callJson(s, 'GET', '/platform/export/jobs')).body.data as Job[];

const download = async (s: HttpSession, id: string) => {
  const { url, init } = signedRequest(s, 'GET', `/platform/export/jobs/${id}/file`);
  return new Uint8Array(await (await fetch(url, init)).arrayBuffer());
};

describe('what an operator runs it with', () => {
  it('answers /healthz outside the envelope, and logs one JSON line per request with no query, token or body', async () => {
    const lines: string[] = [];
    const listen = (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean));
    backend!.stdout!.on('data', listen);
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', vehicles: 200 });
    const s = await signInOverHttp(origin);
    await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 1 });
    await expect.poll(() => lines.some((l) => l.includes('/platform/user/list'))).toBe(true);
    backend!.stdout!.off('data', listen);
    const read = JSON.parse(lines.find((l) => l.includes('/platform/user/list'))!) as Record<string, unknown>;
    expect(read).toMatchObject({
      method: 'GET',
      path: '/ebike/v3/backend/platform/user/list',
      status: 200,
      ip: '127.0.0.1',
      operator: 'OP0000',
    });
    expect(Object.keys(read).sort()).toEqual(['at', 'ip', 'method', 'ms', 'operator', 'path', 'status']);
    const all = lines.join('\n');
    for (const secret of ['params', s.token, s.keys._t]) expect(all.includes(secret), secret.slice(0, 12)).toBe(false);
  }, 60_000);
});

describe("the caller's address over HTTP", () => {
  /** Reveals a rider's phone with `headers` added and answers the address its log line names. */
  const revealFrom = async (s: HttpSession, headers: Record<string, string>) => {
    const riders = await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 1 });
    const { url, init } = signedRequest(s, 'POST', '/platform/privacy/phone', {
      kind: 'rider',
      id: riders.body.data.rows[0].userId,
    });
    const res = await fetch(url, { ...init, headers: { ...init.headers, ...headers } });
    expect(((await res.json()) as { suc: boolean }).suc).toBe(true);
    const logs = await callJson(s, 'GET', '/platform/aliyunlog/userlogs', { pageSize: 1 });
    return (logs.body.data.rows[0] as { ip: string; action: string }).ip;
  };

  it('comes from the trusted proxy (nginx sets X-Real-IP and X-Forwarded-For), never from what the client adds', async () => {
    const s = await signInOverHttp(origin);
    // straight to the backend: the socket's address
    expect(await revealFrom(s, {})).toBe('127.0.0.1');
    // through nginx on this machine (a trusted proxy): the address it saw
    expect(await revealFrom(s, { 'X-Real-IP': '203.0.113.9', 'X-Forwarded-For': '203.0.113.9' })).toBe('203.0.113.9');
    // a forwarded chain without X-Real-IP: its last hop, the one the proxy added, not the first the client wrote
    expect(await revealFrom(s, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.4' })).toBe('198.51.100.4');
    // the header the server uses for the socket's address cannot be sent by a client
    expect(await revealFrom(s, { 'X-Backend-Peer': '10.9.9.9' })).toBe('127.0.0.1');
  }, 60_000);
});

describe('a restart', () => {
  it('keeps a change made before it, a sign-out, a money write’s idempotency key, the 下载中心’s files, and the same key pair, which is not the demo pair', async () => {
    const s: HttpSession = await signInOverHttp(origin);
    // a session signed out before the restart (its token revoked: a journalled step)
    const out: HttpSession = await signInOverHttp(origin, '13800000001');
    expect((await callJson(out, 'POST', '/auth/logout')).body).toEqual({ suc: true, data: { signedOut: true } });
    const faults = await callJson(s, 'GET', '/platform/config/fault', { page: 1, pageSize: 1 });
    const f = faults.body.data.rows[0] as Record<string, unknown>;
    const saved = await callJson(s, 'PUT', '/platform/config/fault', { ...f, name: '重启前的修改' });
    expect(saved.body.suc).toBe(true);
    const keyBefore = (await callJson({ origin }, 'GET', '/platform/site/config')).body.data.publicKey as string;
    const made = await callJson(s, 'POST', '/platform/export/jobs', { source: 'vehicles', query: {} });
    expect(made.body.suc).toBe(true);
    const id = made.body.data.id as string;
    await expect.poll(async () => (await jobsOf(s)).find((j) => j.id === id)?.status, { timeout: 60_000 }).toBe('done');
    const job = (await jobsOf(s)).find((j) => j.id === id)!;
    const bytes = await download(s, id);
    // a money write and its idempotency key
    const riders = await callJson(s, 'GET', '/platform/user/list', {
      page: 1,
      pageSize: 1,
      sortField: 'balance',
      sortOrder: 'descend',
    });
    const userId = riders.body.data.rows[0].userId as string;
    const refund = { kind: 'balance', userId, amount: 100, reason: '重启前的退款' };
    const key = randomUuid();
    const refunded = await callJson(s, 'POST', '/platform/refund', refund, undefined, { 'Idempotency-Key': key });
    expect(refunded.body.suc).toBe(true);

    await stop();
    // the journal holds decoded commands: no token, no session ticket or key, no sealed body (the WAL included)
    const stored = ['', '-wal', '-shm']
      .filter((suffix) => existsSync(db + suffix))
      .map((suffix) => readFileSync(db + suffix).toString('latin1'))
      .join('\n');
    expect(stored).toContain('PUT /ebike/v3/backend/platform/config/fault');
    for (const secret of ['Bearer', s.token, s.keys._t, s.keys._k, '"params":"'])
      expect(stored.includes(secret), secret.slice(0, 12)).toBe(false);
    await start();

    const again = await signInOverHttp(origin);
    const after = await callJson(again, 'GET', '/platform/config/fault', { page: 1, pageSize: 1 });
    // the signed-out token is still refused; the token of the session that did not sign out still works
    expect(await callJson(out, 'GET', '/platform/config/fault', { page: 1, pageSize: 1 })).toEqual({
      status: 401,
      body: { suc: false, error: { code: 401, promt: '授权验证失败' } },
    });
    expect((await callJson(s, 'GET', '/platform/config/fault', { page: 1, pageSize: 1 })).body.suc).toBe(true);
    expect(after.body.data.rows[0]).toMatchObject({ id: f.id, name: '重启前的修改' });
    // the file is still listed, with its time and size, and downloads the same bytes
    expect((await jobsOf(again)).find((j) => j.id === id)).toEqual(job);
    expect(await download(again, id)).toEqual(bytes);
    // and a new job is numbered after it
    const next = await callJson(again, 'POST', '/platform/export/jobs', { source: 'vehicles', query: {} });
    expect(next.body.data.id > id).toBe(true);
    // the key is remembered: the refund sent again is answered as the first time, not made again
    const resent = await callJson(again, 'POST', '/platform/refund', refund, undefined, { 'Idempotency-Key': key });
    expect(resent.body).toEqual(refunded.body);
    const keyAfter = (await callJson({ origin }, 'GET', '/platform/site/config')).body.data.publicKey as string;
    expect(keyAfter).toBe(keyBefore);
    const demo = new JSEncrypt();
    demo.setPrivateKey(DEMO_RSA_PRIVATE_KEY);
    expect(keyAfter).not.toBe(demo.getPublicKey());
  }, 90_000);
});
