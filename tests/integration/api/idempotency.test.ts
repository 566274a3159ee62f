/**
 * Idempotent money writes (issue 41, "a retried money write is applied twice"): a money write
 * carries an `Idempotency-Key`; the backend applies one key once per operator and answers a
 * repeat with its first answer for 24 h by the clock, refuses the key reused for another
 * request and a money write without a key. The key goes with the journal entry, so a replay
 * (a reload, a restart of the Node server) still knows it.
 */
import { deserialize, serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { WRITE_ENDPOINTS } from '@contract/actions';
import { IDEMPOTENCY_WINDOW_MS } from '@contract/idempotency';
import { advanceClock, now } from '@/shared/utils/clock';
import { randomUuid } from '@/shared/utils/random';
import { pinEpoch, worldEpoch } from '@mocks/db/store';
import { putWorld, worldState, type WorldState } from '@mocks/db/snapshot';
import { refundsOfUser } from '@mocks/db/refunds';
import { getRiders } from '@mocks/db/riders';
import { isChange, setJournalSink } from '@mocks/lib/journal';
import { call, setupRawBackend, signInAsPhone, type Answer, type Session } from './backendSession';
import { beginJournal, replaySession } from './journalSession';

setupRawBackend();
afterEach(() => {
  setJournalSink(null);
  pinEpoch(null);
});

/** A rider with money on the balance (the admin and finance see every rider). */
const richRider = () => getRiders().find((r) => r.balance >= 5000)!;

const balanceOf = (userId: string) => getRiders().find((r) => r.userId === userId)!.balance;

/** The balance refunds booked with `reason`. */
const refundsWith = (userId: string, reason: string) => refundsOfUser(userId).filter((f) => f.reason === reason);

/** A balance refund of `amount` fen to the rider, as `s`, with `key` (null: none). */
const refund = (s: Session, userId: string, amount: number, key: string | null, reason = '幂等测试退款') =>
  call('POST', '/platform/refund', {
    session: s,
    body: { kind: 'balance', userId, amount, reason },
    idempotencyKey: key,
  });

/** Signed in as the admin; a rider with money, its balance now, and a new key. */
async function scene() {
  const s = await signInAsPhone('13800000000');
  const r = richRider();
  return { s, r, before: balanceOf(r.userId), key: randomUuid() };
}

const refusal = (a: Answer) => ({ status: a.status, code: a.body.error?.code, promt: a.body.error?.promt });

describe('idempotent money writes', () => {
  it('a balance refund sent twice with one key is applied once, and the repeat gets the first answer', async () => {
    const { s, r, before, key } = await scene();
    const first = await refund(s, r.userId, 300, key);
    expect(first.body.suc).toBe(true);
    advanceClock(60_000);
    const again = await refund(s, r.userId, 300, key);
    expect(again).toEqual(first);
    expect(balanceOf(r.userId)).toBe(before - 300);
    expect(refundsWith(r.userId, '幂等测试退款')).toHaveLength(1);
    // another key is another action: applied
    expect((await refund(s, r.userId, 300, randomUuid())).body.suc).toBe(true);
    expect(balanceOf(r.userId)).toBe(before - 600);
  });

  it('the same key with another amount is refused with 请求重复且内容不同, and nothing more is applied', async () => {
    const { s, r, before, key } = await scene();
    expect((await refund(s, r.userId, 300, key)).body.suc).toBe(true);
    const changed = await refund(s, r.userId, 500, key);
    expect(refusal(changed)).toEqual({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', promt: '请求重复且内容不同' });
    // the key on another money write is another request too
    const elsewhere = await call('POST', '/platform/user/balance/adjust', {
      session: s,
      body: { userId: r.userId, amount: 300, reason: '补偿' },
      idempotencyKey: key,
    });
    expect(refusal(elsewhere).promt).toBe('请求重复且内容不同');
    expect(balanceOf(r.userId)).toBe(before - 300);
  });

  it('a money write without a key is refused with 缺少幂等键 and applies nothing; every money write needs one', async () => {
    const { s, r, before } = await scene();
    expect(refusal(await refund(s, r.userId, 300, null))).toEqual({
      status: 400,
      code: 'IDEMPOTENCY_KEY_MISSING',
      promt: '缺少幂等键',
    });
    expect(refusal(await refund(s, r.userId, 300, ''))).toMatchObject({ status: 400, promt: '缺少幂等键' });
    expect(balanceOf(r.userId)).toBe(before);
    expect(refundsWith(r.userId, '幂等测试退款')).toHaveLength(0);
    const money = WRITE_ENDPOINTS.filter((e) => e.idempotent).map((e) => e.path);
    expect(money.sort()).toEqual(
      [
        '/platform/marketing/coupon/issue',
        '/platform/order/adjust',
        '/platform/order/end',
        '/platform/refund',
        '/platform/user/balance/adjust',
        '/platform/user/riding-card',
      ].sort(),
    );
    for (const path of money) {
      const res = await call('POST', path, { session: s, body: {}, idempotencyKey: null });
      expect(refusal(res), path).toMatchObject({ status: 400, promt: '缺少幂等键' });
    }
  });

  it("another operator's use of a key is another key", async () => {
    const admin = await signInAsPhone('13800000000');
    const finance = await signInAsPhone('13800000003');
    const r = richRider();
    const before = balanceOf(r.userId);
    const key = randomUuid();
    const mine = await refund(admin, r.userId, 200, key);
    const theirs = await refund(finance, r.userId, 200, key);
    expect(mine.body.suc).toBe(true);
    expect(theirs.body.suc).toBe(true);
    expect(theirs.body.data.refundId).not.toBe(mine.body.data.refundId);
    expect(balanceOf(r.userId)).toBe(before - 400);
  });

  it('a key is kept 24 h by the clock, then forgotten', async () => {
    const { s, r, before, key } = await scene();
    const first = await refund(s, r.userId, 100, key);
    advanceClock(IDEMPOTENCY_WINDOW_MS - 1000);
    expect(await refund(s, r.userId, 100, key)).toEqual(first);
    expect(balanceOf(r.userId)).toBe(before - 100);
    advanceClock(1000);
    const later = await refund(s, r.userId, 100, key);
    expect(later.body.suc).toBe(true);
    expect(later.body.data.refundId).not.toBe(first.body.data.refundId);
    expect(balanceOf(r.userId)).toBe(before - 200);
  });

  it('a snapshot keeps the keys as columns, not an object per key: put back, a resend is a repeat; past 24 h it is applied anew', async () => {
    const { s, r, before, key } = await scene();
    const first = await refund(s, r.userId, 100, key);
    const other = await refund(s, r.userId, 100, randomUuid());
    expect([first.body.suc, other.body.suc]).toEqual([true, true]);
    const state = worldState();
    // what the Node server's start deserializes for the keys: three columns, whatever their number
    const kept = state.parts['idempotency keys'] as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(['at', 'status', 'text']);
    expect((kept.at as Float64Array).length).toBe(2);
    const epoch = worldEpoch();
    // another world in between: the keys come back from the snapshot, not from memory
    putWorld(deserialize(serialize(worldState())) as WorldState, epoch);
    putWorld(deserialize(serialize(state)) as WorldState, epoch);
    expect(balanceOf(r.userId)).toBe(before - 200);
    expect(await refund(s, r.userId, 100, key)).toEqual(first);
    expect(await refund(s, r.userId, 999, key).then(refusal)).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      promt: '请求重复且内容不同',
    });
    expect(balanceOf(r.userId)).toBe(before - 200);
    // a snapshot taken again before any key was used keeps them all
    putWorld(deserialize(serialize(worldState())) as WorldState, epoch);
    advanceClock(IDEMPOTENCY_WINDOW_MS);
    const later = await refund(s, r.userId, 100, key);
    expect(later.body.suc).toBe(true);
    expect(later.body.data.refundId).not.toBe(first.body.data.refundId);
    expect(balanceOf(r.userId)).toBe(before - 300);
  });

  it('a replayed journal keeps the keys: a resend after the replay is a repeat, not applied again', async () => {
    const session = beginJournal();
    const { s, r, before, key } = await scene();
    const first = await refund(s, r.userId, 300, key);
    expect(first.body.suc).toBe(true);
    expect(session.entries.filter(isChange).map((e) => e.idempotencyKey)).toEqual([key]);
    expect(await replaySession(session, now() + 60_000)).toEqual({ replayed: session.entries.length });
    expect(balanceOf(r.userId)).toBe(before - 300);
    const again = await refund(s, r.userId, 300, key);
    expect(again.body).toEqual(first.body);
    expect(balanceOf(r.userId)).toBe(before - 300);
    expect(refundsWith(r.userId, '幂等测试退款')).toHaveLength(1);
  });
});
