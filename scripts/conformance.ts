/**
 * `npm run conformance -- --base URL --phone P --code C [--device D]`: checks a backend against the
 * console's contract (every readable endpoint's reply, and the refusals) and prints a
 * table; exit 1 when a check fails. See scripts/conformance/kit.ts.
 */
import { parseArgs } from 'node:util';
import { runConformance, table } from './conformance/kit';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    phone: { type: 'string', default: '13800000000' },
    code: { type: 'string', default: '123456' },
    /** the device code to sign in from: one the backend authorizes for that phone */
    device: { type: 'string' },
  },
});
if (!values.base) {
  console.error('usage: npm run conformance -- --base http://host:port --phone 13800000000 --code 123456');
  process.exit(2);
}
const rows = await runConformance({
  base: values.base,
  phone: values.phone!,
  code: values.code!,
  device: values.device,
});
console.log(table(rows));
process.exit(rows.every((r) => r.ok) ? 0 : 1);
