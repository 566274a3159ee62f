/**
 * Property of the export file stores: over any sequence of keeping, deleting and expiring
 * files, the Node server's SQLite store answers exactly what the in-memory one does (the
 * entries, the bytes, the last job number), and so does the same database opened again, as
 * after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportJob } from '@contract/endpoints/exports';
import { memoryFiles, type ExportFiles } from '@mocks/exports/files';
import { openDatabase } from '@mocks/server/database';
import { sqliteExportFiles } from '@mocks/server/exportFiles';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const dir = mkdtempSync(join(tmpdir(), 'ebike-export-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-26T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

type Command =
  | { kind: 'put'; owner: 0 | 1; failed: boolean; size: number; keepHours: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'expire'; hours: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    owner: fc.constantFrom(0 as const, 1 as const),
    failed: fc.boolean(),
    size: fc.integer({ min: 0, max: 2048 }),
    keepHours: fc.integer({ min: 1, max: 48 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(8) }),
  fc.record({ kind: fc.constant('expire' as const), hours: fc.integer({ min: 0, max: 48 }) }),
);

const OWNERS = ['OP000001', 'OP000002'] as const;

/** Every owner's entries (by id) and each file's bytes: what the 下载中心 would show and give. */
function contents(files: ExportFiles) {
  return OWNERS.map((owner) =>
    files
      .list(owner)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((view) => ({ view, bytes: files.get(view.id)?.bytes ?? null, owner: files.get(view.id)?.owner })),
  );
}

describe('export file stores, property', () => {
  it('SQLite keeps exactly what memory keeps, and keeps it when opened again', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 12 }), (commands) => {
        const file = join(dir, `files-${run++}.sqlite`);
        const db = openDatabase(file, true);
        const sqlite = sqliteExportFiles(db);
        const memory = memoryFiles();
        let n = 0;
        for (const c of commands) {
          if (c.kind === 'put') {
            n += 1;
            const view: ExportJob = {
              id: `EXP${String(n).padStart(6, '0')}`,
              source: 'riders',
              fileName: `用户列表-${n}.xlsx`,
              status: c.failed ? 'failed' : 'done',
              progress: c.failed ? 12 : 100,
              total: c.size,
              size: c.failed ? undefined : c.size,
              error: c.failed ? '生成文件失败：测试' : undefined,
              createdAt: iso(T0 + n * 60_000),
              expiresAt: iso(T0 + n * 60_000 + c.keepHours * HOUR),
              query: { realNameVerified: 'true' },
            };
            const bytes = c.failed ? undefined : Uint8Array.from({ length: c.size }, (_, i) => (i * 31 + n) % 256);
            for (const s of [sqlite, memory])
              s.put({ owner: OWNERS[c.owner], view: JSON.parse(JSON.stringify(view)), bytes });
          } else if (c.kind === 'remove') {
            const id = `EXP${String(c.pick).padStart(6, '0')}`;
            for (const s of [sqlite, memory]) s.remove(id);
          } else {
            for (const s of [sqlite, memory]) s.expire(iso(T0 + c.hours * HOUR));
          }
          expect(contents(sqlite)).toEqual(contents(memory));
          expect(sqlite.lastNumber()).toBe(memory.lastNumber());
        }
        db.close();
        const reopened = openDatabase(file);
        try {
          const again = sqliteExportFiles(reopened);
          expect(contents(again)).toEqual(contents(memory));
          // a job number once given is not given again, even when its file has expired
          expect(again.lastNumber()).toBe(memory.lastNumber());
        } finally {
          reopened.close();
        }
      }),
      { numRuns: RUNS },
    );
  });
});
