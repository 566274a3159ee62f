/**
 * Card sales: riding cards (骑行卡, free rides for their days) and discount cards
 * (折扣卡, rides at a discount). Riding-card sales agree with the riders' current
 * cards: the card a rider holds was bought `days` before it expires (or, for a card
 * stacked ahead, a few days ago), and about half of the holders renewed the same card
 * back to back before that. Discount cards are sold to a seeded share of riders.
 * Purchases within the orders' 90 days up to now, oldest first; money in fen, paid
 * by WeChat or Alipay; a sale counts in the rider's service area.
 */
import { DISCOUNT_CARD_PLANS, RIDING_CARD_PLANS } from '@contract/riders';
import { createRng } from '../lib/rng';
import { hash, lazy } from './lazy';
import { getRiders } from './riders';
import { epoch, worldSeed } from './store';

const DAY = 86400000;
const HISTORY_DAYS = 90;
const TZ = 8 * 3600000;

export type CardKind = 'riding' | 'discount';

export const CARD_TYPES: Record<CardKind, Record<string, { days: number; price: number }>> = {
  riding: RIDING_CARD_PLANS,
  discount: DISCOUNT_CARD_PLANS,
};

export interface CardSale {
  id: string;
  kind: CardKind;
  card: string;
  userId: string;
  serviceAreaId: string;
  agentId: string;
  /** fen */
  amount: number;
  channel: 'wechat' | 'alipay';
  at: string;
}

/** A time on the local (UTC+8) day of `t` between 07:00 and 23:00, never after `latest`. */
function daytime(t: number, minute: number, latest: number): number {
  const midnight = Math.floor((t + TZ) / DAY) * DAY - TZ;
  return Math.min(midnight + 7 * 3600000 + minute * 60000, latest);
}

export const getCardSales = lazy((): CardSale[] => {
  const since = epoch() - HISTORY_DAYS * DAY;
  const out: Omit<CardSale, 'id'>[] = [];
  /** `card` bought at `t` and, with a chance each time, renewed back to back before that. */
  const chain = (
    r: { userId: string; serviceAreaId: string; agentId: string },
    kind: CardKind,
    card: string,
    t: number,
    rng: ReturnType<typeof createRng>,
  ) => {
    const plan = CARD_TYPES[kind][card];
    for (let at = t; at >= since; at -= plan.days * DAY) {
      out.push({
        kind,
        card,
        userId: r.userId,
        serviceAreaId: r.serviceAreaId,
        agentId: r.agentId,
        amount: plan.price,
        channel: rng.chance(0.6) ? 'wechat' : 'alipay',
        at: new Date(daytime(at, rng.int(0, 16 * 60 - 1), epoch())).toISOString(),
      });
      if (!rng.chance(0.5)) break;
    }
  };
  const discountCards = Object.keys(CARD_TYPES.discount);
  for (const r of getRiders()) {
    const rng = createRng(hash(r.userId) ^ (worldSeed() + 31));
    const plan = r.ridingCard && CARD_TYPES.riding[r.ridingCard.name];
    if (r.ridingCard && plan) {
      let t = Date.parse(r.ridingCard.expiresAt) - plan.days * DAY;
      if (t > epoch()) t = epoch() - rng.int(0, Math.min(plan.days, 20)) * DAY;
      // a quarter card that expired lately was bought before the history begins: count it on its first day
      t = Math.max(t, since);
      chain(r, 'riding', r.ridingCard.name, t, rng);
    }
    if (rng.chance(0.04)) chain(r, 'discount', rng.pick(discountCards), epoch() - rng.int(0, HISTORY_DAYS) * DAY, rng);
  }
  out.sort((a, b) => a.at.localeCompare(b.at));
  return out.map((s, i) => ({ id: `CS${String(i + 1).padStart(6, '0')}`, ...s }));
});

/** Records a card bought now (a rider's purchase in the app): a record of the ledger like any other sale. */
export function addCardSale(s: Omit<CardSale, 'id' | 'at'> & { at: string }): CardSale {
  const sales = getCardSales();
  const sale: CardSale = { ...s, id: `CS${String(sales.length + 1).padStart(6, '0')}` };
  sales.push(sale);
  return sale;
}
