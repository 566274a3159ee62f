/**
 * A call's input is parsed without zod's compiled fast path (`jitless`, contract/schemas/inputs):
 * that path compiled a parser for each object schema at its first parse, ~0.5 ms each, paid again
 * by every fresh embedded backend for each endpoint its journal and its first requests touch.
 * The interpreted path must say the same: for every endpoint's every part, generated inputs
 * (as the conformance kit makes them) and each refused mutation of them give the same data or the
 * same issues, in the same order, either way.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { Doc } from 'zod/v4/core';
import { ENDPOINTS } from '@contract/endpoints';
import { inputSchemaOf, parseInput } from '@contract/schemas/inputs';
import { arbitraryOf, INHERITED_NAMES, mutationsOf } from '../../../scripts/conformance/arbitrary';

afterEach(() => {
  vi.restoreAllMocks();
});

const PARTS = ['params', 'query', 'body'] as const;

/** Every declared part's schema, named `<endpoint> <part>`. */
const schemas = ENDPOINTS.flatMap(({ id, endpoint }) => {
  const schema = inputSchemaOf(endpoint);
  return PARTS.flatMap((part) => (schema?.[part] ? [[`${id} ${part}`, schema[part]] as const] : []));
});

const message = () => '请求参数不正确';
/** What a parse gives, as plain data: its data, or its issues in order. */
const outcome = (s: z.ZodType, input: unknown, jitless: boolean) => {
  const r = s.safeParse(input, { error: message, jitless });
  return r.success ? { data: r.data } : { issues: r.error.issues };
};

/** Inputs for a schema: a few generated ones, every refused mutation of each, and some of no shape. */
function inputsOf(s: z.ZodType, seed: number): unknown[] {
  const a = arbitraryOf(s);
  const generated = a ? (fc.sample(a, { numRuns: 6, seed }) as unknown[]) : [];
  const mutated = generated.flatMap((g) =>
    g && typeof g === 'object' && !Array.isArray(g)
      ? mutationsOf(s, g as Record<string, unknown>).map((m) => m.input)
      : [],
  );
  const odd = [{}, null, undefined, 'x', [], { kitExtra: 1 }, ...INHERITED_NAMES.map((n) => ({ [n]: 'x' }))];
  return [...generated, ...mutated, ...odd];
}

describe("the input schemas parsed without zod's compiled path", () => {
  // first: a schema parsed by the compiled path below keeps its parser
  it('compiles no parser for any endpoint', () => {
    const compile = vi.spyOn(Doc.prototype, 'compile');
    for (const { endpoint } of ENDPOINTS) {
      parseInput(endpoint, { params: {}, query: {}, body: {} });
      parseInput(endpoint, { params: { id: 'x' }, query: { kitExtra: 'x' }, body: { kitExtra: 'x' } });
    }
    expect(compile).not.toHaveBeenCalled();
  });
  it(`answer and refuse every endpoint's input as the compiled path does (${schemas.length} schemas)`, () => {
    let compared = 0;
    schemas.forEach(([name, s], i) => {
      for (const input of inputsOf(s, i + 1)) {
        // the interpreted path first: the compiled one is made at its first parse, as it was
        const interpreted = outcome(s, input, true);
        expect(interpreted, `${name} ${JSON.stringify(input)}`).toEqual(outcome(s, input, false));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(schemas.length * 10);
  });
});
