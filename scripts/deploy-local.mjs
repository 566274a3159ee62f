#!/usr/bin/env node
/**
 * `npm run deploy:local`: the console as deployed, on this machine. Builds dist/ (the
 * production build), starts the Node backend (127.0.0.1:8080, its database in data/) and
 * Debian's nginx with deploy/nginx.conf, HTTPS on port 8443 with a self-signed certificate
 * (the browser warns once) and its redirect from HTTP on 8088, prints the address; Ctrl+C stops both.
 *   --no-build   serve the dist/ already built
 *   --reset      start the backend's world afresh
 *   DEPLOY_PORT=… nginx's HTTPS port (8443), DEPLOY_HTTP_PORT=… its HTTP port (8088), PORT=… the
 *   backend's (8080): a second instance needs all three
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX, startBackend, startNginx } from './lib/deployStack.mjs';

const PORT = Number(process.env.DEPLOY_PORT ?? 8443);
const HTTP_PORT = Number(process.env.DEPLOY_HTTP_PORT ?? 8088);
const BACKEND_PORT = Number(process.env.PORT ?? 8080);
const argv = process.argv.slice(2);

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}: apt-get install -y nginx`);
  process.exit(1);
}
if (!argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const backend = await startBackend({ port: BACKEND_PORT, db: 'data/backend.sqlite', reset: argv.includes('--reset') });
const nginx = await startNginx({ port: PORT, httpPort: HTTP_PORT, dist: 'dist', backendPort: BACKEND_PORT });
console.log(
  `\nThe console as deployed: https://127.0.0.1:${PORT}/ (self-signed; http://127.0.0.1:${HTTP_PORT}/ redirects there)  (nginx, logs in ${nginx.dir}; backend on 127.0.0.1:${BACKEND_PORT})`,
);
console.log('Ctrl+C stops both.');

const stop = () => {
  nginx.child.kill('SIGQUIT');
  // the backend answers what is under way and writes its snapshot before it exits
  backend.once('exit', () => process.exit(0));
  backend.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
