/**
 * The conformance kit's write mode (`npm run conformance -- --writes`), against a fresh
 * backend: for each write below, valid inputs generated from its input schema
 * (contract/schemas/inputs/) are accepted and each shows up, as sent, in the read that lists
 * it; the mutations of a valid input that the contract refuses (an inherited name in every
 * enum and key field, out of range, the wrong type, a missing field, an extra field where the
 * body is strict) are refused with the declared code and message and change nothing, checked by
 * reading the list back. A failure names the endpoint, the input and the difference.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { CONFIG_WRITES, MARKETING_WRITES } from '@contract/actions';
import type { Endpoint, WriteEndpoint } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import { AGENT_READS } from '@contract/endpoints/agents';
import { CONFIG_READS } from '@contract/endpoints/config';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { replyDifference } from '@contract/schemas/envelope';
import { INHERITED_NAMES, mutationsOf, objectOf, isStrict, validInputs, type Overrides } from './arbitrary';
import { connect, type Client, type Options, type Row } from './kit';

/** The code an input the contract refuses is answered with (`{suc:false,error:{code,promt}}`). */
export const INPUT_REFUSAL_CODE = 400;

/** A field no schema names: sent with the valid inputs of a body that is not strict, and never stored. */
export const EXTRA_FIELD = 'kitExtra';

interface WriteCase {
  write: WriteEndpoint;
  /** the read that lists what the write makes */
  list: Endpoint;
  /** the field that names the record in the list (unique per generated input) */
  name: string;
  /** the fields naming records the backend looks up */
  keys?: readonly string[];
  /** arbitraries for the fields the schema cannot describe, given the caller's first service area */
  over?: (area: string) => Overrides;
}

/** The writes the mode covers: each makes a record its list shows by name. */
export const WRITE_CASES: readonly WriteCase[] = [
  { write: CONFIG_WRITES.faultCreate, list: CONFIG_READS.fault, name: 'name' },
  { write: CONFIG_WRITES.noticeCreate, list: CONFIG_READS.notice, name: 'name' },
  { write: MARKETING_WRITES.helpCreate, list: MARKETING_READS.help, name: 'title' },
  {
    write: MARKETING_WRITES.couponCreate,
    list: MARKETING_READS.coupon,
    name: 'name',
    keys: ['serviceAreaIds'],
    over: (area) => ({ serviceAreaIds: fc.constant([area]), value: fc.integer({ min: 1, max: 99 }) }),
  },
  {
    write: MARKETING_WRITES.memberCardCreate,
    list: MARKETING_READS.memberCard,
    name: 'name',
    keys: ['serviceAreaIds'],
    over: (area) => ({ serviceAreaIds: fc.constant([area]), discount: fc.integer({ min: 10, max: 99 }) }),
  },
];

/** The write endpoints the contract declares (what the mode should cover; it covers WRITE_CASES). */
export const WRITE_ENDPOINTS = ENDPOINTS.filter(({ endpoint }) => endpoint.method !== 'get').length;

export interface WriteOptions extends Options {
  /** valid inputs per write (default 5) */
  valid?: number;
  /** mutated inputs per write, sampled from all of them (default: all) */
  mutated?: number;
  /** fast-check's seed (default: random, printed) */
  seed?: number;
}

export interface WriteReport {
  rows: Row[];
  valid: number;
  mutated: number;
  seed: number;
  ms: number;
}

const idOf = (e: Endpoint) => ENDPOINTS.find((n) => n.endpoint === e)?.id ?? e.path;
const show = (v: unknown) => JSON.stringify(v).slice(0, 300);

/** The list as read now (every row the list gives on its largest page). */
async function listed(c: Client, wc: WriteCase): Promise<unknown> {
  const res = await c.call(wc.list, { page: 1, pageSize: 500 });
  if (res.body?.suc !== true) throw new Error(`${idOf(wc.list)} refused: ${show(res.body)}`);
  return res.body.data;
}
const rowsOf = (data: unknown): Record<string, unknown>[] =>
  (Array.isArray(data) ? data : ((data as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];

/**
 * What the row shows unlike the input as the schema reads it: the first field both name
 * whose values differ (texts, numbers, flags; lists by their JSON), or an extra field stored.
 */
function rowDifference(row: Record<string, unknown>, parsed: Record<string, unknown>): string | undefined {
  if (EXTRA_FIELD in row) return `the row stores the extra field ${EXTRA_FIELD}`;
  for (const [k, v] of Object.entries(parsed)) {
    if (!(k in row) || v === undefined || (typeof v === 'object' && !Array.isArray(v))) continue;
    if (JSON.stringify(row[k]) !== JSON.stringify(v)) return `${k}: sent ${show(v)}, listed ${show(row[k])}`;
  }
  return undefined;
}

export async function runWrites(o: WriteOptions): Promise<WriteReport> {
  const started = performance.now();
  const seed = o.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rows: Row[] = [];
  const report = (): WriteReport => ({ rows, valid, mutated, seed, ms: Math.round(performance.now() - started) });
  let valid = 0;
  let mutated = 0;
  let c: Client;
  try {
    c = await connect(o);
  } catch (e) {
    rows.push({ check: `sign in as ${o.phone}`, ok: false, detail: e instanceof Error ? e.message : String(e) });
    return report();
  }
  const areas = await c.call(AGENT_READS.agentServiceAreaOpMan, {});
  const area = String((areas.body?.data?.list as Array<{ id: string }> | undefined)?.[0]?.id ?? '');

  for (const [i, wc] of WRITE_CASES.entries()) {
    const id = idOf(wc.write);
    const label = `${wc.write.method.toUpperCase()} ${wc.write.path} (${id})`;
    if (!wc.write.codes.some((code) => c.session.codes.has(code))) {
      rows.push({ check: `${label}: not asked, the caller lacks its code`, ok: true });
      continue;
    }
    const schema = inputSchemaOf(wc.write)?.body as z.ZodType;
    const strict = isStrict(objectOf(schema)!);
    const inputs = fc.sample(
      fc.uniqueArray(validInputs(schema, wc.over?.(area)), {
        selector: (v) => v[wc.name],
        minLength: o.valid ?? 5,
        maxLength: o.valid ?? 5,
      }),
      { seed: seed + i, numRuns: 1 },
    )[0]!;

    // valid inputs: accepted, and each listed as sent
    let failed = 0;
    for (const input of inputs) {
      const sent = strict ? input : { ...input, [EXTRA_FIELD]: 'extra' };
      const res = await c.call(wc.write, sent);
      valid += 1;
      const refused = res.body?.suc !== true ? `refused: ${show(res.body?.error ?? res.body)}` : undefined;
      const off = refused ?? replyDifference(wc.write, res.body, res.status);
      let detail: string | null | undefined = off;
      if (!detail) {
        const row = rowsOf(await listed(c, wc)).find((r) => r[wc.name] === input[wc.name]);
        detail = row
          ? rowDifference(row, schema.parse(input) as Record<string, unknown>)
          : `not in ${idOf(wc.list)} by ${wc.name}`;
      }
      if (detail) {
        failed += 1;
        rows.push({ check: `${label} valid ${show(sent)}`, ok: false, detail });
      }
    }
    rows.push({
      check: `${label}: ${inputs.length} valid inputs accepted and listed`,
      ok: failed === 0,
      ...(failed ? { detail: `${failed} failed (above)` } : {}),
    });

    // mutations of the first valid input: refused with the contract's message, nothing changed
    const all = mutationsOf(schema, inputs[0]!, wc.keys);
    const sample =
      o.mutated && o.mutated < all.length
        ? fc.sample(fc.shuffledSubarray(all, { minLength: o.mutated, maxLength: o.mutated }), {
            seed: seed + i,
            numRuns: 1,
          })[0]!
        : all;
    let before = JSON.stringify(await listed(c, wc));
    failed = 0;
    for (const m of sample) {
      const res = await c.call(wc.write, m.input);
      mutated += 1;
      const error = res.body?.error as { code?: unknown; promt?: unknown } | undefined;
      const after = JSON.stringify(await listed(c, wc));
      const detail =
        res.body?.suc !== false
          ? `accepted: ${show(res.body?.data)}`
          : m.message !== undefined && (error?.code !== INPUT_REFUSAL_CODE || error?.promt !== m.message)
            ? `refused with ${show(error)}, the contract says {code:${INPUT_REFUSAL_CODE},promt:${show(m.message)}}`
            : after !== before
              ? `refused, but ${idOf(wc.list)} changed`
              : undefined;
      before = after;
      if (detail) {
        failed += 1;
        rows.push({ check: `${label} ${m.what}: ${show(m.input)}`, ok: false, detail });
      }
    }
    rows.push({
      check: `${label}: ${sample.length} mutated inputs refused, nothing changed`,
      ok: failed === 0,
      ...(failed ? { detail: `${failed} failed (above)` } : {}),
    });
  }
  return report();
}

/** The counts and time, as the write mode prints them under its table. */
export const writeSummary = (r: WriteReport): string =>
  `write mode: ${r.valid} valid and ${r.mutated} mutated calls over ${WRITE_CASES.length} of ${WRITE_ENDPOINTS} write endpoints in ${(r.ms / 1000).toFixed(1)} s (seed ${r.seed}; inherited names ${INHERITED_NAMES.join(', ')})`;
