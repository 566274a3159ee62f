/**
 * Every source of the export table, as the platform's administrator with no filter: the file
 * it would write has one row per row of its list (the list's total), one cell per column, and
 * its times are dates, its numbers numbers (no list's export is quietly empty or cut short).
 */
import { describe, expect, it } from 'vitest';
import { pathOf } from '@contract/endpoint';
import { EXPORT_SOURCE_NAMES } from '@contract/endpoints/exports';
import { getDb } from '@mocks/db/store';
import { listOf, planOf } from '@mocks/exports/kinds';
import type { Caller } from '@mocks/lib/route';
import { pageAs, setupRawBackend, signInAsPhone } from './backendSession';

setupRawBackend();

describe('the export table', () => {
  it.each(EXPORT_SOURCE_NAMES)('%s: as many rows as its list’s total, typed cells', async (source) => {
    const admin = await signInAsPhone('13800000000');
    const { total } = await pageAs(admin, pathOf(listOf(source)), { pageSize: 1 });
    const db = getDb();
    const operator = db.operators.find((o) => o.phone === '13800000000')!;
    const role = db.roles.find((r) => r.id === operator.roleId)!;
    const caller = { operator, claims: {}, codes: new Set(role.codes) } as unknown as Caller;
    const plan = planOf(source, caller, {});
    expect(total).toBeGreaterThan(0);
    expect(plan.rows.length).toBe(total);
    const cells = plan.cells(plan.rows[0]);
    expect(cells).toHaveLength(plan.columns.length);
    plan.columns.forEach((c, i) => {
      const cell = cells[i];
      if (cell === null) return;
      if (c.numFmt?.startsWith('yyyy')) expect(cell, c.header).toBeInstanceOf(Date);
      else if (c.numFmt && c.numFmt !== '@') expect(typeof cell, c.header).toBe('number');
      else expect(typeof cell, c.header).toBe('string');
    });
  });
});
