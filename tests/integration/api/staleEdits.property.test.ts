/**
 * Two operators edit the same records (fault types, notice templates): each save carries the
 * `updatedAt` of the record as that operator last loaded it. A save made on a stale version is
 * refused with 该记录已被他人修改，请刷新后重试 and changes nothing; the stored record is always
 * the last accepted save, so no accepted change is lost without its author being told.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '@/shared/utils/clock';
import { STALE_EDIT } from '@mocks/lib/version';
import { call, pageAs, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const P = '/platform/config';
type Kind = 'fault' | 'notice';

interface Row {
  id: string;
  name: string;
  updatedAt: string;
  [k: string]: unknown;
}

const load = async (s: Session, kind: Kind): Promise<Row> =>
  ((await pageAs(s, `${P}/${kind}`, { pageSize: 100 })).rows as Row[]).find((r) => r.id === FIRST[kind])!;
const FIRST: Record<Kind, string> = { fault: '', notice: '' };

const edit = (kind: Kind, r: Row, name: string) =>
  kind === 'fault'
    ? {
        id: r.id,
        updatedAt: r.updatedAt,
        name,
        category: r.category,
        priority: r.priority,
        state: r.state,
        remark: r.remark,
      }
    : { id: r.id, updatedAt: r.updatedAt, name, channel: r.channel, content: r.content };

describe('a save made on a stale version', () => {
  it('is refused with a message saying someone else changed the record, and the other change stays', async () => {
    const [a, b] = [await signInAsPhone('13800000000'), await signInAsPhone('13800000000')];
    const first = ((await pageAs(a, `${P}/fault`)).rows as Row[])[0];
    FIRST.fault = first.id;
    const seenByA = await load(a, 'fault');
    const seenByB = await load(b, 'fault');
    advanceClock(1000);
    const saved = await call('PUT', `${P}/fault`, { session: a, body: edit('fault', seenByA, '甲的名称') });
    expect(saved.body.suc).toBe(true);
    advanceClock(1000);
    const late = await call('PUT', `${P}/fault`, { session: b, body: edit('fault', seenByB, '乙的名称') });
    expect(late.body).toMatchObject({ suc: false, error: { code: 409, promt: STALE_EDIT } });
    expect((await load(b, 'fault')).name).toBe('甲的名称');
    // reloaded, the second operator saves over the current version
    const retried = await call('PUT', `${P}/fault`, {
      session: b,
      body: edit('fault', await load(b, 'fault'), '乙的名称'),
    });
    expect(retried.body.suc).toBe(true);
  });

  it('never lets a save over a version other than the stored one through (random interleavings)', async () => {
    const ops = [await signInAsPhone('13800000000'), await signInAsPhone('13800000000')];
    for (const kind of ['fault', 'notice'] as const)
      FIRST[kind] = ((await pageAs(ops[0], `${P}/${kind}`)).rows as Row[])[0].id;
    const step = fc.record({
      who: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom<Kind>('fault', 'notice'),
      reload: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const seen = new Map<string, Row>();
        for (const [who, s] of ops.entries())
          for (const kind of ['fault', 'notice'] as const) seen.set(`${who}${kind}`, await load(s, kind));
        for (const [i, { who, kind, reload }] of steps.entries()) {
          const key = `${who}${kind}`;
          if (reload) seen.set(key, await load(ops[who], kind));
          const mine = seen.get(key)!;
          const stored = await load(ops[who], kind);
          advanceClock(1000);
          const name = `改名${i}${who}`;
          const res = await call('PUT', `${P}/${kind}`, { session: ops[who], body: edit(kind, mine, name) });
          const after = await load(ops[who], kind);
          if (mine.updatedAt === stored.updatedAt) {
            expect(res.body.suc).toBe(true);
            expect(after.name).toBe(name);
            seen.set(key, after);
          } else {
            expect(res.body.error?.promt).toBe(STALE_EDIT);
            expect(after).toEqual(stored);
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});
