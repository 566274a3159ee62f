/**
 * Marketing configuration (domain model "Marketing"): fare rules per service area.
 * Seeded from the platform's default fare, lazily built, kept with every change
 * until resetDb(). Money is integer fen, durations whole minutes.
 */
import type {
  AdRecord,
  CouponRecord,
  HelpArticleRecord,
  Hotline,
  RechargeActivityRecord,
  RechargeTier,
} from '@contract/marketing';
import { DEMO_IMAGE_HOST } from './images';
import { lazy } from './lazy';
import { DEFAULT_PRICING } from './pricing';
import { epoch, getDb } from './store';
import { isoAt } from './time';

// the fare rules moved to ./pricing (orders price rides with them); said here for marketing's callers
export { getPricing, type Pricing } from './pricing';

/** The next id of a collection: prefix + the highest number + 1, zero-padded. */
export function nextId(prefix: string, ids: readonly string[]): string {
  const re = new RegExp(`^${prefix}\\d+$`);
  const max = ids.reduce((m, id) => Math.max(m, re.test(id) ? Number(id.slice(prefix.length)) : 0), 0);
  return `${prefix}${String(max + 1).padStart(3, '0')}`;
}

export type RechargeActivity = RechargeActivityRecord;

const day = (offset: number) => new Date(epoch() + offset * 86400000 + 8 * 3600000).toISOString().slice(0, 10);

/** Newest first: a paused one to come, a weekend one, a running one for every area and an ended one. */
export const getRechargeActivities = lazy((): RechargeActivity[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const t = (pay: number, gift: number): RechargeTier => ({ pay: pay * 100, gift: gift * 100 });
  const seed: Array<Omit<RechargeActivity, 'id' | 'createdAt' | 'updatedAt'> & { created: number }> = [
    {
      name: '滨江开城充值礼',
      tiers: [t(20, 5), t(50, 15)],
      startDate: day(5),
      endDate: day(35),
      serviceAreaIds: ids.slice(1, 2),
      state: 'disabled',
      created: -2,
    },
    {
      name: '周末充值狂欢',
      tiers: [t(30, 3), t(60, 8)],
      startDate: day(-3),
      endDate: day(25),
      serviceAreaIds: ids.slice(0, 2),
      state: 'enabled',
      created: -5,
    },
    {
      name: '冬季充值送',
      tiers: [t(50, 5), t(100, 15), t(200, 40)],
      startDate: day(-10),
      endDate: day(50),
      serviceAreaIds: ids,
      state: 'enabled',
      created: -12,
    },
    {
      name: '国庆充值送',
      tiers: [t(100, 20)],
      startDate: day(-53),
      endDate: day(-46),
      serviceAreaIds: ids,
      state: 'enabled',
      created: -60,
    },
  ];
  return seed.map(({ created, ...a }, i) => ({
    ...a,
    id: `RA${String(seed.length - i).padStart(3, '0')}`,
    createdAt: isoAt(epoch() + created * 86400000),
    updatedAt: isoAt(epoch() + created * 86400000),
  }));
});

export type Coupon = CouponRecord;

/** What a coupon takes off a fare (fen). free_minutes counts the platform's unit price. */
export function couponDiscount(c: Coupon, fareFen: number): number {
  if (fareFen <= 0 || fareFen < c.threshold) return 0;
  if (c.kind === 'amount') return Math.min(c.value, fareFen);
  if (c.kind === 'discount') return fareFen - Math.round((fareFen * c.value) / 100);
  return Math.min(fareFen, Math.ceil(c.value / DEFAULT_PRICING.unitMinutes) * DEFAULT_PRICING.unitPrice);
}

/**
 * Newest first: ride coupons of each kind, some handed out and used, one paused. The seeded
 * `issued` here is what was handed out apart from the seeded rides' coupons, `used` none:
 * the rider coupons (riderCoupons.ts) add the coupons the seeded rides used (orders.ts picks
 * them within the stock) and then count both figures from their rows. Never issued past
 * stock, and a coupon an activity or task gives (mocks/db/activities.ts) has stock left and
 * was issued at least as often as they gave it.
 */
export const getCoupons = lazy((): Coupon[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const c = (
    name: string,
    kind: Coupon['kind'],
    value: number,
    threshold: number,
    validDays: number,
    stock: number,
    issued: number,
    areas: string[],
    state: Coupon['state'],
    created: number,
  ) => ({
    name,
    kind,
    value,
    threshold,
    validDays,
    stock,
    issued,
    used: 0,
    limitPerRider: kind === 'free_minutes' ? 3 : 2,
    serviceAreaIds: areas,
    state,
    createdAt: isoAt(epoch() - created * 86400000),
    updatedAt: isoAt(epoch() - created * 86400000),
  });
  const seed = [
    // 首次骑行礼 gives it (3,120 completions): at least that many were issued
    c('新用户骑行券', 'amount', 300, 0, 7, 5000, 3560, ids, 'enabled', 3),
    c('周末骑行8.5折', 'discount', 85, 200, 3, 2000, 640, ids.slice(0, 2), 'enabled', 9),
    // 通勤达人 gives it: stock is left
    c('通勤免费15分钟', 'free_minutes', 15, 0, 14, 1000, 760, ids.slice(0, 1), 'enabled', 20),
    c('满5元减1元', 'amount', 100, 500, 30, 3000, 455, ids, 'disabled', 34),
    c('滨江开城体验券', 'amount', 500, 0, 10, 800, 0, ids.slice(1, 2), 'enabled', 1),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return seed.map((x, i) => ({ ...x, id: `CP${String(seed.length - i).padStart(3, '0')}` }));
});

export type HelpArticle = HelpArticleRecord;

/** The help centre: one article a question, the hotline. */
export const getHelp = lazy((): { articles: HelpArticle[]; hotline: Hotline } => {
  const a = (category: string, title: string, content: string, days: number): Omit<HelpArticle, 'id' | 'sort'> => ({
    category,
    title,
    content,
    state: 'enabled',
    updatedAt: isoAt(epoch() - days * 86400000),
  });
  const list = [
    a('用车指南', '如何扫码开锁？', '打开小程序，点击“扫码用车”，对准车把上的二维码，确认后车辆自动开锁。', 30),
    a('用车指南', '临时停车怎么操作？', '骑行中点击“临时停车”即可锁车，计费继续，最长可临停 30 分钟。', 28),
    a('计费说明', '骑行如何计费？', '按服务区的计费规则收取起步价和续费，单次骑行不超过每日封顶金额。', 12),
    a('计费说明', '什么是调度费？', '车辆停在停车点以外时，需收取调度费用于运维人员将车辆挪回。', 12),
    a('押金与退款', '押金多久退回？', '申请退押金后 1～3 个工作日原路退回。', 45),
    a('违停与调度', '在服务区外还车会怎样？', '服务区外无法正常还车，强制还车将收取超区费。', 8),
  ];
  return {
    articles: list.map((x, i) => ({ ...x, id: `HA${String(i + 1).padStart(3, '0')}`, sort: (i + 1) * 10 })),
    hotline: { phone: '400-800-1234', hours: '每天 08:00-22:00', updatedAt: isoAt(epoch() - 60 * 86400000) },
  };
});

export type Ad = AdRecord;

/** Newest first: the app's banners, a popup and an ended one. */
export const getAds = lazy((): Ad[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const ad = (
    title: string,
    position: Ad['position'],
    img: string,
    link: string,
    areas: string[],
    from: number,
    to: number,
    sort: number,
    state: Ad['state'],
  ) => ({
    title,
    position,
    image: `${DEMO_IMAGE_HOST}/ads/${img}.png`,
    link,
    serviceAreaIds: areas,
    startDate: day(from),
    endDate: day(to),
    sort,
    state,
    createdAt: isoAt(epoch() + (from - 2) * 86400000),
    updatedAt: isoAt(epoch() + (from - 2) * 86400000),
  });
  const list = [
    ad(
      '冬季充值送',
      'home_banner',
      'winter-recharge',
      'https://m.example.com/activity/recharge',
      ids,
      -10,
      50,
      10,
      'enabled',
    ),
    ad('新用户骑行券', 'home_popup', 'new-rider', 'https://m.example.com/coupon/new', ids, -20, 40, 10, 'enabled'),
    ad('文明停车倡议', 'ride_end', 'parking', '', ids.slice(0, 2), -30, 60, 20, 'enabled'),
    ad('国庆出行', 'home_banner', 'national-day', '', ids, -53, -46, 20, 'disabled'),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return list.map((x, i) => ({ ...x, id: `AD${String(list.length - i).padStart(3, '0')}` }));
});
