/**
 * The conformance kit's write mode (`npm run conformance -- --writes`), against a fresh
 * backend: for every write endpoint a caller can reach (the cases of writeCases.ts; the others
 * are listed in NOT_COVERED with their reason), valid inputs generated from its input schema
 * (contract/schemas/inputs/), with the fields that name something in the world drawn from the
 * world's own list reads, are accepted, and the read that shows the record reflects each (a
 * created row present, an edited field changed, a state changed, a deleted row gone); the
 * mutations of a valid input that the contract refuses (an inherited name in every enum and key
 * field, out of range, the wrong type, a missing field, an extra field) are refused with the
 * declared code and message and change nothing, checked by reading the record back. A failure
 * names the endpoint, the input and the difference.
 */
import { randomUUID } from 'node:crypto';
import { firstPageOf } from './paging';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import { IDEMPOTENCY_HEADER } from '@contract/idempotency';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { exact } from '@contract/schemas/inputs/fields';
import { replyDifference } from '@contract/schemas/envelope';
import { INHERITED_NAMES, mutationsOf, objectOf, isStrict, refusalOf } from './arbitrary';
import { connect, KIT_DEVICE, type Client, type How, type Options, type Row } from './kit';
import { NOT_COVERED, WRITE_CASES, type Input, type Rec, type WriteCase, type WorldView } from './writeCases';

export { NOT_COVERED, WRITE_CASES };

/** The code an input the contract refuses is answered with (`{suc:false,error:{code,promt}}`). */
export const INPUT_REFUSAL_CODE = 400;

/** A field no schema names: sent with the valid inputs of a body that is not strict, and never stored. */
export const EXTRA_FIELD = 'kitExtra';

/** The write endpoints the contract declares (each is a case or listed with its reason). */
export const WRITE_ENDPOINTS = ENDPOINTS.filter(({ endpoint }) => endpoint.method !== 'get');

export interface WriteOptions extends Options {
  /** valid inputs per write (default 3) */
  valid?: number;
  /** mutated inputs per write, sampled from all of them (default: all) */
  mutated?: number;
  /** fast-check's seed (default: random, printed) */
  seed?: number;
  /** only the writes with these ids (default: every case) */
  only?: readonly string[];
}

export interface WriteReport {
  rows: Row[];
  /** write endpoints asked (a case whose code the caller holds) */
  covered: number;
  valid: number;
  mutated: number;
  seed: number;
  ms: number;
}

const byId = new Map(ENDPOINTS.map(({ id, endpoint }) => [id, endpoint]));
export const endpointOf = (id: string): Endpoint => {
  const e = byId.get(id);
  if (!e) throw new Error(`no endpoint ${id}`);
  return e;
};
const show = (v: unknown) => JSON.stringify(v)?.slice(0, 300);

/** The rows of a read's reply (`{rows}`, `{list}` or a plain array; a single record as one row). */
export const rowsOf = (data: unknown): Rec[] => {
  if (Array.isArray(data)) return data as Rec[];
  const d = data as { rows?: unknown; list?: unknown } | null;
  if (Array.isArray(d?.rows)) return d.rows as Rec[];
  if (Array.isArray(d?.list)) return d.list as Rec[];
  return d && typeof d === 'object' ? [d as Rec] : [];
};

/**
 * What the row shows unlike the input as the schema reads it: the first field both name whose
 * values differ (texts, numbers, flags; lists by their JSON), or an extra field stored.
 */
function rowDifference(row: Rec, parsed: Rec, fields?: readonly string[]): string | undefined {
  if (EXTRA_FIELD in row) return `the row stores the extra field ${EXTRA_FIELD}`;
  for (const [k, v] of Object.entries(parsed)) {
    if (fields && !fields.includes(k)) continue;
    if (
      !(k in row) ||
      k === 'updatedAt' ||
      v === undefined ||
      (v !== null && typeof v === 'object' && !Array.isArray(v))
    )
      continue;
    // a version is the backend's to move on, a phone or ID number is shown masked
    if (typeof row[k] === 'string' && (row[k] as string).includes('****')) continue;
    if (JSON.stringify(row[k]) !== JSON.stringify(v)) return `${k}: sent ${show(v)}, shown ${show(row[k])}`;
  }
  return undefined;
}

/** How a case's input is sent: its path and query fields apart from the body, a money write's key. */
function sending(c: WriteCase, e: Endpoint, input: Input): { body: unknown; how: How } {
  const body: Input = { ...input };
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const k of c.path ?? []) {
    params[k] = String(body[k]);
    delete body[k];
  }
  for (const k of c.query ?? []) {
    query[k] = body[k];
    delete body[k];
  }
  const noBody = (c.path?.length || c.query?.length) && !Object.keys(body).length && !inputSchemaOf(e)?.body;
  return {
    body: noBody ? undefined : body,
    how: {
      ...(c.path ? { params } : {}),
      ...(c.query ? { query } : {}),
      ...('idempotent' in e && e.idempotent ? { headers: { [IDEMPOTENCY_HEADER]: randomUUID() } } : {}),
    },
  };
}

/**
 * The schema of what a case's input holds: body, path and query fields as one object, strict
 * (a write's query and body name their keys; a delete by path takes no body, and the backend
 * refuses a key there).
 */
function schemaOfCase(c: WriteCase, e: Endpoint): z.ZodType | undefined {
  const s = inputSchemaOf(e);
  if (!c.path && !c.query) return s?.body;
  const parts = [s?.body, s?.params, s?.query].map((p) => (p ? objectOf(p) : undefined)).filter(Boolean);
  if (!parts.length) return undefined;
  return exact(parts.slice(1).reduce((a, b) => a!.extend(b!.shape), parts[0])!.shape);
}

export async function runWrites(o: WriteOptions): Promise<WriteReport> {
  const started = performance.now();
  const seed = o.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rows: Row[] = [];
  let valid = 0;
  let mutated = 0;
  let covered = 0;
  const report = (): WriteReport => ({
    rows,
    covered,
    valid,
    mutated,
    seed,
    ms: Math.round(performance.now() - started),
  });
  let c: Client;
  try {
    c = await connect(o);
  } catch (e) {
    rows.push({ check: `sign in as ${o.phone}`, ok: false, detail: e instanceof Error ? e.message : String(e) });
    return report();
  }
  const client = c;
  const read = async (id: string, query: Record<string, unknown> = {}, params?: Record<string, string>) => {
    const res = await client.call(endpointOf(id), query, params ? { params } : {});
    if (res.body?.suc !== true) throw new Error(`${id} refused: ${show(res.body)}`);
    return res.body.data as unknown;
  };
  const areas = rowsOf(await read('access.agentServiceAreaOpMan'));
  const made = new Map<string, unknown[]>();
  const world: WorldView = {
    session: client.session,
    phone: o.phone,
    device: o.device ?? KIT_DEVICE,
    areas: areas.map((a) => String(a.id)),
    rows: async (id, query = {}, params) =>
      rowsOf(await read(id, { ...firstPageOf(endpointOf(id), 50), ...query }, params)),
    made: (write) => made.get(write) ?? [],
    call: (id, input, how) => client.call(endpointOf(id), input, how),
  };

  /** One case: its valid inputs and their read-back, then its mutations. */
  async function runCase(wc: WriteCase, e: Endpoint, label: string, i: number): Promise<void> {
    const schema = schemaOfCase(wc, e);
    const strict = !!schema && !!objectOf(schema) && isStrict(objectOf(schema)!);
    /** the record the read shows for `input`, if any */
    const shown = async (input: Input, reply?: unknown): Promise<Rec | undefined> => {
      const key = typeof wc.from === 'function' ? wc.from(input, reply) : input[wc.from ?? wc.key];
      const found = await world.rows(wc.read, wc.readQuery?.(input) ?? {}, wc.readParams?.(input));
      return found.find((r) => String(r[wc.key]) === String(key));
    };
    const draw = async (n: number): Promise<Input | undefined> => {
      const arb = await wc.valid(world, schema, n);
      if (!arb) return undefined;
      // the first of a few samples the schema accepts (a generated input may miss a rule across fields)
      const tries = fc.sample(arb, { seed: seed + i * 1000 + n, numRuns: 20 });
      const ok = tries.find((v) => !schema || schema.safeParse(v).success);
      if (!ok) throw new Error(`its own schema refuses ${show(tries[0])}: ${refusalOf(schema!, tries[0])}`);
      return ok;
    };
    if (process.env.KIT_TRACE) console.error(`kit: ${label}`);

    // valid inputs: accepted, and the read shows what each did
    let failed = 0;
    let sentValid = 0;
    for (let n = 0; n < Math.min(o.valid ?? 3, wc.most ?? Number.POSITIVE_INFINITY); n++) {
      let input: Input | undefined;
      try {
        input = await draw(n);
      } catch (err) {
        rows.push({ check: `${label} valid`, ok: false, detail: `no input: ${(err as Error).message}` });
        failed += 1;
        break;
      }
      if (!input) break;
      const sent = strict ? input : { ...input, [EXTRA_FIELD]: 'extra' };
      const { body, how } = sending(wc, e, sent);
      const before = wc.kind === 'create' ? undefined : await shown(input);
      const res = await client.call(e, body, how);
      valid += 1;
      sentValid += 1;
      const refused = res.body?.suc !== true ? `refused: ${show(res.body?.error ?? res.body)}` : undefined;
      let detail: string | null | undefined = refused ?? replyDifference(e, res.body, res.status);
      if (!detail) {
        const madeKey = wc.made?.(input, res.body.data, before);
        if (madeKey !== undefined) made.set(wc.write, [...(made.get(wc.write) ?? []), madeKey]);
        const row = await shown(input, res.body.data);
        const parsed = schema ? ((schema.safeParse(input).data ?? input) as Rec) : input;
        if (wc.gone) detail = row ? `still shown by ${wc.read}: ${show(row)}` : before ? undefined : 'was not shown';
        else if (!row) detail = `not shown by ${wc.read} by ${wc.key}`;
        else {
          detail = wc.compare === false ? undefined : rowDifference(row, parsed, wc.compare);
          detail ??= wc.check?.(row, input, before);
          const shows = wc.shows?.(input, before);
          for (const [k, v] of Object.entries(shows ?? {}))
            if (!detail && JSON.stringify(row[k]) !== JSON.stringify(v))
              detail = `${k}: expected ${show(v)}, shown ${show(row[k])}`;
        }
      }
      if (detail) {
        failed += 1;
        rows.push({ check: `${label} valid ${show(sent)}`, ok: false, detail });
      }
    }
    rows.push({
      check: `${label}: ${sentValid} valid inputs accepted and shown`,
      ok: failed === 0 && sentValid > 0,
      ...(failed ? { detail: `${failed} failed (above)` } : sentValid ? {} : { detail: 'no valid input' }),
    });

    // mutations of a fresh valid input: refused with the contract's message, nothing changed
    const base = schema ? await draw(o.valid ?? 3).catch(() => undefined) : undefined;
    if (!base || !schema) return;
    const all = mutationsOf(schema, base, wc.keys ?? []).map((m) =>
      (wc.path ?? []).some((k) => m.what.startsWith(`${k} `) || m.what.startsWith(`${k}:`))
        ? { ...m, message: undefined }
        : m,
    );
    const sample =
      o.mutated && o.mutated < all.length
        ? fc.sample(fc.shuffledSubarray(all, { minLength: o.mutated, maxLength: o.mutated }), {
            seed: seed + i,
            numRuns: 1,
          })[0]!
        : all;
    const look = async () =>
      JSON.stringify(
        wc.kind === 'create'
          ? (wc.settled ?? ((r: Rec[]) => r))(
              await world.rows(wc.read, wc.readQuery?.(base) ?? {}, wc.readParams?.(base)),
            )
          : await shown(base),
      );
    let before = await look();
    failed = 0;
    for (const m of sample) {
      const { body, how } = sending(wc, e, m.input);
      const res = await client.call(e, body, how);
      mutated += 1;
      const error = res.body?.error as { code?: unknown; promt?: unknown } | undefined;
      const after = await look();
      const detail =
        res.body?.suc !== false
          ? `accepted: ${show(res.body?.data)}`
          : m.message !== undefined && (error?.code !== INPUT_REFUSAL_CODE || error?.promt !== m.message)
            ? `refused with ${show(error)}, the contract says {code:${INPUT_REFUSAL_CODE},promt:${show(m.message)}}`
            : after !== before
              ? `refused, but ${wc.read} changed: ${show(before)} → ${show(after)}`
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

  const cases = WRITE_CASES.filter((wc) => !o.only || o.only.includes(wc.write));
  for (const [i, wc] of cases.entries()) {
    const e = endpointOf(wc.write);
    const label = `${e.method.toUpperCase()} ${e.path} (${wc.write})`;
    if (!e.open && !e.codes.some((code) => client.session.codes.has(code))) {
      rows.push({ check: `${label}: not asked, the caller lacks its code`, ok: true });
      continue;
    }
    covered += 1;
    try {
      await runCase(wc, e, label, i);
    } catch (err) {
      rows.push({
        check: `${label}`,
        ok: false,
        detail: `stopped: ${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }
  return report();
}

/** The counts and time, as the write mode prints them under its table. */
export const writeSummary = (r: WriteReport): string =>
  `write mode: ${r.covered} of ${WRITE_ENDPOINTS.length} write endpoints covered (${Object.keys(NOT_COVERED).length} listed with a reason), ${r.valid} valid and ${r.mutated} mutated calls in ${(r.ms / 1000).toFixed(1)} s (seed ${r.seed}; inherited names ${INHERITED_NAMES.join(', ')})`;
