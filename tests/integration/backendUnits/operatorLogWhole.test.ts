/**
 * The operator log's 2,000 seeded entries are made at the first read of the whole log, not when
 * the log is built (issue 40): a fresh shared worker's restore replays the administrator's
 * sign-in, which only adds its line, and the seeded entries cost ~30 ms of it. Whenever they are
 * made (before the sign-ins, between them, or only when the world is compared), the log is the
 * same, an operator renamed since the build included.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/shared/utils/clock';
import { worldFingerprint } from '@mocks/db/fingerprint';
import { getOperatorLogs, logOperatorAction, OPERATOR_LOG_COUNT } from '@mocks/db/operatorLogs';
import { getDb, resetDb } from '@mocks/db/store';
import { createWorld, within } from '@mocks/db/world';

/** How many times a time was written as ISO text: once per entry made. */
const written = vi.hoisted(() => ({ isoAt: 0 }));
vi.mock('@mocks/db/time', async (original) => {
  const real = await original<typeof import('@mocks/db/time')>();
  return {
    ...real,
    isoAt: (t: number) => {
      written.isoAt++;
      return real.isoAt(t);
    },
  };
});

const START = Date.parse('2026-11-26T02:30:00Z');
afterAll(() => resetDb());

/** A fresh world at START where `steps` run: sign-ins of the administrator, reads of the log, a rename. */
function logAfter(steps: Array<'signIn' | 'read' | 'rename'>) {
  pinClock(START);
  const world = createWorld({ size: 'small' });
  return within(world, () => {
    const admin = getDb().operators.find((o) => o.phone === '13800000000')!;
    for (const step of steps) {
      if (step === 'signIn') logOperatorAction(admin, '登录');
      else if (step === 'read') getOperatorLogs();
      else admin.name = '改名后的管理员';
    }
    const log = getOperatorLogs().map((row) => ({ ...row }));
    // the collections this world built, each hashed whole
    const { collections, parts } = worldFingerprint();
    return { log, collections, parts };
  });
}

describe("the operator log's seeded entries", () => {
  it('are not made by a sign-in: only its line is written', () => {
    pinClock(START);
    within(createWorld({ size: 'small' }), () => {
      const admin = getDb().operators.find((o) => o.phone === '13800000000')!;
      written.isoAt = 0;
      logOperatorAction(admin, '登录');
      expect(written.isoAt).toBe(0);
      const log = getOperatorLogs();
      expect(written.isoAt).toBe(OPERATOR_LOG_COUNT);
      expect(log).toHaveLength(OPERATOR_LOG_COUNT + 1);
      expect(log[0]).toMatchObject({ action: '登录', id: `OL${String(OPERATOR_LOG_COUNT + 1).padStart(7, '0')}` });
    });
  });

  it('are the same whenever they are made', () => {
    const atOnce = logAfter(['read', 'signIn', 'rename', 'signIn']);
    for (const steps of [
      ['signIn', 'rename', 'signIn'],
      ['signIn', 'read', 'rename', 'signIn'],
      ['signIn', 'rename', 'read', 'signIn'],
    ] as const) {
      const later = logAfter([...steps]);
      expect(later.log).toEqual(atOnce.log);
      expect(later.collections).toEqual(atOnce.collections);
      expect(later.parts).toEqual(atOnce.parts);
    }
  });
});
