// @vitest-environment jsdom
/**
 * The four replies that once carried keys their schemas do not name now carry only what the
 * contract declares: the order list (its rides' stations), the ops task list (its tasks'
 * franchisee), reconciliation items (their area and franchisee) and a refund (`seeded`).
 * Each reply also passes the strict check every integration test makes (tests/setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import { getRiders } from '@mocks/db/riders';
import { dayOf } from '@mocks/lib/stats';
import { now } from '@/shared/utils/clock';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

const keysOf = (rows: object[]): string[] => [...new Set(rows.flatMap((r) => Object.keys(r)))];

describe('replies carry only the keys of their schemas', () => {
  it('the order, ops task and reconciliation lists, and a refund', async () => {
    await signInAs();
    const orders = await http.get<{ rows: object[] }>('/platform/order/list', { page: 1, pageSize: 50 });
    expect(orders.rows.length).toBeGreaterThan(0);
    expect(keysOf(orders.rows)).not.toContain('startStationId');
    expect(keysOf(orders.rows)).not.toContain('endStationId');

    const tasks = await http.get<{ rows: object[] }>('/platform/ops/task/list', { page: 1, pageSize: 50 });
    expect(tasks.rows.length).toBeGreaterThan(0);
    expect(keysOf(tasks.rows)).not.toContain('agentId');

    const date = dayOf(now() - 2 * 86_400_000);
    const items = await http.get<object[]>('/platform/report/reconciliation/items', { date, channel: 'wechat' });
    expect(items.length).toBeGreaterThan(0);
    expect(keysOf(items)).not.toContain('serviceAreaId');
    expect(keysOf(items)).not.toContain('agentId');

    const r = getRiders().find((x) => x.balance >= 1000)!;
    const refund = await http.post<object>('/platform/refund', {
      kind: 'balance',
      userId: r.userId,
      amount: 100,
      reason: '退余额',
    });
    expect(refund).toMatchObject({ userId: r.userId, amount: 100, status: 'done' });
    expect(Object.keys(refund)).not.toContain('seeded');
    const refunds = await http.get<{ rows: object[] }>('/platform/refund/list', { page: 1, pageSize: 20 });
    expect(keysOf(refunds.rows)).not.toContain('seeded');
  });
});
