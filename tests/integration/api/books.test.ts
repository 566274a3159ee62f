/**
 * One basis for the books (issue 43): takings are booked when paid, in the ride's service
 * area, on the UTC+8 day; refunds when made, on their channel. 日统计, 钱包报表, 财务对账,
 * 运营分析, 运营概览 and the 营收 big screen of the seeded world agree with each other and
 * with the records, for one area and for the whole platform over 30 days.
 */
import { describe, expect, it } from 'vitest';
import { getOrders } from '@mocks/db/orders';
import { riderIndex } from '@mocks/db/riders';
import { setupRawBackend, signInAsPhone } from './backendSession';
import { checkAreaBooks, checkReconciliation, checkScreens, newTally } from './booksChecks';

setupRawBackend();

describe('the books on one basis', () => {
  it('日统计 钱包 is 钱包报表 骑行消费 every day, for 西湖 and for the platform, over 30 days', {
    timeout: 60000,
  }, async () => {
    const s = await signInAsPhone('13800000000');
    const tally = newTally();
    // riders ride outside their home area: the basis decides where a ride's wallet payment counts
    const away = getOrders().filter((o) => o.serviceAreaId !== riderIndex().get(o.userId)?.serviceAreaId);
    expect(away.length).toBeGreaterThan(0);
    await checkAreaBooks(s, 30, tally, 'SA001');
    const daily = await checkAreaBooks(s, 30, tally);
    await checkReconciliation(s, 30, daily, tally);
    await checkScreens(s, daily, tally);
    expect(tally.days).toBe(60);
  });
});
