/**
 * Codes that name one thing (mocks/lib/uniqueCode.ts): drawn again when the code is taken,
 * from an alphabet without look-alikes, long enough to be unguessable; the seed's from the
 * seeded generator, never one twice.
 */
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  CodeSpaceExhausted,
  codeBits,
  seededCode,
  uniqueCode,
} from '@mocks/lib/uniqueCode';
import { createRng } from '@mocks/lib/rng';

/** Random bytes that give `sequences` in turn, the last one for ever. */
function repeating(...sequences: number[][]) {
  let i = 0;
  const calls: number[] = [];
  return {
    calls,
    bytes: (n: number) => {
      calls.push(n);
      const seq = sequences[Math.min(i++, sequences.length - 1)];
      return Uint8Array.from({ length: n }, (_, k) => seq[k % seq.length]);
    },
  };
}

describe('uniqueCode', () => {
  it('draws again while the code drawn is already carried', () => {
    const source = repeating([0], [0], [1]);
    const taken = new Set([`FC${'2'.repeat(CODE_LENGTH)}`]);
    const code = uniqueCode({ prefix: 'FC', taken: (c) => taken.has(c), bytes: source.bytes });
    expect(code).toBe(`FC${'3'.repeat(CODE_LENGTH)}`);
    expect(source.calls).toHaveLength(3);
  });

  it('gives up with an error instead of a duplicate when the source only repeats', () => {
    const source = repeating([5]);
    const taken = (c: string) => c === `FC${CODE_ALPHABET[5].repeat(CODE_LENGTH)}`;
    expect(() => uniqueCode({ prefix: 'FC', taken, bytes: source.bytes })).toThrow(CodeSpaceExhausted);
  });

  it('uses only characters that cannot be mistaken for one another', () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    for (const c of '01ILO') expect(CODE_ALPHABET).not.toContain(c);
    const all = Array.from({ length: 256 }, (_, b) => b);
    const code = uniqueCode({ taken: () => false, bytes: repeating(all).bytes, length: 200 });
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{200}$/);
  });

  it('skips the bytes that would favour some characters', () => {
    // 248 and above would make the first 8 characters likelier: they are passed over
    const stream = [250, 255, 248, 30, 249, 61, 251, 92];
    let at = 0;
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => stream[at++ % stream.length]);
    expect(uniqueCode({ taken: () => false, bytes, length: 3 })).toBe('ZZZ');
  });

  it('carries at least 40 random bits', () => {
    expect(codeBits(CODE_LENGTH)).toBeGreaterThanOrEqual(40);
    const code = uniqueCode({ prefix: 'FC', taken: () => false });
    expect(code).toHaveLength(2 + CODE_LENGTH);
  });

  it('the seed gives the same codes every time and never one twice', () => {
    const make = () => {
      const rng = createRng(7);
      const seen = new Set<string>();
      for (let i = 0; i < 500; i++) seen.add(seededCode(rng, (c) => seen.has(c), 'FC', 2));
      return [...seen];
    };
    const codes = make();
    // 500 codes of 2 characters (961 possible): collisions were drawn again
    expect(codes).toHaveLength(500);
    expect(make()).toEqual(codes);
  });
});
