/**
 * The Node server's snapshots over real processes: killed with SIGKILL while it accepts writes,
 * and again while it writes a snapshot, it comes back with every write it acknowledged (and the
 * world from the snapshot when one was complete); a snapshot of another version is ignored,
 * said once, and the whole journal replayed instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startBackend } from '../../../scripts/lib/deployStack.mjs';
import { callJson, signInOverHttp, type HttpSession } from '../../../scripts/lib/httpSession';

const dir = mkdtempSync(join(tmpdir(), 'ebike-snapshot-test-'));
const db = join(dir, 'backend.sqlite');
let port = 0;
let origin = '';
// snapshots due after every few entries, looked for often: a kill finds one being written
const env = { EBIKE_MOCK_VEHICLES: '1000', SNAPSHOT_EVERY: '3', SNAPSHOT_CHECK_MS: '50', REQUEST_LOG: 'off' };

/** The backend and what it has said since it was ready. */
async function start(): Promise<{ child: ChildProcess & { startLines: string[] }; said: string[] }> {
  const child = await startBackend({ port, db, env, quiet: true });
  const said: string[] = [];
  child.stdout!.on('data', (d: Buffer) => said.push(...d.toString().split('\n').filter(Boolean)));
  return { child, said };
}

const killed = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(signal);
  });

let running: ChildProcess | null = null;
beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
}, 10_000);
afterAll(async () => {
  if (running) await killed(running, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const names = async (s: HttpSession): Promise<string[]> => {
  const list = await callJson(s, 'GET', '/platform/config/notice', { keyword: '快照', page: 1, pageSize: 500 });
  return (list.body.data.rows as Array<{ name: string }>).map((r) => r.name);
};

/**
 * Adds notice templates one after another until `stop` says so or one gets no answer; the
 * names of those answered suc:true (acknowledged) go to `acknowledged` as they are.
 */
async function writeUntil(
  s: HttpSession,
  prefix: string,
  stop: () => boolean,
  acknowledged: string[] = [],
): Promise<string[]> {
  for (let i = 0; !stop() && i < 2000; i++) {
    const name = `快照${prefix}${i}`;
    const made = await callJson(s, 'POST', '/platform/config/notice', {
      name,
      channel: 'inapp',
      content: '您的订单 {orderId} 已完成',
    }).catch(() => null);
    if (!made) break; // no answer: killed meanwhile
    if (made.body.suc) acknowledged.push(name);
  }
  return acknowledged;
}

describe('kill -9', () => {
  it('loses no acknowledged write, killed while writing and killed while a snapshot is written', async () => {
    let b = await start();
    running = b.child;
    let s = await signInOverHttp(origin);
    // killed while it accepts writes, whatever a snapshot is doing then
    const acknowledgedA: string[] = [];
    const first = writeUntil(s, 'A', () => false, acknowledgedA);
    // some writes in a snapshot, and more after it
    await expect.poll(() => acknowledgedA.length, { timeout: 60_000 }).toBeGreaterThan(5);
    await expect
      .poll(() => b.said.filter((l) => l.startsWith('snapshot (periodic):')).length, { timeout: 60_000 })
      .toBeGreaterThan(1);
    await killed(b.child, 'SIGKILL');
    await first;
    expect(acknowledgedA.length).toBeGreaterThan(3);

    b = await start();
    running = b.child;
    expect(b.said).toEqual([]);
    s = await signInOverHttp(origin);
    expect(await names(s)).toEqual(expect.arrayContaining(acknowledgedA));

    // killed the moment a snapshot begins to be written (the line is written before the world is)
    let begun = false;
    const watch = (d: Buffer) => {
      if (!begun && d.toString().includes('snapshot (periodic) begun')) {
        begun = true;
        b.child.kill('SIGKILL');
      }
    };
    b.child.stdout!.on('data', watch);
    const acknowledgedB = await writeUntil(s, 'B', () => begun);
    await killed(b.child, 'SIGKILL');
    expect(begun).toBe(true);
    // the snapshot that began was not finished
    const began = b.said.lastIndexOf('snapshot (periodic) begun');
    expect(began).toBeGreaterThanOrEqual(0);
    expect(b.said.slice(began).filter((l) => l.startsWith('snapshot (periodic):'))).toEqual([]);

    b = await start();
    running = b.child;
    s = await signInOverHttp(origin);
    const after = await names(s);
    expect(after).toEqual(expect.arrayContaining([...acknowledgedA, ...acknowledgedB]));
    // each write made once: none replayed twice over a snapshot that held it
    expect(new Set(after).size).toBe(after.length);
    await killed(b.child, 'SIGTERM');
    running = null;
  }, 300_000);
});

describe('a snapshot of another version', () => {
  it('is ignored and said once; the whole journal gives the world, and the next start uses the new snapshot', async () => {
    let b = await start();
    running = b.child;
    const s = await signInOverHttp(origin);
    let n = 0;
    expect(await writeUntil(s, 'C', () => n++ >= 3)).toHaveLength(3);
    const before = await names(s);
    expect(before.length).toBeGreaterThan(0);
    // a graceful stop writes a snapshot
    await killed(b.child, 'SIGTERM');
    expect(b.said.some((l) => l.startsWith('snapshot (stop):'))).toBe(true);

    const file = new Database(db);
    file.prepare("UPDATE snapshot_files SET version = 'older-build'").run();
    file.close();

    b = await start();
    running = b.child;
    const startLines = b.child.startLines.join('\n');
    expect(startLines.match(/snapshot of another version \(older-build\) ignored/g)).toHaveLength(1);
    expect(startLines).not.toContain('world from the snapshot');
    const again = await signInOverHttp(origin);
    expect(await names(again)).toEqual(before);
    await killed(b.child, 'SIGTERM');

    b = await start();
    running = b.child;
    const next = b.child.startLines.join('\n');
    expect(next).not.toContain('ignored');
    expect(next).toContain('world from the snapshot');
    expect(await names(await signInOverHttp(origin))).toEqual(before);
    await killed(b.child, 'SIGTERM');
    running = null;
  }, 300_000);
});
