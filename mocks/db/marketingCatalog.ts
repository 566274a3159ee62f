/**
 * What riders buy or redeem (domain model "Marketing"): membership and deposit-free
 * cards, seeded from the card catalogue the card-sales reports use, and the items of
 * the points mall. Lazily built, kept with every change until resetDb(). Money in fen.
 */
import type { MallItemRecord, MemberCardRecord } from '@contract/marketing';
import { CARD_TYPES } from './cardSales';
import { DEMO_IMAGE_HOST } from './images';
import { lazy } from './lazy';
import { getCoupons } from './marketing';
import { epoch, getDb } from './store';
import { isoAt } from './time';

export type MemberCard = MemberCardRecord;
export type MallItem = MallItemRecord;

const DAY = 86400000;
const mc = (i: number) => `MC${String(i + 1).padStart(3, '0')}`;

/** '9折月卡' → 90 (percent of the fare paid). */
const discountOf = (name: string) => Number(/^(\d(?:\.\d)?)折/.exec(name)?.[1] ?? 10) * 10;

/** The catalogue's riding and discount cards (on sale everywhere since launch), then a deposit-free card not on sale yet. */
export const getMemberCards = lazy((): MemberCard[] => {
  const ids = getDb().serviceAreas.map((a) => a.id);
  const catalogue = (['riding', 'discount'] as const).flatMap((kind) =>
    Object.entries(CARD_TYPES[kind]).map(([name, { days, price }]) => ({
      name,
      kind,
      days,
      price,
      discount: kind === 'discount' ? discountOf(name) : 0,
      serviceAreaIds: ids,
      state: 'enabled' as const,
      createdAt: isoAt(epoch() - 400 * DAY),
      updatedAt: isoAt(epoch() - 400 * DAY),
    })),
  );
  const list: Omit<MemberCard, 'id' | 'sort'>[] = [
    ...catalogue,
    {
      name: '免押月卡',
      kind: 'deposit_free',
      days: 30,
      price: 1990,
      discount: 0,
      serviceAreaIds: ids.slice(0, 2),
      state: 'disabled',
      createdAt: isoAt(epoch() - 4 * DAY),
      updatedAt: isoAt(epoch() - 4 * DAY),
    },
  ];
  return list.map((c, i) => ({ ...c, id: mc(i), sort: (i + 1) * 10 }));
});

/** Coupons and riding cards for points, then gifts; the month card is redeemed up to its stock, the phone holder is off the shelf. */
export const getMallItems = lazy((): MallItem[] => {
  const coupon = (name: string) => getCoupons().find((c) => c.name === name)?.id ?? '';
  const card = (name: string) => getMemberCards().find((c) => c.name === name)?.id ?? '';
  const img = (file: string) => `${DEMO_IMAGE_HOST}/mall/${file}.png`;
  const item = (
    name: string,
    kind: MallItem['kind'],
    grantId: string,
    points: number,
    stock: number,
    redeemed: number,
    limitPerRider: number,
    image: string,
    state: MallItem['state'],
    days: number,
  ) => ({
    name,
    kind,
    grantId,
    points,
    stock,
    redeemed,
    limitPerRider,
    image,
    state,
    createdAt: isoAt(epoch() - days * DAY),
    updatedAt: isoAt(epoch() - days * DAY),
  });
  const list = [
    item('3元骑行券', 'coupon', coupon('新用户骑行券'), 300, 2000, 812, 3, img('ride-coupon'), 'enabled', 60),
    item('8.5折骑行券', 'coupon', coupon('周末骑行8.5折'), 200, 1000, 365, 2, img('discount-coupon'), 'enabled', 50),
    item('周卡兑换', 'riding_card', card('周卡'), 1500, 300, 88, 1, img('week-card'), 'enabled', 45),
    item('月卡兑换', 'riding_card', card('月卡'), 4000, 100, 100, 1, img('month-card'), 'enabled', 45),
    item('定制骑行头盔', 'gift', '', 8000, 50, 17, 1, img('helmet'), 'enabled', 30),
    item('手机支架', 'gift', '', 2500, 300, 96, 2, '', 'disabled', 20),
  ];
  return list.map((x, i) => ({ ...x, id: `MI${String(i + 1).padStart(3, '0')}`, sort: (i + 1) * 10 }));
});
