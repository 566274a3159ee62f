/**
 * An exact list read (the blacklist) refuses a query key it does not name as a body refuses a
 * field (不支持的字段：<names>), an inherited name included; the keys it names (paging, order,
 * the header scope the console adds, its filters) are read.
 */
import { describe, expect, it } from 'vitest';
import { getBlacklist } from '@mocks/db/blacklist';
import { call, setupRawBackend, signInAsPhone, type Session } from './backendSession';

setupRawBackend();

const LIST = '/platform/blacklist/list';
const read = async (s: Session, query: Record<string, unknown>) =>
  (await call('GET', LIST, { session: s, query: { page: 1, pageSize: 20, ...query } })).body;

describe('an exact list query', { timeout: 60000 }, () => {
  it('refuses a key it does not name, an inherited name included', async () => {
    const s = await signInAsPhone();
    expect(await read(s, { foo: 1 })).toMatchObject({ suc: false, error: { code: 400, promt: '不支持的字段：foo' } });
    expect(await read(s, { constructor: 1 })).toMatchObject({
      suc: false,
      error: { code: 400, promt: '不支持的字段：constructor' },
    });
    expect(await read(s, { foo: 1, toString: 'x' })).toMatchObject({
      suc: false,
      error: { promt: '不支持的字段：foo、toString' },
    });
  });

  it('reads the keys it names: paging, order, the header scope and its filters', async () => {
    const s = await signInAsPhone();
    const all = await read(s, {});
    expect(all.suc).toBe(true);
    expect(all.data.total).toBe(getBlacklist().length);
    const one = getBlacklist()[0]!;
    const found = await read(s, {
      keyword: one.userId,
      sortField: 'addedAt',
      sortOrder: 'descend',
      agentIds: '',
      opAreaIds: '',
      serviceAreaId: one.serviceAreaId,
    });
    expect(found).toMatchObject({ suc: true, data: { total: 1 } });
    expect(found.data.rows[0]).toMatchObject({ userId: one.userId });
  });
});
