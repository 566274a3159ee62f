/**
 * The stale-edit rule over every edit endpoint (the table in editEndpoints.ts): two operators
 * load records, save edits on what they loaded, reload or not, in random interleavings. A
 * save made on the stored version is accepted and is what is stored; one made on another
 * version is refused with 409 and 该记录已被他人修改，请刷新后重试, carries the current record and
 * changes nothing; a save without a version is refused alike. So the stored record is always
 * the last accepted save. The table covers every PUT the contract declares.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WRITE_ENDPOINTS } from '@contract/actions';
import { advanceClock } from '@/shared/utils/clock';
import { STALE_EDIT } from '@mocks/lib/version';
import { call, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';
import { EDIT_CASES, sendOf, type EditCase } from './editEndpoints';

setupRawBackend();

const save = (s: Session, c: EditCase, body: Json) => {
  const [method, path] = sendOf(c);
  return call(method, path, { session: s, body });
};
const name = (c: EditCase) => `${c.write.method.toUpperCase()} ${c.write.path}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('every edit endpoint', () => {
  it('is in the table, with every PUT the contract declares', () => {
    const puts = WRITE_ENDPOINTS.filter((w) => w.method === 'put');
    const covered = new Set(EDIT_CASES.map((c) => c.write));
    expect(puts.filter((w) => !covered.has(w)).map((w) => w.path)).toEqual([]);
    expect(puts.length).toBe(23);
  });

  it.each(EDIT_CASES.map((c) => [name(c), c] as const))(
    '%s: refuses a save without a version or on a replaced one, takes one on the current version',
    async (_, c) => {
      const [a, b] = [await signInAsPhone('13800000000'), await signInAsPhone('13800000000')];
      const seenByA = await c.load(a);
      const seenByB = await c.load(b);
      expect(seenByA.updatedAt, 'the read carries the version').toEqual(expect.any(String));

      const { updatedAt: _version, ...unversioned } = c.edit(seenByA, 1);
      const blind = await save(a, c, unversioned);
      expect(blind.body).toMatchObject({ suc: false, error: { code: 409, promt: STALE_EDIT } });
      expect(await c.load(a)).toEqual(seenByA);

      const first = await save(a, c, c.edit(seenByA, 1));
      expect(first.body.suc, JSON.stringify(first.body.error)).toBe(true);
      const afterA = await c.load(a);
      expect(afterA[c.field]).toEqual(c.edit(seenByA, 1)[c.field]);
      expect(afterA.updatedAt).not.toBe(seenByA.updatedAt);

      // B saves on the version A replaced, within the same millisecond: refused, A's change stays
      const late = await save(b, c, c.edit(seenByB, 2));
      expect(late.body).toMatchObject({ suc: false, error: { code: 409, promt: STALE_EDIT } });
      expect(late.body.data, 'the refusal carries the current record').toMatchObject({
        updatedAt: afterA.updatedAt,
        [c.field]: afterA[c.field],
      });
      expect(await c.load(b)).toEqual(afterA);

      // reloaded, B saves on the current version; two saves in one millisecond get two versions
      const retried = await save(b, c, c.edit(await c.load(b), 2));
      expect(retried.body.suc, JSON.stringify(retried.body.error)).toBe(true);
      const afterB = await c.load(b);
      expect(afterB.updatedAt > afterA.updatedAt).toBe(true);
      expect(afterB[c.field]).toEqual(c.edit(afterA, 2)[c.field]);
    },
  );

  it('keeps the last accepted save over any interleaving of two operators (random)', async () => {
    const ops = [await signInAsPhone('13800000000'), await signInAsPhone('13800000000')];
    const counts = { saves: 0, accepted: 0, refused: 0, unversioned: 0 };
    let step = 0;
    const action = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      reload: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      blind: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      wait: fc.constantFrom(0, 0, 1, 1000),
    });
    // each endpoint in turn, so that every one meets both operators' interleavings
    for (const c of EDIT_CASES) {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
          // what each operator's form holds: loaded once, then as it saved or reloaded
          const seen = new Map<number, Json>();
          const held = async (who: number) => {
            if (!seen.has(who)) seen.set(who, await c.load(ops[who]));
            return seen.get(who)!;
          };
          for (const { who, reload, blind, wait } of actions) {
            if (reload) seen.delete(who);
            const mine = await held(who);
            const stored = await c.load(ops[who]);
            advanceClock(wait);
            step += 1;
            const edit = c.edit(mine, step);
            if (blind) delete edit.updatedAt;
            const res = await save(ops[who], c, edit);
            const after = await c.load(ops[who]);
            counts.saves += 1;
            if (!blind && mine.updatedAt === stored.updatedAt) {
              expect(res.body.suc, `${name(c)}: ${JSON.stringify(res.body.error)}`).toBe(true);
              expect(same(after[c.field], edit[c.field])).toBe(true);
              expect(after.updatedAt > stored.updatedAt).toBe(true);
              seen.set(who, after);
              counts.accepted += 1;
            } else {
              expect(res.body).toMatchObject({ suc: false, error: { code: 409, promt: STALE_EDIT } });
              expect(after).toEqual(stored);
              counts[blind ? 'unversioned' : 'refused'] += 1;
            }
          }
        }),
        { numRuns: 3 },
      );
    }
    console.info(
      `stale-edit property: ${EDIT_CASES.length} edit endpoints, ${counts.saves} saves: ${counts.accepted} accepted, ` +
        `${counts.refused} refused as stale, ${counts.unversioned} refused without a version`,
    );
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.accepted).toBeGreaterThan(0);
  });
});
