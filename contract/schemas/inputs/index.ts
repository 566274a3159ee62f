import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import type { InputSchema, Inputs } from './registry';
import { MARKETING_INPUTS } from './marketing';
import { CONFIG_INPUTS } from './config';
import { PRODUCTION_INPUTS } from './production';
import { RECORD_INPUTS } from './records';
import { READ_INPUTS } from './reads';
import { SUPPORT_INPUTS } from './support';
import { WRITE_INPUTS } from './writes';
import { none } from './fields';

/**
 * Every input schema, by endpoint: the embedded backend's route() parses a call's input with
 * it before the handler runs, the tests and the scripts read it. Never imported by the console
 * (the descriptors in contract/endpoints and contract/actions.ts import no schema library).
 */
const ALL: Inputs[] = [
  MARKETING_INPUTS,
  CONFIG_INPUTS,
  PRODUCTION_INPUTS,
  RECORD_INPUTS,
  READ_INPUTS,
  SUPPORT_INPUTS,
  WRITE_INPUTS,
];

const byEndpoint = new Map<Endpoint, InputSchema>();
for (const [e, schema] of ALL.flat()) {
  if (byEndpoint.has(e)) throw new Error(`${e.method.toUpperCase()} ${e.path}: two input schemas`);
  byEndpoint.set(e, schema);
}

export const inputSchemaOf = (e: Endpoint): InputSchema | undefined => byEndpoint.get(e);

/** A call's input by part, as the transport read it. */
export interface RawInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export type ParsedInput =
  | { ok: true; params: Record<string, string>; query: Record<string, string>; body: unknown }
  | { ok: false; field: string; message: string };

/** What is said of a rule that names no message of its own (a nested object missing altogether). */
export const BAD_INPUT_MESSAGE = '请求参数不正确';

const byDefault = () => BAD_INPUT_MESSAGE;

/**
 * How a call's input is parsed: without zod's compiled fast path for objects (`jitless`). That path
 * writes and compiles a parser for each object schema at its first parse (~0.5 ms each), which
 * pays only over thousands of parses of one schema; the embedded backend parses each endpoint's
 * input a few times in a page's life, its restore included (every endpoint its journal holds), and
 * a parse takes ~2 µs either way once the schema was used. Same answers and refusals
 * (tests/integration/units/inputsJitless.test.ts).
 */
const PARSING = { error: byDefault, jitless: true } as const;

/**
 * What an endpoint that declares no query takes there (a write: only the operator delete has
 * one), and a write that declares no body (a delete by its path): nothing. A key sent there is
 * refused with 不支持的字段：<names>, never passed on; an empty part is fine.
 */
const undeclared = (e: Endpoint, part: keyof RawInput): z.ZodType | undefined =>
  part === 'query' || (part === 'body' && e.method !== 'get') ? none : undefined;

/**
 * The input parsed by the endpoint's schema, part by part (path parameters, query, body), or
 * the first failing field and its message. A query or a write's body the endpoint does not
 * declare must be empty; a read's body and undeclared path parameters are passed as they came.
 */
export function parseInput(e: Endpoint, input: RawInput): ParsedInput {
  const schema = byEndpoint.get(e);
  const out = { params: input.params, query: input.query, body: input.body } as Record<keyof RawInput, unknown>;
  for (const part of ['params', 'query', 'body'] as const) {
    const declared: z.ZodType | undefined = schema?.[part];
    if (!declared && input[part] === undefined) continue;
    const s = declared ?? (schema ? undeclared(e, part) : undefined);
    if (!s) continue;
    const r = s.safeParse(input[part], PARSING);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      return { ok: false, field: [part, ...issue.path.map(String)].join('.'), message: issue.message };
    }
    out[part] = r.data;
  }
  return {
    ok: true,
    params: out.params as Record<string, string>,
    query: out.query as Record<string, string>,
    body: out.body,
  };
}
