// @vitest-environment jsdom
/**
 * The embedded backend of complaint tickets: generated data consistent with
 * riders and orders, the state rules of reply / assign / resolve / close, the
 * operators offered for assignment, and server-side filters.
 */
import { describe, expect, it } from 'vitest';
import { http } from '@/shared/http/client';
import type { ApiError } from '@/shared/http/errors';
import { toPage } from '@/shared/http/page';
import { orderIndex } from '@mocks/db/orders';
import { riderIndex } from '@mocks/db/riders';
import { getWorksheets, worksheetIndex } from '@mocks/db/worksheets';
import { XSS_PROBES } from '@mocks/db/names';
import { setupBackend, signInAs } from '../harness/backend';

setupBackend();

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e.message,
  );

describe('complaint tickets: generated data', () => {
  it('~1,500 tickets of every type and state, consistent with riders and orders', () => {
    const all = getWorksheets();
    expect(all).toHaveLength(1500);
    for (const t of ['fee_dispute', 'vehicle_fault', 'parking', 'deposit', 'other'])
      expect(all.filter((w) => w.type === t).length).toBeGreaterThan(80);
    for (const s of ['open', 'processing', 'resolved', 'closed'])
      expect(all.filter((w) => w.status === s).length).toBeGreaterThan(20);
    for (const w of all) {
      const rider = riderIndex().get(w.userId)!;
      expect(rider.phone).toBe(w.phone);
      if (w.orderId) expect(orderIndex().get(w.orderId)?.userId).toBe(w.userId);
      const times = [w.createdAt, ...w.replies.map((r) => r.at)];
      expect([...times].sort()).toEqual(times);
      if (w.status !== 'open') expect(w.assignee).toBeTruthy();
      if (w.status === 'resolved') expect(w.resolution).toBeTruthy();
      if (w.status === 'closed') expect(w.closeReason).toBeTruthy();
    }
    expect(all.filter((w) => XSS_PROBES.some((p) => w.content.includes(p))).length).toBeGreaterThanOrEqual(3);
  });
});

describe('complaint tickets: rules', () => {
  it('reply, assign, resolve and close follow the state rules', async () => {
    await signInAs();
    const w = getWorksheets().find((x) => x.status === 'open')!;
    const before = w.replies.length; // an open ticket may already carry the rider's follow-ups
    expect(await fail(http.post('/platform/worksheet/reply', { id: w.id, content: '   ' }))).toBe('请输入回复内容');

    await http.post('/platform/worksheet/reply', { id: w.id, content: '您好' });
    expect(worksheetIndex().get(w.id)).toMatchObject({ status: 'processing', assignee: 'OP0000' });

    expect(await fail(http.post('/platform/worksheet/assign', { id: w.id, assignee: 'NOBODY' }))).toBe('请选择处理人');
    await http.post('/platform/worksheet/assign', { id: w.id, assignee: 'OP0001' });
    expect(worksheetIndex().get(w.id)!.assignee).toBe('OP0001');

    expect(await fail(http.post('/platform/worksheet/resolve', { id: w.id, note: '' }))).toBe('请填写处理结果');
    await http.post('/platform/worksheet/resolve', { id: w.id, note: '已处理' });
    expect(await fail(http.post('/platform/worksheet/resolve', { id: w.id, note: '再次' }))).toBe('工单已解决');
    // a resolved ticket can still be replied to, and closed
    await http.post('/platform/worksheet/reply', { id: w.id, content: '如有疑问请联系客服' });
    expect(await fail(http.post('/platform/worksheet/close', { id: w.id, reason: ' ' }))).toBe('请填写关闭原因');
    await http.post('/platform/worksheet/close', { id: w.id, reason: '用户确认已解决' });

    expect(await fail(http.post('/platform/worksheet/reply', { id: w.id, content: '还在吗' }))).toBe(
      '工单已关闭，无法回复',
    );
    expect(await fail(http.post('/platform/worksheet/assign', { id: w.id, assignee: 'OP0000' }))).toBe(
      '工单已关闭，无法指派',
    );
    expect(await fail(http.post('/platform/worksheet/close', { id: w.id, reason: 'x' }))).toBe('工单已关闭');
    const history = worksheetIndex()
      .get(w.id)!
      .replies.slice(before)
      .map((r) => `${r.by}:${r.content}`);
    expect(history).toEqual([
      'staff:您好',
      'system:工单已指派给 运营专员',
      'system:工单已解决：已处理',
      'staff:如有疑问请联系客服',
      'system:工单已关闭：用户确认已解决',
    ]);
  });

  it('filters on the server and offers operators for assignment', async () => {
    await signInAs();
    const target = getWorksheets()[10];
    const byUser = toPage<{ userId: string }>(await http.get('/platform/worksheet/list', { userId: target.userId }));
    expect(byUser.total).toBe(getWorksheets().filter((w) => w.userId === target.userId).length);
    expect(byUser.items.every((w) => w.userId === target.userId)).toBe(true);

    const oldestFirst = toPage<{ createdAt: string }>(
      await http.get('/platform/worksheet/list', { sortField: 'createdAt', sortOrder: 'ascend', pageSize: 5 }),
    );
    expect(oldestFirst.items[0].createdAt).toBe(getWorksheets().at(-1)!.createdAt);

    const ops = await http.get<Array<{ opManId: string; name: string }>>('/platform/permission/user/options');
    expect(ops).toEqual(
      expect.arrayContaining([
        { opManId: 'OP0000', name: '平台管理员' },
        { opManId: 'OP0001', name: '运营专员' },
      ]),
    );
  });
});
