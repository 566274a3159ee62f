/** A list's row made key by key (mocks/lib/rowOf.ts): the same JSON as the spread and rest it replaced. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowOf } from '@mocks/lib/rowOf';

describe('rowOf', () => {
  it('leaves out the hidden keys and adds the extra ones after, an extra key of the record keeping its place', () => {
    const ride = { orderId: 'R1', start: [1, 2], status: 'paid', end: [3, 4], paidAt: 'old' };
    expect(JSON.stringify(rowOf(ride, ['start', 'end'], { userName: '李敏', paidAt: 'new' }))).toBe(
      '{"orderId":"R1","status":"paid","paidAt":"new","userName":"李敏"}',
    );
  });

  it('property: the same JSON as `{ ...rest, ...extra }` after removing the hidden keys', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'start', 'end', '1', 'rides');
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.jsonValue()),
        fc.subarray(['start', 'end', 'a']),
        fc.dictionary(key, fc.jsonValue()),
        (record, hidden, extra) => {
          const rest: Record<string, unknown> = { ...record };
          for (const k of hidden) delete rest[k];
          expect(JSON.stringify(rowOf(record, hidden, extra))).toBe(JSON.stringify({ ...rest, ...extra }));
        },
      ),
    );
  });
});
