// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canSee, hasAccess } from '@/shared/auth/access';

describe('access expressions (validation rules and messages)', () => {
  const codes = ['01', '0301', 'all'];
  it('a comma needs every code', () => {
    expect(hasAccess(codes, '01,0301')).toBe(true);
    expect(hasAccess(codes, '01,0302')).toBe(false);
  });
  it('|| needs any code', () => {
    expect(hasAccess(codes, '0302||0301')).toBe(true);
    expect(hasAccess(codes, '0302||0303')).toBe(false);
  });
  it('a single code, all, and nothing', () => {
    expect(hasAccess(codes, '01')).toBe(true);
    expect(hasAccess(['02'], '01')).toBe(false);
    expect(hasAccess([], 'all')).toBe(true);
    expect(hasAccess(null, '01')).toBe(false);
  });
  it('a route permission list is visible with any of its codes', () => {
    expect(canSee(['1601'], ['0302', '1601'])).toBe(true);
    expect(canSee(['07'], ['0302', '1601'])).toBe(false);
    expect(canSee([], ['all'])).toBe(true);
    expect(canSee([], undefined)).toBe(true);
  });
});

describe('a control gated by the endpoint it calls', () => {
  it('a read descriptor: shown with any of its codes, hidden without; an open one to everyone', async () => {
    const { allows } = await import('@/shared/auth/access');
    const { REPORTS } = await import('@contract/endpoints/reports');
    const { SESSION_READS } = await import('@contract/endpoints/session');
    const { RIDER_WRITES } = await import('@contract/actions');
    expect(allows(['150601'], REPORTS.card)).toBe(true);
    expect(allows(['150101'], REPORTS.card)).toBe(false);
    expect(allows([], SESSION_READS.allCode)).toBe(true);
    // a list needs every endpoint: the daily report and a refund
    expect(allows(['150101'], [REPORTS.daily, RIDER_WRITES.refund])).toBe(false);
    expect(allows(['150101', 'refund'], [REPORTS.daily, RIDER_WRITES.refund])).toBe(true);
  });
});
