/**
 * The world's fingerprint (mocks/db/fingerprint.ts) hashes records as it walks them, without
 * writing the world out: two values hash alike exactly when their stable JSON is the same
 * (keys in any order, Maps and Sets in any order, undefined left out), and a record held by
 * two collections counts as what it holds, not as where it is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partHash, partText } from '@mocks/db/fingerprint';

/** Values from a small domain, so that equal and near-equal pairs are common. */
const leaf = fc.oneof(
  fc.constantFrom('a', 'b', 'ab', '', '1', '"', 'a"b'),
  fc.constantFrom(0, 1, -1, 0.5, 1e21, 2 ** 31, -(2 ** 31)),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('arr'), tie('obj'), tie('map'), tie('set')),
  arr: fc.array(tie('v'), { maxLength: 3 }),
  obj: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'ab'), tie('v'), { maxKeys: 3 }),
  map: fc.array(fc.tuple(fc.constantFrom('k', 'l', 1, 2), tie('v')), { maxLength: 3 }).map((es) => new Map(es)),
  set: fc.array(fc.constantFrom('x', 'y', 3, 4), { maxLength: 3 }).map((xs) => new Set(xs)),
})).v;

/** The same value built again with every record's keys, every Map and every Set in reverse order. */
function reordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reordered);
  if (v instanceof Map) return new Map([...v.entries()].reverse().map(([k, x]) => [k, reordered(x)]));
  if (v instanceof Set) return new Set([...v].reverse());
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .reverse()
        .map(([k, x]) => [k, reordered(x)]),
    );
  }
  return v;
}

describe('the world hash', () => {
  it('for any two values: the same hash exactly when the same stable JSON', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(partHash(a) === partHash(b)).toBe(partText(a) === partText(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('for any value: the order of keys, Map entries and Set members does not count', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(partHash(reordered(v))).toBe(partHash(v));
      }),
      { numRuns: 500 },
    );
  });

  it('a record shared by two collections hashes as its copy does, and a changed field changes the hash', () => {
    const ride = { orderId: 'R1', amount: { paid: 150, discount: 0 }, status: 'paid' };
    const shared = [[ride], new Map([['R1', ride]])];
    const copied = [[{ ...ride, amount: { ...ride.amount } }], new Map([['R1', structuredClone(ride)]])];
    expect(partHash(shared)).toBe(partHash(copied));
    const refunded = [[ride], new Map([['R1', { ...ride, status: 'refunded' }]])];
    expect(partHash(refunded)).not.toBe(partHash(shared));
    // strings are not confused across boundaries, nor numbers with their text
    expect(partHash(['ab', 'c'])).not.toBe(partHash(['a', 'bc']));
    expect(partHash([1])).not.toBe(partHash(['1']));
  });
});
