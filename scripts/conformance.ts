/**
 * `npm run conformance -- --base URL --phone P --code C [--device D]`: checks a backend against the
 * console's contract (every readable endpoint's reply, and the refusals) and prints a
 * table; exit 1 when a check fails. See scripts/conformance/kit.ts.
 *
 * `--writes` (against a fresh backend: it adds, edits and deletes records) checks every write
 * endpoint a caller can reach instead: valid inputs generated from the input schemas are accepted
 * and read back, mutated ones refused and change nothing; `--valid N` (default 3), `--mutated N`
 * (a sample per write) and `--seed S` to repeat a run.
 * See scripts/conformance/writes.ts.
 *
 * The read mode then runs the books property over HTTP (scripts/conformance/books.ts): random
 * sequences of refunds, adjustments, rides ended, coupons, cards and appeals, after each of
 * which the money screens agree with each other and with the records. It writes money records,
 * so run it against a fresh backend; `--books N` sequences (default 5), `--books 0` skips it,
 * `--seed S` repeats a run.
 */
import { parseArgs } from 'node:util';
import { runConformance, table } from './conformance/kit';
import { runWrites, writeSummary } from './conformance/writes';
import { booksSummary, runBooks } from './conformance/books';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    phone: { type: 'string', default: '13800000000' },
    code: { type: 'string', default: '123456' },
    /** the device code to sign in from: one the backend authorizes for that phone */
    device: { type: 'string' },
    writes: { type: 'boolean', default: false },
    valid: { type: 'string' },
    mutated: { type: 'string' },
    seed: { type: 'string' },
    books: { type: 'string', default: '5' },
  },
});
if (!values.base) {
  console.error(
    'usage: npm run conformance -- --base http://host:port --phone 13800000000 --code 123456 [--books N] [--seed S] [--writes [--valid N] [--mutated N] [--seed S]]',
  );
  process.exit(2);
}
const options = { base: values.base, phone: values.phone!, code: values.code!, device: values.device };
const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
if (values.writes) {
  const r = await runWrites({
    ...options,
    valid: number(values.valid),
    mutated: number(values.mutated),
    seed: number(values.seed),
  });
  console.log(table(r.rows));
  console.log(writeSummary(r));
  process.exit(r.rows.every((row) => row.ok) ? 0 : 1);
}
const rows = await runConformance(options);
console.log(table(rows));
const sequences = Number(values.books);
if (sequences > 0) {
  const books = await runBooks({ ...options, sequences, seed: number(values.seed) });
  console.log(`\n${table(books.rows)}`);
  console.log(booksSummary(books));
  rows.push(...books.rows);
}
process.exit(rows.every((r) => r.ok) ? 0 : 1);
