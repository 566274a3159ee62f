/**
 * The write mode's cases: for each write endpoint a caller can reach, how to make a valid input
 * from its schema and the world's own list reads (fast-check, the fields naming a record drawn
 * from a read), the read that shows the record it touches, and what that read must show after
 * it (the input's fields, a state, the record gone). The write endpoints that are not cases are
 * in NOT_COVERED, each with its reason; tests/integration/api/conformance.test.ts holds that
 * every write endpoint is one or the other.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import type { Answer, How, Session } from './kit';
import { VEHICLE_MODELS, VOICE_EVENTS } from '@contract/production';
import { arbitraryOf, declaredBody, type Overrides } from './arbitrary';

export type Rec = Record<string, unknown>;
export type Input = Record<string, unknown>;

/** What a case sees of the backend under test. */
export interface WorldView {
  session: Session;
  phone: string;
  /** the device the kit signed in from (never revoked by a case) */
  device: string;
  /** the caller's service areas, first the first */
  areas: string[];
  /** the rows of a read (its first page of 50, or as `query` says) */
  rows(read: string, query?: Record<string, unknown>, params?: Record<string, string>): Promise<Rec[]>;
  /** the keys of the records an earlier case's valid inputs made (its `made`) */
  made(write: string): unknown[];
  call(id: string, input?: unknown, how?: How): Promise<Answer>;
}

export interface WriteCase {
  /** the write endpoint's id (contract/endpoints' index) */
  write: string;
  /** create: a mutation must leave the whole read unchanged; the others: the record */
  kind: 'create' | 'edit' | 'state' | 'delete' | 'action';
  /** the read that shows the record the write touches */
  read: string;
  readQuery?: (input: Input) => Record<string, unknown>;
  readParams?: (input: Input) => Record<string, string>;
  /** the row field naming the record (`''`: the read answers one record) */
  key: string;
  /**
   * the input field holding that name, or how to read it from the input and, after a valid
   * call, the reply (a create whose row has no field of the input's own: its new id) (default: `key`)
   */
  from?: string | ((input: Input, reply?: unknown) => unknown);
  /** a delete: the record is gone from the read after it */
  gone?: true;
  /** the fields compared with the row (default: every field both name); false: none */
  compare?: readonly string[] | false;
  /** what the row must show besides, given the input and the row before the write */
  shows?: (input: Input, before: Rec | undefined) => Rec;
  /** what of a create's read a refused input must leave as it was (default: all of it) */
  settled?: (rows: Rec[]) => unknown;
  /** what the row shows wrong, given the input and the row before the write */
  check?: (row: Rec, input: Input, before: Rec | undefined) => string | undefined;
  /** input fields sent in the path, and in the write's query */
  path?: readonly string[];
  query?: readonly string[];
  /** fields naming records (an inherited name in each is a mutation the backend refuses) */
  keys?: readonly string[];
  /** the key of the record a valid input made, for later cases (`WorldView.made`) */
  made?: (input: Input, reply: unknown, before: Rec | undefined) => unknown;
  /** the most valid inputs the seeded world has records for (a few pending devices, one rule per area) */
  most?: number;
  /** a valid input, the `n`-th of the case */
  valid: (w: WorldView, schema: z.ZodType | undefined, n: number) => Promise<fc.Arbitrary<Input> | undefined>;
}

/** A text of plain letters, unique enough for a name the kit makes. */
const kitName = (prefix: string, max = 16) =>
  fc
    .string({
      unit: fc.constantFrom(...'abcdefghjkmnpqrstuvwxyz23456789'),
      minLength: 6,
      maxLength: Math.min(max, 12) - 3,
    })
    .map((s) => `${prefix}${s}`.slice(0, max));

const must = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(what);
  return v;
};
const first = async (w: WorldView, read: string, query?: Record<string, unknown>, n = 0) => {
  const rows = await w.rows(read, query);
  return must(rows[n] ?? rows[0], `${read} ${JSON.stringify(query ?? {})} has no row`);
};
/** inputs of the schema with `over` (each a value or an arbitrary); the runner keeps those the schema accepts */
const gen = (schema: z.ZodType | undefined, over: Record<string, unknown>) =>
  arbitraryOf(
    must(schema, 'no schema'),
    Object.fromEntries(
      Object.entries(over).map(([k, v]) => [k, v instanceof fc.Arbitrary ? v : fc.constant(v)]),
    ) as Overrides,
  ) as fc.Arbitrary<Input>;
/** a record as read, sent back with only the fields the write declares and `over` on top */
const asRead = (
  schema: z.ZodType | undefined,
  row: Rec,
  over: Record<string, unknown>,
  drop: readonly string[] = [],
) => {
  const body = declaredBody(schema, { ...row }) as Input;
  for (const k of drop) delete body[k];
  const fixed = Object.fromEntries(Object.entries(over).filter(([, v]) => !(v instanceof fc.Arbitrary)));
  const arbs = Object.fromEntries(Object.entries(over).filter(([, v]) => v instanceof fc.Arbitrary)) as Record<
    string,
    fc.Arbitrary<unknown>
  >;
  return fc.record(arbs).map((a) => ({ ...body, ...fixed, ...a }));
};
const idOfReply = (key: string) => (_: Input, reply: unknown) => (reply as Rec | null)?.[key];
const fresh = (w: WorldView, write: string, n: number) => w.made(write)[n];

/**
 * A task made now with devices still pending when the kit cancels it: a task starts its
 * devices 20 at a time, 15 s apart (mocks/db/upgrades.ts planRun), so of 41 or more vehicles
 * the last start at least 30 s after the task is made (the kit cancels within milliseconds).
 */
async function pendingTask(w: WorldView, n: number): Promise<string> {
  const firmware = await first(w, 'production.firmware', {}, n);
  const fleet = await w.rows('fleet.vehicleList', { pageSize: 500 });
  // past the vehicles the create case picks from (the first five of the model)
  const vehicleNos = fleet
    .filter((v) => v.model === firmware.model)
    .map((v) => String(v.vehicleNo))
    .slice(5, 65);
  if (vehicleNos.length < 41) throw new Error(`only ${vehicleNos.length} vehicles of ${firmware.model} to upgrade`);
  const res = await w.call('production.upgradeTaskCreate', {
    firmwareId: firmware.id,
    targetKind: 'vehicles',
    vehicleNos,
  });
  return String(
    must(res.body?.suc ? (res.body.data as Rec) : undefined, `upgrade task: ${JSON.stringify(res.body)}`).id,
  );
}
/** A create read back in the whole of `read` by the id it answers (its row has no field of the input's own). */
const createdById = (read: string) =>
  ({
    kind: 'create',
    read,
    readQuery: () => ({ pageSize: 500 }),
    key: 'id',
    from: (_input: Input, reply?: unknown) => (reply as Rec | undefined)?.id,
    made: idOfReply('id'),
  }) as const;

interface Crud {
  read: string;
  key?: string;
  name?: string;
  readQuery?: (input: Input) => Record<string, unknown>;
  create?: string;
  /** the create's fields the schema cannot make (from the world) */
  over?: (w: WorldView) => Promise<Record<string, unknown>>;
  /** a create made as a copy of a record read (for bodies whose fields are opaque) */
  copy?: true;
  update?: string;
  /** the field an edit changes (default: the name) */
  edit?: [field: string, value: (w: WorldView) => fc.Arbitrary<unknown>];
  /** fields of a read record not to send back (a masked phone) */
  drop?: readonly string[];
  state?: string;
  remove?: string;
  /** the delete's id travels in the path */
  removeInPath?: true;
}

/** A record an operator keeps: its create, edit, state switch and delete, each read back in its list. */
function crud(r: Crud): WriteCase[] {
  const key = r.key ?? 'id';
  const name = r.name ?? 'name';
  const out: WriteCase[] = [];
  const target = async (w: WorldView, n: number): Promise<Rec> =>
    (r.create ? (await w.rows(r.read, {})).find((row) => row[key] === fresh(w, r.create!, n)) : undefined) ??
    first(w, r.read, {}, n);
  if (r.create)
    out.push({
      write: r.create,
      kind: 'create',
      read: r.read,
      readQuery: r.readQuery,
      key: name,
      keys: ['serviceAreaIds', 'serviceAreaId', 'roleId', 'agentId'],
      made: idOfReply(key),
      valid: async (w, schema, n) => {
        const over = { [name]: kitName('kit'), ...(await r.over?.(w)) };
        return r.copy
          ? asRead(schema, await first(w, r.read, {}, n), over, [key, 'updatedAt', ...(r.drop ?? [])])
          : gen(schema, over);
      },
    });
  if (r.update)
    out.push({
      write: r.update,
      kind: 'edit',
      read: r.read,
      readQuery: r.readQuery,
      key,
      keys: [key],
      valid: async (w, schema, n) => {
        const [field, value] = r.edit ?? [name, () => kitName('改')];
        return asRead(schema, await target(w, n), { [field]: value(w) }, r.drop);
      },
    });
  if (r.state)
    out.push({
      write: r.state,
      kind: 'state',
      read: r.read,
      readQuery: r.readQuery,
      key,
      keys: [key],
      valid: async (w, _s, n) => {
        const row = await target(w, n);
        return fc.constant({ [key]: row[key], state: row.state === 'enabled' ? 'disabled' : 'enabled' });
      },
    });
  if (r.remove)
    out.push({
      write: r.remove,
      kind: 'delete',
      read: r.read,
      readQuery: r.readQuery,
      key,
      gone: true,
      keys: [key],
      ...(r.removeInPath ? { path: [key] } : {}),
      valid: async (w, _s, n) => {
        const made = r.create ? fresh(w, r.create, n) : undefined;
        return fc.constant({ [key]: made ?? (await target(w, n))[key] });
      },
    });
  return out;
}

const area = (w: WorldView) => must(w.areas[0], 'the caller sees no service area');
const areaList = async (w: WorldView) => ({ serviceAreaIds: [area(w)] });
const M = 'marketing';

/** A review queue's approve and reject, on its oldest pending item. */
const review = (queue: string, approve: string, reject: string): WriteCase[] =>
  (
    [
      [approve, 'approved'],
      [reject, 'rejected'],
    ] as const
  ).map(([write, status]) => ({
    write,
    kind: 'action',
    read: queue,
    readQuery: () => ({ status, pageSize: 500 }),
    key: 'id',
    keys: ['id'],
    compare: false,
    shows: () => ({ status }),
    valid: async (w, schema) =>
      gen(schema, { id: (await first(w, queue, { status: 'pending' })).id, reason: kitName('不符合') }),
  }));

export const WRITE_CASES: readonly WriteCase[] = [
  // the review queues first: the seeded park applications are made from the fences and areas as they are when first read
  ...review('reviews.studentList', 'reviews.studentApprove', 'reviews.studentReject'),
  ...review('reviews.rebindList', 'reviews.rebindApprove', 'reviews.rebindReject'),
  ...review('reviews.returnCarList', 'reviews.returnCarApprove', 'reviews.returnCarReject'),
  ...review('reviews.invoiceList', 'reviews.invoiceApprove', 'reviews.invoiceReject'),
  ...review('fleet.parkApplicationList', 'fleet.parkApprove', 'fleet.parkReject'),
  // ---- configuration ---------------------------------------------------------------------------
  ...crud({
    read: 'config.fault',
    create: 'config.faultCreate',
    update: 'config.faultUpdate',
    remove: 'config.faultDelete',
    removeInPath: true,
  }),
  ...crud({
    read: 'config.notice',
    create: 'config.noticeCreate',
    update: 'config.noticeUpdate',
    state: 'config.noticeState',
    remove: 'config.noticeDelete',
    removeInPath: true,
  }),
  ...crud({
    read: 'config.message',
    name: 'title',
    create: 'config.messageCreate',
    copy: true,
    update: 'config.messageUpdate',
    remove: 'config.messageDelete',
    removeInPath: true,
  }),
  ...(['config.messagePublish', 'config.messageWithdraw'] as const).map(
    (write): WriteCase => ({
      write,
      most: 1,
      kind: 'action',
      read: 'config.message',
      key: 'id',
      keys: ['id'],
      compare: false,
      shows: () => ({ status: write.endsWith('Publish') ? 'published' : 'withdrawn' }),
      valid: async (w) =>
        fc.constant({
          id: (await first(w, 'config.message', { status: write.endsWith('Publish') ? 'draft' : 'published' })).id,
        }),
    }),
  ),
  ...crud({
    read: 'config.siteSettings',
    key: '',
    update: 'config.siteSetting',
    edit: ['company', () => kitName('杭州骑享')],
  }),
  {
    write: 'config.fenceSave',
    kind: 'edit',
    read: 'config.fencePage',
    readQuery: () => ({ kind: 'parking', pageSize: 500 }),
    key: 'id',
    keys: ['id', 'serviceAreaId'],
    valid: async (w, schema) =>
      asRead(schema, await first(w, 'config.fencePage', { kind: 'parking' }), { name: kitName('停车点') }),
  },
  {
    write: 'config.fenceDelete',
    kind: 'delete',
    read: 'config.fencePage',
    readQuery: () => ({ kind: 'parking', pageSize: 500 }),
    key: 'id',
    gone: true,
    keys: ['id'],
    valid: async (w, _s, n) => fc.constant({ id: (await first(w, 'config.fencePage', { kind: 'parking' }, n)).id }),
  },

  // ---- marketing -------------------------------------------------------------------------------
  ...crud({
    read: `${M}.recharge`,
    create: `${M}.rechargeCreate`,
    copy: true,
    update: `${M}.rechargeUpdate`,
    state: `${M}.rechargeState`,
  }),
  ...crud({
    read: `${M}.coupon`,
    create: `${M}.couponCreate`,
    over: async (w) => ({ ...(await areaList(w)), value: fc.integer({ min: 1, max: 99 }) }),
    update: `${M}.couponUpdate`,
    edit: ['stock', () => fc.integer({ min: 5000, max: 9000 })],
    state: `${M}.couponState`,
  }),
  ...crud({
    read: `${M}.help`,
    name: 'title',
    create: `${M}.helpCreate`,
    update: `${M}.helpUpdate`,
    remove: `${M}.helpDelete`,
  }),
  ...crud({ read: `${M}.helpHotline`, key: '', update: `${M}.hotline`, edit: ['hours', () => kitName('每天 8-22 ')] }),
  ...crud({
    read: `${M}.ad`,
    name: 'title',
    create: `${M}.adCreate`,
    copy: true,
    update: `${M}.adUpdate`,
    state: `${M}.adState`,
  }),
  ...crud({
    read: `${M}.mall`,
    create: `${M}.mallCreate`,
    copy: true,
    update: `${M}.mallUpdate`,
    state: `${M}.mallState`,
  }),
  ...crud({
    read: `${M}.memberCard`,
    create: `${M}.memberCardCreate`,
    over: async (w) => ({ ...(await areaList(w)), discount: fc.integer({ min: 10, max: 99 }) }),
    update: `${M}.memberCardUpdate`,
    state: `${M}.memberCardState`,
  }),
  ...crud({
    read: `${M}.ridingActivity`,
    create: `${M}.ridingActivityCreate`,
    copy: true,
    // each in its own week: two activities of one area may not overlap
    over: async (w) => {
      const n = w.made(`${M}.ridingActivityCreate`).length;
      const day = (d: number) => new Date(Date.UTC(2031, 0, 1 + 7 * n + d)).toISOString().slice(0, 10);
      return { startDate: day(0), endDate: day(5) };
    },
    update: `${M}.ridingActivityUpdate`,
    state: `${M}.ridingActivityState`,
    remove: `${M}.ridingActivityDelete`,
  }),
  ...crud({ read: `${M}.fixedTask`, update: `${M}.fixedTaskUpdate`, state: `${M}.fixedTaskState` }),
  ...crud({
    read: `${M}.customTask`,
    create: `${M}.customTaskCreate`,
    copy: true,
    update: `${M}.customTaskUpdate`,
    state: `${M}.customTaskState`,
  }),
  ...crud({
    read: `${M}.invite`,
    create: `${M}.inviteCreate`,
    copy: true,
    update: `${M}.inviteUpdate`,
    state: `${M}.inviteState`,
    remove: `${M}.inviteDelete`,
  }),
  // a service area has one rule: an edit, then the rule deleted and made again
  ...crud({
    read: `${M}.pricing`,
    update: `${M}.pricingUpdate`,
    edit: ['startPrice', () => fc.integer({ min: 100, max: 500 })],
  }),
  {
    write: `${M}.pricingDelete`,
    most: 2,
    kind: 'delete',
    read: `${M}.pricing`,
    key: 'id',
    gone: true,
    keys: ['id'],
    valid: async (w, _s, n) => fc.constant({ id: (await first(w, `${M}.pricing`, {}, n)).id }),
  },
  {
    write: `${M}.pricingCreate`,
    kind: 'create',
    read: `${M}.pricing`,
    key: 'serviceAreaId',
    keys: ['serviceAreaId'],
    valid: async (w, schema, n) => {
      const priced = new Set((await w.rows(`${M}.pricing`)).map((r) => r.serviceAreaId));
      const free = w.areas.filter((a) => !priced.has(a));
      return free.length ? gen(schema, { serviceAreaId: free[n % free.length] }) : undefined;
    },
  },
  {
    write: `${M}.couponIssue`,
    kind: 'action',
    read: `${M}.couponIssues`,
    key: 'couponId',
    keys: ['couponId'],
    compare: ['couponId', 'mode'],
    valid: async (w, schema, n) => {
      const coupon = await first(w, `${M}.coupon`, { state: 'enabled' });
      const rider = await first(w, 'riders.userList', {}, n);
      return gen(schema, { couponId: coupon.id, mode: 'riders', perRider: 1, userIds: [rider.userId] });
    },
  },

  // ---- access -----------------------------------------------------------------------------------
  ...crud({
    read: 'access.role',
    create: 'access.roleCreate',
    copy: true,
    update: 'access.roleUpdate',
    edit: ['remark', () => kitName('备注')],
    state: 'access.roleState',
    remove: 'access.roleDelete',
  }),
  ...crud({
    read: 'access.agentRole',
    create: 'access.agentRoleCreate',
    copy: true,
    update: 'access.agentRoleUpdate',
    edit: ['remark', () => kitName('备注')],
    state: 'access.agentRoleState',
    remove: 'access.agentRoleDelete',
  }),
  ...crud({
    read: 'access.agentAccount',
    key: 'agentId',
    name: 'company',
    create: 'access.agentCreate',
    over: async (w) => ({
      phone: fc.stringMatching(/^139\d{8}$/),
      contact: kitName('联系人'),
      roleId: (await first(w, 'access.agentRole')).id,
      serviceAreaIds: [],
    }),
    copy: true,
    drop: ['phone'],
    update: 'access.agentUpdate',
    edit: ['contact', () => kitName('联系人')],
    state: 'access.agentState',
    remove: 'access.agentDelete',
  }),
  {
    write: 'access.operatorCreate',
    kind: 'create',
    read: 'access.user',
    key: 'name',
    keys: ['roleId'],
    made: (input) => input.phone,
    valid: async (w, schema) =>
      gen(schema, {
        phone: fc.stringMatching(/^137\d{8}$/),
        name: kitName('员工'),
        roleId: (await first(w, 'access.role', { state: 'enabled' })).id,
      }),
  },
  {
    write: 'access.groupMemberAdd',
    kind: 'create',
    read: 'access.groupByKeyMember',
    readParams: (input) => ({ key: String(input.key) }),
    key: 'phone',
    // a list shows the phone masked
    from: (input) => String(input.phone).replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
    compare: false,
    path: ['key'],
    keys: ['key'],
    valid: async (w, schema, n) => {
      // an operator the kit made (a list shows phones masked)
      const made = w.made('access.operatorCreate');
      const phone = String(must(made[n] ?? made[0], 'no operator the kit made'));
      // a group the operator is not in (its role's group takes it when it is made)
      const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
      for (const group of await w.rows('access.group')) {
        const members = await w.rows('access.groupByKeyMember', {}, { key: String(group.key) });
        if (!members.some((m) => m.phone === masked)) return gen(schema, { key: group.key, phone });
      }
      throw new Error(`the operator ${masked} is in every group`);
    },
  },
  {
    write: 'access.groupMemberRemove',
    kind: 'delete',
    read: 'access.groupByKeyMember',
    readParams: (input) => ({ key: String(input.key) }),
    key: 'opManId',
    gone: true,
    path: ['key'],
    keys: ['key', 'opManId'],
    valid: async (w) => {
      const group = await first(w, 'access.group');
      const members = await w.rows('access.groupByKeyMember', {}, { key: String(group.key) });
      const m = members.find((r) => r.opManId !== w.session.opManId);
      return fc.constant({ key: group.key, opManId: must(m, 'the group has no member but the caller').opManId });
    },
  },
  {
    write: 'access.operatorState',
    kind: 'state',
    read: 'access.user',
    key: 'opManId',
    keys: ['opManId'],
    valid: async (w) => {
      const others = (await w.rows('access.user')).filter((o) => o.opManId !== w.session.opManId);
      const row = must(others[0], 'no operator but the caller');
      return fc.constant({ opManId: row.opManId, state: row.state === 'enabled' ? 'disabled' : 'enabled' });
    },
  },
  {
    write: 'access.operatorDelete',
    kind: 'delete',
    read: 'access.user',
    key: 'opManId',
    from: 'id',
    gone: true,
    path: ['phone'],
    query: ['id'],
    keys: ['phone'],
    valid: async (w, _s, n) => {
      const phone = fresh(w, 'access.operatorCreate', n);
      if (phone === undefined) return undefined;
      const rows = await w.rows('access.user', { pageSize: 500 });
      const row = must(
        rows.find((r) => String(r.phone).slice(-4) === String(phone).slice(-4) && String(r.name).startsWith('员工')),
        `no operator made with ${String(phone)}`,
      );
      return fc.constant({ phone, id: row.opManId });
    },
  },
  {
    write: 'access.serviceAreaCreate',
    kind: 'create',
    read: 'access.agentServiceArea',
    key: 'name',
    keys: ['agentId'],
    valid: async (w, schema, n) =>
      asRead(schema, await first(w, 'access.agentServiceArea', {}, n), { name: kitName('服务区') }),
  },
  {
    write: 'access.serviceAreaAssign',
    kind: 'edit',
    read: 'access.agentServiceArea',
    key: 'id',
    keys: ['id', 'agentId'],
    valid: async (w, schema) => {
      const row = await first(w, 'access.agentServiceArea');
      const agents = (await w.rows('access.agentAccount')).filter((a) => a.state === 'enabled').map((a) => a.agentId);
      return asRead(schema, row, { agentId: fc.constantFrom(...agents) }, ['name', 'city', 'center']);
    },
  },
  ...(['access.deviceConfirm', 'access.deviceRemove'] as const).map(
    (write): WriteCase => ({
      write,
      most: 1,
      kind: 'action',
      read: 'access.authorizeInfo',
      readQuery: () => ({ pageSize: 500 }),
      key: 'id',
      keys: ['id'],
      compare: false,
      shows: () => ({ state: write === 'access.deviceConfirm' ? 'authorized' : 'removed' }),
      valid: async (w, _s, n) => {
        const state = write === 'access.deviceConfirm' ? 'pending' : 'authorized';
        const rows = (await w.rows('access.authorizeInfo', { state })).filter((d) => d.deviceCode !== w.device);
        const row = must(rows[n], `no ${state} device but the kit's`);
        return fc.constant(write === 'access.deviceConfirm' ? { id: row.id, approve: true } : { id: row.id });
      },
    }),
  ),

  // ---- riders and orders ------------------------------------------------------------------------
  {
    write: 'riders.adjustBalance',
    kind: 'action',
    read: 'riders.userDetail',
    readQuery: (input) => ({ userId: input.userId }),
    key: 'userId',
    keys: ['userId'],
    compare: false,
    shows: (input, before) => ({ balance: Number(before?.balance) + Number(input.amount) }),
    valid: async (w, schema) =>
      gen(schema, { userId: (await first(w, 'riders.userList')).userId, amount: fc.integer({ min: 1, max: 5000 }) }),
  },
  ...(
    [
      ['riders.freezeDeposit', 'paid', 'frozen'],
      ['riders.recoverDeposit', 'frozen', 'paid'],
    ] as const
  ).map(
    ([write, from, to]): WriteCase => ({
      write,
      kind: 'action',
      read: 'riders.userDetail',
      readQuery: (input) => ({ userId: input.userId }),
      key: 'userId',
      keys: ['userId'],
      compare: false,
      shows: () => ({ depositStatus: to }),
      valid: async (w, schema) =>
        gen(schema, { userId: (await first(w, 'riders.userList', { depositStatus: from })).userId }),
    }),
  ),
  {
    write: 'riders.grantRidingCard',
    kind: 'action',
    read: 'riders.userDetail',
    readQuery: (input) => ({ userId: input.userId }),
    key: 'userId',
    keys: ['userId'],
    compare: false,
    check: (row, input) =>
      (row.ridingCard as Rec | undefined)?.name === input.name
        ? undefined
        : `ridingCard: ${JSON.stringify(row.ridingCard)}`,
    valid: async (w, schema) => gen(schema, { userId: (await first(w, 'riders.userList')).userId }),
  },
  {
    write: 'riders.addToBlacklist',
    kind: 'create',
    read: 'riders.blacklistList',
    readQuery: () => ({ pageSize: 500 }),
    key: 'userId',
    keys: ['userId'],
    compare: ['userId', 'reason'],
    made: (input) => input.userId,
    valid: async (w, schema, n) => {
      const listed = new Set((await w.rows('riders.blacklistList', { pageSize: 500 })).map((r) => r.userId));
      const rider = must(
        (await w.rows('riders.userList')).filter((r) => !listed.has(r.userId))[n],
        'every rider is blacklisted',
      );
      return gen(schema, { userId: rider.userId });
    },
  },
  {
    write: 'riders.removeFromBlacklist',
    kind: 'delete',
    read: 'riders.blacklistList',
    readQuery: () => ({ pageSize: 500 }),
    key: 'userId',
    gone: true,
    path: ['userId'],
    keys: ['userId'],
    valid: async (w, _s, n) =>
      fc.constant({ userId: fresh(w, 'riders.addToBlacklist', n) ?? (await first(w, 'riders.blacklistList')).userId }),
  },
  {
    write: 'riders.refund',
    kind: 'create',
    read: 'riders.refundList',
    key: 'userId',
    compare: ['kind', 'userId', 'amount', 'reason'],
    keys: ['userId'],
    valid: async (w, schema, n) => {
      const rider = must(
        (await w.rows('riders.userList')).filter((r) => Number(r.balance) > 0)[n],
        'no rider with a balance',
      );
      return gen(schema, { kind: 'balance', userId: rider.userId, amount: 1, orderId: undefined });
    },
  },
  {
    write: 'riders.endOrder',
    kind: 'action',
    read: 'riders.orderDetail',
    readQuery: (input) => ({ orderId: input.orderId }),
    key: 'orderId',
    keys: ['orderId'],
    compare: false,
    // ended: paid at once from the wallet, or left to pay
    check: (row) => (row.status === 'riding' ? 'status: still riding' : undefined),
    valid: async (w, schema, n) =>
      gen(schema, { orderId: (await first(w, 'riders.orderList', { status: 'riding' }, n)).orderId }),
  },
  {
    write: 'riders.adjustOrderFee',
    kind: 'action',
    read: 'riders.orderDetail',
    readQuery: (input) => ({ orderId: input.orderId }),
    key: 'orderId',
    keys: ['orderId'],
    compare: false,
    shows: (input, before) => ({ amount: { ...(before?.amount as Rec), dispatchFee: input.dispatchFee } }),
    valid: async (w, schema, n) => {
      const order = await first(w, 'riders.orderList', { status: 'unpaid' }, n);
      const [detail] = await w.rows('riders.orderDetail', { orderId: order.orderId });
      return gen(schema, {
        orderId: order.orderId,
        dispatchFee: (detail?.amount as Rec | undefined)?.dispatchFee ? 0 : 100,
        base: undefined,
        time: undefined,
        discount: undefined,
      });
    },
  },

  // ---- reviews and worksheets ------------------------------------------------------------------
  ...(
    [
      ['reviews.worksheetReply', { content: kitName('您好') }, undefined],
      ['reviews.worksheetAssign', {}, undefined],
      ['reviews.worksheetResolve', { note: kitName('已处理') }, 'resolved'],
      ['reviews.worksheetClose', { reason: kitName('重复') }, 'closed'],
    ] as const
  ).map(
    ([write, fields, status]): WriteCase => ({
      write,
      kind: 'action',
      read: 'reviews.worksheetDetail',
      readQuery: (input) => ({ id: input.id }),
      key: 'id',
      keys: ['id'],
      compare: false,
      shows: status ? () => ({ status }) : undefined,
      valid: async (w, schema, n) => {
        const ticket = await first(w, 'reviews.worksheetList', { status: 'open' }, n);
        const staff =
          write === 'reviews.worksheetAssign'
            ? { assignee: (await first(w, 'reviews.permissionUserOptions')).opManId }
            : {};
        return gen(schema, { id: ticket.id, ...fields, ...staff });
      },
    }),
  ),

  // ---- fleet ------------------------------------------------------------------------------------
  {
    write: 'fleet.vehicleCommand',
    kind: 'action',
    read: 'fleet.vehicleDetail',
    readQuery: (input) => ({ vehicleNo: input.vehicleNo }),
    key: 'vehicleNo',
    keys: ['vehicleNo'],
    compare: false,
    shows: () => ({ locked: true }),
    valid: async (w, schema, n) =>
      gen(schema, { vehicleNo: (await first(w, 'fleet.vehicleList', {}, n)).vehicleNo, command: 'lock' }),
  },
  ...(
    [
      ['fleet.alarmAck', 'acknowledged'],
      ['fleet.alarmTask', 'handling'],
      ['fleet.alarmClear', 'cleared'],
    ] as const
  ).map(
    ([write, status]): WriteCase => ({
      write,
      kind: 'action',
      read: 'fleet.alarmList',
      readQuery: () => ({ pageSize: 500 }),
      key: 'id',
      keys: ['id'],
      compare: false,
      shows: () => ({ status }),
      valid: async (w, schema, n) => gen(schema, { id: (await first(w, 'fleet.alarmList', { status: 'open' }, n)).id }),
    }),
  ),
  {
    write: 'fleet.repairReport',
    kind: 'create',
    read: 'fleet.repairList',
    key: 'vehicleNo',
    keys: ['vehicleNo'],
    compare: ['vehicleNo'],
    valid: async (w, schema, n) => {
      const repaired = new Set((await w.rows('fleet.repairList', { pageSize: 500 })).map((r) => r.vehicleNo));
      const vehicle = must(
        (await w.rows('fleet.vehicleList', { pageSize: 200 })).filter((v) => !repaired.has(v.vehicleNo))[n],
        'every vehicle is under repair',
      );
      const fault = await first(w, 'config.fault', { state: 'enabled' });
      return gen(schema, { vehicleNo: vehicle.vehicleNo, faultType: fault.name, alarmId: undefined });
    },
  },
  {
    write: 'fleet.opsTaskBatch',
    kind: 'create',
    read: 'fleet.opsTaskList',
    key: 'vehicleNo',
    from: (input) => (input.vehicleNos as unknown[] | undefined)?.[0],
    compare: ['kind'],
    keys: ['vehicleNos'],
    valid: async (w, schema, n) =>
      gen(schema, { vehicleNos: [(await first(w, 'fleet.vehicleList', {}, 10 + n)).vehicleNo], deadlineHours: 24 }),
  },
  {
    write: 'fleet.opsTaskAssign',
    kind: 'action',
    read: 'fleet.opsTaskList',
    readQuery: () => ({ pageSize: 500 }),
    key: 'id',
    from: (input) => (input.ids as unknown[] | undefined)?.[0],
    compare: false,
    check: (row, input) => (row.assignee === input.assignee ? undefined : `assignee: ${JSON.stringify(row.assignee)}`),
    valid: async (w, schema, n) => {
      const task = await first(w, 'fleet.opsTaskList', { status: 'pending' }, n);
      const staff = await first(w, 'fleet.opsStaff');
      return gen(schema, { ids: [task.id], assignee: staff.id ?? staff.opManId });
    },
  },
  {
    write: 'fleet.opsTaskCancel',
    kind: 'action',
    read: 'fleet.opsTaskList',
    readQuery: () => ({ pageSize: 500 }),
    key: 'id',
    keys: ['id'],
    compare: false,
    shows: () => ({ status: 'cancelled' }),
    valid: async (w, schema, n) =>
      gen(schema, { id: (await first(w, 'fleet.opsTaskList', { status: 'pending' }, n)).id }),
  },

  // ---- production ------------------------------------------------------------------------------
  ...crud({
    read: 'production.vehicle',
    key: 'imei',
    update: 'production.vehicleUpdate',
    edit: ['batch', () => kitName('B', 12)],
  }),
  ...crud({
    read: 'production.voltageScheme',
    create: 'production.voltageSchemeCreate',
    copy: true,
    update: 'production.voltageSchemeUpdate',
  }),
  ...crud({
    read: 'production.voicePack',
    create: 'production.voicePackCreate',
    over: async () => ({}),
    update: 'production.voicePackUpdate',
  }),
  {
    write: 'production.voltageSchemeAssign',
    kind: 'edit',
    read: 'production.voltageScheme',
    key: 'id',
    keys: ['id', 'models'],
    compare: ['models'],
    valid: async (w, schema, n) =>
      asRead(schema, await first(w, 'production.voltageScheme', {}, n), {
        models: fc.subarray([...VEHICLE_MODELS], { minLength: 1 }),
      }),
  },
  {
    write: 'production.voicePackAssign',
    kind: 'edit',
    read: 'production.voicePack',
    key: 'id',
    keys: ['id', 'models', 'serviceAreaIds'],
    compare: ['models', 'serviceAreaIds'],
    valid: async (w, schema, n) => {
      const pack = await first(w, 'production.voicePack', {}, n);
      // models only for a pack with a clip for every event (the handler's rule); areas for any
      const complete = Object.keys(VOICE_EVENTS).every((e) => (pack.clips as Rec | undefined)?.[e]);
      return asRead(schema, pack, {
        models: complete ? fc.subarray([...VEHICLE_MODELS], { minLength: 1 }) : fc.constant([]),
        serviceAreaIds: fc.subarray(w.areas, { minLength: 1, maxLength: 2 }),
      });
    },
  },
  {
    // a clip is a file's bytes as a data URL in the body: a short mp3 header is a clip
    write: 'production.voicePackClip',
    kind: 'action',
    read: 'production.voicePack',
    key: 'id',
    keys: ['id'],
    compare: false,
    check: (row, input) => {
      const clip = (row.clips as Record<string, Rec> | undefined)?.[input.event as string];
      return clip?.fileName === input.fileName ? undefined : `clips.${String(input.event)}: ${JSON.stringify(clip)}`;
    },
    valid: async (w, schema, n) =>
      gen(schema, {
        id: (await first(w, 'production.voicePack', {}, n)).id,
        event: fc.constantFrom(...Object.keys(VOICE_EVENTS)),
        fileName: kitName('clip').map((s) => `${s}.mp3`),
        dataUrl: 'data:audio/mpeg;base64,SUQzBAAAAAAAI1RTU0UAAAAPAAADTGF2ZjU4Ljc2LjEwMAAAAAAAAAAAAAAA',
      }),
  },
  {
    write: 'production.fixedCodeGenerate',
    kind: 'action',
    read: 'production.fixedCode',
    readQuery: (input) => ({ keyword: (input.vehicleNos as string[])[0] }),
    key: 'vehicleNo',
    from: (input) => (input.vehicleNos as string[])[0],
    keys: ['vehicleNos'],
    compare: false,
    check: (row, _input, before) =>
      row.code && !before?.code ? undefined : `code: ${JSON.stringify(before?.code)} → ${JSON.stringify(row.code)}`,
    valid: async (w, schema, n) =>
      gen(schema, {
        vehicleNos: [(await first(w, 'production.fixedCode', { generated: 'no' }, n)).vehicleNo],
        regenerate: false,
        from: undefined,
        to: undefined,
      }),
  },
  {
    // the console reads the file and sends its metadata: a version no model has yet, a SHA-256, a size
    write: 'production.firmwareUpload',
    ...createdById('production.firmware'),
    keys: ['model'],
    compare: ['version', 'model', 'checksum', 'fileName', 'size'],
    valid: async (_w, schema, n) =>
      gen(schema, {
        version: fc.integer({ min: 100, max: 999 }).map((x) => `v9.${n}.${x}`),
        model: fc.constantFrom(...VEHICLE_MODELS),
        checksum: fc
          .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 64, maxLength: 64 })
          .map((a) => a.join('')),
        fileName: kitName('fw').map((s) => `${s}.bin`),
        size: fc.integer({ min: 1, max: 1_000_000 }),
        notes: '',
      }),
  },
  {
    // a task of a seeded firmware for a vehicle or two of its model, shown by the id it answers
    write: 'production.upgradeTaskCreate',
    ...createdById('production.upgradeTask'),
    keys: ['firmwareId', 'vehicleNos'],
    compare: false,
    check: (row, input) =>
      row.firmwareId === input.firmwareId && row.total === (input.vehicleNos as string[]).length
        ? undefined
        : `firmwareId ${JSON.stringify(row.firmwareId)}, total ${JSON.stringify(row.total)}`,
    // tasks move on by themselves: the tasks there are, not their progress
    settled: (rows) => rows.map((r) => r.id),
    valid: async (w, schema, n) => {
      const firmware = await first(w, 'production.firmware', {}, n);
      const fleet = await w.rows('fleet.vehicleList', { pageSize: 200 });
      const ofModel = fleet.filter((v) => v.model === firmware.model).map((v) => String(v.vehicleNo));
      return gen(schema, {
        firmwareId: firmware.id,
        targetKind: 'vehicles',
        vehicleNos: fc.subarray(ofModel.slice(0, 5), { minLength: 1, maxLength: 2 }),
        serviceAreaId: undefined,
      });
    },
  },
  {
    write: 'production.vehicleUnbind',
    kind: 'action',
    read: 'production.vehicleDetail',
    readQuery: (input) => ({ imei: input.imei }),
    key: 'imei',
    keys: ['imei'],
    compare: false,
    check: (row) => (row.vehicleNo ? `vehicleNo: still ${JSON.stringify(row.vehicleNo)}` : undefined),
    made: (input, _r, before) => [input.imei, before?.vehicleNo],
    valid: async (w, schema, n) =>
      gen(schema, { imei: (await first(w, 'production.vehicle', { bound: 'bound' }, n)).imei }),
  },
  {
    write: 'production.vehicleBind',
    kind: 'action',
    read: 'production.vehicleDetail',
    readQuery: (input) => ({ imei: input.imei }),
    key: 'imei',
    keys: ['imei', 'vehicleNo'],
    valid: async (w, schema, n) => {
      // a factory vehicle the kit unbound, to a number no vehicle holds
      const [imei] = must(w.made('production.vehicleUnbind')[n] as [string] | undefined, 'no vehicle the kit unbound');
      return gen(schema, { imei, vehicleNo: fc.integer({ min: 9700000, max: 9799999 }).map(String) });
    },
  },
  ...(['production.upgradeTaskRetry', 'production.upgradeTaskCancel'] as const).map(
    (write): WriteCase => ({
      write,
      most: 1,
      kind: 'action',
      read: 'production.upgradeTask',
      key: 'id',
      keys: ['id'],
      compare: false,
      valid: async (w, schema, n) => {
        if (write.endsWith('Cancel')) return gen(schema, { id: await pendingTask(w, n) });
        const tasks = await w.rows('production.upgradeTask', { pageSize: 500 });
        const task = tasks.find((t) => Number((t.counts as Rec | undefined)?.failed) > 0);
        return gen(schema, { id: must(task, 'no upgrade task to retry').id });
      },
    }),
  ),

  // ---- support and exports ---------------------------------------------------------------------
  {
    write: 'support.ticketCreate',
    kind: 'create',
    read: 'support.ticketList',
    key: 'title',
    made: idOfReply('id'),
    valid: async (_w, schema) => gen(schema, { title: kitName('工单'), attachments: [] }),
  },
  {
    write: 'support.ticketReply',
    kind: 'action',
    read: 'support.ticketDetail',
    readQuery: (input) => ({ id: input.id }),
    key: 'id',
    keys: ['id'],
    compare: false,
    valid: async (w, schema, n) =>
      gen(schema, { id: fresh(w, 'support.ticketCreate', n) ?? (await first(w, 'support.ticketList')).id }),
  },
  {
    write: 'support.ticketClose',
    kind: 'action',
    read: 'support.ticketDetail',
    readQuery: (input) => ({ id: input.id }),
    key: 'id',
    keys: ['id'],
    compare: false,
    shows: () => ({ status: 'closed' }),
    valid: async (w, schema, n) =>
      gen(schema, { id: fresh(w, 'support.ticketCreate', n) ?? (await first(w, 'support.ticketList')).id }),
  },
  {
    write: 'exports.create',
    kind: 'create',
    read: 'exports.list',
    key: 'source',
    compare: false,
    // a job moves on by itself: the jobs there are, not their progress
    settled: (rows) => rows.map((r) => r.id),
    made: idOfReply('id'),
    valid: async (_w, schema) => gen(schema, { source: 'riders', query: {} }),
  },
  {
    write: 'exports.remove',
    kind: 'delete',
    read: 'exports.list',
    key: 'id',
    gone: true,
    path: ['id'],
    keys: ['id'],
    valid: async (w, _s, n) => {
      const id = fresh(w, 'exports.create', n);
      return id === undefined ? undefined : fc.constant({ id });
    },
  },
];

/** The write endpoints the mode does not ask, each with its reason. */
export const NOT_COVERED: Readonly<Record<string, string>> = {
  'auth.requestSmsCode':
    'a sign-in step: the kit takes it on every run; its refusals are tested in tests/integration/auth',
  'auth.requestSmsCodeObs': 'a sign-in step (the OBS storage variant), tested in tests/integration/auth',
  'auth.verifySmsCode': 'a sign-in step the kit takes on every run, tested in tests/integration/auth',
  'auth.verifyDevice': 'a sign-in step the kit takes on every run, tested in tests/integration/auth',
  'auth.verifySign': 'the key exchange: its body is an RSA ciphertext, not fields the schema can generate',
  'auth.loginPhone': 'a sign-in step the kit takes on every run, tested in tests/integration/auth',
  'auth.loginAuthorized': 'the quick sign-in needs a link signed by the backend, tested in tests/integration/auth',
  'auth.logout': 'it ends the kit’s own session; tested in tests/integration/api/deviceSessions.test.ts',
  'auth.operatorLogin': 'a sign-in step (the operator’s own id), tested in tests/integration/auth',
  'auth.registerSupport': 'the sign-in’s customer-service registration: no read shows it',
  'auth.requestDevice': 'a device asking to be authorized before sign-in, tested in tests/integration/auth',
  'auth.applyAgent': 'the public franchise form needs an SMS code sent to the applicant',
  'riders.revealPhone':
    'a read by its nature (a phone in full); it changes only the operator log, tested in privacyReveal.test.ts',
  'fleet.repairStep':
    'each step has its own fields by the repair’s state; tested in tests/integration/api/repairs.test.ts',
  'production.importCheck': 'a file upload’s rows (Excel read by the console), tested in tests/integration/production',
  'production.importStage': 'a file upload’s rows, tested in tests/integration/production',
  'production.importDiscard': 'a file upload’s staging, tested in tests/integration/production',
  'production.importCommit': 'a file upload’s commit, tested in tests/integration/production',
  'support.attachmentUpload': 'a file upload (a data URL); no read lists attachments alone',
};
