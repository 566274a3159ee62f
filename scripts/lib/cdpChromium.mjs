/**
 * Chromium started by hand with its DevTools endpoint, in a browser profile of its own, and a
 * CDP client over its WebSocket: for the benchmarks that need what Playwright does not give, a
 * shared worker held at its start (profile-worker.mjs) or a browser-wide trace across loads
 * (worker-compile.mjs).
 *
 *   const browser = await cdpChromium('ebike-x-');
 *   browser.onEvent((method, params, sessionId) => …);
 *   await browser.send('Target.createTarget', { url });
 *   await browser.close();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export async function cdpChromium(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = async () => {
    const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null;
    process.kill(-child.pid, 'SIGKILL');
    await exited;
    // its helpers may still be writing to the profile a moment
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  let ws;
  try {
    const endpoint = await new Promise((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (d) => {
        err += d;
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
        if (m) resolve(m[1]);
      });
      child.once('exit', () => reject(new Error(`chromium exited: ${err}`)));
    });
    ws = new WebSocket(endpoint, { perMessageDeflate: false });
    await new Promise((r) => ws.once('open', r));
  } catch (e) {
    await stop();
    throw e;
  }
  let id = 0;
  const pending = new Map();
  const listeners = [];
  ws.on('message', (raw) => {
    const msg = JSON.parse(raw);
    if (!msg.id) {
      for (const listener of listeners) listener(msg.method, msg.params, msg.sessionId);
      return;
    }
    const p = pending.get(msg.id);
    pending.delete(msg.id);
    if (msg.error) p?.reject(new Error(msg.error.message));
    else p?.resolve(msg.result);
  });
  return {
    /** a CDP command, to the browser or (sessionId, flattened auto-attach) to one of its targets */
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const n = ++id;
        pending.set(n, { resolve, reject });
        ws.send(JSON.stringify({ id: n, method, params, sessionId }));
      }),
    /** every CDP event: (method, params, sessionId) */
    onEvent: (listener) => void listeners.push(listener),
    close: async () => {
      ws.close();
      await stop();
    },
  };
}
