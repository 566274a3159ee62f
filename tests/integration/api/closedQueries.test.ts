/**
 * The reads that do not page take exactly what the console sends them: a read declared with no
 * input (`none`) refuses any key, the others the keys their callers send and their handler reads
 * (with the header scope for a call made `scoped: true`). A key none of them sends, an inherited
 * name included, is refused with 不支持的字段：<names>, as an exact list refuses it; what the
 * console sends is accepted.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_READS } from '@contract/endpoints/access';
import { AGENT_READS } from '@contract/endpoints/agents';
import { EXPORTS } from '@contract/endpoints/exports';
import { FLEET_READS } from '@contract/endpoints/fleet';
import { MARKETING_READS } from '@contract/endpoints/marketing';
import { OVERVIEW_READS } from '@contract/endpoints/overview';
import { PRODUCTION_READS } from '@contract/endpoints/production';
import { REPORTS } from '@contract/endpoints/reports';
import { REVIEW_READS } from '@contract/endpoints/reviews';
import { RIDER_READS } from '@contract/endpoints/riders';
import { SESSION_READS } from '@contract/endpoints/session';
import { SIGN_IN_READS } from '@contract/endpoints/signIn';
import { SUPPORT_READS } from '@contract/endpoints/support';
import { VEHICLE_MAP } from '@contract/endpoints/vehicleMap';
import type { Endpoint } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import { inputSchemaOf } from '@contract/schemas/inputs';
import { objectOf } from '../../../scripts/conformance/arbitrary';
import { MARKETING_WRITES } from '@contract/actions';
import { getCoupons } from '@mocks/db/marketing';
import { call, setupRawBackend, signInAsPhone, USER, type Json, type Session } from './backendSession';

setupRawBackend();

/** The header scope a `scoped: true` call adds (here: every franchisee and area, as sent blank). */
const SCOPE = { agentIds: '', opAreaIds: '' };
const RANGE = { from: '2026-01-01', to: '2026-01-31' };

type Query = Record<string, unknown>;
/** A read: its path (a path id filled in) and the query the console sends, both as the session finds the world. */
interface Read {
  path: string;
  sent: (s: Session) => Promise<Query> | Query;
  /** the path's id, read from a list (an id of the declared shape naming nothing when the list is not read) */
  id?: (s: Session) => Promise<string>;
}

const get = async (s: Session, path: string, query: Query, url?: string) =>
  (await call('GET', path, { session: s, query, ...(url ? { url: `${url}${path}` } : {}) })).body as Json;

/** The first row of a list, as its page reads it. */
const firstRow = async (s: Session, path: string, query: Query = {}): Promise<Json> => {
  const body = await get(s, path, { page: 1, pageSize: 1, ...query });
  const row = body.data?.rows?.[0] ?? body.data?.list?.[0];
  if (!row) throw new Error(`${path}: no row (${JSON.stringify(body).slice(0, 200)})`);
  return row as Json;
};
const idOfList =
  (path: string, key = 'id') =>
  async (s: Session) =>
    String((await firstRow(s, path))[key]);
const nothing = () => ({});

/**
 * The reads declared with no input (`none`, an empty query): the console sends them nothing
 * (each caller passes no input, none is scoped), so any key is refused.
 */
const NONE: ReadonlyArray<readonly [string, Read]> = ENDPOINTS.filter(({ endpoint: e }) => {
  const query = inputSchemaOf(e)?.query;
  const shape = query && objectOf(query)?.shape;
  return e.method === 'get' && !e.path.includes(':') && !!shape && Object.keys(shape).length === 0;
}).map(({ endpoint: e }) => [e.path, { path: e.path, sent: nothing }] as const);

/** The reads of one record by its path id: the console sends no query. */
const BY_PATH: ReadonlyArray<readonly [string, Read]> = (
  [
    [AGENT_READS.agentRoleById, idOfList(AGENT_READS.agentRole.path)],
    [MARKETING_READS.fixedTaskById, idOfList(MARKETING_READS.fixedTask.path)],
    [MARKETING_READS.customTaskById, idOfList(MARKETING_READS.customTask.path)],
    [MARKETING_READS.inviteById, idOfList(MARKETING_READS.invite.path)],
    [MARKETING_READS.couponById, idOfList(MARKETING_READS.coupon.path)],
  ] as const
).map(([d, id]) => [d.path, { path: d.path, sent: nothing, id }] as const);

/** The other reads that do not page, and what their callers send. */
const SENT_BY: ReadonlyArray<readonly [Endpoint, Read['sent']]> = [
  [SESSION_READS.allCode, (s) => ({ opManId: s.opManId })],
  [OVERVIEW_READS.bigscreenOperations, () => ({ opAreaIds: '' })],
  [OVERVIEW_READS.bigscreenRevenue, () => ({})],
  [OVERVIEW_READS.dashboardOverview, () => SCOPE],
  [REPORTS.daily, () => ({ ...RANGE, areaId: '', ...SCOPE })],
  [REPORTS.wallet, () => ({ ...RANGE, ...SCOPE })],
  [REPORTS.deposit, () => ({ ...RANGE, ...SCOPE })],
  [REPORTS.card, () => ({ kind: 'riding', ...RANGE, ...SCOPE })],
  [REPORTS.reconciliationItems, () => ({ date: '2026-01-05', channel: 'wechat', ...SCOPE })],
  ...[RIDER_READS.orderDetail, RIDER_READS.orderTrack].map(
    (d) => [d, async (s: Session) => ({ orderId: (await firstRow(s, RIDER_READS.orderList.path)).orderId })] as const,
  ),
  [
    RIDER_READS.orderEndQuote,
    async (s) => ({ orderId: (await firstRow(s, RIDER_READS.orderList.path, { status: 'riding' })).orderId }),
  ],
  [RIDER_READS.userDetail, async (s) => ({ userId: (await firstRow(s, RIDER_READS.userList.path)).userId, ...SCOPE })],
  [REVIEW_READS.worksheetDetail, async (s) => ({ id: await idOfList(REVIEW_READS.worksheetList.path)(s) })],
  [SUPPORT_READS.ticketDetail, async (s) => ({ id: await idOfList(SUPPORT_READS.ticketList.path)(s) })],
  [FLEET_READS.repairDetail, async (s) => ({ id: await idOfList(FLEET_READS.repairList.path)(s) })],
  [ACCESS_READS.roleInfo, async (s) => ({ id: await idOfList(ACCESS_READS.role.path)(s) })],
  ...[FLEET_READS.opsStatsVehicles, FLEET_READS.opsStatsInspections, FLEET_READS.opsStatsStations].map(
    (d) => [d, () => ({ ...RANGE, ...SCOPE })] as const,
  ),
  [FLEET_READS.vehicleAnalysis, () => ({ ...RANGE, areaId: '', ...SCOPE })],
  [FLEET_READS.opsTaskStats, () => ({ kind: 'dispatch', ...RANGE, ...SCOPE })],
  [
    FLEET_READS.opsStaff,
    async (s) => ({ serviceAreaId: (await firstRow(s, FLEET_READS.vehicleList.path)).serviceAreaId }),
  ],
  // 设备监控: the header scope only
  [FLEET_READS.deviceStats, () => SCOPE],
  // 运营地图's locate, 车辆筛选's conditions, the regulator's map
  [FLEET_READS.vehicleMap, () => ({ serviceAreaId: '', battery: '0~100', alarm: '', keyword: '1', ...SCOPE })],
  [
    FLEET_READS.vehicleMap,
    () => ({
      idleHours: '48',
      batteryBelow: '20',
      outsideArea: 'true',
      inNoParking: 'true',
      noRideDays: '3',
      ...SCOPE,
    }),
  ],
  [FLEET_READS.vehicleMap, () => ({ fields: 'mds', serviceAreaId: '', ...SCOPE })],
  [
    VEHICLE_MAP.clusters,
    () => ({
      bbox: '119.9,30.1,120.4,30.45',
      zoom: 11,
      status: '',
      serviceAreaId: '',
      battery: '',
      alarm: '',
      ...SCOPE,
    }),
  ],
  [
    VEHICLE_MAP.clusters,
    () => ({ bbox: '119.9,30.1,120.4,30.45', zoom: 11, group: 'mds', serviceAreaId: '', ...SCOPE }),
  ],
  [
    FLEET_READS.vehicleTrace,
    async (s) => ({
      vehicleNo: (await firstRow(s, FLEET_READS.vehicleList.path)).vehicleNo,
      from: '2026-01-05T08:00:00.000Z',
      to: '2026-01-05T09:00:00.000Z',
    }),
  ],
  [
    FLEET_READS.vehicleDetail,
    async (s) => ({ vehicleNo: (await firstRow(s, FLEET_READS.vehicleList.path)).vehicleNo }),
  ],
  [FLEET_READS.fenceList, () => ({ kind: 'service_area,parking,no_stop', ...SCOPE })],
  [
    AGENT_READS.agentServiceAreaBelongToAgent,
    async (s) => ({ agentIds: await idOfList(AGENT_READS.agentAccount.path, 'agentId')(s) }),
  ],
  [
    MARKETING_READS.customTaskPreview,
    () => ({
      conditions: JSON.stringify([{ metric: 'ride_count', min: 1, days: 30 }]),
      serviceAreaId: '',
      realNameVerified: 'false',
      depositPaid: 'false',
      registeredWithinDays: '0',
    }),
  ],
  [
    MARKETING_READS.couponIssuePreview,
    async (s) => ({
      couponId: await idOfList(MARKETING_READS.coupon.path)(s),
      registeredFrom: '2026-01-01',
      depositPaid: 'true',
    }),
  ],
  [
    MARKETING_READS.couponIssueRiders,
    async (s) => ({ couponId: await idOfList(MARKETING_READS.coupon.path)(s), keyword: '1' }),
  ],
  [PRODUCTION_READS.vehicleDetail, async (s) => ({ imei: (await firstRow(s, PRODUCTION_READS.vehicle.path)).imei })],
];
const SENT: ReadonlyArray<readonly [string, Read]> = SENT_BY.map(([d, sent]) => [d.path, { path: d.path, sent }]);

const refusal = (names: string) => ({ suc: false, error: { code: 400, promt: `不支持的字段：${names}` } });

describe('a read that does not page takes exactly what the console sends', { timeout: 60000 }, () => {
  it('the reads declared with no input are the twenty the console calls with none', () => {
    expect(NONE).toHaveLength(20);
  });

  it.each([...NONE, ...BY_PATH, ...SENT])(
    '%s refuses foo and constructor, and accepts what the console sends',
    async (_, r) => {
      const s = await signInAsPhone();
      const path = r.id ? r.path.replace(':id', await r.id(s)) : r.path;
      const sent = await r.sent(s);
      expect(await get(s, path, { ...sent, foo: 1 })).toMatchObject(refusal('foo'));
      expect(await get(s, path, { ...sent, constructor: 1 })).toMatchObject(refusal('constructor'));
      expect(await get(s, path, { ...sent, page: 1, pageSize: 20 })).toMatchObject(refusal('page、pageSize'));
      const answer = await get(s, path, sent);
      expect(answer, JSON.stringify(answer).slice(0, 300)).toMatchObject({ suc: true });
    },
  );

  it('the sign-in look-up by phone takes the phone only (refused in the user API shape)', async () => {
    const s = await signInAsPhone();
    const path = SIGN_IN_READS.users.path;
    for (const name of ['foo', 'constructor'])
      expect(await get(s, path, { mobilePhoneNumber: s.phone, [name]: 1 }, USER)).toMatchObject({
        code: 400,
        error: `不支持的字段：${name}`,
      });
    expect(await get(s, path, { mobilePhoneNumber: s.phone }, USER)).toMatchObject({ objectId: expect.any(String) });
  });

  it('a write takes no query (but the operator delete its guard): a key there is refused and nothing changes', async () => {
    const s = await signInAsPhone();
    const coupon = getCoupons()[0]!;
    const state = coupon.state === 'enabled' ? 'disabled' : 'enabled';
    const path = MARKETING_WRITES.couponState.path;
    const refused = await call('POST', path, { session: s, query: { foo: 1 }, body: { id: coupon.id, state } });
    expect(refused.body).toMatchObject(refusal('foo'));
    expect(getCoupons()[0]!.state).not.toBe(state);
    const done = await call('POST', path, { session: s, body: { id: coupon.id, state } });
    expect(done.body).toMatchObject({ suc: true });
    expect(getCoupons()[0]!.state).toBe(state);
  });

  it('an export file and a franchise application, by an id of the declared shape, refuse a key before they look', async () => {
    const s = await signInAsPhone();
    for (const path of [
      EXPORTS.file.path.replace(':id', 'EXP1'),
      AGENT_READS.agentApplyById.path.replace(':id', 'AP1'),
    ]) {
      expect(await get(s, path, { foo: 1 })).toMatchObject(refusal('foo'));
      expect(await get(s, path, { constructor: 1 })).toMatchObject(refusal('constructor'));
    }
  });
});
