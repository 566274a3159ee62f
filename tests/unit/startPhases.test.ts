import { describe, expect, it } from 'vitest';
import { phaseCells, startPhases } from '../../scripts/lib/startPhases';

// what a compiled start over a snapshot said until ready (mocks/server/serve.ts)
const FROM_SNAPSHOT = [
  'database /tmp/db/backend.sqlite; RSA key pair kept',
  'world from the snapshot of 2026-11-30T06:13:55.304Z (100006 journal entries): file read in 0 ms, deserialized in 1488 ms',
  'replayed 12 changes (the world put back and the entries after it: 112 ms)',
  "world of 3,000 vehicles live in 4 ms, the rides' history in 0 ms",
  'backend ready on http://127.0.0.1:18556 in 1795 ms (992 ms since the process began before that, 468 ms of CPU: node and the code loaded; 1480 ms of CPU in all)',
];

describe("bench-restart's phases of a start", () => {
  it('reads each phase the start said, in the columns it prints', () => {
    expect(startPhases(FROM_SNAPSHOT)).toEqual({
      loading: 992,
      loadingCpu: 468,
      read: 0,
      deserialize: 1488,
      replay: 112,
      replayed: 12,
      live: 4,
      own: 1795,
      cpu: 1480,
    });
    expect(phaseCells(startPhases(FROM_SNAPSHOT))).toEqual([
      '992',
      '468',
      '0',
      '1488',
      '112',
      '12',
      '4',
      '1795',
      '1480',
    ]);
  });

  it('leaves out the snapshot phases of a start that had none', () => {
    const p = startPhases([
      'snapshot of another version (e8b274a86e0122e1) ignored',
      'replayed 100,006 changes (the world put back and the entries after it: 173311 ms)',
      "world of 3,000 vehicles live in 250 ms, the rides' history in 7 ms",
      'backend ready on http://127.0.0.1:18557 in 173713 ms (1224 ms since the process began before that, 360 ms of CPU: node and the code loaded; 56030 ms of CPU in all)',
    ]);
    expect(p).toMatchObject({ read: undefined, deserialize: undefined, replayed: 100006, replay: 173311, live: 257 });
    expect(phaseCells(p).slice(2, 4)).toEqual(['–', '–']);
  });
});
