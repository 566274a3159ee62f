/**
 * Replies are strict: a key the endpoint's schema does not name is a difference, wherever it
 * sits (the reply, a row of a page, an object in a row), for the tests' reply check and the
 * conformance kit alike (both read `replyDifference`). Records and free values keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RIDER_READS } from '@contract/endpoints/riders';
import { firstDifference, replyDifference } from '@contract/schemas/envelope';

const ok = (data: unknown) => ({ suc: true, data });
const rider = {
  userId: 'U1',
  phone: '138****0000',
  name: '张三',
  realNameVerified: true,
  studentStatus: 'none',
  depositStatus: 'paid',
  deposit: 29900,
  balance: 100,
  giftBalance: 0,
  blacklisted: false,
  registeredAt: '2026-01-01T00:00:00+08:00',
  serviceAreaId: 'SA1',
  agentId: 'AG1',
  rides: 3,
};

describe('strict replies', () => {
  it('a reply of the schema conforms', () => {
    expect(replyDifference(RIDER_READS.userList, ok({ rows: [rider], total: 1 }), 200)).toBeNull();
  });

  it('an unknown key in the page, a row or a nested object is named with its path', () => {
    const list = RIDER_READS.userList;
    expect(replyDifference(list, ok({ rows: [rider], total: 1, next: 2 }), 200)).toBe(
      'data.next: a key the schema does not name',
    );
    expect(replyDifference(list, ok({ rows: [rider, { ...rider, seeded: true }], total: 2 }), 200)).toBe(
      'data.rows.1.seeded: a key the schema does not name',
    );
    const card = { name: '月卡', expiresAt: '2026-02-01T00:00:00+08:00', price: 100 };
    expect(replyDifference(list, ok({ rows: [{ ...rider, ridingCard: card }], total: 1 }), 200)).toBe(
      'data.rows.0.ridingCard.price: a key the schema does not name',
    );
    // the envelope itself
    expect(replyDifference(list, { ...ok({ rows: [], total: 0 }), extra: 1 }, 200)).toBe(
      'extra: a key the schema does not name',
    );
  });

  it('records and free values keep their keys', () => {
    expect(firstDifference(z.record(z.string(), z.number()), { a: 1, b: 2 })).toBeNull();
    expect(firstDifference(z.object({ meta: z.unknown() }), { meta: { any: 'thing' } })).toBeNull();
    expect(firstDifference(z.object({ a: z.number() }), { a: 1, b: undefined })).toBeNull();
  });
});
