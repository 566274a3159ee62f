/**
 * The per-write records a snapshot keeps (a wallet line and an operator-log line per balance
 * adjustment) are columns, not an object each: the snapshot grows by far less than the ~440 B
 * per write it did, and a world put back answers the wallet and the operator log as before.
 */
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomUuid } from '@/shared/utils/random';
import { worldEpoch } from '@mocks/db/store';
import { putWorld, worldState, type WorldState } from '@mocks/db/snapshot';
import { packLists, packRows, unpackLists, unpackRows } from '@mocks/lib/columns';
import { call, pageAs, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

/** What the world answers of a rider's wallet and of the operator log (first pages, as JSON text). */
async function answers(s: Session, userId: string): Promise<string> {
  const wallet = await pageAs(s, '/platform/user/wallet', { userId, pageSize: 50 });
  const log = await pageAs(s, '/platform/aliyunlog/userlogs', { pageSize: 50 });
  return JSON.stringify({ wallet, log });
}

async function adjust(s: Session, userId: string, amount: number): Promise<void> {
  const res = await call('POST', '/platform/user/balance/adjust', {
    session: s,
    body: { userId, amount, reason: '列存测试' },
    idempotencyKey: randomUuid(),
  });
  expect(res.body.error).toBeUndefined();
}

describe('records kept as columns', () => {
  it('a snapshot grows by under 200 B per balance adjustment, and the world put back answers the same', async () => {
    const s = await signInAsPhone('13800000000');
    const riders = await pageAs(s, '/platform/user/list', { pageSize: 10 });
    const ids = (riders.rows as Array<{ userId: string }>).map((r) => r.userId);
    await adjust(s, ids[0], 1);
    // the collections (the keys' columns hold each answer as text, another matter)
    const size = () => serialize(worldState().collections).length;
    const before = size();
    const N = 200;
    for (let i = 0; i < N; i++) {
      await adjust(s, ids[i % ids.length], 1 + (i % 7));
    }
    const perWrite = (size() - before) / N;
    // an object per line: ~440 B a write
    expect(perWrite).toBeLessThan(200);
    const seen = await answers(s, ids[1]);
    const epoch = worldEpoch();
    const kept = deserialize(serialize(worldState())) as WorldState;
    // another world in between: the lines come back from the snapshot, not from memory
    await adjust(s, ids[1], 7);
    expect(await answers(s, ids[1])).not.toBe(seen);
    putWorld(kept, epoch);
    expect(await answers(s, ids[1])).toBe(seen);
  });

  it('rows of any keys, key order, strings, numbers, undefined and other values come back equal, keys in order', () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.constant(undefined),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const row = fc.dictionary(fc.constantFrom('id', 'at', 'note', 'amount', 'by', 'kind'), value, { maxKeys: 6 });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const back = unpackRows<Record<string, unknown>>(deserialize(serialize(packRows(rows))));
        expect(back).toHaveLength(rows.length);
        back.forEach((r, i) => {
          expect(Object.keys(r)).toEqual(Object.keys(rows[i]));
          expect(Object.is(r, rows[i])).toBe(false);
          for (const k of Object.keys(r)) expect(r[k]).toStrictEqual(rows[i][k]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('lists by key come back as lists, empty ones too; a key holding several kinds is kept as is', () => {
    const lists = new Map<string, object[]>([
      ['a', [{ n: 1 }, { n: 'one' }]],
      ['b', []],
      ['c', [{ n: { deep: [1] } }]],
    ]);
    const back = unpackLists<Record<string, unknown>>(packLists(lists));
    expect([...back.keys()]).toEqual(['a', 'b', 'c']);
    expect(back.get('a')).toEqual([{ n: 1 }, { n: 'one' }]);
    expect(back.get('b')).toEqual([]);
    expect(back.get('c')).toEqual([{ n: { deep: [1] } }]);
  });
});
