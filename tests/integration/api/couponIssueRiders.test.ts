/**
 * A coupon issued to riders picked by id (issue 43 item 5): the issuance dialog finds riders by
 * id, name or phone digits and names them with a masked phone, so no phone is revealed; the
 * backend issues to the ids as one all-or-nothing issuance, and refuses an unknown id by name.
 */
import { describe, expect, it } from 'vitest';
import { getCoupons } from '@mocks/db/marketing';
import { couponsOfRider, getCouponIssues } from '@mocks/db/riderCoupons';
import { getRiders } from '@mocks/db/riders';
import { call, postAs, setupRawBackend, signInAsPhone, type Json, type Session } from './backendSession';

setupRawBackend();

const ISSUE = '/platform/marketing/coupon/issue';
const issue = (s: Session, body: Record<string, unknown>) =>
  postAs(s, ISSUE, { couponId: 'CP005', perRider: 1, ...body });
const search = async (s: Session, keyword: string): Promise<Json[]> => {
  const res = await call('GET', `${ISSUE}/riders`, { session: s, query: { couponId: 'CP005', keyword } });
  if (!res.body.suc) throw new Error(JSON.stringify(res.body.error));
  return res.body.data as Json[];
};

/** Two riders of 滨江 with no coupon yet, each with a name nobody else has. */
const twoRiders = () =>
  getRiders()
    .filter(
      (x) =>
        x.serviceAreaId === 'SA002' &&
        !x.blacklisted &&
        couponsOfRider(x.userId).length === 0 &&
        getRiders().filter((y) => y.name === x.name).length === 1,
    )
    .slice(0, 2);

describe('coupon issue to riders picked by id', () => {
  it('finds riders by name, id or phone digits with the phone masked, and issues to their ids', async () => {
    const s = await signInAsPhone('13800000000');
    const [a, b] = twoRiders();
    const masked = `${a.phone.slice(0, 3)}****${a.phone.slice(7)}`;
    for (const keyword of [a.name, a.userId.toLowerCase(), a.phone.slice(3)]) {
      const found = await search(s, keyword);
      expect(found, keyword).toContainEqual({
        userId: a.userId,
        name: a.name,
        phone: masked,
        serviceAreaName: '滨江服务区',
      });
      expect(JSON.stringify(found), keyword).not.toContain(a.phone);
    }
    expect(await search(s, '  ')).toEqual([]);

    const before = getCoupons().find((c) => c.id === 'CP005')!.issued;
    const answer = await issue(s, { mode: 'riders', userIds: [a.userId, b.userId.toLowerCase(), a.userId] });
    expect(answer.suc).toBe(true);
    expect(answer.data).toMatchObject({ mode: 'riders', target: '2 位指定用户', riders: 2, count: 2 });
    expect(couponsOfRider(a.userId).map((c) => c.couponId)).toEqual(['CP005']);
    expect(couponsOfRider(b.userId).map((c) => c.couponId)).toEqual(['CP005']);
    expect(getCoupons().find((c) => c.id === 'CP005')!.issued).toBe(before + 2);
  });

  it('refuses an unknown id by name and an empty pick, and then issues to nobody', async () => {
    const s = await signInAsPhone('13800000000');
    const [a] = twoRiders();
    const before = getCoupons().find((c) => c.id === 'CP005')!.issued;
    const unknown = await issue(s, { mode: 'riders', userIds: [a.userId, 'U999999'] });
    expect(unknown.suc).toBe(false);
    expect(unknown.error.promt).toBe('以下用户不存在：U999999');
    expect((await issue(s, { mode: 'riders', userIds: [] })).error.promt).toBe('请选择用户');
    expect(couponsOfRider(a.userId)).toHaveLength(0);
    expect(getCoupons().find((c) => c.id === 'CP005')!.issued).toBe(before);
    expect(getCouponIssues().filter((i) => i.couponId === 'CP005')).toHaveLength(0);
  });
});
