/**
 * Coupons that reach riders: 发放 on /marketing/coupon by a phone list (typed or a
 * .txt file) and by a segment; the backend refuses an exhausted stock and a rider over
 * the limit, and its reason stays in the dialog; the 发放记录 lists who issued what to
 * whom; the rider's 优惠券 tab lists the coupon, 用户奖励 lists the reward, a complaint's
 * resolution can compensate with one, and the next ride the backend ends uses it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import CouponListPage from '@/features/marketing/pages/CouponListPage';
import RiderDetailPage from '@/features/riders/pages/RiderDetailPage';
import WorksheetDetailPage from '@/features/worksheets/pages/WorksheetDetailPage';
import { http } from '@/shared/http/client';
import { getCoupons } from '@mocks/db/marketing';
import { getOrders } from '@mocks/db/orders';
import { countedCoupons, couponsOfRider, getCouponIssues, statusOf } from '@mocks/db/riderCoupons';
import { getRiders, riderIndex } from '@mocks/db/riders';
import { getUserRewards } from '@mocks/db/invites';
import { getWorksheets } from '@mocks/db/worksheets';
import { API, captureRequests, server, setupBackend, signInAs } from '../harness/backend';
import { renderPage } from '../harness/render';
import { btn, choose, dialog, lastRequest, pastThrottle, rowOf, waitForRows } from '../harness/queries';

setupBackend();

const LIST = '/marketing/coupon';

/** The issuance dialog of a coupon row, switched to `mode` when given (it opens on 指定用户). */
async function openIssue(user: ReturnType<typeof renderPage>['user'], id: string, name: string, mode?: string) {
  await waitForRows(5);
  await user.click(within(rowOf(id)).getByRole('button', { name: btn('发放') }));
  const d = await dialog(`发放优惠券「${name}」`);
  if (mode) await user.click(within(d).getByText(mode));
  return d;
}

/** 新用户骑行券 (CP004) issued to one rider by phone through the backend, `perRider` each. */
const issueNewRiderCoupon = (phone: string, perRider: number) =>
  http.post('/platform/marketing/coupon/issue', { couponId: 'CP004', mode: 'phones', phones: [phone], perRider });

describe('coupon issuance', { timeout: 120000 }, () => {
  it('a phone list from a .txt file issues the coupon; the record, the rider tab and 用户奖励 show it', async () => {
    await signInAs();
    const r = getRiders().find(
      (x) => x.serviceAreaId === 'SA002' && !x.blacklisted && couponsOfRider(x.userId).length === 0,
    )!;
    const seen = captureRequests('/platform/marketing/coupon/issue');
    const { user } = renderPage(CouponListPage, LIST);
    const d = await openIssue(user, 'CP005', '滨江开城体验券', '手机号名单');
    const file = new File([`phone\n${r.phone}\n${r.phone}\n`], 'riders.csv', { type: 'text/csv' });
    await user.upload(d.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue(r.phone));
    expect(within(d).getByText(/已识别 1 个手机号/)).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    await waitFor(() =>
      expect(seen.find((x) => x.method === 'POST')?.body).toEqual({
        couponId: 'CP005',
        mode: 'phones',
        phones: [r.phone],
        perRider: 1,
      }),
    );
    await waitFor(() => expect(within(rowOf('CP005')).getByText('1')).toBeInTheDocument());
    expect(getCoupons().find((c) => c.id === 'CP005')?.issued).toBe(1);

    await user.click(screen.getByRole('button', { name: btn('发放记录') }));
    const records = await dialog('发放记录');
    const record = (await within(records).findByText('1 个手机号')).closest('tr')!;
    expect(within(record).getByText('1 人 × 1 = 1 张')).toBeInTheDocument();
    expect(within(record).getByText('手机号名单')).toBeInTheDocument();

    const reward = getUserRewards().find((x) => x.userId === r.userId && x.role === 'issued');
    expect(reward).toMatchObject({
      activityName: '1 个手机号',
      reward: { kind: 'coupon', couponId: 'CP005' },
      status: 'issued',
    });
    const page = await http.get<{ rows: Array<{ role: string; status: string }> }>('/platform/marketing/user-reward', {
      keyword: r.phone,
      page: 1,
      pageSize: 20,
    });
    expect(page.rows.map((x) => [x.role, x.status])).toEqual([['issued', 'issued']]);
  });

  it('the rider tab lists the issued coupon as 未使用, after an outage until 重试', async () => {
    await signInAs();
    const r = getRiders().find(
      (x) => x.serviceAreaId === 'SA001' && !x.blacklisted && couponsOfRider(x.userId).length === 0,
    )!;
    await issueNewRiderCoupon(r.phone, 2);
    let down = true;
    server.use(mswHttp.get(`${API}/platform/marketing/rider-coupon`, () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderPage(RiderDetailPage, `/user-info-detail?id=${r.userId}`);
    await screen.findByText(r.userId);
    await user.click(screen.getByRole('tab', { name: '优惠券' }));
    const retry = await screen.findByRole('button', { name: btn('重试') }, { timeout: 20000 });
    down = false;
    await user.click(retry);
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;
    await waitFor(() => expect(within(panel).getAllByText('新用户骑行券')).toHaveLength(2));
    expect(within(panel).getAllByText('未使用')).toHaveLength(2);
    expect(within(panel).getAllByText('定向发放')).toHaveLength(2);
  });

  it('a rider picked by name (masked phone, id) is issued the coupon with no phone reveal; the record says 指定用户', async () => {
    await signInAs();
    const r = getRiders().find(
      (x) =>
        x.serviceAreaId === 'SA002' &&
        !x.blacklisted &&
        couponsOfRider(x.userId).length === 0 &&
        getRiders().filter((y) => y.name === x.name).length === 1,
    )!;
    const masked = `${r.phone.slice(0, 3)}****${r.phone.slice(7)}`;
    const issues = captureRequests('/platform/marketing/coupon/issue');
    const reveals = captureRequests('/platform/privacy/phone');
    const { user } = renderPage(CouponListPage, LIST);
    const d = await openIssue(user, 'CP005', '滨江开城体验券');
    await user.type(within(d).getByRole('combobox', { name: '用户' }), r.name);
    const label = `${r.name}（${masked}）${r.userId} · 滨江服务区`;
    const option = await waitFor(() => {
      const o = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
        (x) => x.textContent === label,
      );
      if (!o) throw new Error(`no option ${label}`);
      return o;
    });
    await user.click(option);
    // a 满减券 is money the platform gives: how much and where, before it is confirmed
    expect(
      within(d).getByText('确认后将向每位用户发放 1 张满减券，价值 ¥5.00，计入用户的优惠券，骑行时抵扣，由平台承担'),
    ).toBeInTheDocument();
    expect(issues.filter((x) => x.method === 'POST')).toHaveLength(0);
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    await waitFor(() =>
      expect(issues.find((x) => x.method === 'POST')?.body).toEqual({
        couponId: 'CP005',
        mode: 'riders',
        userIds: [r.userId],
        perRider: 1,
      }),
    );
    await waitFor(() => expect(couponsOfRider(r.userId).map((c) => c.couponId)).toEqual(['CP005']));
    expect(getCouponIssues()[0]).toMatchObject({ mode: 'riders', target: '1 位指定用户', count: 1 });
    // the full phone never reached the page: the search answered it masked, and nothing was revealed
    expect(issues.some((x) => JSON.stringify(x.body ?? '').includes(r.phone))).toBe(false);
    expect(reveals).toHaveLength(0);
  });

  it('an exhausted stock is refused with the count left; the dialog keeps the list', async () => {
    await signInAs();
    const r = getRiders().find((x) => x.serviceAreaId === 'SA001' && !x.blacklisted)!;
    // the coupon's stock runs out (its 已发放 counted from the rider coupons first)
    const coupon = countedCoupons().find((c) => c.id === 'CP002')!;
    coupon.issued = coupon.stock;
    const held = couponsOfRider(r.userId).length;
    const { user } = renderPage(CouponListPage, LIST);
    const d = await openIssue(user, 'CP002', '通勤免费15分钟', '手机号名单');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), r.phone);
    // a 免时长券 has no amount: no money line
    expect(within(d).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    expect(await within(d).findByText('库存不足：剩余 0 张，本次需发放 1 张')).toBeInTheDocument();
    expect(within(d).getByRole('textbox', { name: '手机号' })).toHaveValue(r.phone);
    expect(couponsOfRider(r.userId)).toHaveLength(held);
    expect(getCouponIssues().filter((i) => i.mode === 'phones')).toHaveLength(0);
  });

  it('a rider over the limit per rider is refused by masked phone, and nobody receives it', async () => {
    await signInAs();
    const [a, b] = getRiders().filter(
      (x) => x.serviceAreaId === 'SA001' && !x.blacklisted && couponsOfRider(x.userId).length === 0,
    );
    await issueNewRiderCoupon(a.phone, 1);
    const issued = getCoupons().find((c) => c.id === 'CP004')!.issued;
    const { user } = renderPage(CouponListPage, LIST);
    const d = await openIssue(user, 'CP004', '新用户骑行券', '手机号名单');
    await user.type(within(d).getByRole('textbox', { name: '手机号' }), `${a.phone},${b.phone}`);
    const each = within(d).getByRole('textbox', { name: '每人张数' });
    await user.clear(each);
    await user.type(each, '2');
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    const masked = `${a.phone.slice(0, 3)}****${a.phone.slice(7)}`;
    expect(await within(d).findByText(`超过每人限领 2 张：${masked}已领满`)).toBeInTheDocument();
    expect(couponsOfRider(b.userId)).toHaveLength(0);
    expect(getCoupons().find((c) => c.id === 'CP004')!.issued).toBe(issued);

    await pastThrottle();
    await user.clear(each);
    await user.type(each, '1');
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    await waitFor(() => expect(couponsOfRider(b.userId)).toHaveLength(1));
    expect(couponsOfRider(a.userId)).toHaveLength(2);
  });

  it('a segment is counted by 预估人数, then issued to the riders of the area with a deposit', async () => {
    await signInAs();
    const match = getRiders().filter(
      (x) => x.serviceAreaId === 'SA002' && !x.blacklisted && x.depositStatus === 'paid',
    );
    // a coupon with fewer left than the segment has riders (the seeded one has 800)
    const left = Math.floor(match.length / 2);
    getCoupons().find((c) => c.id === 'CP005')!.stock = left;
    const seen = captureRequests('/platform/marketing/coupon/issue');
    const { user } = renderPage(CouponListPage, LIST);
    const d = await openIssue(user, 'CP005', '滨江开城体验券');
    await user.click(within(d).getByText('用户分群'));
    await choose(user, '服务区', '滨江服务区', d);
    await user.click(within(d).getByRole('checkbox', { name: '仅已缴押金的用户' }));
    await user.click(within(d).getByRole('button', { name: btn('预估人数') }));
    expect(await within(d).findByText(`符合条件 ${match.length} 人，需 ${match.length} 张`)).toBeInTheDocument();
    // more riders than the coupon has left: refused as a whole
    await user.click(within(d).getByRole('button', { name: '确认发放' }));
    expect(await within(d).findByText(`库存不足：剩余 ${left} 张，本次需发放 ${match.length} 张`)).toBeInTheDocument();
    expect(seen.find((x) => x.method === 'POST')?.body).toEqual({
      couponId: 'CP005',
      mode: 'segment',
      segment: { serviceAreaId: 'SA002', depositPaid: true },
      perRider: 1,
    });
    expect(getCouponIssues().filter((i) => i.couponId === 'CP005')).toHaveLength(0);

    // narrowed to the newly registered, it goes through
    const since = '2026-10-01';
    const fewer = match.filter((x) => x.registeredAt >= '2026-09-30T16:00:00.000Z');
    const issue = await http.post<{ riders: number; target: string }>('/platform/marketing/coupon/issue', {
      couponId: 'CP005',
      mode: 'segment',
      segment: { serviceAreaId: 'SA002', registeredFrom: since, depositPaid: true },
      perRider: 1,
    });
    expect(issue).toMatchObject({ riders: fewer.length, target: `滨江服务区，${since} 起注册，已缴押金` });
    expect(fewer.every((x) => couponsOfRider(x.userId).some((c) => c.couponId === 'CP005'))).toBe(true);
  });

  it('a complaint resolved with a coupon compensates its rider, and the next ride ends using it', async () => {
    await signInAs();
    const ws = getWorksheets().find(
      (w) => w.status === 'open' && riderIndex().get(w.userId)?.serviceAreaId === 'SA001',
    )!;
    await http.post('/platform/worksheet/resolve', { id: ws.id, note: '补偿一张骑行券', couponId: 'CP004' });
    const held = couponsOfRider(ws.userId).find((c) => c.source === 'complaint')!;
    expect(held).toMatchObject({ couponId: 'CP004', status: 'held' });

    const ride = getOrders().find(
      (o) => o.status === 'riding' && o.payChannel !== 'riding_card' && o.serviceAreaId === 'SA001',
    )!;
    await issueNewRiderCoupon(ride.phone, 1);
    const before = couponsOfRider(ride.userId).filter((c) => statusOf(c) === 'held').length;
    const ended = await http.post<{ amount: { discount: number }; payChannel: string }>('/platform/order/end', {
      orderId: ride.orderId,
    });
    // the ledger books the coupon as the ride's discount, never as cash: the rest is paid through a cash channel
    expect(ride.discountSource).toBe('coupon');
    expect(ended.amount.discount).toBeGreaterThan(0);
    expect(ended.payChannel === 'coupon' || ['wallet', 'wechat', 'alipay'].includes(ended.payChannel)).toBe(true);
    const used = couponsOfRider(ride.userId).find((c) => c.orderId === ride.orderId)!;
    expect(used).toMatchObject({ status: 'used', discount: ended.amount.discount });
    expect(couponsOfRider(ride.userId).filter((c) => statusOf(c) === 'held')).toHaveLength(before - 1);
  });

  it('a coupon issued to a rider is used on their next ride, and the tab shows it used on that order', async () => {
    await signInAs();
    const ride = getOrders().find(
      (o) =>
        o.status === 'riding' &&
        o.payChannel !== 'riding_card' &&
        o.serviceAreaId === 'SA001' &&
        !couponsOfRider(o.userId).length,
    )!;
    await issueNewRiderCoupon(ride.phone, 1);
    const ended = await http.post<{ amount: { discount: number } }>('/platform/order/end', { orderId: ride.orderId });
    const { user } = renderPage(RiderDetailPage, `/user-info-detail?id=${ride.userId}`);
    await screen.findByText(ride.userId);
    await user.click(screen.getByRole('tab', { name: '优惠券' }));
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]')!;
    const link = await within(panel).findByRole('link', { name: ride.orderId });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('新用户骑行券')).toBeInTheDocument();
    expect(within(row).getByText('已使用')).toBeInTheDocument();
    expect(within(row).getByText(`¥${(ended.amount.discount / 100).toFixed(2)}`)).toBeInTheDocument();
  });

  it('a complaint resolved on its page with a 补偿优惠券 gives the rider that coupon; used-up and disabled coupons are not offered', async () => {
    await signInAs();
    const ws = getWorksheets().find(
      (w) =>
        w.status === 'open' &&
        riderIndex().get(w.userId)?.serviceAreaId === 'SA001' &&
        !couponsOfRider(w.userId).length,
    )!;
    const resolves = captureRequests('/platform/worksheet/resolve');
    const { user } = renderPage(WorksheetDetailPage, `/user-worksheet-detail?id=${ws.id}`);
    await user.click(await screen.findByRole('button', { name: btn('解决') }));
    const modal = await dialog('解决工单');
    await user.type(within(modal).getByRole('textbox', { name: '处理结果' }), '补偿一张骑行券');
    // 通勤免费15分钟 is used up and 满5元减1元 disabled: neither is offered
    const usedUp = countedCoupons().find((c) => c.id === 'CP002')!;
    usedUp.issued = usedUp.stock;
    const offered = await http.get<Array<{ name: string; kind: string; value: number }>>(
      '/platform/worksheet/compensation-coupons',
    );
    expect(offered.map((c) => [c.name, c.kind, c.value])).toEqual([
      ['滨江开城体验券', 'amount', 500],
      ['新用户骑行券', 'amount', 300],
      ['周末骑行8.5折', 'discount', 85],
    ]);
    // no coupon, no money line; a 满减券 says what it is worth and where it goes
    expect(within(modal).queryByText(/^确认后将/)).not.toBeInTheDocument();
    await choose(user, '补偿优惠券', '新用户骑行券', modal);
    expect(
      within(modal).getByText('确认后将向该用户发放 1 张满减券，价值 ¥3.00，计入用户的优惠券，骑行时抵扣，由平台承担'),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: '确认解决' }));
    expect((await lastRequest(resolves)).body).toEqual({ id: ws.id, note: '补偿一张骑行券', couponId: 'CP004' });
    await waitFor(() => expect(couponsOfRider(ws.userId)).toHaveLength(1));
    expect(couponsOfRider(ws.userId)[0]).toMatchObject({ couponId: 'CP004', source: 'complaint', status: 'held' });
    expect(getCouponIssues()[0]).toMatchObject({ mode: 'complaint', target: `工单 ${ws.id}`, count: 1 });
  });
});
