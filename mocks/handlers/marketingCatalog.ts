/**
 * What riders buy or redeem (screens and routes Marketing; domain model): money in fen.
 *
 * Points mall (1703):
 *   GET  /platform/marketing/mall          keyword?, kind?, state?, page, pageSize, sortField? → { rows, total } (by sort)
 *   GET  /platform/marketing/mall/grants   → { coupons: [{ id, name, state }], cards: [{ id, name, state }] } (what an item may grant)
 *   POST /platform/marketing/mall          { name, kind, grantId, points, stock, limitPerRider, sort, image }
 *   PUT  /platform/marketing/mall          { id, ...the same } (stock not below what was redeemed)
 *   POST /platform/marketing/mall/state    { id, state }
 *
 * Membership and deposit-free cards (1705); discount: percent of the fare paid (90 = 9 折), discount cards only:
 *   GET  /platform/marketing/member-card        keyword?, kind?, state?, serviceAreaId?, opAreaIds?, page, pageSize → { rows, total } (by sort)
 *   POST /platform/marketing/member-card        { name, kind, days, price, discount, serviceAreaIds, sort }
 *   PUT  /platform/marketing/member-card        { id, ...the same }
 *   POST /platform/marketing/member-card/state  { id, state }
 */
import { getMallItems, getMemberCards, type MallItem, type MemberCard } from '../db/marketingCatalog';
import { getCoupons, nextId } from '../db/marketing';
import { logOperatorAction } from '../db/operatorLogs';
import { matches, pageOf } from '../lib/paging';
import { BizError, route, type Caller } from '../lib/route';
import { editRecord, switchState } from '../lib/records';
import { nextVersion } from '../lib/version';
import { allowedAreas, areaRecordSearch } from '../lib/scope';
import { areasOf, withAreas } from './marketing';
import { nowIso } from '../../src/shared/utils/clock';
import { MARKETING_WRITES } from '@contract/actions';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import type { MallBody, MemberCardBody } from '@contract/schemas/inputs/marketing';
import { RECORD_NOUN } from '@contract/labels/records';

export const CATALOG_MSG = {
  itemMissing: '商品不存在',
  itemNameTaken: '商品名称已存在',
  stockBelowRedeemed: '库存不能少于已兑换的数量',
  couponGrant: '请选择兑换的优惠券',
  cardGrant: '请选择兑换的骑行卡',
  cardMissing: '会员卡不存在',
  cardNameTaken: '会员卡名称已存在',
} as const;

const bySort = <T extends { sort: number; id: string }>(a: T, b: T) => a.sort - b.sort || a.id.localeCompare(b.id);

/** The coupon or riding card an item grants ('' for a gift). */
function grantOf(kind: MallItem['kind'], v: unknown): string {
  if (kind === 'coupon') {
    if (!getCoupons().some((c) => c.id === v)) throw new BizError(CATALOG_MSG.couponGrant);
  } else if (kind === 'riding_card') {
    if (!getMemberCards().some((c) => c.id === v && c.kind === 'riding')) throw new BizError(CATALOG_MSG.cardGrant);
  } else return '';
  return v as string;
}

type ItemFields = Omit<MallItem, 'id' | 'redeemed' | 'state' | 'createdAt' | 'updatedAt'>;

/** A mall item's fields (checked by its input schema) against the world: its name, grant and stock. */
function itemFields(b: MallBody, self?: MallItem): ItemFields {
  const { name, kind, points, stock, limitPerRider, sort, image } = b;
  if (getMallItems().some((x) => x.name === name && x.id !== self?.id)) throw new BizError(CATALOG_MSG.itemNameTaken);
  if (self && stock < self.redeemed) throw new BizError(CATALOG_MSG.stockBelowRedeemed);
  return { name, kind, grantId: grantOf(kind, b.grantId), points, stock, limitPerRider, sort, image };
}

function itemOf(id: unknown): MallItem {
  const x = getMallItems().find((i) => i.id === id);
  if (!x) throw new BizError(CATALOG_MSG.itemMissing, 404);
  return x;
}

/** An item with the name of what it grants. */
function itemRow(x: MallItem) {
  const grant =
    x.kind === 'coupon'
      ? getCoupons().find((c) => c.id === x.grantId)
      : getMemberCards().find((c) => c.id === x.grantId);
  return { ...x, grantName: x.kind === 'gift' ? '' : (grant?.name ?? x.grantId) };
}

type CardFields = Omit<MemberCard, 'id' | 'state' | 'createdAt' | 'updatedAt'>;

/** A member card's fields (checked by its input schema) with a name no other card has, in the caller's areas. */
function cardFields(caller: Caller, b: MemberCardBody, self?: string): CardFields {
  const { name, kind, days, price, discount, sort } = b;
  if (getMemberCards().some((c) => c.name === name && c.id !== self)) throw new BizError(CATALOG_MSG.cardNameTaken);
  return { name, kind, days, price, discount, serviceAreaIds: areasOf(caller, b.serviceAreaIds), sort };
}

function cardOf(caller: Caller, id: unknown): MemberCard {
  const c = getMemberCards().find((x) => x.id === id);
  if (!c || !c.serviceAreaIds.some(allowedAreas(caller))) throw new BizError(CATALOG_MSG.cardMissing, 404);
  return c;
}

export const catalogHandlers = [
  route(MARKETING_READS.mall, {}, ({ query }) => {
    const rows = getMallItems()
      .filter(
        (x) =>
          (!query.kind || x.kind === query.kind) &&
          (!query.state || x.state === query.state) &&
          matches(query.keyword, x.name),
      )
      .sort(bySort);
    return pageOf(rows.map(itemRow), query, {
      sort: (x) => x.sort,
      points: (x) => x.points,
      redeemed: (x) => x.redeemed,
    });
  }),

  route(MARKETING_READS.mallGrants, {}, () => ({
    coupons: getCoupons().map(({ id, name, state: s }) => ({ id, name, state: s })),
    cards: getMemberCards()
      .filter((c) => c.kind === 'riding')
      .sort(bySort)
      .map(({ id, name, state: s }) => ({ id, name, state: s })),
  })),

  route<MallBody>(MARKETING_WRITES.mallCreate, {}, ({ body, caller }) => {
    const list = getMallItems();
    const x: MallItem = {
      id: nextId(
        'MI',
        list.map((i) => i.id),
      ),
      ...itemFields(body),
      redeemed: 0,
      state: 'enabled',
      createdAt: nowIso(),
      updatedAt: nextVersion(),
    };
    list.push(x);
    logOperatorAction(caller.operator, '新增商城商品', x.name);
    return itemRow(x);
  }),

  route<MallBody>(MARKETING_WRITES.mallUpdate, {}, ({ body, caller }) => {
    const x = itemOf(body.id);
    return editRecord(caller.operator, x, body, {
      fields: () => itemFields(body, x),
      action: '编辑商城商品',
      target: (r) => r.name,
      reply: itemRow,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.mallState, {}, ({ body, caller }) =>
    itemRow(switchState(caller.operator, itemOf(body.id), body.state, { noun: '商城商品', target: (x) => x.name })),
  ),

  route(MARKETING_READS.memberCard, {}, ({ query, caller }) => {
    const rows = getMemberCards()
      .filter(areaRecordSearch(caller, query, (c) => [c.name], ['kind']))
      .sort(bySort);
    return pageOf(rows.map(withAreas), query, { sort: (c) => c.sort, price: (c) => c.price, days: (c) => c.days });
  }),

  route<MemberCardBody>(MARKETING_WRITES.memberCardCreate, {}, ({ body, caller }) => {
    const list = getMemberCards();
    const c: MemberCard = {
      id: nextId(
        'MC',
        list.map((x) => x.id),
      ),
      ...cardFields(caller, body),
      state: 'enabled',
      createdAt: nowIso(),
      updatedAt: nextVersion(),
    };
    list.push(c);
    logOperatorAction(caller.operator, '新增会员卡', c.name);
    return withAreas(c);
  }),

  route<MemberCardBody>(MARKETING_WRITES.memberCardUpdate, {}, ({ body, caller }) => {
    const c = cardOf(caller, body.id);
    return editRecord(caller.operator, c, body, {
      fields: () => cardFields(caller, body, c.id),
      action: '编辑会员卡',
      target: (r) => r.name,
      reply: withAreas,
    });
  }),

  route<{ id?: string; state?: string }>(MARKETING_WRITES.memberCardState, {}, ({ body, caller }) =>
    withAreas(
      switchState(caller.operator, cardOf(caller, body.id), body.state, {
        noun: RECORD_NOUN.memberCard,
        target: (c) => c.name,
      }),
    ),
  ),
];
