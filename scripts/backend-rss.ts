/**
 * The backend's memory over an hour of the living world: starts the Node server on a fresh
 * database, signs in as the admin and every 10 s reads the rider list, the order list and the
 * dashboard (each signed-in call brings the world up to the clock), and every minute writes
 * the server's RSS (VmRSS of its process) to a file.
 *
 *   npx tsx scripts/backend-rss.ts [minutes=60] [out=data/rss.tsv]
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { callJson, signInOverHttp } from './lib/httpSession';

const minutes = Number(process.argv[2] ?? 60);
const out = process.argv[3] ?? 'data/rss.tsv';
const port = Number(process.env.PORT ?? 8290);
const origin = `http://127.0.0.1:${port}`;

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'mocks/server/main.ts', '--reset', '--db', 'data/rss.sqlite'],
  {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((resolve) =>
  child.stdout.on('data', (d: Buffer) => String(d).includes('backend ready') && resolve()),
);

const rssMb = (): number => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, 'minute\trss_mb\tcalls\n');
const s = await signInOverHttp(origin);
let calls = 0;
const start = Date.now();
const read = async () => {
  for (const path of ['/platform/user/list', '/platform/order/list']) {
    await callJson(s, 'GET', path, { page: 1, pageSize: 20 });
    calls++;
  }
  await callJson(s, 'GET', '/platform/dashboard/overview');
  calls++;
};
const sample = () =>
  appendFileSync(out, `${Math.round((Date.now() - start) / 60000)}\t${rssMb().toFixed(1)}\t${calls}\n`);
sample();
const reads = setInterval(() => void read().catch((e: unknown) => console.error(e)), 10_000);
const samples = setInterval(sample, 60_000);
setTimeout(() => {
  clearInterval(reads);
  clearInterval(samples);
  sample();
  child.kill('SIGTERM');
}, minutes * 60_000);
