/**
 * Each money action is applied once (issue 41): over any sequence of sends, resends with the
 * same key and "timeouts" (a send whose answer the client stopped waiting for, sent again at
 * once while the first is still being answered) of balance refunds, balance adjustments,
 * riding-card grants and coupon issues, the books move by the sum of the distinct actions:
 * - each rider's balance by Σ distinct adjustments − Σ distinct refunds, with one refund
 *   record per distinct refund;
 * - a riding card's end by Σ distinct days granted;
 * - a rider's coupons, and the coupon's issued count, by one per distinct issue;
 * and every answer to one action is its first answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCoupons } from '@mocks/db/marketing';
import { refundsOfUser } from '@mocks/db/refunds';
import { couponsOfRider, getRiderCoupons } from '@mocks/db/riderCoupons';
import { getRiders } from '@mocks/db/riders';
import type { RiderRecord } from '@contract/riders';
import { now } from '@/shared/utils/clock';
import { randomUuid } from '@/shared/utils/random';
import { call, setupRawBackend, signInAsPhone, type Answer, type Session } from './backendSession';
import { DAY, sum } from './ledgerChecks';

setupRawBackend();

const RUNS = Number(process.env.PROPERTY_RUNS) || 40;

type Kind = 'refund' | 'adjust' | 'card' | 'coupon';

interface Action {
  kind: Kind;
  /** which of the run's riders (a coupon goes to a rider of its own, one per action) */
  rider: number;
  /** fen (refund, adjustment) or days (card) */
  amount: number;
}

const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom<Kind>('refund', 'adjust', 'card', 'coupon'),
  rider: fc.nat({ max: 2 }),
  amount: fc.integer({ min: 1, max: 500 }),
});

/** `send`: the client waits for the answer; `timeout`: it gives up waiting (the request still runs). */
const stepArb = fc.record({ action: fc.nat({ max: 5 }), how: fc.constantFrom('send', 'send', 'timeout') });

const CARD = '幂等属性卡';
const REASON = '幂等属性测试';

const totals = { runs: 0, actions: 0, sends: 0, resends: 0, timeouts: 0 };

describe('idempotent money writes, as a property', () => {
  it('any sequence of sends, resends and timeouts applies each action exactly once', { timeout: 300_000 }, async () => {
    const s: Session = await signInAsPhone('13800000000');
    // a coupon in stock for every run's issues
    const coupon = getCoupons()
      .filter((c) => c.state === 'enabled')
      .sort((a, b) => b.stock - b.issued - (a.stock - a.issued))[0]!;
    expect(coupon.stock - coupon.issued).toBeGreaterThan(RUNS * 6);
    const rich = getRiders().filter((r) => r.balance >= 5000 && !r.blacklisted);
    const holders = new Set(getRiderCoupons().flatMap((rc) => (rc.couponId === coupon.id ? [rc.userId] : [])));
    const holdsNone = getRiders().filter((r) => !r.blacklisted && !holders.has(r.userId));
    let run = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 6, maxLength: 6 }),
        fc.array(stepArb, { minLength: 1, maxLength: 30 }),
        async (actions, steps) => {
          run++;
          // riders of this run only, so that what they hold now is the baseline
          const riders = rich.slice(run * 3, run * 3 + 3);
          const takers = holdsNone.slice(run * 6, run * 6 + 6);
          const target = (a: Action, i: number): RiderRecord => (a.kind === 'coupon' ? takers[i]! : riders[a.rider]!);
          const balance0 = riders.map((r) => r.balance);
          const card0 = riders.map(() => now());
          const issued0 = coupon.issued;

          const keys = actions.map(() => randomUuid());
          const body = (a: Action, i: number): [string, Record<string, unknown>] => {
            const r = target(a, i);
            if (a.kind === 'refund')
              return ['/platform/refund', { kind: 'balance', userId: r.userId, amount: a.amount, reason: REASON }];
            if (a.kind === 'adjust')
              return ['/platform/user/balance/adjust', { userId: r.userId, amount: a.amount, reason: REASON }];
            if (a.kind === 'card')
              return ['/platform/user/riding-card', { userId: r.userId, name: CARD, days: (a.amount % 30) + 1 }];
            return [
              '/platform/marketing/coupon/issue',
              { couponId: coupon.id, mode: 'phones', phones: [r.phone], perRider: 1 },
            ];
          };
          const send = (i: number): Promise<Answer> => {
            const [path, b] = body(actions[i]!, i);
            return call('POST', path, { session: s, body: b, idempotencyKey: keys[i] });
          };

          const answers = new Map<number, Array<Promise<Answer>>>();
          let sends = 0;
          let resends = 0;
          let timeouts = 0;
          for (const { action, how } of steps) {
            const sent = answers.get(action) ?? [];
            if (sent.length) resends++;
            else sends++;
            const answer = send(action);
            sent.push(answer);
            answers.set(action, sent);
            if (how === 'timeout') timeouts++;
            // given up on: its answer is never waited for here, the next step starts at once
            else await answer;
          }
          const done = new Map<number, Answer[]>();
          for (const [i, all] of answers) done.set(i, await Promise.all(all));

          // every action was accepted, and every answer to it is its first
          for (const [i, all] of done) {
            expect(all[0]!.body.suc, `${actions[i]!.kind}: ${JSON.stringify(all[0]!.body.error)}`).toBe(true);
            for (const a of all) expect(a).toEqual(all[0]);
          }
          const distinct = [...done.keys()].map((i) => ({ i, a: actions[i]! }));
          riders.forEach((r, n) => {
            const mine = distinct.filter(({ a }) => a.kind !== 'coupon' && a.rider === n);
            const moved = (kind: Kind) => sum(mine.filter(({ a }) => a.kind === kind).map(({ a }) => a.amount));
            expect(r.balance, r.userId).toBe(balance0[n]! + moved('adjust') - moved('refund'));
            const refunds = refundsOfUser(r.userId).filter((f) => f.reason === REASON);
            expect(refunds.length, r.userId).toBe(mine.filter(({ a }) => a.kind === 'refund').length);
            const days = sum(mine.filter(({ a }) => a.kind === 'card').map(({ a }) => (a.amount % 30) + 1));
            if (days) expect(Date.parse(r.ridingCard!.expiresAt), r.userId).toBe(card0[n]! + days * DAY);
          });
          const issues = distinct.filter(({ a }) => a.kind === 'coupon');
          for (const { i } of issues) {
            expect(couponsOfRider(takers[i]!.userId).filter((rc) => rc.couponId === coupon.id)).toHaveLength(1);
          }
          expect(coupon.issued).toBe(issued0 + issues.length);

          totals.runs++;
          totals.actions += distinct.length;
          totals.sends += sends;
          totals.resends += resends;
          totals.timeouts += timeouts;
        },
      ),
      { numRuns: RUNS },
    );
    console.log(
      `idempotency property: ${totals.runs} runs, ${totals.actions} distinct actions, ${totals.sends} first sends, ` +
        `${totals.resends} resends (same key), ${totals.timeouts} of all sends given up on (timeouts); each action applied once`,
    );
    expect(totals.resends).toBeGreaterThan(0);
    expect(totals.timeouts).toBeGreaterThan(0);
  });
});
