/**
 * Every edit endpoint of the backend, as a table for the stale-edit property: how to load
 * the record it edits (as an operator's form loads it, with its `updatedAt`), how to build an
 * edit of it that changes one field (`field`, marked with `mark`), and the write it goes to.
 * A PUT of contract/actions.ts missing here fails the property's coverage check.
 */
import {
  ACCESS_WRITES,
  CONFIG_WRITES,
  MARKETING_WRITES,
  PRODUCTION_WRITES,
  type WriteEndpoint,
} from '@contract/actions';
import { pathOf } from '@contract/endpoint';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { pageAs, call, pricingBody, type Json, type Session } from './backendSession';
import { declaredBody } from '../../../scripts/conformance/arbitrary';
import type { Pricing } from '@mocks/db/pricing';

export interface EditCase {
  write: WriteEndpoint;
  /** the record as the caller's form loads it */
  load: (s: Session) => Promise<Json>;
  /** the edit of `r` setting `field` to what `mark` makes of the step number, on the version `r` carries */
  edit: (r: Json, step: number) => Json;
  /** the field an accepted edit changes (compared as JSON) */
  field: string;
}

const listed =
  (path: string, key: string, id: string, query: Record<string, unknown> = {}) =>
  async (s: Session): Promise<Json> => {
    const rows = (await pageAs(s, path, { pageSize: 100, ...query })).rows as Json[];
    const r = rows.find((x) => x[key] === id);
    if (!r) throw new Error(`${path}: no ${key} ${id}`);
    return r;
  };

const single = (path: string) => async (s: Session) => {
  const res = await call('GET', path, { session: s });
  if (!res.body.suc) throw new Error(`${path}: ${JSON.stringify(res.body.error)}`);
  return res.body.data as Json;
};

/** the record sent back as read, with `field` changed and its version */
const asRead =
  (field: string, value: (step: number, r: Json) => unknown) =>
  (r: Json, step: number): Json => ({ ...r, [field]: value(step, r) });

const named = (prefix: string) => (step: number) => `${prefix}${step}`;
const M = '/platform/marketing';
const PR = '/platform/production';

const CASES: EditCase[] = [
  {
    write: ACCESS_WRITES.roleUpdate,
    load: listed('/platform/permission/role', 'id', 'R003'),
    edit: asRead('remark', named('财务备注')),
    field: 'remark',
  },
  {
    write: ACCESS_WRITES.operatorCreate,
    load: listed('/platform/permission/user', 'opManId', 'OP0003', { keyword: '财务' }),
    edit: (r, step) => ({ opManId: r.opManId, roleId: r.roleId, name: `财务${step}`, updatedAt: r.updatedAt }),
    field: 'name',
  },
  {
    write: ACCESS_WRITES.agentUpdate,
    load: listed('/platform/agent/account', 'agentId', 'A003'),
    edit: (r, step) => {
      const { phone: _masked, ...rest } = r;
      return { ...rest, contact: `联系人${step}` };
    },
    field: 'contact',
  },
  {
    write: ACCESS_WRITES.agentRoleUpdate,
    load: listed('/platform/agent/role', 'id', 'AR001'),
    edit: asRead('remark', named('加盟商备注')),
    field: 'remark',
  },
  {
    write: ACCESS_WRITES.serviceAreaAssign,
    load: listed('/platform/agent/serviceArea', 'id', 'SA003'),
    edit: (r, step) => ({ id: r.id, agentId: step % 2 ? 'A002' : 'A003', updatedAt: r.updatedAt }),
    field: 'agentId',
  },
  {
    write: CONFIG_WRITES.faultUpdate,
    load: listed('/platform/config/fault', 'id', 'FT001'),
    edit: asRead('name', named('故障')),
    field: 'name',
  },
  {
    write: CONFIG_WRITES.noticeUpdate,
    load: listed('/platform/config/notice', 'id', 'NT001'),
    edit: asRead('name', named('模板')),
    field: 'name',
  },
  {
    write: CONFIG_WRITES.messageUpdate,
    load: async (s) => ((await pageAs(s, '/platform/config/message', { status: 'draft' })).rows as Json[])[0],
    edit: asRead('title', named('消息')),
    field: 'title',
  },
  {
    write: CONFIG_WRITES.siteSetting,
    load: single('/platform/site/setting'),
    edit: asRead('company', named('杭州骑享科技')),
    field: 'company',
  },
  {
    write: CONFIG_WRITES.fenceSave,
    load: listed('/platform/fence/page', 'kind', 'parking', { kind: 'parking', serviceAreaId: 'SA001' }),
    edit: asRead('name', named('停车点')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.pricingUpdate,
    load: async (s) => ((await pageAs(s, `${M}/pricing`)).rows as Json[])[0],
    edit: (r, step) => ({ ...pricingBody(r as Pricing), startPrice: 100 + step, updatedAt: r.updatedAt }),
    field: 'startPrice',
  },
  {
    write: MARKETING_WRITES.rechargeUpdate,
    load: async (s) => ((await pageAs(s, `${M}/recharge`)).rows as Json[])[0],
    edit: asRead('name', named('充值礼')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.couponUpdate,
    load: listed(`${M}/coupon`, 'name', '满5元减1元'),
    edit: asRead('stock', (step) => 3000 + step),
    field: 'stock',
  },
  {
    write: MARKETING_WRITES.helpUpdate,
    load: listed(`${M}/help`, 'id', 'HA001'),
    edit: asRead('title', named('如何开锁')),
    field: 'title',
  },
  {
    write: MARKETING_WRITES.hotline,
    load: single(`${M}/help/hotline`),
    edit: asRead('hours', named('每天 08:00-22:00 第')),
    field: 'hours',
  },
  {
    write: MARKETING_WRITES.adUpdate,
    load: async (s) => ((await pageAs(s, `${M}/ad`)).rows as Json[])[0],
    edit: asRead('title', named('广告')),
    field: 'title',
  },
  {
    write: MARKETING_WRITES.mallUpdate,
    load: listed(`${M}/mall`, 'id', 'MI005'),
    edit: asRead('name', named('头盔')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.memberCardUpdate,
    load: listed(`${M}/member-card`, 'name', '免押月卡'),
    edit: asRead('price', (step) => 1990 + step),
    field: 'price',
  },
  {
    write: MARKETING_WRITES.ridingActivityUpdate,
    load: async (s) => ((await pageAs(s, `${M}/riding-activity`)).rows as Json[])[0],
    edit: asRead('name', named('骑行周')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.fixedTaskUpdate,
    load: listed(`${M}/fixed-task`, 'id', 'FT002'),
    edit: asRead('name', named('实名奖励')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.customTaskUpdate,
    load: async (s) => ((await pageAs(s, `${M}/custom-task`)).rows as Json[])[0],
    edit: asRead('name', named('通勤')),
    field: 'name',
  },
  {
    write: MARKETING_WRITES.inviteUpdate,
    load: async (s) => ((await pageAs(s, `${M}/invite`)).rows as Json[])[0],
    edit: asRead('name', named('邀请')),
    field: 'name',
  },
  {
    write: PRODUCTION_WRITES.vehicleUpdate,
    load: async (s) => ((await pageAs(s, `${PR}/vehicle`, { pageSize: 1 })).rows as Json[])[0],
    edit: asRead('batch', named('B')),
    field: 'batch',
  },
  {
    write: PRODUCTION_WRITES.voltageSchemeUpdate,
    load: async (s) => ((await pageAs(s, `${PR}/voltage-scheme`)).rows as Json[])[0],
    edit: asRead('name', named('方案')),
    field: 'name',
  },
  {
    write: PRODUCTION_WRITES.voltageSchemeAssign,
    load: async (s) => ((await pageAs(s, `${PR}/voltage-scheme`)).rows as Json[]).at(-1)!,
    edit: (r, step) => ({ id: r.id, models: step % 2 ? [] : ['XQ-E7 长续航版'], updatedAt: r.updatedAt }),
    field: 'models',
  },
  {
    write: PRODUCTION_WRITES.voicePackUpdate,
    load: async (s) => ((await pageAs(s, `${PR}/voice-pack`)).rows as Json[])[0],
    edit: (r, step) => ({ id: r.id, name: `语音${step}`, updatedAt: r.updatedAt }),
    field: 'name',
  },
  {
    write: PRODUCTION_WRITES.voicePackAssign,
    load: async (s) => ((await pageAs(s, `${PR}/voice-pack`)).rows as Json[])[0],
    edit: (r, step) => ({
      id: r.id,
      models: r.models,
      serviceAreaIds: step % 2 ? [] : ['SA002'],
      updatedAt: r.updatedAt,
    }),
    field: 'serviceAreaIds',
  },
];

/** `body` as the write's form sends it: only the fields the write declares (`declaredBody`). */
export const declaredOf = (write: WriteEndpoint, body: Json): Json => declaredBody(inputSchemaOf(write)?.body, body);

export const EDIT_CASES: EditCase[] = CASES.map((c) => ({
  ...c,
  edit: (r, step) => declaredOf(c.write, c.edit(r, step)),
}));

/** The method and path of a case's write, as `call` takes them. */
export const sendOf = (c: EditCase): ['PUT' | 'POST', string] => [
  c.write.method === 'put' ? 'PUT' : 'POST',
  pathOf(c.write),
];
