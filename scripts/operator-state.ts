/**
 * Enables or disables an operator's account on a running backend, signed in over HTTP as the
 * demo administrator (the deploy tests revoke a session this way):
 *   npx tsx scripts/operator-state.ts <origin> <phone> enabled|disabled
 */
import { callJson, signInOverHttp } from './lib/httpSession';

const [origin, phone, state] = process.argv.slice(2);
if (!origin || !phone || (state !== 'enabled' && state !== 'disabled')) {
  console.error('usage: operator-state.ts <origin> <phone> enabled|disabled');
  process.exit(2);
}
const admin = await signInOverHttp(origin);
const res = await callJson(admin, 'POST', '/platform/permission/user/state', { phone, state });
if (!res.body.suc) {
  console.error(JSON.stringify(res.body));
  process.exit(1);
}
console.log(`${phone}: ${state}`);
