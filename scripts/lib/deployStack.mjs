/**
 * The deployed stack on this machine: the Node backend and Debian's nginx with
 * deploy/nginx.conf as it is, only its `# site:` values replaced (the HTTPS and HTTP ports, the
 * build's directory, a self-signed certificate made with openssl, the backend's address, the
 * read timeout). nginx runs in the foreground (`daemon off`) with its pid, logs, certificate
 * and temporary files in a directory of its own.
 * For `npm run deploy:local` and the deploy browser tests (scripts/deploy-stack.mjs).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/**
 * deploy/nginx.conf with this machine's values; throws if one of them is not where it was.
 * `port` is the HTTPS port, `httpPort` the plain one (which redirects to `port`).
 */
export function siteConf({ port, httpPort, dist, backendPort, cert, key, readTimeout = '60s' }) {
  let text = readFileSync('deploy/nginx.conf', 'utf8');
  const put = (pattern, value) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: no line matches ${pattern}`);
    text = text.replace(pattern, value);
  };
  const root = resolve(dist);
  put(/server 127\.0\.0\.1:\d+; # site: backend address/, `server 127.0.0.1:${backendPort}; # site: backend address`);
  put(/include \S+; # site: the production build's hashes/, `include ${join(root, 'csp-hashes.conf')}; # site:`);
  put(/listen \d+; # site: http port/, `listen 127.0.0.1:${httpPort}; # site: http port`);
  put(/return 301 \S+; # site: https address/, `return 301 https://$host:${port}$request_uri; # site:`);
  put(/listen \d+ ssl; # site: listen port/, `listen 127.0.0.1:${port} ssl; # site: listen port`);
  put(/root \S+; # site: the production build/, `root ${root}; # site: the production build`);
  put(/ssl_certificate \S+; # site: certificate$/m, `ssl_certificate ${cert}; # site: certificate`);
  put(/ssl_certificate_key \S+; # site: certificate key/, `ssl_certificate_key ${key}; # site: certificate key`);
  put(/proxy_read_timeout \S+; # site:/, `proxy_read_timeout ${readTimeout}; # site:`);
  return text;
}

/** A self-signed certificate for 127.0.0.1 and localhost (openssl), in `dir`: its and its key's paths. */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/** The whole nginx configuration (-c): deploy/nginx.conf inside an http block, everything else in `dir`. */
export function nginxConf(dir, site) {
  const temp = (name) => {
    mkdirSync(join(dir, name), { recursive: true });
    return join(dir, name);
  };
  // workers of a root master run as `user`: root here, so they can read the build and the temp dirs
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  keepalive_timeout 65;
${site}
}
`;
}

/** Waits until `check` resolves true (every 100 ms, at most `ms`). */
export async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not ready after ${ms} ms`);
}

/**
 * node's arguments in deploy/ebike-backend.service's ExecStart, less its database (`--db <file>`):
 * what the compiled backend is started with here.
 */
export function unitCommand() {
  const unit = readFileSync('deploy/ebike-backend.service', 'utf8');
  const exec = /^ExecStart=(\S+) (.*)$/m.exec(unit);
  if (!exec || !exec[1].endsWith('/node')) throw new Error('deploy/ebike-backend.service: ExecStart does not run node');
  const args = exec[2].split(/\s+/);
  const db = args.indexOf('--db');
  if (db >= 0) args.splice(db, 2);
  return args;
}

/**
 * The backend, resolved once it says it is ready, with what it said until then (`startLines`):
 * from source (node + tsx, no build), or `compiled`, as deploy/ebike-backend.service runs it
 * (node dist-backend/main.mjs, made by `npm run build:backend`). `nodeArgs`: node's own flags
 * before the unit's (a bench's --trace-gc).
 */
export function startBackend({ port, db, reset = false, env = {}, quiet = false, compiled = false, nodeArgs = [] }) {
  const entry = compiled ? unitCommand() : ['--import', 'tsx', 'mocks/server/main.ts'];
  const args = [...nodeArgs, ...entry, '--db', db, ...(reset ? ['--reset'] : [])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let said = '';
    child.stdout.on('data', (d) => {
      if (!quiet) process.stdout.write(d);
      if (said === null) return;
      said += d;
      if (!said.includes('backend ready')) return;
      child.startLines = said.split('\n').filter(Boolean);
      said = null; // what it says after (the request log) is not kept
      done(child);
    });
    child.once('exit', (code) => fail(new Error(`backend exited (${code}) before it was ready`)));
  });
}

/**
 * nginx in the foreground with deploy/nginx.conf and a self-signed certificate: HTTPS on `port`,
 * HTTP (a redirect) on `httpPort`; resolved once it answers.
 */
export async function startNginx({ port, httpPort, dist, backendPort, readTimeout }) {
  const dir = mkdtempSync(join(tmpdir(), 'ebike-nginx-'));
  const conf = join(dir, 'nginx.conf');
  const { cert, key } = selfSignedCertificate(dir);
  writeFileSync(conf, nginxConf(dir, siteConf({ port, httpPort, dist, backendPort, cert, key, readTimeout })));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  child.once('exit', (code) => code && console.error(`nginx exited (${code}); its log: ${join(dir, 'error.log')}`));
  // the plain port's redirect says it is up (node's fetch would refuse the self-signed certificate)
  await until(
    async () => (await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' })).status === 301,
    10_000,
    'nginx',
  );
  return { child, dir, cert };
}
