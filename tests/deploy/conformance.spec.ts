/**
 * The conformance kit (npm run conformance) against the Node backend of the deployed stack:
 * every readable endpoint's reply matches its schema in contract/, and the refusals (no
 * token 401, unsealed SIGN, a code the caller lacks 403) have theirs. No browser: the kit
 * signs in through the envelope over HTTP and runs as its own process (tsx), as a backend
 * team's CI would. It asks the backend's own port: this stack's nginx gives up after 3 s
 * (for the 504 test), and a cold big screen or report can take longer on a busy machine.
 */
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../e2e/helpers';

const BACKEND = `http://127.0.0.1:${process.env.DEPLOY_BACKEND_PORT}`;

for (const [who, phone, refusal] of [
  ['the administrator', ACCOUNTS.admin, /^pass {2}no token → 401/m],
  ['operations staff', ACCOUNTS.ops, /^pass {2}a code the caller lacks → 403 refusal/m],
] as const) {
  test(`conformance of the Node backend signed in as ${who}`, () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance.ts', '--base', BACKEND, '--phone', phone, '--code', '123456'],
      {
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    const table = `${run.stdout}${run.stderr}`;
    console.log(`conformance as ${phone}:\n${table}`);
    expect(table.match(/^FAIL .*$/gm) ?? []).toEqual([]);
    expect(table).toMatch(/^\d+ passed, 0 failed$/m);
    expect(table).toMatch(refusal);
    expect(run.status).toBe(0);
  });
}
