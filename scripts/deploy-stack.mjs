#!/usr/bin/env node
/**
 * The deploy browser tests' server (playwright.deploy.config.ts's webServer): the production
 * build (dist/, already built) behind Debian's nginx with deploy/nginx.conf (HTTPS with a
 * self-signed certificate on DEPLOY_PORT, its HTTP redirect on DEPLOY_HTTP_PORT), the Node backend
 * on a fresh database, compiled first (npm run build:backend) and run as
 * deploy/ebike-backend.service runs it (node dist-backend/main.mjs, stopped with SIGTERM), and
 * a small control server for the tests on 127.0.0.1:
 *   POST /backend/stop             stops the backend (nginx then answers 502)
 *   POST /backend/start?slow=<ms>  starts it again on the same database, each call delayed by
 *                                  <ms> when given (past nginx's read timeout: a 504)
 *   GET /backend/csp-reports       the CSP violation reports the backend has logged (its
 *                                  {at, cspViolation} lines), as a JSON array
 * Ports and the read timeout come from DEPLOY_PORT, DEPLOY_HTTP_PORT, DEPLOY_BACKEND_PORT,
 * DEPLOY_CONTROL_PORT and DEPLOY_READ_TIMEOUT. SIGINT/SIGTERM stop everything.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend, startNginx } from './lib/deployStack.mjs';

const port = Number(process.env.DEPLOY_PORT);
const httpPort = Number(process.env.DEPLOY_HTTP_PORT);
const backendPort = Number(process.env.DEPLOY_BACKEND_PORT);
const controlPort = Number(process.env.DEPLOY_CONTROL_PORT);
const readTimeout = process.env.DEPLOY_READ_TIMEOUT ?? '60s';
const dir = mkdtempSync(join(tmpdir(), 'ebike-deploy-'));
const db = join(dir, 'backend.sqlite');

execFileSync(process.execPath, ['scripts/build-backend.mjs'], { stdio: 'inherit' });
/** the backend's CSP report lines, from every start */
const cspReports = [];
const started = (child) => {
  child.stdout.on('data', (d) => {
    for (const line of d.toString().split('\n')) if (line.includes('"cspViolation"')) cspReports.push(JSON.parse(line));
  });
  return child;
};
let backend = started(await startBackend({ port: backendPort, db, reset: true, quiet: true, compiled: true }));
const nginx = await startNginx({ port, httpPort, dist: process.env.DEPLOY_DIST ?? 'dist', backendPort, readTimeout });

const stopBackend = () =>
  new Promise((done) => {
    if (!backend || backend.exitCode !== null) return done();
    backend.once('exit', () => done());
    backend.kill('SIGTERM');
  });

const control = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  const reply = (status, text) => {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end(text);
  };
  const run = async () => {
    if (req.method === 'GET' && url.pathname === '/backend/csp-reports') return reply(200, JSON.stringify(cspReports));
    if (req.method !== 'POST') return reply(405, 'POST only');
    if (url.pathname === '/backend/stop') {
      await stopBackend();
      return reply(200, 'stopped');
    }
    if (url.pathname === '/backend/start') {
      await stopBackend();
      const slow = Number(url.searchParams.get('slow') ?? 0);
      const env = slow ? { EBIKE_MOCK_FAULTS: JSON.stringify({ latency: [slow, slow] }) } : {};
      backend = started(await startBackend({ port: backendPort, db, env, quiet: true, compiled: true }));
      return reply(200, 'started');
    }
    return reply(404, 'unknown');
  };
  run().catch((e) => reply(500, String(e)));
});
control.listen(controlPort, '127.0.0.1', () =>
  console.log(`deploy stack: nginx https://127.0.0.1:${port}/ (http on ${httpPort}), control on ${controlPort}`),
);

const stop = async () => {
  control.close();
  nginx.child.kill('SIGQUIT');
  await stopBackend();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
