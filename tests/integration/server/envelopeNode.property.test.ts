/**
 * The Node server opens envelopes with node:crypto (mocks/server/envelope.ts) instead of
 * crypto-js: it must open exactly what the console seals and refuse exactly what open() refuses
 * (a wrong key, a cut or altered text, not an envelope), or a caller would be answered otherwise
 * than by the browser's backend. PROPERTY_RUNS raises the runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { open, seal } from '@/shared/utils/envelope';
import { openWithNode } from '@mocks/server/envelope';

const RUNS = Number(process.env.PROPERTY_RUNS) || 30;

/** What an opener answers: the value, or that it refused. */
const outcome = (opener: typeof open, cipher: string, key: string) => {
  try {
    return { value: opener(cipher, key) };
  } catch {
    return 'refused';
  }
};

const key = fc.string({ minLength: 1, maxLength: 40, unit: 'binary' });
const payload = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 });

describe('the Node server’s envelope', () => {
  it('opens what seal() sealed, as open() does', () => {
    fc.assert(
      fc.property(payload, key, (p, k) => {
        const cipher = seal(p, k);
        expect(openWithNode(cipher, k)).toEqual(open(cipher, k));
        expect(openWithNode(cipher, k)).toEqual(JSON.parse(JSON.stringify(p)));
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a wrong key, a cut or altered envelope and plain text, as open() does', () => {
    const altered = fc
      .tuple(payload, key, key, fc.nat(), fc.integer({ min: 0, max: 3 }))
      .map(([p, k, other, at, how]) => {
        const cipher = seal(p, k);
        const i = at % cipher.length;
        const swap = cipher[i] === 'A' ? 'B' : 'A';
        const text = [cipher, cipher.slice(0, i), cipher.slice(0, i) + swap + cipher.slice(i + 1), 'not an envelope'][
          how
        ];
        return { text, key: how === 0 ? (other === k ? `${k}x` : other) : k };
      });
    fc.assert(
      fc.property(altered, ({ text, key: k }) => {
        expect(outcome(openWithNode, text, k)).toEqual(outcome(open, text, k));
      }),
      { numRuns: RUNS * 4 },
    );
    expect(outcome(openWithNode, seal({ a: 1 }, 'right'), 'wrong')).toBe('refused');
  });
});
