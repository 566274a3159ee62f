/**
 * The operations of the books property: what moves money, as a caller drives it. The Vitest
 * property (tests/integration/api/books.property.test.ts) runs them on the raw backend with a
 * pinned clock, the conformance kit (scripts/conformance/books.ts) over HTTP on a live one. A
 * `pick` chooses among the candidates a step finds (modulo their number).
 */
import fc from 'fast-check';

export type Op =
  | { kind: 'ride'; minutes: number }
  | { kind: 'refund'; pick: number; all: boolean; frac: number }
  | { kind: 'balanceRefund'; pick: number; frac: number }
  | { kind: 'depositRefund'; pick: number }
  | { kind: 'appeal'; pick: number }
  | { kind: 'adjust'; pick: number; amount: number }
  | { kind: 'coupon'; pick: number }
  | { kind: 'card'; pick: number; days: number };

const pick = fc.nat();
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('ride' as const), minutes: fc.integer({ min: 3, max: 40 }) }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick,
      all: fc.boolean(),
      frac: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('balanceRefund' as const),
      pick,
      frac: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('depositRefund' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('appeal' as const), pick }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      pick,
      amount: fc.integer({ min: -2000, max: 2000 }).filter((n) => n !== 0),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('coupon' as const), pick }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('card' as const), pick, days: fc.integer({ min: 1, max: 30 }) }),
    weight: 1,
  },
);

/** The coupon the property issues to riders under way (3 yuan off, in every area), created once per run. */
export const booksCoupon = (serviceAreaIds: string[], name = '账目属性券') => ({
  name,
  kind: 'amount',
  value: 300,
  threshold: 0,
  validDays: 7,
  stock: 100000,
  limitPerRider: 100,
  serviceAreaIds,
});
