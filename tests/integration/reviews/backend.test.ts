// @vitest-environment jsdom
/**
 * The embedded backend of the review queues (domain model): generated history
 * consistent with riders and orders, the effects of approving, the business
 * rules, and the caller's scope. Calls go through the app's HTTP client
 * (envelope, token) to msw/node.
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/shared/http/errors';
import { http } from '@/shared/http/client';
import { toPage } from '@/shared/http/page';
import { useScope } from '@/shared/scope/store';
import { orderIndex } from '@mocks/db/orders';
import { getInvoices, getRebinds, getReturnCars, getStudentCerts } from '@mocks/db/reviews';
import { refundsOfOrder } from '@mocks/db/refunds';
import { riderIndex } from '@mocks/db/riders';
import { getDb } from '@mocks/db/store';
import { walletOf } from '@mocks/db/wallet';
import { setupBackend, signInAs } from '../harness/backend';
import { withFullWorld } from '../../world';

setupBackend();

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

describe('review items: generated history', () => {
  describe('at full size (how many of each the world has)', () => {
    withFullWorld();
    it('has realistic numbers, about 40 % pending', () => {
      for (const [list, n] of [
        [getStudentCerts(), 300],
        [getRebinds(), 200],
        [getReturnCars(), 400],
        [getInvoices(), 300],
      ] as const) {
        expect(list.length).toBeGreaterThan(n * 0.9);
        expect(list.length).toBeLessThan(n * 1.15);
        const pending = list.filter((r) => r.status === 'pending').length / list.length;
        expect(pending).toBeGreaterThan(0.3);
        expect(pending).toBeLessThan(0.45);
        expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
      }
    });
  });

  it('is consistent with riders and orders', () => {
    const riders = riderIndex();
    for (const c of getStudentCerts()) expect(riders.get(c.userId)?.studentStatus).toBe(c.status);
    for (const r of getRebinds().filter((x) => x.status === 'approved'))
      expect(riders.get(r.userId)?.name).toBe(r.newName);
    for (const r of getReturnCars()) {
      const o = orderIndex().get(r.orderId)!;
      expect(o.endedOutsideParking).toBe(true);
      expect(o.userId).toBe(r.userId);
      // approved appeals already waived the fee; the others still owe it
      expect(o.amount.dispatchFee).toBe(r.status === 'approved' ? 0 : r.dispatchFee);
      expect(r.createdAt > r.endAt).toBe(true);
    }
    for (const inv of getInvoices()) {
      const orders = inv.orderIds.map((id) => orderIndex().get(id)!);
      expect(orders.every((o) => o.userId === inv.userId && o.status === 'paid')).toBe(true);
      expect(inv.amount).toBe(orders.reduce((s, o) => s + o.amount.paid, 0));
      if (inv.titleType === 'company') expect(inv.taxNo).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
    }
  });

  it('evidence images are inline SVG, nothing loads from elsewhere', () => {
    const images = [
      ...getStudentCerts().flatMap((c) => c.images),
      ...getRebinds().flatMap((c) => c.images),
      ...getReturnCars().map((c) => c.photo),
    ];
    expect(images.every((src) => src.startsWith('data:image/svg+xml'))).toBe(true);
    expect(decodeURIComponent(getStudentCerts()[0].images[0])).toContain('学生证照片');
  });
});

describe('review items: actions', () => {
  it("approving a return-car request makes the order's dispatch fee 0 and returns a paid fee to the rider's wallet", async () => {
    await signInAs();
    const item = getReturnCars().find((r) => {
      // paid from the wallet, the fee included (no coupon took part of it)
      const o = orderIndex().get(r.orderId)!;
      return (
        r.status === 'pending' &&
        o.status === 'paid' &&
        o.payChannel === 'wallet' &&
        o.amount.paid >= o.amount.dispatchFee
      );
    })!;
    const order = orderIndex().get(item.orderId)!;
    const paid = order.amount.paid;
    const rider = riderIndex().get(order.userId)!;
    const balance = rider.balance;
    expect(order.amount.dispatchFee).toBe(500);
    expect(paid).toBeGreaterThanOrEqual(500);
    expect(refundsOfOrder(order.orderId)).toHaveLength(0);

    const res = await http.post<{ status: string; handledBy: string; order: { amount: { dispatchFee: number } } }>(
      '/platform/review/return-car/approve',
      { id: item.id },
    );
    expect(res).toMatchObject({ status: 'approved', handledBy: '平台管理员', order: { amount: { dispatchFee: 0 } } });
    // what was paid stays on record; the fee goes back to the wallet as a refund of the ride
    expect(orderIndex().get(item.orderId)!).toMatchObject({
      status: paid > 500 ? 'partially_refunded' : 'refunded',
      amount: { dispatchFee: 0, paid },
    });
    expect(refundsOfOrder(order.orderId)).toEqual([
      expect.objectContaining({
        kind: 'order',
        amount: 500,
        status: 'done',
        channel: 'wallet',
        reason: '还车申诉通过，退还调度费',
      }),
    ]);
    expect(rider.balance).toBe(balance + 500);
    expect(walletOf(rider)[0]).toMatchObject({
      kind: 'refund',
      amount: 500,
      balanceAfter: balance + 500,
      orderId: order.orderId,
    });

    // approving again is refused and changes nothing
    expect((await fail(http.post('/platform/review/return-car/approve', { id: item.id }))).message).toBe(
      '该申请已处理',
    );
    expect(refundsOfOrder(order.orderId)).toHaveLength(1);
    expect(rider.balance).toBe(balance + 500);
  });

  it('approving the appeal of an unpaid ride lowers what is due, with no refund', async () => {
    await signInAs();
    const item = getReturnCars().find(
      (r) => r.status === 'pending' && orderIndex().get(r.orderId)!.status === 'unpaid',
    )!;
    expect(item).toBeDefined();
    const order = orderIndex().get(item.orderId)!;
    const balance = riderIndex().get(order.userId)!.balance;
    await http.post('/platform/review/return-car/approve', { id: item.id });
    expect(order.amount).toMatchObject({ dispatchFee: 0, paid: 0 });
    expect(refundsOfOrder(order.orderId)).toHaveLength(0);
    expect(riderIndex().get(order.userId)!.balance).toBe(balance);
  });

  it('rejecting needs a reason and leaves the order as it was', async () => {
    await signInAs();
    const item = getReturnCars().find((r) => r.status === 'pending')!;
    expect((await fail(http.post('/platform/review/return-car/reject', { id: item.id, reason: '  ' }))).message).toBe(
      '请填写驳回原因',
    );
    await http.post('/platform/review/return-car/reject', { id: item.id, reason: '照片中车辆停放在人行道上' });
    expect(getReturnCars().find((r) => r.id === item.id)).toMatchObject({
      status: 'rejected',
      reason: '照片中车辆停放在人行道上',
    });
    expect(orderIndex().get(item.orderId)!.amount.dispatchFee).toBe(500);
  });

  it('lists filter by status, keyword and date on the server', async () => {
    await signInAs();
    const page = toPage<{ id: string; status: string }>(
      await http.get('/platform/review/student/list', { status: 'rejected', pageSize: 500 }),
    );
    expect(page.total).toBe(getStudentCerts().filter((c) => c.status === 'rejected').length);
    expect(page.items.every((r) => r.status === 'rejected')).toBe(true);

    const school = getStudentCerts()[0].school;
    const bySchool = toPage(await http.get('/platform/review/student/list', { keyword: school, pageSize: 500 }));
    expect(bySchool.total).toBe(getStudentCerts().filter((c) => c.school === school).length);

    const none = toPage(await http.get('/platform/review/invoice/list', { createdAt: '2000-01-01~2000-01-31' }));
    expect(none.total).toBe(0);
  });

  it('honours the scope: a franchisee sees only its areas and cannot act outside them', async () => {
    await signInAs('13800000002');
    const own = getDb().agents.find((a) => a.agentId === 'A001')!.serviceAreaIds;
    const page = toPage<{ serviceAreaId: string }>(await http.get('/platform/review/rebind/list', { pageSize: 500 }));
    expect(page.total).toBe(getRebinds().filter((r) => own.includes(r.serviceAreaId)).length);
    expect(page.items.every((r) => own.includes(r.serviceAreaId))).toBe(true);

    // the header selection narrows it further (sent by `scoped: true`)
    useScope.getState().setAreas([own[0]]);
    const oneArea = toPage<{ serviceAreaId: string }>(
      await http.get('/platform/review/rebind/list', { pageSize: 500 }, { scoped: true }),
    );
    expect(oneArea.total).toBe(getRebinds().filter((r) => r.serviceAreaId === own[0]).length);
    expect(oneArea.items.every((r) => r.serviceAreaId === own[0])).toBe(true);

    const outside = getRebinds().find((r) => r.status === 'pending' && !own.includes(r.serviceAreaId))!;
    expect((await fail(http.post('/platform/review/rebind/approve', { id: outside.id }))).message).toBe('未找到该申请');
  });

  it("needs the queue's permission code", async () => {
    await signInAs('13800000001'); // operations staff: no 0703
    const e = await fail(http.get('/platform/review/student/list', {}, { silent: true }));
    expect(e.status).toBe(403);
  });
});
