/**
 * What an operator runs the Node backend with: /readyz (world live, database writable), a
 * graceful stop that answers the requests under way, the service unit's command, and a backup
 * taken while it runs, restored into a new backend that finds every change.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { randomUuid } from '@/shared/utils/random';
import { freePort, startBackend, unitCommand } from '../../../scripts/lib/deployStack.mjs';
import { callJson, signInOverHttp, type HttpSession } from '../../../scripts/lib/httpSession';

const dir = mkdtempSync(join(tmpdir(), 'ebike-operability-test-'));
// snapshots after a few entries: a backup holds one and journal entries after it
const env = { EBIKE_MOCK_VEHICLES: '200', REQUEST_LOG: 'off', SNAPSHOT_EVERY: '5', SNAPSHOT_CHECK_MS: '100' };
const children: ChildProcess[] = [];

async function start(db: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = await startBackend({ port, db, env: { ...env, ...extra }, quiet: true });
  children.push(child);
  return { child, origin: `http://127.0.0.1:${port}` };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) return done(child.exitCode);
    child.once('exit', (code) => done(code));
  });

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the service unit', () => {
  it('runs the compiled backend with node, restarts it on failure and stops it with SIGTERM', () => {
    const unit = readFileSync('deploy/ebike-backend.service', 'utf8');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*dist-backend\/main\.mjs --db \S+$/m);
    expect(/^ExecStart=.*$/m.exec(unit)![0]).not.toContain('tsx');
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // the deploy tests start it with the unit's own arguments
    expect(unitCommand()).toEqual(['--enable-source-maps', 'dist-backend/main.mjs']);
  });
});

describe('the request log and CSP reports', () => {
  it('a signed-in read logs one JSON line with the operator id, never the token, body or phone; a CSP report is one line too', async () => {
    const { child, origin } = await start(join(dir, 'log.sqlite'), { REQUEST_LOG: 'on' });
    const said: string[] = [];
    child.stdout!.on('data', (d: Buffer) => said.push(...d.toString().split('\n').filter(Boolean)));
    const s = await signInOverHttp(origin);
    const list = await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 1 });
    expect(list.body.suc).toBe(true);
    const path = '/ebike/v3/backend/platform/user/list';
    const lineOf = () =>
      said
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.path === path);
    await vi.waitFor(() => expect(lineOf()).toBeDefined(), { timeout: 10_000, interval: 20 });
    const line = lineOf()!;
    expect(Object.keys(line).sort()).toEqual(['at', 'ip', 'method', 'ms', 'operator', 'path', 'status']);
    expect(line).toMatchObject({ method: 'GET', status: 200, ip: '127.0.0.1', operator: 'OP0000' });
    // the sign-in's own steps carry no operator (no token yet); nothing secret or personal in any line
    const all = said.join('\n');
    for (const secret of [s.token, s.keys._t, s.keys._k, '13800000000', 'params=', 'Bearer'])
      expect(all.includes(secret), secret.slice(0, 12)).toBe(false);

    // a browser's report (report-uri's shape), no sign-in: 204 and one line
    const violation = {
      'csp-report': {
        'document-uri': `${origin}/#/dashboard`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    const sent = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(violation),
    });
    expect(sent.status).toBe(204);
    const reported = () => said.find((l) => l.includes('"cspViolation"'));
    await vi.waitFor(() => expect(reported()).toBeDefined(), { timeout: 10_000, interval: 20 });
    expect(JSON.parse(reported()!)).toEqual({ at: expect.any(String), cspViolation: violation });
    // a report larger than 16 KB is refused and not logged
    const big = await fetch(`${origin}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(20_000) } }),
    });
    expect(big.status).toBe(413);
    expect(said.filter((l) => l.includes('"cspViolation"'))).toHaveLength(1);
    child.kill('SIGTERM');
    await exited(child);
  }, 120_000);
});

describe('/readyz and a graceful stop', () => {
  it('is ready once the world is live and the database writable; SIGTERM answers the request under way, then exits', async () => {
    // each call answered after 1.5 s: a request is surely under way when the stop comes
    const { child, origin } = await start(join(dir, 'stop.sqlite'), {
      EBIKE_MOCK_FAULTS: JSON.stringify({ latency: [1500, 1500] }),
    });
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      world: true,
      database: true,
      stopping: false,
      requests: 0,
    });
    const s = await signInOverHttp(origin);
    // /readyz counts the requests under way: none once sign-in is done, then the one sent
    const underWayCount = async () =>
      ((await (await fetch(`${origin}/readyz`)).json()) as { requests: number }).requests;
    await vi.waitFor(async () => expect(await underWayCount()).toBe(0), { timeout: 10_000, interval: 20 });
    const underWay = callJson(s, 'GET', '/platform/config/notice', { page: 1, pageSize: 5 });
    await vi.waitFor(async () => expect(await underWayCount()).toBe(1), { timeout: 10_000, interval: 20 });
    child.kill('SIGTERM');
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect(answer.body.suc).toBe(true);
    expect(await exited(child)).toBe(0);
    // and it is gone: no new connection
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  }, 120_000);
});

describe('backup and restore', () => {
  it('a backup taken while the backend runs, restored into a new backend, has every change', async () => {
    const db = join(dir, 'live.sqlite');
    const a = await start(db);
    const s: HttpSession = await signInOverHttp(a.origin);
    const out = await signInOverHttp(a.origin, '13800000001');
    expect((await callJson(out, 'POST', '/auth/logout')).body.suc).toBe(true);
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      const made = await callJson(s, 'POST', '/platform/config/notice', {
        name: `备份${i}`,
        channel: 'inapp',
        content: '您的订单 {orderId} 已完成',
      });
      expect(made.body.suc).toBe(true);
      names.push(`备份${i}`);
    }
    const riders = await callJson(s, 'GET', '/platform/user/list', { page: 1, pageSize: 1 });
    const adjust = { userId: riders.body.data.rows[0].userId as string, amount: 123, reason: '备份前的调整' };
    const key = randomUuid();
    const adjusted = await callJson(s, 'POST', '/platform/user/balance/adjust', adjust, undefined, {
      'Idempotency-Key': key,
    });
    expect(adjusted.body.suc).toBe(true);

    // online: the backend still runs
    const backup = join(dir, 'backup.sqlite');
    const said = execFileSync(process.execPath, ['scripts/backup-backend.mjs', 'backup', db, backup], {
      encoding: 'utf8',
    });
    expect(said).toMatch(/journal entries/);
    expect(a.child.exitCode).toBe(null);

    const restored = join(dir, 'restored', 'backend.sqlite');
    execFileSync(process.execPath, ['scripts/backup-backend.mjs', 'restore', backup, restored], { encoding: 'utf8' });
    const b = await start(restored);
    const again = await signInOverHttp(b.origin);
    const list = await callJson(again, 'GET', '/platform/config/notice', { keyword: '备份', page: 1, pageSize: 50 });
    expect((list.body.data.rows as Array<{ name: string }>).map((r) => r.name).sort()).toEqual(names.sort());
    // the money write and its key: sent again, answered as the first time
    const resent = await callJson(
      { ...again, origin: b.origin },
      'POST',
      '/platform/user/balance/adjust',
      adjust,
      undefined,
      { 'Idempotency-Key': key },
    );
    expect(resent.body).toEqual(adjusted.body);
    // the signed-out session stays signed out; the other one still works there (the same key pair)
    expect(
      (await callJson({ ...out, origin: b.origin }, 'GET', '/platform/config/notice', { page: 1, pageSize: 1 })).status,
    ).toBe(401);
    expect(
      (await callJson({ ...s, origin: b.origin }, 'GET', '/platform/config/notice', { page: 1, pageSize: 1 })).body.suc,
    ).toBe(true);
  }, 180_000);

  it('refuses to restore a file that is not a sound database', () => {
    const bad = join(dir, 'bad.sqlite');
    execFileSync('sh', ['-c', `echo not a database > ${bad}`]);
    expect(() =>
      execFileSync(process.execPath, ['scripts/backup-backend.mjs', 'restore', bad, join(dir, 'x.sqlite')], {
        stdio: 'pipe',
      }),
    ).toThrow(/backup-backend:/);
  });
});
