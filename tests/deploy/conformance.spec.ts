/**
 * The conformance kit (npm run conformance) against the Node backend as deployed, through
 * nginx: every readable endpoint's reply matches its schema in contract/, and the refusals
 * (no token 401, unsealed SIGN, a code the caller lacks 403) have theirs. No browser: the
 * kit signs in through the envelope over HTTP, as a backend team's CI would.
 */
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../e2e/helpers';
import { runConformance, table } from '../../scripts/conformance/kit';

const ORIGIN = `http://127.0.0.1:${process.env.DEPLOY_PORT}`;

for (const [who, phone, refusal] of [
  ['the administrator', ACCOUNTS.admin, /^no token → 401/],
  ['operations staff', ACCOUNTS.ops, /^a code the caller lacks → 403 refusal/],
] as const) {
  test(`conformance of the Node backend signed in as ${who}`, async () => {
    const rows = await runConformance({ base: ORIGIN, phone, code: '123456' });
    console.log(`conformance as ${phone}:\n${table(rows)}`);
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    expect(rows.some((r) => refusal.test(r.check))).toBe(true);
  });
}
